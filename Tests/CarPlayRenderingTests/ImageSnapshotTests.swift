// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import ImageCodec
import SnapshotTesting
import Testing

/// The screens where an app's own pictures show — list rows, now playing's artwork, grid buttons and map pins — drawn
/// from PNG and JPEG data on a 2x and a 3x car, light and dark, as SVG and PNG references. (Images from an asset
/// catalog with dark variants: `AssetCatalogTests`.)
@Suite @MainActor
struct ImageSnapshotTests {
    /// A picture whose four quarters differ (red, green, blue, yellow from the top left), so a flip, a crop or a
    /// stretch shows in the reference.
    static func quarters(_ format: Bitmap.Format, width: Int, height: Int) -> Data {
        var p = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                switch (x < width / 2, y < height / 2) {
                case (true, true): p += [220, 40, 40, 255]
                case (false, true): p += [40, 170, 60, 255]
                case (true, false): p += [40, 70, 220, 255]
                case (false, false): p += [240, 200, 40, 255]
                }
            }
        }
        let b = Bitmap(width: width, height: height, pixels: p)
        return format == .png ? b.pngData()! : b.jpegData(quality: 0.95)!
    }

    /// A round pin: a filled disc on transparency (JPEG has no transparency: white around the disc there).
    static func pin(_ format: Bitmap.Format, red: UInt8, green: UInt8, blue: UInt8) -> Data {
        let size = 40
        var p = [UInt8]()
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) - 19.5
                let dy = Double(y) - 19.5
                p += dx * dx + dy * dy <= 18 * 18 ? [red, green, blue, 255] : format == .png ? [0, 0, 0, 0] : [255, 255, 255, 255]
            }
        }
        let b = Bitmap(width: size, height: size, pixels: p)
        return format == .png ? b.pngData()! : b.jpegData(quality: 0.95)!
    }

    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case list, nowPlaying, grid, pointsOfInterest
        var testDescription: String { rawValue }
    }

    @Test(arguments: Screen.allCases, [CarScreen.standard, .highResolution])
    func appImagesFromPNGAndJPEG(screen kind: Screen, carScreen: CarScreen) async throws {
        for style in ["light", "dark"] {
            // The screen as a value: the car ends (and hands the phone on) before the drawing.
            let screen = try await show(kind, screen: carScreen, style: style).screen
            let drawn = CarRenderer.layout(screen)
            #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
            let bitmaps = drawn.items.filter { if case .bitmap = $0 { true } else { false } }
            // Each screen shows at least two of the app's pictures (now playing: its JPEG artwork and a PNG button).
            #expect(bitmaps.count >= 2, "drawn as pictures: \(bitmaps.count)")
            let name = "\(kind.rawValue)-\(carScreen.name)-\(style)"
            assertSnapshot(of: screen, as: .svg, named: name)
            if PNGRenderer.converter != nil {
                assertSnapshot(of: screen, as: .png, named: name)
            }
        }
    }

    /// Connects the gallery's screen of that kind and gives it pictures made from PNG and JPEG bytes.
    func show(_ kind: Screen, screen: CarScreen, style: String) async throws -> CarPlayTestSession {
        let png = UIImage(data: Self.quarters(.png, width: 120, height: 120), scale: 2)
        let jpeg = UIImage(data: Self.quarters(.jpeg, width: 180, height: 120), scale: 3)
        switch kind {
        case .list:
            let car = try await Gallery.connect(.list, screen: screen, style: style)
            let list = car.templates[0] as! CPListTemplate
            list.updateSections([
                CPListSection(items: [
                    CPListItem(text: "Abbey Road", detailText: "PNG cover", image: png),
                    CPListItem(text: "Blue Train", detailText: "JPEG cover", image: jpeg)
                ])
            ])
            return car
        case .nowPlaying:
            let car = try await Gallery.connect(.nowPlaying, screen: screen, style: style)
            let cover = Self.quarters(.jpeg, width: 600, height: 600)
            var info = MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:]
            info[MPMediaItemPropertyArtwork] = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in UIImage(data: cover)! }
            MPNowPlayingInfoCenter.default().nowPlayingInfo = info
            // The template's own buttons take an app's picture too (a PNG here).
            CPNowPlayingTemplate.shared.updateNowPlayingButtons([
                CPNowPlayingImageButton(image: UIImage(data: Self.pin(.png, red: 200, green: 60, blue: 160), scale: 2)!) { _ in }
            ])
            await car.settle()
            return car
        case .grid:
            let car = try await Gallery.connect(.grid, screen: screen, style: style)
            let grid = car.templates[0] as! CPGridTemplate
            grid.updateGridButtons([
                CPGridButton(titleVariants: ["PNG"], image: png!) { _ in },
                CPGridButton(titleVariants: ["JPEG"], image: jpeg!) { _ in }
            ])
            return car
        case .pointsOfInterest:
            let car = try await Gallery.connect(.pointOfInterest, screen: screen, style: style)
            let template = car.templates[0] as! CPPointOfInterestTemplate
            let pinPNG = UIImage(data: Self.pin(.png, red: 30, green: 120, blue: 230), scale: 2)
            let pinJPEG = UIImage(data: Self.pin(.jpeg, red: 230, green: 90, blue: 30), scale: 2)
            let points = (0..<3).map { i -> CPPointOfInterest in
                let p = CPPointOfInterest(
                    location: MKMapItem(
                        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.165 + Double(i) * 0.004, longitude: 24.93 + Double(i) * 0.006))),
                    title: "Garage \(i + 1)", subtitle: "€\(2 + i)/h", summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
                    pinImage: i == 1 ? pinJPEG : pinPNG)
                p.selectedPinImage = pinJPEG
                return p
            }
            template.setPointsOfInterest(points, selectedIndex: 0)
            await car.settle()
            return car
        }
    }
}
