// SPDX-License-Identifier: Apache-2.0

import OpenUIKit

/// The car's appearance as its snapshots, the renderer and the live car's page and app wire have it: `light` or
/// `dark` (the car's own `UIUserInterfaceStyle` is never `unspecified`). - Note: Ours.
public enum CarStyle: String, Sendable, Codable, CaseIterable {
    case light, dark

    /// The appearance of a car whose style is `style`.
    public init(_ style: UIUserInterfaceStyle) { self = style == .dark ? .dark : .light }

    /// The appearance as UIKit's style.
    public var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
}
