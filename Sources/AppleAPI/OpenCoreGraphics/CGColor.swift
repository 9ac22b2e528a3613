// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// A colour for drawing. Mirrors [`CGColor`](https://developer.apple.com/documentation/coregraphics/cgcolor) (RGBA only).
    public final class CGColor: @unchecked Sendable, Equatable {
        public let components: [CGFloat]?
        public var alpha: CGFloat { components?.last ?? 1 }
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
        public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
        public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    }
#endif
