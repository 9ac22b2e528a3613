// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import OpenUIKit

/// An image in an archive: its source (symbol or asset name, PNG/JPEG bytes, the recorded drawing, a custom symbol's
/// paths), size, scale, rendering mode, tint and the variants of its image asset. - Note: Not in CarPlay.
package struct ImagePlist: Codable, Sendable {
    var width, height, scale: Double
    var renderingMode: Int
    var symbol, asset, drawn, customSymbol: String?
    var data: Data?
    var drawing: [DrawingPlist]?
    var symbolPaths: [String]?
    var tint: ColorPlist?
    var traits: TraitsPlist?
    var variants: [ImagePlist]?

    package init(_ image: UIImage) {
        self.init(plain: image)
        tint = image.tintColor.map(ColorPlist.init)
        if let asset = image.imageAsset {
            traits = TraitsPlist(image.traitCollection)
            variants = asset.registeredTraits.map { traits in
                var v = ImagePlist(plain: asset.image(with: traits))
                v.tint = asset.image(with: traits).tintColor.map(ColorPlist.init)
                v.traits = TraitsPlist(traits)
                return v
            }
        }
    }

    /// The image without its asset (a variant is written once, not with the whole asset again).
    private init(plain image: UIImage) {
        width = Double(image.size.width)
        height = Double(image.size.height)
        scale = Double(image.scale)
        renderingMode = image.renderingMode.rawValue
        switch image.source {
        case .symbol(let name): symbol = name
        case .asset(let name): asset = name
        case .data(let bytes): data = bytes
        case .drawn(let name): drawn = name
        case .drawing(let commands): drawing = commands.map(DrawingPlist.init)
        case .customSymbol(let name, let s):
            customSymbol = name
            symbolPaths = s.paths
        }
    }

    /// The image this describes; nil when it describes none.
    package func image() -> UIImage? {
        guard let mode = UIImage.RenderingMode(rawValue: renderingMode) else { return nil }
        let source: UIImage.Source
        if let symbol {
            source = .symbol(symbol)
        } else if let asset {
            source = .asset(asset)
        } else if let data {
            source = .data(data)
        } else if let drawn {
            source = .drawn(drawn)
        } else if let drawing {
            let decoded = drawing.compactMap { $0.command() }
            guard decoded.count == drawing.count else { return nil }
            source = .drawing(decoded)
        } else if let customSymbol, let symbolPaths {
            source = .customSymbol(customSymbol, CustomSymbol(paths: symbolPaths))
        } else {
            return nil
        }
        var imageAsset: UIImageAsset?
        if let variants, !variants.isEmpty {
            let a = UIImageAsset()
            for v in variants {
                guard let img = v.image(), let traits = v.traits?.traitCollection() else { return nil }
                a.register(img, with: traits)
            }
            imageAsset = a
        }
        var tintColor: UIColor?
        if let tint {
            guard let c = tint.color() else { return nil }
            tintColor = c
        }
        return UIImage(
            source: source, size: CGSize(width: width, height: height), scale: scale, renderingMode: mode, tintColor: tintColor,
            imageAsset: imageAsset, traitCollection: traits?.traitCollection() ?? UITraitCollection())
    }
}

/// A trait collection in an archive: style, scale and idiom. - Note: Not in CarPlay.
struct TraitsPlist: Codable, Sendable {
    var style: Int
    var scale: Double
    var idiom: Int

    init(_ t: UITraitCollection) {
        style = t.userInterfaceStyle.rawValue
        scale = Double(t.displayScale)
        idiom = t.userInterfaceIdiom.rawValue
    }

    func traitCollection() -> UITraitCollection? {
        guard let style = UIUserInterfaceStyle(rawValue: style), let idiom = UIUserInterfaceIdiom(rawValue: idiom) else { return nil }
        return UITraitCollection(style: style, scale: scale, idiom: idiom)
    }
}

/// A recorded drawing's fill or stroke in an archive. - Note: Not in CarPlay.
struct DrawingPlist: Codable, Sendable {
    /// A path segment: `m`, `l`, `q`, `c` or `z`, and its points.
    struct Segment: Codable, Sendable {
        var op: String
        var points: [[Double]]
    }
    var segments: [Segment]
    var lineWidth: Double
    var fill, stroke: [Double]?

