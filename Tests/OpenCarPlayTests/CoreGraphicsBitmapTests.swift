import CarPlayShim
import Foundation
import ImageCodec
import Testing

/// Core Graphics bitmaps as apps draw their icons: a context over pixels, fills and strokes, images made from it, and
/// UIImage's bridges to and from it.
struct CoreGraphicsBitmapTests {
    /// The straight RGBA pixels of an image (through its PNG, as the car reads it).
    func pixels(_ image: CGImage) throws -> Bitmap {
        let png = try #require(UIImage(cgImage: image).pngData())
        return try #require(Bitmap(decoding: png))
    }

    func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { Array(b.pixels[(y * b.width + x) * 4..<(y * b.width + x) * 4 + 4]) }

    func context(_ w: Int, _ h: Int) throws -> CGContext {
        try #require(
            CGContext(
                data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    @Test func aBitmapContextFillsFromTheBottomLeft() throws {
        let ctx = try context(8, 8)
        #expect(ctx.width == 8 && ctx.height == 8 && ctx.bytesPerRow == 32 && ctx.bitsPerPixel == 32 && ctx.alphaInfo == .premultipliedLast)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(ctx.makeImage())
        #expect(image.width == 8 && image.height == 8)
        let b = try pixels(image)
        // y = 0 is the bottom row in Core Graphics; an image's first row is its top.
        #expect(rgba(b, 0, 7) == [255, 0, 0, 255] && rgba(b, 3, 4) == [255, 0, 0, 255])
        #expect(rgba(b, 0, 0)[3] == 0 && rgba(b, 4, 7)[3] == 0)
    }

    @Test func drawingLandsInTheAppsOwnBuffer() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let ctx = CGContext(
                data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            ctx?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            ctx?.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        // The bottom two rows (the last in memory), premultiplied: half-strength blue at half alpha.
        #expect(Array(memory[32..<36]) == [0, 0, 128, 128] && Array(memory[0..<4]) == [0, 0, 0, 0])
        // Little-endian ARGB is BGRA in memory (the layout iOS screens use).
        var bgra = [UInt8](repeating: 0, count: 4)
        bgra.withUnsafeMutableBytes { raw in
            let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
            let ctx = CGContext(
                data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info.rawValue)
            ctx?.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            ctx?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(bgra == [0, 128, 255, 255])
    }

    @Test func unsupportedLayoutsGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: 1) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb, bitmapInfo: 1) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: 1) == nil)
        let gray = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.none.rawValue)
        #expect(gray?.bitsPerPixel == 8 && CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb && CGColorSpace(name: "nope") == nil)
    }

    @Test func shapesAreAntialiasedAndStrokesHaveWidth() throws {
        let ctx = try context(32, 32)
        ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: 4, y: 4, width: 24, height: 24))
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 1))
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 30))
        ctx.addLine(to: CGPoint(x: 32, y: 30))
        ctx.strokePath()
        let b = try pixels(try #require(ctx.makeImage()))
        #expect(rgba(b, 16, 16) == [0, 128, 0, 255], "inside the circle")
        #expect(rgba(b, 1, 16)[3] == 0 && rgba(b, 31, 31)[3] == 0, "outside it")
        // Somewhere on the circle's edge a pixel is only partly covered.
        let edge = (0..<32).map { rgba(b, $0, 16)[3] }
        #expect(edge.contains { $0 > 0 && $0 < 255 })
        // The 2-point line along y = 30 covers image rows 1 and 2 (y up from the bottom), and nothing below.
        #expect(rgba(b, 10, 1) == [255, 255, 255, 255] && rgba(b, 10, 2) == [255, 255, 255, 255] && rgba(b, 10, 4)[3] == 0)
    }

    @Test func imagesAreDrawnUprightAndCropped() throws {
        // A 2×2 picture: red on top, blue below.
        let small = try context(2, 2)
        small.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        small.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        small.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        small.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let picture = try #require(small.makeImage())
        let big = try context(4, 4)
        big.draw(picture, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let b = try pixels(try #require(big.makeImage()))
        #expect(rgba(b, 0, 0) == [255, 0, 0, 255] && rgba(b, 3, 3) == [0, 0, 255, 255])
        let top = try #require(picture.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1)))
        let topPixels = try pixels(top)
        #expect(top.width == 2 && top.height == 1 && rgba(topPixels, 1, 0) == [255, 0, 0, 255])
        #expect(picture.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func uiImageBridgesToAndFromCGImage() throws {
        let ctx = try context(6, 4)
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        let cg = try #require(ctx.makeImage())
        let image = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
        #expect(image.cgImage?.width == 6)
        // A vector drawing gets pixels when asked for them, at the image's scale.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { c in
            UIColor.red.setFill()
            c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let drawnPixels = try #require(drawn.cgImage)
        let drawnBitmap = try pixels(drawnPixels)
        #expect(drawnPixels.width == 10 && rgba(drawnBitmap, 5, 5) == [255, 0, 0, 255])
        #expect(UIImage(systemName: "star")?.cgImage == nil)
    }

    @Test func aRendererThatDrawsABitmapMakesPixels() throws {
        let format = UIGraphicsImageRendererFormat.preferred()
        #expect(format.scale == 2)
        format.scale = 1
        // A 2×2 picture, red on top, drawn with UIKit's draw(in:) into a flipped renderer context stays upright.
        let small = try context(2, 2)
        small.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        small.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let picture = UIImage(cgImage: try #require(small.makeImage()))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
        let png = renderer.pngData { c in
            UIColor.blue.setFill()
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            picture.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let b = try #require(Bitmap(decoding: png))
        #expect(b.width == 4 && rgba(b, 0, 0) == [255, 0, 0, 255] && rgba(b, 0, 3) == [0, 0, 255, 255])
    }
}

extension CoreGraphicsBitmapTests {
    @Test func intentImagesOfUIKitImages() throws {
        let symbol = try #require(UIImage(systemName: "music.note"))
        #expect(INImage(uiImage: symbol).source == .systemImage("music.note"))
        let ctx = try context(2, 2)
        let pixels = UIImage(cgImage: try #require(ctx.makeImage()))
        #expect(INImage(uiImage: pixels).imageData == pixels.pngData())
    }
}
