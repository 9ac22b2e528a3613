// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    extension CGContext {
        /// A context that draws into pixels: the app's buffer (`data`), or memory of its own when `data` is nil (zeroed:
        /// transparent black). Its origin is the bottom-left corner, y going up, as in Core Graphics.
        ///
        /// Mirrors [`init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)).
        /// 8 bits per component only; RGB with premultiplied or skipped alpha (first or last, either byte order),
        /// 8-bit gray without alpha, or alpha only. Anything else gives nil, as Core Graphics gives for the combinations
        /// it doesn't support (it supports 16- and 32-bit components too, which we don't).
        public convenience init?(
            data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
        ) {
            guard width > 0, height > 0, bitsPerComponent == 8,
                let target = BitmapTarget(
                    data: data, width: width, height: height, bytesPerRow: bytesPerRow, space: space, info: CGBitmapInfo(rawValue: bitmapInfo))
            else { return nil }
            self.init(origin: .zero)
            // Core Graphics' bitmap space: y up from the bottom row; the pixels' first row is the top.
            state.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
            let canvas = RasterCanvas(width: width, height: height)
            if data != nil { target.load(into: canvas) }
            self.canvas = canvas
            bitmapTarget = target
        }

        /// The same, with the layout as a ``CGBitmapInfo``. - Note: A convenience of ours for code that builds the
        /// layout as an option set.
        public convenience init?(
            data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
            bitmapInfo: CGBitmapInfo
        ) {
            self.init(
                data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                bitmapInfo: bitmapInfo.rawValue)
        }

        /// A bitmap context's pixel width (0 for other contexts). Mirrors [`width`](https://developer.apple.com/documentation/coregraphics/cgcontext/width).
        public var width: Int { bitmapTarget?.width ?? 0 }
        /// Mirrors [`height`](https://developer.apple.com/documentation/coregraphics/cgcontext/height).
        public var height: Int { bitmapTarget?.height ?? 0 }
        /// Mirrors [`bytesPerRow`](https://developer.apple.com/documentation/coregraphics/cgcontext/bytesperrow).
        public var bytesPerRow: Int { bitmapTarget?.bytesPerRow ?? 0 }
        /// Mirrors [`bitsPerComponent`](https://developer.apple.com/documentation/coregraphics/cgcontext/bitspercomponent).
        public var bitsPerComponent: Int { bitmapTarget == nil ? 0 : 8 }
        /// Mirrors [`bitsPerPixel`](https://developer.apple.com/documentation/coregraphics/cgcontext/bitsperpixel).
        public var bitsPerPixel: Int {
            guard let t = bitmapTarget else { return 0 }
            if case .rgba = t.layout { return 32 }
            return 8
        }
        /// The pixels' memory. Mirrors [`data`](https://developer.apple.com/documentation/coregraphics/cgcontext/data).
        public var data: UnsafeMutableRawPointer? { bitmapTarget?.data }
        /// Mirrors [`colorSpace`](https://developer.apple.com/documentation/coregraphics/cgcontext/colorspace).
        public var colorSpace: CGColorSpace? { bitmapTarget?.space }
        /// Mirrors [`bitmapInfo`](https://developer.apple.com/documentation/coregraphics/cgcontext/bitmapinfo).
        public var bitmapInfo: CGBitmapInfo { bitmapTarget?.info ?? [] }
        /// Mirrors [`alphaInfo`](https://developer.apple.com/documentation/coregraphics/cgcontext/alphainfo).
        public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none }

        /// An image of what the bitmap context holds now; nil for a context without pixels. Mirrors
        /// [`makeImage()`](https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()).
        public func makeImage() -> CGImage? {
            guard let canvas else { return nil }
            guard let target = bitmapTarget else { return CGImage(bitmap: canvas.bitmap) }
            return CGImage(bitmap: target.bitmap(from: canvas), colorSpace: target.space, bitmapInfo: target.info)
        }

        /// Draws an image scaled into a rectangle (user space). As in Core Graphics, the image's first row goes to the
        /// rectangle's maximum y: upright in a bitmap context, upside down in UIKit's flipped contexts (which is why
        /// `UIImage.draw(in:)` flips first). Mirrors
        /// [`draw(_:in:byTiling:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)).
        /// - Note: Rotated or skewed transforms draw the image into the rectangle's bounding box; `byTiling` draws it once.
        public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
            guard let canvas = startCanvas(), !rect.isEmpty else { return }
            let a = map(CGPoint(x: rect.minX, y: rect.minY))
            let b = map(CGPoint(x: rect.maxX, y: rect.maxY))
            let top = map(CGPoint(x: rect.minX, y: rect.maxY))[1] * canvasScale
            let x0 = (min(a[0], b[0]) * canvasScale).rounded()
            let x1 = (max(a[0], b[0]) * canvasScale).rounded()
            let y0 = (min(a[1], b[1]) * canvasScale).rounded()
            let y1 = (max(a[1], b[1]) * canvasScale).rounded()
            let flipped = top > y0 + (y1 - y0) / 2
            canvas.draw(image.bitmap, x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0), flipped: flipped, opacity: Float(state.alpha))
            bitmapTarget?.store(canvas)
        }

        /// Makes a rectangle transparent. Mirrors [`clear(_:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/clear(_:)).
        public func clear(_ rect: CGRect) {
            guard let canvas = startCanvas() else { return }
            let a = map(CGPoint(x: rect.minX, y: rect.minY))
            let b = map(CGPoint(x: rect.maxX, y: rect.maxY))
            let x0 = Int((min(a[0], b[0]) * canvasScale).rounded())
            let y0 = Int((min(a[1], b[1]) * canvasScale).rounded())
            let x1 = Int((max(a[0], b[0]) * canvasScale).rounded())
            let y1 = Int((max(a[1], b[1]) * canvasScale).rounded())
            canvas.clear(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            bitmapTarget?.store(canvas)
        }

        /// Anti-aliasing stays on here. Mirrors [`setShouldAntialias(_:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)).
        public func setShouldAntialias(_ shouldAntialias: Bool) {}
        /// Mirrors [`setAllowsAntialiasing(_:)`](https://developer.apple.com/documentation/coregraphics/cgcontext/setallowsantialiasing(_:)).
        public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

        /// The canvas, started for a renderer's context the first time it draws a bitmap (what it drew before is
        /// painted into it first).
        func startCanvas() -> RasterCanvas? {
            if let canvas { return canvas }
            guard let size = pendingCanvasSize, size.width > 0, size.height > 0 else { return nil }
            let canvas = RasterCanvas(width: size.width, height: size.height)
            for command in commands { canvas.paint(command, scale: canvasScale) }
            self.canvas = canvas
            return canvas
        }

        /// Replays recorded drawing (an image's, in its own points) into this context, scaled into `rect`.
        package func replay(_ drawing: [DrawingCommand], from size: CGSize, in rect: CGRect) {
            guard size.width > 0, size.height > 0 else { return }
            let sx = rect.width / size.width
            let sy = rect.height / size.height
            let t = state.transform
            let widthScale = Double(sqrt(abs(t.a * t.d - t.b * t.c)) * sqrt(abs(sx * sy)))
            func m(_ p: [Double]) -> [Double] { map(CGPoint(x: rect.minX + CGFloat(p[0]) * sx, y: rect.minY + CGFloat(p[1]) * sy)) }
            for c in drawing {
                if let placed = c.image {
                    // An image a view showed: drawn as `UIImage.draw(in:)` draws it, in user space (the context maps it).
                    let f = placed.frame
                    let target = CGRect(
                        x: rect.minX + CGFloat(f[0]) * sx, y: rect.minY + CGFloat(f[1]) * sy, width: CGFloat(f[2]) * sx, height: CGFloat(f[3]) * sy)
                    CGContext.stack.append(self)
                    placed.image.draw(in: target)
                    _ = CGContext.stack.popLast()
                    continue
                }
                let segments: [DrawingSegment] = c.segments.map {
                    switch $0 {
                    case .move(let p): .move(m(p))
                    case .line(let p): .line(m(p))
                    case .quad(let a, let p): .quad(m(a), m(p))
                    case .cubic(let a, let b, let p): .cubic(m(a), m(b), m(p))
                    case .close: .close
                    }
                }
                let alpha = Double(state.alpha)
                emit(
                    DrawingCommand(
                        segments: segments, fill: c.fill.map { [$0[0], $0[1], $0[2], $0[3] * alpha] },
                        stroke: c.stroke.map { [$0[0], $0[1], $0[2], $0[3] * alpha] }, lineWidth: c.lineWidth * widthScale))
            }
        }
    }
#endif
