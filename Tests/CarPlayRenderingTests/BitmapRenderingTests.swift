import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec
import Testing

/// PNG and JPEG images drawn in the car's slots: scaled into the slot, embedded as PNG in the SVG, drawn in PNGs.
@Suite @MainActor
struct BitmapRenderingTests {
    /// A 2:1 picture, red on the left half and blue on the right (an aspect-fill crop of a square keeps both).
    static func cover(_ format: Bitmap.Format, width: Int = 120, height: Int = 60) -> Data {
        var p = [UInt8]()
        for _ in 0..<height {
            for x in 0..<width { p += x < width / 2 ? [230, 20, 20, 255] : [20, 20, 230, 255] }
        }
        let b = Bitmap(width: width, height: height, pixels: p)
        return format == .png ? b.pngData()! : b.jpegData(quality: 0.95)!
    }

    func listWithArtwork(_ image: UIImage?, screen: CarScreen = .standard, style: String = "light") async throws -> CarPlayTestSession {
        let car = try await Gallery.connect(.list, screen: screen, style: style)
        let root = car.templates[0] as! CPListTemplate
        root.updateSections([CPListSection(items: [CPListItem(text: "Abbey Road", detailText: "The Beatles", image: image)])])
        return car
    }

    func bitmaps(_ list: DisplayList) -> [(ref: String, frame: Rect, png: Data)] {
        list.items.compactMap {
            if case .bitmap(let ref, let frame, _, let png) = $0 { return (ref, frame, Data(base64Encoded: png)!) }
            return nil
        }
    }

    @Test(arguments: [Bitmap.Format.png, .jpeg])
    func aRowsArtworkIsDrawnAtTheSlotsPixels(format: Bitmap.Format) async throws {
        let data = Self.cover(format)
        let car = try await listWithArtwork(UIImage(data: data), screen: .highResolution)
        let list = CarRenderer.layout(car.screen)
        let drawn = try #require(bitmaps(list).first)
        #expect(drawn.ref == "data:\(format.rawValue):\(Bitmap.contentID(of: data))")
        // The 36 pt square at the car's scale, aspect-filled: both halves of the cover are in it.
        #expect(drawn.frame.width == 36 && drawn.frame.height == 36)
        let pixels = try #require(Bitmap(decoding: drawn.png))
        #expect(pixels.width == Int(36 * list.scale) && pixels.height == Int(36 * list.scale))
        #expect(pixels.pixels[0] > 180 && pixels.pixels[2] < 80, "red on the left")
        let last = pixels.pixels.count - 4
        #expect(pixels.pixels[last] < 80 && pixels.pixels[last + 2] > 180, "blue on the right")
        let svg = SVGWriter.svg(list)
        #expect(svg.contains("<image "))
        #expect(svg.contains("href=\"data:image/png;base64,"))
        #expect(!list.warnings.contains { $0.description.contains("data:") })
    }

    @Test func theSameBytesGiveTheSameSVG() async throws {
        let data = Self.cover(.jpeg)
        let first = SVGWriter.svg(CarRenderer.layout(try await listWithArtwork(UIImage(data: data)).screen))
        let second = SVGWriter.svg(CarRenderer.layout(try await listWithArtwork(UIImage(data: data, scale: 2)).screen))
        #expect(first == second)
        // And a placeholder (an image the car has no pixels for) is drawn differently.
        let placeholder = SVGWriter.svg(CarRenderer.layout(try await listWithArtwork(UIImage()).screen))
        #expect(placeholder != first)
        #expect(!placeholder.contains("<image "))
        // The row's embedded image is small: the slot's pixels, not the app's.
        let big = Self.cover(.png, width: 1200, height: 600)
        let svg = SVGWriter.svg(CarRenderer.layout(try await listWithArtwork(UIImage(data: big)).screen))
        #expect(svg.utf8.count - placeholder.utf8.count < 2_000)
    }

    @Test func aCacheKeepsScaledImagesAndChangesNothing() async throws {
        let car = try await listWithArtwork(UIImage(data: Self.cover(.jpeg, width: 600, height: 600)), screen: .highResolution)
        let cache = BitmapCache()
        let plain = CarRenderer.layout(car.screen)
        #expect(CarRenderer.layout(car.screen, bitmaps: cache) == plain)
        #expect(CarRenderer.layout(car.screen, bitmaps: cache) == plain)
        // One row of artwork at 36 pt, 3x: a 108 px PNG, not the app's 600 px JPEG.
        let svg = SVGWriter.svg(plain)
        let placeholder = SVGWriter.svg(CarRenderer.layout(try await listWithArtwork(UIImage(), screen: .highResolution).screen))
        print("SVG of a row with artwork: \(svg.utf8.count) bytes (placeholder: \(placeholder.utf8.count) bytes)")
    }

    @Test func nowPlayingArtworkFillsItsSquare() async throws {
        let car = try await Gallery.connect(.nowPlaying)
        let data = Self.cover(.png, width: 300, height: 300)
        var info = MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:]
        info[MPMediaItemPropertyArtwork] = MPMediaItemArtwork(boundsSize: CGSize(width: 300, height: 300)) { _ in UIImage(data: data)! }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        await car.settle()
        let list = CarRenderer.layout(car.screen)
        let art = try #require(bitmaps(list).first)
        #expect(art.frame.width == art.frame.height && art.frame.width > 100)
        #expect(SVGWriter.svg(list).contains("clip-path=\"url(#image-"))
    }

    @Test func gridButtonsFitTheirImage() async throws {
        let car = try await Gallery.connect(.grid)
        let grid = car.templates[0] as! CPGridTemplate
        let icon = UIImage(data: Self.cover(.jpeg, width: 80, height: 40), scale: 2)!
        grid.updateGridButtons([CPGridButton(titleVariants: ["Wide"], image: icon) { _ in }])
        let drawn = try #require(bitmaps(CarRenderer.layout(car.screen)).first)
        // Aspect-fit in the 40 pt icon square: the whole 2:1 image, 40×20 pt, centred.
        #expect(drawn.frame.width == 40 && drawn.frame.height == 20)
    }

    @Test func thePNGShowsTheArtworksPixels() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let red = Bitmap(width: 20, height: 20, red: 250, green: 10, blue: 10).pngData()!
        let list = CarRenderer.layout(try await listWithArtwork(UIImage(data: red), style: "dark").screen)
        let drawn = try #require(bitmaps(list).first)
        let image = try PNGDecoder.decode(try await offMain { try PNGRenderer.png(list) })
        let x = Int((drawn.frame.midX * list.scale).rounded())
        let y = Int((drawn.frame.midY * list.scale).rounded())
        let o = (y * image.width + x) * 4
        #expect(Array(image.pixels[o..<(o + 4)]) == [250, 10, 10, 255])
    }
}
