// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
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
            forEachPixel { i, p in
                switch layout {
                case .rgba(let o):
                    canvas.pixels[i] = Float(bytes[p + o.r]) / 255
                    canvas.pixels[i + 1] = Float(bytes[p + o.g]) / 255
                    canvas.pixels[i + 2] = Float(bytes[p + o.b]) / 255
                    canvas.pixels[i + 3] = o.a.map { Float(bytes[p + $0]) / 255 } ?? 1
                case .gray:
                    let v = Float(bytes[p]) / 255
                    (canvas.pixels[i], canvas.pixels[i + 1], canvas.pixels[i + 2], canvas.pixels[i + 3]) = (v, v, v, 1)
                case .alphaOnly:
                    canvas.pixels[i + 3] = Float(bytes[p]) / 255
                }
            }
        }

        /// The canvas's pixels into the memory, in its layout (premultiplied, as Core Graphics keeps them).
        func store(_ canvas: RasterCanvas) {
            let bytes = data.assumingMemoryBound(to: UInt8.self)
            forEachPixel { i, p in
                switch layout {
                case .rgba(let o):
                    bytes[p + o.r] = RasterCanvas.byte(canvas.pixels[i])
                    bytes[p + o.g] = RasterCanvas.byte(canvas.pixels[i + 1])
                    bytes[p + o.b] = RasterCanvas.byte(canvas.pixels[i + 2])
                    if let a = o.a { bytes[p + a] = RasterCanvas.byte(canvas.pixels[i + 3]) }
                case .gray:
                    let v = 0.299 * canvas.pixels[i] + 0.587 * canvas.pixels[i + 1] + 0.114 * canvas.pixels[i + 2]
                    bytes[p] = RasterCanvas.byte(v)
                case .alphaOnly:
                    bytes[p] = RasterCanvas.byte(canvas.pixels[i + 3])
                }
            }
        }

        /// Calls `body` for each pixel with its index in the canvas (four floats a pixel) and the offset of its first
        /// byte in the memory (four bytes a pixel for RGBA, one for gray or alpha only).
        private func forEachPixel(_ body: (_ i: Int, _ p: Int) -> Void) {
            let bytesPerPixel = if case .rgba = layout { 4 } else { 1 }
            for y in 0..<height {
                for x in 0..<width { body((y * width + x) * 4, y * bytesPerRow + x * bytesPerPixel) }
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
#endif
