// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's additions to `NSValue` for boxing Core Graphics geometry, as apps do to put a rectangle, point or size in
/// an `NSArray`, a dictionary or a notification's `userInfo`.
///
/// Mirrors [`init(cgRect:)`](https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)),
/// [`cgRectValue`](https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue) and the point and size
/// pairs. The value stores the structure's bytes with its Objective-C type encoding (as Apple's does); reading a value
/// that holds another type gives `.zero` here (what iOS does then isn't documented).
extension NSValue {
    private static let cgRectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    private static let cgPointEncoding = "{CGPoint=dd}"
    private static let cgSizeEncoding = "{CGSize=dd}"

    /// Boxes a rectangle. Mirrors [`init(cgRect:)`](https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)).
    public convenience init(cgRect rect: CGRect) {
        var copy = rect
        self.init(bytes: &copy, objCType: NSValue.cgRectEncoding)
    }

    /// Boxes a point. Mirrors [`init(cgPoint:)`](https://developer.apple.com/documentation/foundation/nsvalue/init(cgpoint:)).
    public convenience init(cgPoint point: CGPoint) {
        var copy = point
        self.init(bytes: &copy, objCType: NSValue.cgPointEncoding)
    }

    /// Boxes a size. Mirrors [`init(cgSize:)`](https://developer.apple.com/documentation/foundation/nsvalue/init(cgsize:)).
    public convenience init(cgSize size: CGSize) {
        var copy = size
        self.init(bytes: &copy, objCType: NSValue.cgSizeEncoding)
    }

    /// The boxed rectangle. Mirrors [`cgRectValue`](https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue).
    public var cgRectValue: CGRect { unboxed(encoding: NSValue.cgRectEncoding, default: .zero) }

    /// The boxed point. Mirrors [`cgPointValue`](https://developer.apple.com/documentation/foundation/nsvalue/cgpointvalue).
    public var cgPointValue: CGPoint { unboxed(encoding: NSValue.cgPointEncoding, default: .zero) }

    /// The boxed size. Mirrors [`cgSizeValue`](https://developer.apple.com/documentation/foundation/nsvalue/cgsizevalue).
    public var cgSizeValue: CGSize { unboxed(encoding: NSValue.cgSizeEncoding, default: .zero) }

    private func unboxed<T>(encoding: String, default fallback: T) -> T {
        guard String(cString: objCType) == encoding else { return fallback }
        var out = fallback
        withUnsafeMutableBytes(of: &out) { getValue($0.baseAddress!) }
        return out
    }
}
