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

extension CGRect {
    /// The rectangle made smaller by `insets` (larger where they are negative). Mirrors UIKit's
    /// [`inset(by:)`](https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1ju6b).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
