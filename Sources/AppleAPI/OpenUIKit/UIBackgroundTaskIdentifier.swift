// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Names a stretch of work an app asked to finish in the background. Mirrors
/// [`UIBackgroundTaskIdentifier`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors [`invalid`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/invalid).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
