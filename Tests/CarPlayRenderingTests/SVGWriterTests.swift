// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering
import CarPlayTesting
import Testing

/// The SVG's numbers are written from the rounded integer, not through printf, and the live car takes the SVG as lines:
/// the text must be what it was to the byte, or every snapshot in every user's repository changes.
@Suite struct SVGWriterTests {
    /// A fixed sequence of awkward doubles (a linear congruential generator: the same on every machine).
    static func samples(_ count: Int) -> [Double] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var values: [Double] = []
        for i in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let magnitude = [1.0, 10, 1000, 100_000, 1e9][i % 5]
            values.append((unit - 0.5) * 2 * magnitude)
        }
        return values
    }

    @Test func everyNumberIsWhatPrintfWrote() {
        let edges: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 2.675, -2.675, 1.005, 0.5, -0.5, 1, -1, 10, 100.1, 99.995, -99.995,
            1234.5678, 0.1 + 0.2, 1e14 + 0.25, -1e14 - 0.75, 0.000_049, 0.000_05, 1.2345675, 1e16, -1e16, .infinity, -.infinity, .nan
        ]
        var mismatches: [String] = []
        for decimals in [0, 1, 2, 4] {
            for v in edges + Self.samples(20_000) where SVGWriter.num(v, decimals) != SVGWriter.formatted(v, decimals) {
                mismatches.append("\(v) at \(decimals): \(SVGWriter.num(v, decimals)) vs printf \(SVGWriter.formatted(v, decimals))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func theNumbersReadAsSVGWritesThem() {
        #expect(SVGWriter.num(12.5) == "12.5")
        #expect(SVGWriter.num(-0.001) == "0")
        #expect(SVGWriter.num(3.999) == "4")
        #expect(SVGWriter.num(-7.25) == "-7.25")
        #expect(SVGWriter.num(0.06) == "0.06")
        #expect(SVGWriter.num(1.5, 0) == "2")
        #expect(SVGWriter.num(0.12345, 4) == "0.1235")
    }

    @Test @MainActor func theLinesAreTheSVGSplitAtItsLineBreaks() async throws {
        let gallery = try await Gallery.connect(.grid, screen: .highResolution).screen
        var multiline = DisplayList(width: 320, height: 120, scale: 2)
        multiline.items = [
            .text("two\nlines & <more>", frame: Rect(x: 4, y: 4, width: 200, height: 40), size: 17, weight: .bold, color: Color("#112233"), alignment: .center),
            .rect(Rect(x: 0.125, y: -3.5, width: 99.995, height: 1e-3), fill: Color("#FFFFFF"), cornerRadius: 2.675)
        ]
        for list in [CarRenderer.layout(gallery), multiline, DisplayList(width: 1, height: 1, scale: 1)] {
            let whole = SVGWriter.svg(list)
            #expect(SVGWriter.lines(list) == whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }
}
