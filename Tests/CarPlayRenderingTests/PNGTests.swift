import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

@Suite(.serialized) @MainActor
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

    @Test func rejectsWhatItCannotRead() {
        #expect(throws: PNGDecoder.Failure(description: "not a PNG")) { try PNGDecoder.decode(Data("GIF89a".utf8)) }
    }

    @Test func pngSnapshotWithTolerance() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let car = try await Gallery.connect(.nowPlaying, style: "dark")
        assertSnapshot(of: car.screen, as: .png, named: "now-playing-dark")
    }
}