    init(_ c: DrawingCommand) {
        segments = c.segments.map { s in
            switch s {
            case .move(let a): Segment(op: "m", points: [a])
            case .line(let a): Segment(op: "l", points: [a])
            case .quad(let a, let b): Segment(op: "q", points: [a, b])
            case .cubic(let a, let b, let d): Segment(op: "c", points: [a, b, d])
            case .close: Segment(op: "z", points: [])
            }
        }
        lineWidth = c.lineWidth
        fill = c.fill
        stroke = c.stroke
    }

    func command() -> DrawingCommand? {
        var out: [DrawingSegment] = []
        for s in segments {
            let p = s.points
            switch (s.op, p.count) {
            case ("m", 1): out.append(.move(p[0]))
            case ("l", 1): out.append(.line(p[0]))
            case ("q", 2): out.append(.quad(p[0], p[1]))
            case ("c", 3): out.append(.cubic(p[0], p[1], p[2]))
            case ("z", 0): out.append(.close)
            default: return nil
            }
        }
        return DrawingCommand(segments: out, fill: fill, stroke: stroke, lineWidth: lineWidth)
    }
}

/// A colour in an archive: its light and dark components (and a system colour's name, which snapshots show).
/// - Note: Not in CarPlay.
package struct ColorPlist: Codable, Sendable {
    var light, dark: [Double]
    var name: String?

    package init(_ color: UIColor) {
        func components(_ style: UIUserInterfaceStyle) -> [Double] {
            let c = color.rgba(for: UITraitCollection(userInterfaceStyle: style))
            return [Double(c.0), Double(c.1), Double(c.2), Double(c.3)]
        }
        light = components(.light)
        dark = components(.dark)
        name = color.name
    }

    package func color() -> UIColor? {
        guard light.count == 4, dark.count == 4 else { return nil }
        let l = (CGFloat(light[0]), CGFloat(light[1]), CGFloat(light[2]), CGFloat(light[3]))
        let d = (CGFloat(dark[0]), CGFloat(dark[1]), CGFloat(dark[2]), CGFloat(dark[3]))
        if let name { return UIColor(name: name, light: l, dark: d) }
        if light == dark { return UIColor(red: l.0, green: l.1, blue: l.2, alpha: l.3) }
        return UIColor(dynamicProvider: { traits in
            let c = traits.userInterfaceStyle == .dark ? d : l
            return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        })
    }
}

/// A measurement in an archive: its value and unit symbol (the unit is found again among its dimension's units), and
/// its value in the base unit. - Note: Not in CarPlay.
package struct MeasurementPlist: Codable, Sendable {
    var value: Double
    var unit: String
    var base: Double

    package init<U: Dimension>(_ m: Measurement<U>) {
        value = m.value
        unit = m.unit.symbol
        base = m.converted(to: U.baseUnit()).value
    }

    private static var lengthUnits: [UnitLength] {
        [
            .meters, .kilometers, .centimeters, .millimeters, .feet, .miles, .yards, .inches, .nauticalMiles, .decameters,
            .hectometers, .decimeters, .scandinavianMiles, .fathoms, .furlongs
        ]
    }
    private static var angleUnits: [UnitAngle] { [.degrees, .radians, .gradians, .revolutions, .arcMinutes, .arcSeconds] }

    private func measurement<U: Dimension>(units: [U]) -> Measurement<U> {
        if let u = units.first(where: { $0.symbol == unit }) { return Measurement(value: value, unit: u) }
        return Measurement(value: base, unit: U.baseUnit())
    }

    package func length() -> Measurement<UnitLength>? { measurement(units: Self.lengthUnits) }
    package func angle() -> Measurement<UnitAngle>? { measurement(units: Self.angleUnits) }
}

