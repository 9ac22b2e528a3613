// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

#if !canImport(CoreGraphics)
    /// What Core Graphics keeps of an image a view draws (`CGContext.recordImage`), and draws again into a bitmap.
    extension UIImage: DrawableImage {}

    extension UIImage {
        /// Which way up the image's pixels are. Mirrors [`UIImage.Orientation`](https://developer.apple.com/documentation/uikit/uiimage/orientation).
        public enum Orientation: Int, Sendable {
            case up = 0
            case down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
        }

        /// An image of a Core Graphics bitmap at a scale of 1. Mirrors
        /// [`init(cgImage:)`](https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:)).
        public convenience init(cgImage: CGImage) {
            self.init(cgImage: cgImage, scale: 1, orientation: .up)
        }

        /// An image of a Core Graphics bitmap: its size is the pixels divided by `scale`. The pixels are kept as PNG,
        /// which the car draws like any other bitmap. Mirrors
        /// [`init(cgImage:scale:orientation:)`](https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)).
        /// - Note: Only `.up` is drawn as given; other orientations keep the pixels unrotated.
        public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
            let s = scale > 0 && scale.isFinite ? scale : 1
            let png = cgImage.bitmap.pngData() ?? Data()
            self.init(
                source: .data(png), size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s), scale: s)
        }

        /// The image's pixels as a Core Graphics bitmap: decoded PNG/JPEG, or a drawing painted at the image's scale;
        /// nil for symbols and named images without pixels. Mirrors [`cgImage`](https://developer.apple.com/documentation/uikit/uiimage/cgimage).
        public var cgImage: CGImage? {
            switch source {
            case .data(let d):
                return Bitmap(decoding: d).map { CGImage(bitmap: $0) }
            case .drawing(let commands):
                let w = Int((size.width * scale).rounded(.up))
                let h = Int((size.height * scale).rounded(.up))
                guard w > 0, h > 0 else { return nil }
                let canvas = RasterCanvas(width: w, height: h)
                for c in commands { canvas.paint(c, scale: Double(scale)) }
                return CGImage(bitmap: canvas.bitmap)
            default:
                return nil
            }
        }

        /// Draws the image, upright, into a rectangle of the current context (a renderer's, a view's, a pushed bitmap
        /// context). Mirrors [`draw(in:)`](https://developer.apple.com/documentation/uikit/uiimage/draw(in:)).
        /// - Note: Into a renderer's or bitmap context, symbols and named images without pixels draw nothing; in a
        ///   view's `draw(_:)` the car draws them where they are placed.
        public func draw(in rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            if case .drawing(let commands) = source {
                context.replay(commands, from: size, in: rect)
                return
            }
            // A view's drawing for the car keeps the image itself; the car draws its pixels.
            if context.recordsVectorsOnly {
                context.recordImage(self, in: rect)
                return
            }
            guard let cg = cgImage else { return }
            // UIKit's contexts are flipped; Core Graphics draws an image's first row at the top of a y-up rectangle.
            context.saveGState()
            context.translateBy(x: rect.minX, y: rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(cg, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
            context.restoreGState()
        }

        /// Draws the image at its size with its top-left corner at `point`. Mirrors
        /// [`draw(at:)`](https://developer.apple.com/documentation/uikit/uiimage/draw(at:)).
        public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

        /// The image's orientation (always `.up` here).
        public var imageOrientation: UIImage.Orientation { .up }
    }
#endif
