// SPDX-License-Identifier: Apache-2.0

import Foundation
package import ImageCodec

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// A bitmap image: pixels a bitmap context made, or a `UIImage`'s. Mirrors
    /// [`CGImage`](https://developer.apple.com/documentation/coregraphics/cgimage) (8-bit RGBA pixels here).
    public final class CGImage: @unchecked Sendable {
        /// The pixels: straight RGBA, rows top to bottom.
        package let bitmap: Bitmap
        public let colorSpace: CGColorSpace?
        public let bitmapInfo: CGBitmapInfo
        public var width: Int { bitmap.width }
        public var height: Int { bitmap.height }
        public var bitsPerComponent: Int { 8 }
        public var bitsPerPixel: Int { 32 }
        public var bytesPerRow: Int { bitmap.width * 4 }
        public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .last }

        package init(bitmap: Bitmap, colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo? = nil) {
            self.bitmap = bitmap
            self.colorSpace = colorSpace
            self.bitmapInfo = bitmapInfo ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)
        }

        /// The part of the image inside `rect` (pixels, clipped to the image); nil when nothing is left. Mirrors
        /// [`cropping(to:)`](https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)).
        public func cropping(to rect: CGRect) -> CGImage? {
            let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
            guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
            return CGImage(
                bitmap: bitmap.cropped(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)), colorSpace: colorSpace,
                bitmapInfo: bitmapInfo)
        }
    }
#endif
