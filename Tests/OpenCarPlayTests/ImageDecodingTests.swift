import CarPlayShim
import Foundation
import ImageCodec
import Testing

/// PNG and JPEG images as apps make them: decoded with libpng/libjpeg, bad data refused, sizes and scales, re-encoding.
@Suite struct ImageDecodingTests {
    /// A small picture with a different colour in each quadrant (so crops and scales can be told apart).
    static func quadrants(_ w: Int, _ h: Int, alpha: UInt8 = 255) -> Bitmap {
        var p = [UInt8]()
        for y in 0..<h {
            for x in 0..<w {
                let left = x < w / 2
                let top = y < h / 2
                p += top ? (left ? [220, 30, 30] : [30, 200, 60]) : (left ? [40, 60, 220] : [240, 220, 40])
                p.append(alpha)
            }
        }
        return Bitmap(width: w, height: h, pixels: p)
    }

    @Test func pngDecodesWithItsSizeAndScale() throws {
        let png = try #require(Self.quadrants(6, 4).pngData())
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(image.scale == 1)
        let retina = try #require(UIImage(data: png, scale: 2))
        #expect(retina.size == CGSize(width: 3, height: 2))
        #expect(retina.scale == 2)
        // pngData of PNG data is the app's own bytes.
        #expect(image.pngData() == png)
        // The pixels survive the round trip exactly.
        #expect(Bitmap(decoding: image.pngData()!) == Self.quadrants(6, 4))
    }

    @Test func jpegDecodesAndReencodes() throws {
        let jpeg = try #require(Self.quadrants(16, 8).jpegData(quality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try #require(UIImage(data: jpeg, scale: 2))
        #expect(image.size == CGSize(width: 8, height: 4))
        // pngData of a JPEG is its pixels as PNG: same size, colours close to the original (JPEG is lossy).
        let png = try #require(image.pngData())
        let decoded = try #require(Bitmap(decoding: png))
        #expect(decoded.width == 16 && decoded.height == 8)
        let red = Array(decoded.pixels[0..<4])
        #expect(abs(Int(red[0]) - 220) < 24 && red[1] < 60 && red[2] < 60 && red[3] == 255)
        // jpegData: lower quality, fewer bytes; both decode.
        let big = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0))
        #expect(small.count < big.count)
        #expect(UIImage(data: small) != nil)
        // A PNG image can be made a JPEG too.
        let fromPNG = try #require(UIImage(data: Self.quadrants(4, 4).pngData()!))
        #expect(fromPNG.jpegData(compressionQuality: 0.5).map { UIImage(data: $0)?.size } == CGSize(width: 4, height: 4))
    }

    @Test func badDataIsNilNeverACrash() throws {
        let png = try #require(Self.quadrants(8, 8).pngData())
        let jpeg = try #require(Self.quadrants(8, 8).jpegData(quality: 0.8))
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        // A PNG header with nothing after it (the size is readable, the pixels are not).
        #expect(UIImage(data: png.prefix(33)) == nil)
        // A PNG cut short, and one with its pixel data overwritten (the checksum fails).
        #expect(UIImage(data: png.prefix(png.count - 20)) == nil)
        var corrupt = png
        for i in 41..<min(corrupt.count - 12, 60) { corrupt[i] ^= 0x5A }
        #expect(UIImage(data: corrupt) == nil)
        // JPEG: the signature alone, and garbage after the start marker.
        #expect(UIImage(data: jpeg.prefix(3)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x41, count: 200)) == nil)
        #expect(UIImage(data: png, scale: 0) == nil)
        // Symbols and drawings have no pixels here.
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try #require(Self.quadrants(6, 6).pngData())
        try png.write(to: dir.appendingPathComponent("cover.png"))
        try png.write(to: dir.appendingPathComponent("cover@3x.png"))
        try Data("junk".utf8).write(to: dir.appendingPathComponent("junk.png"))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("cover.png").path)?.size == CGSize(width: 6, height: 6))
        let three = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("cover@3x.png").path))
        #expect(three.scale == 3 && three.size == CGSize(width: 2, height: 2))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("junk.png").path) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func resamplingFillsAndFits() {
        let wide = Self.quadrants(40, 20)
        // Aspect-fill into a square: the centre crop, scaled; the corners keep their quadrant's colour.
        let filled = wide.fitted(width: 10, height: 10, mode: .aspectFill)
        #expect(filled.width == 10 && filled.height == 10)
        #expect(Array(filled.pixels[0..<4]) == [220, 30, 30, 255])
        // Aspect-fit: the whole picture, at its own shape.
        let fit = wide.fitted(width: 10, height: 10, mode: .aspectFit)
        #expect(fit.width == 10 && fit.height == 5)
        // Same input, same output (bytes).
        #expect(filled.pngData() == wide.fitted(width: 10, height: 10, mode: .aspectFill).pngData())
        // Transparent pixels don't darken what they're averaged with.
        let half = Bitmap(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 0]).resized(width: 1, height: 1)
        #expect(half.pixels == [255, 255, 255, 128])
    }

    @Test func referencesAreNamedFromTheBytes() throws {
        let png = try #require(Self.quadrants(4, 4).pngData())
        let a = try #require(UIImage(data: png))
        let b = try #require(UIImage(data: png, scale: 2))
        #expect(a.debugName == b.debugName)
        #expect(a.debugName.hasPrefix("data:png:"))
        let other = try #require(UIImage(data: Self.quadrants(4, 5).pngData()!))
        #expect(other.debugName != a.debugName)
    }
}

extension ImageDecodingTests {
    @Test func namedImagesFromTheBundleAreDecoded() throws {
        // The test bundle has no such file: nil, as on iOS.
        #expect(UIImage(named: "NoSuchArtwork-\(getpid())") == nil)
    }

    @Test func aThumbnailFitsTheSizeAtTheImagesScale() async throws {
        let png = try #require(Self.quadrants(400, 200).pngData())
        let image = try #require(UIImage(data: png, scale: 2))
        let thumb = try #require(image.preparingThumbnail(of: CGSize(width: 50, height: 50)))
        // 200×100 pt fitted into 50×50 pt: 50×25 pt, 100×50 px at 2x, the quadrants still where they were.
        #expect(thumb.size == CGSize(width: 50, height: 25) && thumb.scale == 2)
        let pixels = try #require(thumb.pngData().flatMap { Bitmap(decoding: $0) })
        #expect(pixels.width == 100 && pixels.height == 50)
        #expect(Array(pixels.pixels[0..<3]) == [220, 30, 30])
        let async = await image.byPreparingThumbnail(ofSize: CGSize(width: 50, height: 50))
        #expect(async?.pngData() == thumb.pngData())
        // No pixels, no thumbnail.
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: 0, height: 10)) == nil)
    }
}
