import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec
import Testing

/// An icon drawn with Core Graphics at run time (as home-automation apps draw their device icons) shows in a list row.
@Suite @MainActor
struct CoreGraphicsRowImageTests {
    /// A 48×48 icon: a green disc on transparent, with a white bar across its middle.
    static func icon() -> UIImage? {
        guard
            let ctx = CGContext(
                data: nil, width: 48, height: 48, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        ctx.setFillColor(CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1))
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 48, height: 48))
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: 8, y: 20, width: 32, height: 8))
        return ctx.makeImage().map { UIImage(cgImage: $0, scale: 2, orientation: .up) }
    }

    @Test func aCoreGraphicsIconIsDrawnInTheRow() async throws {
        let icon = try #require(Self.icon())
        let car = try await Gallery.connect(.list, screen: .highResolution)
        let root = car.templates[0] as! CPListTemplate
        root.updateSections([CPListSection(items: [CPListItem(text: "Porch light", detailText: "On", image: icon)])])
        let list = CarRenderer.layout(car.screen)
        let drawn = try #require(
            list.items.compactMap { item -> Data? in
                if case .bitmap(let ref, _, _, let png) = item, ref.hasPrefix("data:png:") { return Data(base64Encoded: png) }
                return nil
            }.first)
        let pixels = try #require(Bitmap(decoding: drawn))
        func at(_ fx: Double, _ fy: Double) -> [UInt8] {
            let x = Int(Double(pixels.width) * fx)
            let y = Int(Double(pixels.height) * fy)
            let i = (y * pixels.width + x) * 4
            return Array(pixels.pixels[i..<i + 4])
        }
        // The disc's green above the bar, the white bar in the middle, transparent corners.
        let green = at(0.5, 0.25)
        #expect(green[1] > 150 && green[0] < 80 && green[3] == 255)
        #expect(at(0.5, 0.5)[0] > 230 && at(0.5, 0.5)[2] > 230)
        #expect(at(0.02, 0.02)[3] < 40)
        #expect(SVGWriter.svg(list).contains("href=\"data:image/png;base64,"))
    }
}
