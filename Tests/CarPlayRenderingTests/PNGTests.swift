import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

@Suite @MainActor
struct PNGTests {
    func png(_ kind: TemplateKind, style: String) async throws -> Data {
        try await PNGRenderer.png(CarRenderer.layout(try Gallery.connect(kind, style: style).screen))
    }

    @Test func decodesWhatTheRendererWrites() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let image = try await PNGDecoder.decode(try png(.grid, style: "light"))
        #expect(image.width == 800 && image.height == 480)
        // The status bar's colour (#e5e5ea) at its centre, away from the clock.
        let o = (240 * 800 + 40) * 4
        #expect(Array(image.pixels[o..<(o + 4)]) == [0xe5, 0xe5, 0xea, 0xff])
    }

    @Test func perceptualComparison() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let light = try await PNGDecoder.decode(try png(.grid, style: "light"))
        let dark = try await PNGDecoder.decode(try png(.grid, style: "dark"))
        #expect(compareImages(light, light) == nil)
        #expect(compareImages(light, dark)?.contains("pixels differ") == true)
        var nudged = light.pixels
        for i in stride(from: 0, to: nudged.count, by: 4) { nudged[i] = nudged[i] &+ (nudged[i] < 250 ? 2 : 0) }
        let slightly = DecodedImage(width: light.width, height: light.height, pixels: nudged)
        #expect(compareImages(light, slightly, precision: 1, perceptualPrecision: 1) != nil)
        #expect(compareImages(light, slightly, precision: 1, perceptualPrecision: 0.98) == nil)
    }

    @Test func rejectsWhatItCannotRead() throws {
        #expect(throws: PNGDecoder.Failure(description: "not a PNG")) { try PNGDecoder.decode(Data("GIF89a".utf8)) }
        // A PNG cut off inside its image data: the signature reads, libpng doesn't.
        let whole = try #require(Data(base64Encoded: Self.paletteWithTransparency))
        #expect(throws: PNGDecoder.Failure(description: "a damaged PNG (45 bytes) libpng could not read")) {
            try PNGDecoder.decode(whole.prefix(45))
        }
    }

    /// A 2×1 palette PNG with a `tRNS` chunk (opaque red, then blue at alpha 128): a kind a reference image saved by
    /// another tool may be, which the renderer never writes.
    static let paletteWithTransparency =
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAAnRSTlP/gAgPs2oAAAALSURBVHicY2BgBAAABAACv3o/SgAAAABJRU5ErkJggg=="

    @Test func readsPalettePNGsWithTransparency() throws {
        let image = try PNGDecoder.decode(try #require(Data(base64Encoded: Self.paletteWithTransparency)))
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func pngSnapshotWithTolerance() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let screen = try await Gallery.connect(.nowPlaying, style: "dark").screen
        assertSnapshot(of: screen, as: .png, named: "now-playing-dark")
    }
}
