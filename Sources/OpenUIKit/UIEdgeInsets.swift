// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Insets on four sides. Mirrors [`UIEdgeInsets`](https://developer.apple.com/documentation/uikit/uiedgeinsets).
public struct UIEdgeInsets: Sendable, Equatable, Codable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
