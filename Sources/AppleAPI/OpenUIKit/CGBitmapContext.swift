// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

#if !canImport(CoreGraphics)
    /// The colour model of a colour space. Mirrors [`CGColorSpaceModel`](https://developer.apple.com/documentation/coregraphics/cgcolorspacemodel).
    public enum CGColorSpaceModel: Int32, Sendable {
        case unknown = -1
        case monochrome = 0
        case rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
    }

    /// How colour values are read: RGB or gray here (the car draws sRGB). Mirrors
    /// [`CGColorSpace`](https://developer.apple.com/documentation/coregraphics/cgcolorspace).
    public final class CGColorSpace: @unchecked Sendable, Equatable {
        public let model: CGColorSpaceModel
        /// The space's name (`CGColorSpace.sRGB` …), nil for a device space.
        public let name: String?
        public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

        init(model: CGColorSpaceModel, name: String?) {
            self.model = model
            self.name = name
        }

        /// A named space: the RGB ones (sRGB, Display P3, linear and extended sRGB) and the gray ones are known; nil
        /// for any other name. Mirrors [`init(name:)`](https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)).
        /// - Note: Apple's names are `CFString`s; here they are `String`s, which the same code passes.
        public convenience init?(name: String) {
            if [Self.sRGB, Self.displayP3, Self.linearSRGB, Self.extendedSRGB, Self.genericRGBLinear].contains(name) {
                self.init(model: .rgb, name: name)
            } else if [Self.linearGray, Self.genericGrayGamma2_2, Self.extendedGray].contains(name) {
                self.init(model: .monochrome, name: name)
            } else {
                return nil
            }
        }

        public static let sRGB = "kCGColorSpaceSRGB"
        public static let displayP3 = "kCGColorSpaceDisplayP3"
        public static let linearSRGB = "kCGColorSpaceLinearSRGB"
        public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
        public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
        public static let linearGray = "kCGColorSpaceLinearGray"
        public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
        public static let extendedGray = "kCGColorSpaceExtendedGray"

        public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model && a.name == b.name }
    }

    /// The device's RGB space (sRGB here). Mirrors [`CGColorSpaceCreateDeviceRGB()`](https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()).
    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

    /// The device's gray space. Mirrors [`CGColorSpaceCreateDeviceGray()`](https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicegray()).
    public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }

    /// Where alpha is in a pixel and whether colours are premultiplied by it. Mirrors
    /// [`CGImageAlphaInfo`](https://developer.apple.com/documentation/coregraphics/cgimagealphainfo).
    public enum CGImageAlphaInfo: UInt32, Sendable {
        case none = 0
        case premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
    }

    /// A bitmap's layout: its alpha (the low five bits, a ``CGImageAlphaInfo``), float components and byte order.
    /// Mirrors [`CGBitmapInfo`](https://developer.apple.com/documentation/coregraphics/cgbitmapinfo).
    public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
        public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
        public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
        public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
        public static let byteOrderDefault = CGBitmapInfo([])
        public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
        public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
        public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
        public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    }

    /// How images are resampled when drawn. Mirrors [`CGInterpolationQuality`](https://developer.apple.com/documentation/coregraphics/cginterpolationquality).
    public enum CGInterpolationQuality: Int32, Sendable {
        case `default` = 0
        case none, low, high, medium
    }

    /// A bitmap image: pixels a bitmap context made, or a `UIImage`'s. Mirrors
    /// [`CGImage`](https://developer.apple.com/documentation/coregraphics/cgimage) (8-bit RGBA pixels here).
    public final class CGImage: @unchecked Sendable {
        /// The pixels: straight RGBA, rows top to bottom.
        let bitmap: Bitmap
        public let colorSpace: CGColorSpace?
        public let bitmapInfo: CGBitmapInfo
        public var width: Int { bitmap.width }
        public var height: Int { bitmap.height }
        public var bitsPerComponent: Int { 8 }
        public var bitsPerPixel: Int { 32 }
        public var bytesPerRow: Int { bitmap.width * 4 }
        public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .last }

        init(bitmap: Bitmap, colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo? = nil) {
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

    /// A bitmap context's pixel layout in memory, and the memory (the app's, or ours when it passed nil).
    final class BitmapTarget {
        enum Layout {
            /// Four bytes per pixel; `order` gives the byte offsets of red, green, blue, alpha (alpha nil: skipped).
            case rgba(order: (r: Int, g: Int, b: Int, a: Int?))
            case gray
            case alphaOnly
        }
        let data: UnsafeMutableRawPointer
        let owned: Bool
        let width: Int, height: Int, bytesPerRow: Int
        let layout: Layout
        let space: CGColorSpace
        let info: CGBitmapInfo

        init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, space: CGColorSpace, info: CGBitmapInfo) {
            let alpha = CGImageAlphaInfo(rawValue: info.rawValue & 0x1F)
            let little = info.intersection(.byteOrderMask) == .byteOrder32Little
            var layout: Layout
            switch (space.model, alpha) {
            case (.rgb, .premultipliedLast?): layout = .rgba(order: (0, 1, 2, 3))
            case (.rgb, .noneSkipLast?): layout = .rgba(order: (0, 1, 2, nil))
            case (.rgb, .premultipliedFirst?): layout = .rgba(order: (1, 2, 3, 0))
            case (.rgb, .noneSkipFirst?): layout = .rgba(order: (1, 2, 3, nil))
            case (.monochrome, CGImageAlphaInfo.none?): layout = .gray
            case (_, .alphaOnly?): layout = .alphaOnly
            // Core Graphics refuses non-premultiplied alpha (and other combinations) for contexts: so do we.
            default: return nil
            }
            if little, case .rgba(let o) = layout { layout = .rgba(order: (3 - o.r, 3 - o.g, 3 - o.b, o.a.map { 3 - $0 })) }
            let bytesPerPixel = if case .rgba = layout { 4 } else { 1 }
            let rowBytes = bytesPerRow == 0 ? width * bytesPerPixel : bytesPerRow
            guard rowBytes >= width * bytesPerPixel else { return nil }
            if let data {
                self.data = data
                owned = false
            } else {
                self.data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
                self.data.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
                owned = true
            }
            self.width = width
            self.height = height
            self.bytesPerRow = rowBytes
            self.layout = layout
            self.space = space
            self.info = info
        }

        deinit { if owned { data.deallocate() } }

        /// The memory's pixels into the canvas (a context starts with what its buffer holds).
        func load(into canvas: RasterCanvas) {
            let bytes = data.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    switch layout {
                    case .rgba(let o):
                        let p = y * bytesPerRow + x * 4
                        canvas.pixels[i] = Float(bytes[p + o.r]) / 255
                        canvas.pixels[i + 1] = Float(bytes[p + o.g]) / 255
                        canvas.pixels[i + 2] = Float(bytes[p + o.b]) / 255
                        canvas.pixels[i + 3] = o.a.map { Float(bytes[p + $0]) / 255 } ?? 1
                    case .gray:
                        let v = Float(bytes[y * bytesPerRow + x]) / 255
                        (canvas.pixels[i], canvas.pixels[i + 1], canvas.pixels[i + 2], canvas.pixels[i + 3]) = (v, v, v, 1)
                    case .alphaOnly:
                        canvas.pixels[i + 3] = Float(bytes[y * bytesPerRow + x]) / 255
                    }
                }
            }
        }

        /// The canvas's pixels into the memory, in its layout (premultiplied, as Core Graphics keeps them).
        func store(_ canvas: RasterCanvas) {
            let bytes = data.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    switch layout {
                    case .rgba(let o):
                        let p = y * bytesPerRow + x * 4
                        bytes[p + o.r] = RasterCanvas.byte(canvas.pixels[i])
                        bytes[p + o.g] = RasterCanvas.byte(canvas.pixels[i + 1])
                        bytes[p + o.b] = RasterCanvas.byte(canvas.pixels[i + 2])
                        if let a = o.a { bytes[p + a] = RasterCanvas.byte(canvas.pixels[i + 3]) }
                    case .gray:
                        let v = 0.299 * canvas.pixels[i] + 0.587 * canvas.pixels[i + 1] + 0.114 * canvas.pixels[i + 2]
                        bytes[y * bytesPerRow + x] = RasterCanvas.byte(v)
                    case .alphaOnly:
                        bytes[y * bytesPerRow + x] = RasterCanvas.byte(canvas.pixels[i + 3])
                    }
                }
            }
        }

        /// The pixels as an image reads them: opaque for skipped alpha, gray spread to RGB.
        func bitmap(from canvas: RasterCanvas) -> Bitmap {
            let b = canvas.bitmap
            switch layout {
            case .rgba(let o) where o.a == nil:
                var p = b.pixels
                for i in stride(from: 3, to: p.count, by: 4) { p[i] = 255 }
                return Bitmap(width: b.width, height: b.height, pixels: p)
            default: return b
            }
        }
    }

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
                    UIGraphicsPushContext(self)
                    placed.image.draw(in: target)
                    UIGraphicsPopContext()
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
