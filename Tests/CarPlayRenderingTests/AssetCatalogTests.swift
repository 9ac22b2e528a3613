// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import ImageCodec
import PhoneApps
import SnapshotTesting
import Testing

/// Runs `body` as the code of an app whose asset catalog is `catalog`, as the car runs an app's code: its launch is
/// the one running (`UIImage(named:)` reads that app's catalog).
@MainActor
func running<T>(_ catalog: AssetCatalog, _ body: () throws -> T) rethrows -> T {
    let app = AppLaunch(name: "Catalog", bundleFolder: nil, bundleHandle: nil, assetCatalog: catalog)
    return try AppLaunch.runningInTask.withValue(app, operation: body)
}

/// An app's asset catalog read as Xcode writes it, and drawn by the car at its own scale and style.
@Suite(
    .snapshots(record: SnapshotTestingConfiguration.Record(rawValue: ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing") ?? .missing))
@MainActor
struct AssetCatalogTests {
    func car(_ fixture: CatalogFixture, screen: CarScreen, style: String) async throws -> CarPlayTestSession {
        var vehicle = VehicleProfile.standard
        vehicle.screen = screen
        let car = try await CarPlayTestSession(app: try fixture.app(), vehicle: vehicle, hosting: .testProcess)
        await car.setStyle(style == "dark" ? .dark : .light)
        return car
    }

    func bitmaps(_ list: DisplayList) -> [(ref: String, frame: Rect, pixels: Bitmap)] {
        list.items.compactMap {
            if case .bitmap(let ref, let frame, _, let png) = $0 { return (ref, frame, Bitmap(decoding: Data(base64Encoded: png)!)!) }
            return nil
        }
    }

    func centre(_ b: Bitmap) -> [UInt8] {
        let o = ((b.height / 2) * b.width + b.width / 2) * 4
        return Array(b.pixels[o..<(o + 4)])
    }

    @Test func theImageSetHoldsEveryVariantAndTheAppGetsItByName() throws {
        let fixture = try CatalogFixture()
        let catalog = try #require(try AssetCatalog.read(bundleFolder: fixture.folder))
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        let image = try #require(running(catalog) { UIImage(named: "Cover") })
        #expect(image.imageAsset?.registeredTraits.count == 5)
        // For explicit traits: the variant's size in points is the same at every scale.
        let dark3 = try #require(
            running(catalog) {
                UIImage(named: "Cover", in: nil, compatibleWith: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 3)]))
            })
        #expect(dark3.scale == 3 && dark3.size == CGSize(width: 20, height: 20))
        #expect(dark3.pngData().flatMap { Bitmap(decoding: $0) }.map { Array($0.pixels[0..<3]) } == CatalogFixture.coverColors["dark@3"])
        // Light traits on a 1x screen: the 1x image (the dark set has none at 1x, and isn't asked for).
        let light1 = try #require(
            running(catalog) {
                UIImage(named: "Cover", in: nil, compatibleWith: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(displayScale: 1)]))
            })
        #expect(light1.scale == 1)
        // Names outside the catalog, and groups without a namespace, give nil as on iOS.
        #expect(running(catalog) { UIImage(named: "Pin") } == nil)
        #expect(running(catalog) { UIImage(named: "Pins/Pin")?.renderingMode } == .alwaysTemplate)
        #expect(running(catalog) { UIImage(named: "Missing") } == nil)
    }

    @Test func aColorSetReadsEachFormOfComponentAndItsDarkAppearance() throws {
        let fixture = try CatalogFixture()
        let catalog = try #require(try AssetCatalog.read(bundleFolder: fixture.folder))
        let brand = try #require(running(catalog) { UIColor(named: "Brand") })
        // red "51" (8-bit), green "0.400", blue "0x80".
        #expect(brand.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#336680")
        #expect(brand.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#00ffff80")
        let darkOnly = try #require(
            running(catalog) { UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) })
        #expect(darkOnly.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#00ffff80")
        #expect(running(catalog) { UIColor(named: "Cover") } == nil, "an image set is not a colour")
    }

    @Test func aSwiftUIColorNamesAColorSetOfTheCatalog() throws {
        let fixture = try CatalogFixture()
        let catalog = try #require(try AssetCatalog.read(bundleFolder: fixture.folder))
        // As an app writes its brand colours: `static let accent = Color("Brand")`.
        let brand = OpenSwiftUI.Color("Brand")
        #expect(brand.cgColor == nil, "an asset catalog colour depends on the appearance")
        let resolved = running(catalog) { UIColor(brand) }
        #expect(resolved.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#336680")
        #expect(resolved.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#00ffff80")
        let missing = running(catalog) { UIColor(OpenSwiftUI.Color("Missing", bundle: .main)) }
        #expect(missing.hex(for: UITraitCollection()) == "#00000000")
    }

    @Test func theAppIconIsTheCarIdiomsForTheScaleAndStyle() throws {
        let fixture = try CatalogFixture()
        let app = try fixture.app()
        #expect(app.iconName == "AppIcon")
        let two = try #require(app.appIcon(points: 60, scale: 2, style: .light).flatMap { Bitmap(decoding: $0) })
        #expect(two.width == 120 && Array(two.pixels[0..<3]) == [240, 120, 0])
        let threeDark = try #require(app.appIcon(points: 60, scale: 3, style: .dark).flatMap { Bitmap(decoding: $0) })
        #expect(threeDark.width == 180 && Array(threeDark.pixels[0..<3]) == [20, 30, 90])
        // No dark icon at 2x: the light one.
        let twoDark = try #require(app.appIcon(points: 60, scale: 2, style: .dark).flatMap { Bitmap(decoding: $0) })
        #expect(Array(twoDark.pixels[0..<3]) == [240, 120, 0])
    }

    @Test func aMalformedContentsJSONFailsTheDeclarationNamingTheFile() throws {
        let fixture = try CatalogFixture()
        try fixture.write("Assets.xcassets/Cover.imageset/Contents.json", #"{ "images" : [ { "filename" : "cover.png", "#)
        let file = fixture.catalog.appendingPathComponent("Cover.imageset/Contents.json").path
        let declaration = #expect(throws: DeclarationError.self) { try fixture.app() }
        #expect(declaration?.file == file && declaration?.message.contains("not valid JSON") == true, "\(String(describing: declaration))")
        // Wrong types are named with the entry.
        try fixture.write("Assets.xcassets/Cover.imageset/Contents.json", #"{ "images" : [ { "filename" : "cover.png", "scale" : 2 } ] }"#)
        let typed = #expect(throws: AssetCatalogIssue.self) { try AssetCatalog.read(bundleFolder: fixture.folder) }
        #expect(typed?.file == file && typed?.isError == true)
        #expect(typed?.description == "\(file): error: images[0]: \"scale\" must be a string")
        try fixture.write("Assets.xcassets/Brand.colorset/Contents.json", #"[1, 2]"#)
        try fixture.write("Assets.xcassets/Cover.imageset/Contents.json", #"{ "images" : [] }"#)
        #expect(throws: AssetCatalogIssue.self) { try AssetCatalog.read(bundleFolder: fixture.folder) }
    }

    @Test func aFileTheSetNamesButLacksIsAWarningNotAnError() throws {
        let fixture = try CatalogFixture()
        try FileManager.default.removeItem(at: fixture.catalog.appendingPathComponent("Cover.imageset/cover-any@3x.png"))
        try fixture.write("Assets.xcassets/Cover.imageset/cover-dark@2x.png", "not a PNG")
        let app = try fixture.app()
        #expect(app.assetCatalogIssues.count == 2)
        #expect(app.assetCatalogIssues.allSatisfy { !$0.isError })
        #expect(app.assetCatalogIssues.contains { $0.file.hasSuffix("cover-any@3x.png") && $0.message.contains("not there") })
        #expect(app.assetCatalogIssues.contains { $0.file.hasSuffix("cover-dark@2x.png") && $0.message.contains("not PNG or JPEG") })
    }

    /// The app names its images while it connects; the car draws the variant for its scale and style.
    @Test(arguments: [CarScreen.standard, .highResolution], ["light", "dark"])
    func theCarDrawsTheVariantForItsScaleAndStyle(screen: CarScreen, style: String) async throws {
        let fixture = try CatalogFixture()
        let car = try await car(fixture, screen: screen, style: style)
        let list = CarRenderer.layout(car.screen)
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        let drawn = bitmaps(list)
        #expect(drawn.count == 2, "the cover and the template image (the custom symbol is paths)")
        let key = "\(style == "dark" ? "dark" : "any")@\(Int(screen.scale))"
        let cover = try #require(drawn.first)
        #expect(Array(centre(cover.pixels)[0..<3]) == CatalogFixture.coverColors[key], "the \(key) variant")
        // The template image takes the row's tint (the list's primary text colour), keeping its shape.
        let pin = try #require(drawn.last)
        let tint: [UInt8] = style == "dark" ? [255, 255, 255] : [0, 0, 0]
        #expect(Array(centre(pin.pixels)[0..<3]) == tint && centre(pin.pixels)[3] == 255)
        #expect(pin.pixels.pixels[3] == 0, "transparent around the disc")
        // The colour set reached the app.
        #expect(car.texts.contains("brand #336680"))
        assertSnapshot(of: car.screen, as: .svg, named: "catalog-\(screen.name)-\(style)")
        if PNGRenderer.converter != nil {
            assertSnapshot(of: car.screen, as: .png, named: "catalog-\(screen.name)-\(style)")
        }
    }

    @Test func aSymbolSetIsASymbolImageDrawnInTheSlotsTint() async throws {
        let fixture = try CatalogFixture()
        let catalog = try #require(try AssetCatalog.read(bundleFolder: fixture.folder))
        // The variant's paths, in the em box: the cap height is 0.7 of it, centred between the margins.
        #expect(catalog.symbolSets["Road"]?.paths == ["M0.15 0.85 L0.5 0.15 L0.85 0.85 Z"])
        let road = try #require(running(catalog) { UIImage(named: "Road") })
        #expect(road.isSymbolImage && road.renderingMode == .alwaysTemplate)
        let car = try await car(fixture, screen: .standard, style: "dark")
        let list = CarRenderer.layout(car.screen)
        let paths = list.items.compactMap { item -> (String, CarPlayRendering.Color?)? in
            if case .path(let d, let fill, _, _) = item { return (d, fill) }
            return nil
        }
        #expect(paths.count == 1 && paths.first?.1 == Color("#ffffff"), "\(paths)")
        #expect(list.warnings.isEmpty)
        // Anything but path data in the template is refused, with a warning naming the file.
        try fixture.write("Assets.xcassets/Road.symbolset/road.svg", CatalogFixture.symbolTemplate.replacingOccurrences(of: "M0 700", with: "M0 700 url(x)"))
        let refused = try #require(try AssetCatalog.read(bundleFolder: fixture.folder))
        #expect(refused.symbolSets["Road"] == nil)
        #expect(refused.issues.contains { $0.file.hasSuffix("road.svg") && $0.message.contains("path data") })
    }

    @Test func withRenderingModeMakesAnyCatalogImageATemplate() async throws {
        let fixture = try CatalogFixture()
        let car = try await car(fixture, screen: .standard, style: "light")
        let root = try #require(car.templates.first as? CPListTemplate)
        let catalog = try #require(car.session.app.assetCatalog)
        let cover = try #require(running(catalog) { UIImage(named: "Cover") })
        root.updateSections([CPListSection(items: [CPListItem(text: "Tinted", detailText: nil, image: cover.withRenderingMode(.alwaysTemplate))])])
        let drawn = try #require(bitmaps(CarRenderer.layout(car.screen)).first)
        #expect(Array(centre(drawn.pixels)[0..<3]) == [0, 0, 0], "drawn in the row's tint, not green")
        #expect(car.screen.stack[0].templateBitmaps?.count == 1)
    }

    @Test func theHomeScreenDrawsTheAppIconAndWarnsWhenThereIsNone() throws {
        let fixture = try CatalogFixture()
        let app = try fixture.app()
        let plain = try AppDeclaration.inMemory(
            name: "Plain", categories: [.audio], sceneDelegate: SceneDelegateFactory(CataloguedDelegate.self) { CataloguedDelegate() })
        let apps = [app, plain].map { HomeScreenApp(app: $0, screen: .highResolution, style: .dark, isRunning: false) }
        let list = CarRenderer.layoutHome(apps: apps, screen: .highResolution, style: .dark, driveSide: .left, isDriving: false, isPhoneLocked: false)
        let icon = try #require(bitmaps(list).first)
        #expect(icon.frame.width == 60 && icon.pixels.width == 180)
        #expect(Array(centre(icon.pixels)[0..<3]) == [20, 30, 90], "the dark icon")
        #expect(list.warnings == [.missingAppIcon("Plain")])
    }
}
