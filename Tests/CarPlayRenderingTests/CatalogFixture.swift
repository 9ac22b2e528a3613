// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import ImageCodec

/// An app bundle folder in a temporary directory with an asset catalog laid out as Xcode writes one: an image set
/// whose every variant (light 1x/2x/3x, dark 2x/3x) is its own solid colour, so a test sees which one the car drew; a
/// template image set (a black disc on transparent); a color set with a dark appearance; an app icon set.
struct CatalogFixture {
    let folder: URL
    var catalog: URL { folder.appendingPathComponent("Assets.xcassets") }

    /// The colour of each variant of the `Cover` image set, by style and scale.
    static let coverColors: [String: [UInt8]] = [
        "any@1": [200, 0, 0], "any@2": [0, 160, 0], "any@3": [0, 0, 220], "dark@2": [230, 200, 0], "dark@3": [200, 0, 200]
    ]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        // Cover: 20×20 pt.
        var entries: [String] = []
        for (key, rgb) in Self.coverColors.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "@")
            let scale = Int(parts[1])!
            let file = "cover-\(parts[0])@\(scale)x.png"
            try png("Assets.xcassets/Cover.imageset/\(file)", Bitmap(width: 20 * scale, height: 20 * scale, red: rgb[0], green: rgb[1], blue: rgb[2]))
            let appearance = parts[0] == "dark" ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
            entries.append(#"{ \#(appearance)"filename" : "\#(file)", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
        }
        // Xcode also writes the empty dark 1x slot.
        entries.append(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal", "scale" : "1x" }"#)
        try write(
            "Assets.xcassets/Cover.imageset/Contents.json",
            #"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        // Pin: a template image in a group that gives a namespace ("Pins/Pin").
        try write("Assets.xcassets/Pins/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        try png("Assets.xcassets/Pins/Pin.imageset/pin.png", Self.disc(size: 60))
        try write(
            "Assets.xcassets/Pins/Pin.imageset/Contents.json",
            #"{ "images" : [ { "filename" : "pin.png", "idiom" : "universal", "scale" : "3x" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "template" } }"#
        )
        // Brand: three ways Xcode writes components, and a dark appearance.
        try write(
            "Assets.xcassets/Brand.colorset/Contents.json",
            #"""
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : "0.400", "red" : "51" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "1.000", "green" : "0xFF", "red" : "0.000" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """#)
        // Road: a custom symbol (a triangle filling the cap height between the margins).
        try write("Assets.xcassets/Road.symbolset/road.svg", Self.symbolTemplate)
        try write(
            "Assets.xcassets/Road.symbolset/Contents.json",
            #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "road.svg", "idiom" : "universal" } ] }"#)
        // AppIcon: the car's 60 pt icon at 2x and 3x (orange), a dark 3x (navy), and the App Store's 1024 (grey).
        try png("Assets.xcassets/AppIcon.appiconset/car120.png", Bitmap(width: 120, height: 120, red: 240, green: 120, blue: 0))
        try png("Assets.xcassets/AppIcon.appiconset/car180.png", Bitmap(width: 180, height: 180, red: 240, green: 120, blue: 0))
        try png("Assets.xcassets/AppIcon.appiconset/car180-dark.png", Bitmap(width: 180, height: 180, red: 20, green: 30, blue: 90))
        try write(
            "Assets.xcassets/AppIcon.appiconset/Contents.json",
            #"""
            { "images" : [
              { "filename" : "car120.png", "idiom" : "car", "scale" : "2x", "size" : "60x60" },
              { "filename" : "car180.png", "idiom" : "car", "scale" : "3x", "size" : "60x60" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "car180-dark.png", "idiom" : "car", "scale" : "3x", "size" : "60x60" },
              { "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """#)
    }

    /// A symbol template with Apple's guides and one Regular-M variant, moved into place by its transform.
    static let symbolTemplate = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Guides">
          <line id="Capline-M" x1="0" y1="600" x2="3300" y2="600"/>
          <line id="Baseline-M" x1="0" y1="1300" x2="3300" y2="1300"/>
          <line id="left-margin-Regular-M" x1="1000" y1="0" x2="1000" y2="2200"/>
          <line id="right-margin-Regular-M" x1="1700" y1="0" x2="1700" y2="2200"/>
         </g>
         <g id="Symbols">
          <g id="Regular-M" transform="translate(1000 600)">
           <path d="M0 700 L350 0 L700 700 Z"/>
          </g>
         </g>
        </svg>
        """

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func png(_ path: String, _ bitmap: Bitmap) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bitmap.pngData()!.write(to: url)
    }

    /// A black disc filling the square, transparent around it.
    static func disc(size: Int) -> Bitmap {
        var p = [UInt8]()
        let r = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - r) * (Double(x) + 0.5 - r) + (Double(y) + 0.5 - r) * (Double(y) + 0.5 - r)).squareRoot()
                p += [0, 0, 0, d <= r - 1 ? 255 : 0]
            }
        }
        return Bitmap(width: size, height: size, pixels: p)
    }

    /// An audio app whose scene delegate builds its list from the catalog, by name, while it connects.
    func app() throws -> AppDeclaration {
        try AppDeclaration.inMemory(
            name: "Catalogued", categories: [.audio], sceneDelegate: SceneDelegateFactory(CataloguedDelegate.self) { CataloguedDelegate() },
            bundleFolder: folder)
    }
}

/// Names its images and colour as an iOS app does: `UIImage(named:)` with no bundle.
final class CataloguedDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let cover = UIImage(named: "Cover")
        let pin = UIImage(named: "Pins/Pin")
        let plain = CPListItem(text: "Abbey Road", detailText: UIColor(named: "Brand").map { "brand \($0.hex(for: UITraitCollection()))" }, image: cover)
        let templated = CPListItem(text: "Pinned", detailText: "a template image", image: pin)
        let symbol = CPListItem(text: "Road", detailText: "a custom symbol", image: UIImage(named: "Road"))
        let list = CPListTemplate(title: "Library", sections: [CPListSection(items: [plain, templated, symbol])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}