/// Attributed text in an archive: its string and its text attachments (the only attribute CarPlay keeps in
/// instructions), each with its position, image, bounds and contents. - Note: Not in CarPlay.
package struct AttributedTextPlist: Codable, Sendable {
    struct Attachment: Codable, Sendable {
        var location: Int
        var bounds: [Double]
        var image: ImagePlist?
        var contents: Data?
        var fileType: String?
    }
    var string: String
    var attachments: [Attachment]

    package init(_ text: NSAttributedString) {
        string = text.string
        attachments = text.textAttachments.map { entry in
            let a = entry.attachment
            return Attachment(
                location: entry.location,
                bounds: [Double(a.bounds.origin.x), Double(a.bounds.origin.y), Double(a.bounds.width), Double(a.bounds.height)],
                image: a.image.map(ImagePlist.init), contents: a.contents, fileType: a.fileType)
        }
    }

    package func attributedString() -> NSAttributedString? {
        let text = NSMutableAttributedString(string: string)
        for a in attachments {
            guard a.location >= 0, a.location < text.length, a.bounds.count == 4 else { return nil }
            let attachment = NSTextAttachment(data: a.contents, ofType: a.fileType)
            attachment.image = a.image?.image()
            let b = a.bounds
            attachment.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
            text.addAttribute(.attachment, value: attachment, range: NSRange(location: a.location, length: 1))
        }
        return NSAttributedString(attributedString: text)
    }
}

/// A map item in an archive: its placemark's coordinate and address dictionary (MapKit's, as plist bytes, when a
/// property list), name, phone, URL, point-of-interest category, and whether it is the current location.
/// - Note: Not in CarPlay.
package struct MapItemPlist: Codable, Sendable {
    var latitude, longitude: Double
    var isCurrentLocation: Bool
    var address: Data?
    var name, phone, url, category: String?

    package init(_ item: MKMapItem) {
        latitude = item.placemark.coordinate.latitude
        longitude = item.placemark.coordinate.longitude
        isCurrentLocation = item.isCurrentLocation
        address = CPCoding.propertyListData(item.placemark.addressDictionary)
        name = item.name
        phone = item.phoneNumber
        url = item.url?.absoluteString
        category = item.pointOfInterestCategory?.rawValue
    }

    package func mapItem() -> MKMapItem? {
        let item: MKMapItem
        if isCurrentLocation {
            item = MKMapItem.forCurrentLocation()
        } else {
            let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            // MapKit's address dictionary, as MapKit has it.
            let dictionary = CPCoding.propertyList(address) as? [String: Any]
            item = MKMapItem(placemark: dictionary.map { MKPlacemark(coordinate: coordinate, addressDictionary: $0) } ?? MKPlacemark(coordinate: coordinate))
        }
        item.name = name
        item.phoneNumber = phone
        item.url = url.flatMap(URL.init(string:))
        item.pointOfInterestCategory = category.map(MKPointOfInterestCategory.init(rawValue:))
        return item
    }
}

/// A text button in an archive: title and style. A decoded button has no handler. - Note: Not in CarPlay.
package struct TextButtonPlist: Codable, Sendable {
    var title: String
    var style: Int

    @MainActor package init(_ button: CPTextButton) {
        title = button.title
        style = button.textStyle.rawValue
    }

    @MainActor package func button() -> CPTextButton? {
        CPTextButtonStyle(rawValue: style).map { CPTextButton(title: title, textStyle: $0) }
    }
}

/// A contact or section-header button in an archive: its kind (`call`, `directions`, `message`, or `image`), image,
/// title, whether enabled, and a message button's phone number or e-mail. A decoded button has no handler.
/// - Note: Not in CarPlay.
package struct ButtonPlist: Codable, Sendable {
    var kind: String
    var isEnabled: Bool
    var phoneOrEmail: String?
    var image: ImagePlist?
    var title: String?

    @MainActor package init(_ button: CPButton) {
        switch button {
        case let b as CPContactMessageButton:
            kind = "message"
            phoneOrEmail = b.phoneOrEmail
        case is CPContactCallButton: kind = "call"
        case is CPContactDirectionsButton: kind = "directions"
        default: kind = "image"
        }
        isEnabled = button.isEnabled
        image = button.image.map(ImagePlist.init)
        title = button.title
    }

    @MainActor package func button() -> CPButton? {
        let button: CPButton
        switch kind {
        case "message":
            guard let phoneOrEmail else { return nil }
            button = CPContactMessageButton(phoneOrEmail: phoneOrEmail)
        case "call": button = CPContactCallButton()
        case "directions": button = CPContactDirectionsButton()
        case "image":
            guard let image = image?.image() else { return nil }
            button = CPButton(image: image)
        default: return nil
        }
        button.title = title
        button.isEnabled = isEnabled
        return button
    }
}
