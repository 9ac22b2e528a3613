// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import OpenUIKit

/// The pieces of CarPlay's `NSSecureCoding`: values that are not themselves secure-coding objects here (images,
/// colours, map items, measurements, attributed strings, text and contact buttons) are written as one property list
/// (binary plist bytes) under the object's key, in our own key names. - Note: Not in CarPlay.
///
/// A property list holds only strings, numbers, dates, data, arrays and dictionaries, so decoding it can't make an
/// object of a class the archive names; damaged bytes or a wrong type give nil, and the object's `init?(coder:)`
/// fails cleanly (the unarchiver then throws).
package enum CPCoding {
    // MARK: - Property lists inside a coder

    /// Writes `value` (a property list) as binary plist bytes; nothing for nil or a value that is no property list.
    package static func encodePlist(_ value: Any?, forKey key: String, in coder: NSCoder) {
        guard let value, let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0) else { return }
        coder.encode(data, forKey: key)
    }

    /// Reads what ``encodePlist(_:forKey:in:)`` wrote; nil when the key is absent or its bytes are no property list.
    package static func decodePlist(forKey key: String, in coder: NSCoder) -> Any? {
        guard coder.containsValue(forKey: key), let data = coder.decodeObject(of: NSData.self, forKey: key) else { return nil }
        return try? PropertyListSerialization.propertyList(from: data as Data, options: [], format: nil)
    }

    /// Whether `value` can be written as a property list (`userInfo` is kept only then).
    package static func isPropertyList(_ value: Any) -> Bool {
        (try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)) != nil
    }

    // MARK: - Objects, strings, numbers and arrays
    //
    // Each looks for the key first: corelibs' unarchiver records an error for an absent key, which makes the whole
    // archive fail to read, where an absent optional value must read as nil.

    /// A CarPlay object of one class (or a subclass); nil when absent.
    package static func object<T: NSObject & NSCoding>(_ type: T.Type, _ key: String, in coder: NSCoder) -> T? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: type, forKey: key)
    }

    package static func string(_ key: String, in coder: NSCoder) -> String? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: NSString.self, forKey: key).map { $0 as String }
    }

    package static func strings(_ key: String, in coder: NSCoder) -> [String]? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: [NSArray.self, NSString.self], forKey: key) as? [String]
    }

    package static func number(_ key: String, in coder: NSCoder) -> NSNumber? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: NSNumber.self, forKey: key)
    }

    /// An array of CarPlay objects of one class (or its subclasses); nil when absent or of another kind.
    package static func objects<T: NSObject & NSCoding>(_ type: T.Type, _ key: String, in coder: NSCoder) -> [T]? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.decodeObject(of: [NSArray.self, type], forKey: key) as? [T]
    }

    /// A raw value that must name a case of `E`; nil when absent or unknown.
    package static func enumeration<E: RawRepresentable>(_ type: E.Type, _ key: String, in coder: NSCoder) -> E?
    where E.RawValue: BinaryInteger {
        guard coder.containsValue(forKey: key) else { return nil }
        return E(rawValue: E.RawValue(truncatingIfNeeded: coder.decodeInt64(forKey: key)))
    }

    // MARK: - Images

    /// An image as a property list: its source (symbol or asset name, PNG/JPEG bytes, the recorded drawing, a custom
    /// symbol's paths), size, scale, rendering mode, tint and the variants of its image asset.
    package static func plist(_ image: UIImage) -> [String: Any] {
        var p: [String: Any] = [
            "width": Double(image.size.width), "height": Double(image.size.height), "scale": Double(image.scale),
            "renderingMode": image.renderingMode.rawValue
        ]
        switch image.source {
        case .symbol(let name): p["symbol"] = name
        case .asset(let name): p["asset"] = name
        case .data(let data): p["data"] = data
        case .drawn(let name): p["drawn"] = name
        case .drawing(let commands): p["drawing"] = commands.map { plist($0) }
        case .customSymbol(let name, let symbol):
            p["customSymbol"] = name
            p["symbolPaths"] = symbol.paths
        }
        if let tint = image.tintColor { p["tint"] = plist(tint) }
        if let asset = image.imageAsset {
            p["traits"] = plist(image.traitCollection)
            p["variants"] = asset.registeredTraits.map { traits -> [String: Any] in
                var v = plist(plain(asset.image(with: traits)))
                v["traits"] = plist(traits)
                return v
            }
        }
        return p
    }

    /// The image a property list from ``plist(_:)-(UIImage)`` describes; nil when it describes none.
    package static func image(_ value: Any?) -> UIImage? {
        guard let p = value as? [String: Any], let w = p["width"] as? Double, let h = p["height"] as? Double,
            let scale = p["scale"] as? Double, let mode = (p["renderingMode"] as? Int).flatMap(UIImage.RenderingMode.init)
        else { return nil }
        let source: UIImage.Source
        if let name = p["symbol"] as? String {
            source = .symbol(name)
        } else if let name = p["asset"] as? String {
            source = .asset(name)
        } else if let data = p["data"] as? Data {
            source = .data(data)
        } else if let name = p["drawn"] as? String {
            source = .drawn(name)
        } else if let commands = p["drawing"] as? [Any] {
            let decoded = commands.compactMap(drawingCommand)
            guard decoded.count == commands.count else { return nil }
            source = .drawing(decoded)
        } else if let name = p["customSymbol"] as? String, let paths = p["symbolPaths"] as? [String] {
            source = .customSymbol(name, CustomSymbol(paths: paths))
        } else {
            return nil
        }
        var asset: UIImageAsset?
        if let variants = p["variants"] as? [[String: Any]], !variants.isEmpty {
            let a = UIImageAsset()
            for v in variants {
                guard let img = image(v), let traits = traitCollection(v["traits"]) else { return nil }
                a.register(img, with: traits)
            }
            asset = a
        }
        return UIImage(
            source: source, size: CGSize(width: w, height: h), scale: scale, renderingMode: mode, tintColor: color(p["tint"]),
            imageAsset: asset, traitCollection: traitCollection(p["traits"]) ?? UITraitCollection())
    }

    /// The image without its asset (a variant is written once, not with the whole asset again).
    private static func plain(_ i: UIImage) -> UIImage {
        UIImage(source: i.source, size: i.size, scale: i.scale, renderingMode: i.renderingMode, tintColor: i.tintColor)
    }

    private static func plist(_ t: UITraitCollection) -> [String: Any] {
        ["style": t.userInterfaceStyle.rawValue, "scale": Double(t.displayScale), "idiom": t.userInterfaceIdiom.rawValue]
    }

    private static func traitCollection(_ value: Any?) -> UITraitCollection? {
        guard let p = value as? [String: Any], let style = (p["style"] as? Int).flatMap(UIUserInterfaceStyle.init),
            let scale = p["scale"] as? Double, let idiom = (p["idiom"] as? Int).flatMap(UIUserInterfaceIdiom.init)
        else { return nil }
        return UITraitCollection(style: style, scale: scale, idiom: idiom)
    }

    private static func plist(_ c: DrawingCommand) -> [String: Any] {
        var p: [String: Any] = [
            "segments": c.segments.map { s -> [Any] in
                switch s {
                case .move(let a): return ["m", a]
                case .line(let a): return ["l", a]
                case .quad(let a, let b): return ["q", a, b]
                case .cubic(let a, let b, let d): return ["c", a, b, d]
                case .close: return ["z"]
                }
            },
            "lineWidth": c.lineWidth
        ]
        if let fill = c.fill { p["fill"] = fill }
        if let stroke = c.stroke { p["stroke"] = stroke }
        return p
    }

    private static func drawingCommand(_ value: Any) -> DrawingCommand? {
        guard let p = value as? [String: Any], let raw = p["segments"] as? [[Any]], let lineWidth = p["lineWidth"] as? Double else {
            return nil
        }
        var segments: [DrawingSegment] = []
        for s in raw {
            guard let op = s.first as? String else { return nil }
            let points = s.dropFirst().compactMap { $0 as? [Double] }
            guard points.count == s.count - 1 else { return nil }
            switch (op, points.count) {
            case ("m", 1): segments.append(.move(points[0]))
            case ("l", 1): segments.append(.line(points[0]))
            case ("q", 2): segments.append(.quad(points[0], points[1]))
            case ("c", 3): segments.append(.cubic(points[0], points[1], points[2]))
            case ("z", 0): segments.append(.close)
            default: return nil
            }
        }
        return DrawingCommand(segments: segments, fill: p["fill"] as? [Double], stroke: p["stroke"] as? [Double], lineWidth: lineWidth)
    }

    package static func encode(_ image: UIImage?, forKey key: String, in coder: NSCoder) {
        if let image { encodePlist(plist(image), forKey: key, in: coder) }
    }

    // MARK: - Colours

    /// A colour as its light and dark components (and a system colour's name, which snapshots show).
    package static func plist(_ color: UIColor) -> [String: Any] {
        func components(_ style: UIUserInterfaceStyle) -> [Double] {
            let c = color.rgba(for: UITraitCollection(userInterfaceStyle: style))
            return [Double(c.0), Double(c.1), Double(c.2), Double(c.3)]
        }
        var p: [String: Any] = ["light": components(.light), "dark": components(.dark)]
        if let name = color.name { p["name"] = name }
        return p
    }

    package static func color(_ value: Any?) -> UIColor? {
        guard let p = value as? [String: Any], let l = p["light"] as? [Double], let d = p["dark"] as? [Double], l.count == 4, d.count == 4
        else { return nil }
        let light = (CGFloat(l[0]), CGFloat(l[1]), CGFloat(l[2]), CGFloat(l[3]))
        let dark = (CGFloat(d[0]), CGFloat(d[1]), CGFloat(d[2]), CGFloat(d[3]))
        if let name = p["name"] as? String { return UIColor(name: name, light: light, dark: dark) }
        if l == d { return UIColor(red: light.0, green: light.1, blue: light.2, alpha: light.3) }
        return UIColor(dynamicProvider: { traits in
            let c = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        })
    }

    package static func encode(_ color: UIColor?, forKey key: String, in coder: NSCoder) {
        if let color { encodePlist(plist(color), forKey: key, in: coder) }
    }

    // MARK: - Measurements

    /// A measurement as its value and unit symbol; the unit is found again among the units of its dimension.
    package static func plist<U: Dimension>(_ m: Measurement<U>) -> [String: Any] {
        ["value": m.value, "unit": m.unit.symbol, "base": m.converted(to: U.baseUnit()).value]
    }

    private static var lengthUnits: [UnitLength] {
        [
            .meters, .kilometers, .centimeters, .millimeters, .feet, .miles, .yards, .inches, .nauticalMiles, .decameters,
            .hectometers, .decimeters, .scandinavianMiles, .fathoms, .furlongs
        ]
    }
    private static var angleUnits: [UnitAngle] { [.degrees, .radians, .gradians, .revolutions, .arcMinutes, .arcSeconds] }

    private static func measurement<U: Dimension>(_ value: Any?, units: [U]) -> Measurement<U>? {
        guard let p = value as? [String: Any], let v = p["value"] as? Double, let symbol = p["unit"] as? String else { return nil }
        if let unit = units.first(where: { $0.symbol == symbol }) { return Measurement(value: v, unit: unit) }
        guard let base = p["base"] as? Double else { return nil }
        return Measurement(value: base, unit: U.baseUnit())
    }

    package static func length(_ value: Any?) -> Measurement<UnitLength>? { measurement(value, units: lengthUnits) }
    package static func angle(_ value: Any?) -> Measurement<UnitAngle>? { measurement(value, units: angleUnits) }

    // MARK: - Attributed strings

    /// Attributed text as its string and its text attachments (the only attribute CarPlay keeps in instructions):
    /// each attachment's position, image, bounds and contents.
    package static func plist(_ text: NSAttributedString) -> [String: Any] {
        [
            "string": text.string,
            "attachments": text.textAttachments.map { entry -> [String: Any] in
                let a = entry.attachment
                var p: [String: Any] = [
                    "location": entry.location,
                    "bounds": [Double(a.bounds.origin.x), Double(a.bounds.origin.y), Double(a.bounds.width), Double(a.bounds.height)]
                ]
                if let image = a.image { p["image"] = plist(image) }
                if let contents = a.contents { p["contents"] = contents }
                if let type = a.fileType { p["fileType"] = type }
                return p
            }
        ]
    }

    package static func attributedString(_ value: Any?) -> NSAttributedString? {
        guard let p = value as? [String: Any], let string = p["string"] as? String, let attachments = p["attachments"] as? [[String: Any]]
        else { return nil }
        let text = NSMutableAttributedString(string: string)
        for a in attachments {
            guard let location = a["location"] as? Int, location >= 0, location < text.length, let b = a["bounds"] as? [Double], b.count == 4
            else { return nil }
            let attachment = NSTextAttachment(data: a["contents"] as? Data, ofType: a["fileType"] as? String)
            attachment.image = image(a["image"])
            attachment.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
            text.addAttribute(.attachment, value: attachment, range: NSRange(location: location, length: 1))
        }
        return NSAttributedString(attributedString: text)
    }

    package static func encode(_ texts: [NSAttributedString], forKey key: String, in coder: NSCoder) {
        encodePlist(texts.map { plist($0) }, forKey: key, in: coder)
    }

    package static func attributedStrings(_ value: Any?) -> [NSAttributedString]? {
        guard let list = value as? [Any] else { return nil }
        let texts = list.compactMap(attributedString)
        return texts.count == list.count ? texts : nil
    }

    // MARK: - Map items

    /// A map item: its placemark's coordinate and address dictionary (when a property list), name, phone, URL,
    /// point-of-interest category, and whether it is the current location.
    package static func plist(_ item: MKMapItem) -> [String: Any] {
        var p: [String: Any] = [
            "latitude": item.placemark.coordinate.latitude, "longitude": item.placemark.coordinate.longitude,
            "isCurrentLocation": item.isCurrentLocation
        ]
        if let address = item.placemark.addressDictionary, isPropertyList(address) { p["address"] = address }
        if let name = item.name { p["name"] = name }
        if let phone = item.phoneNumber { p["phone"] = phone }
        if let url = item.url { p["url"] = url.absoluteString }
        if let category = item.pointOfInterestCategory { p["category"] = category.rawValue }
        return p
    }

    package static func mapItem(_ value: Any?) -> MKMapItem? {
        guard let p = value as? [String: Any], let lat = p["latitude"] as? Double, let lon = p["longitude"] as? Double else { return nil }
        let item: MKMapItem
        if p["isCurrentLocation"] as? Bool == true {
            item = MKMapItem.forCurrentLocation()
        } else {
            let coordinate = CLLocationCoordinate2D(latitude: lat, longitude: lon)
            let address = p["address"] as? [String: Any]
            item = MKMapItem(placemark: address.map { MKPlacemark(coordinate: coordinate, addressDictionary: $0) } ?? MKPlacemark(coordinate: coordinate))
        }
        item.name = p["name"] as? String
        item.phoneNumber = p["phone"] as? String
        item.url = (p["url"] as? String).flatMap(URL.init(string:))
        item.pointOfInterestCategory = (p["category"] as? String).map(MKPointOfInterestCategory.init(rawValue:))
        return item
    }

}

/// Reads one object's values in its `init?(coder:)`, noting any that is there but unreadable (damaged bytes, a value of
/// another kind): the initializer then fails, so a damaged archive throws rather than losing a value quietly. An
/// absent key reads as nil. - Note: Not in CarPlay.
package struct CPDecoder {
    package let coder: NSCoder
    /// Whether a value was there but could not be read.
    package private(set) var failed = false

    package init(_ coder: NSCoder) { self.coder = coder }

    /// The property list under `key` made into a value by `parse`.
    package mutating func value<T>(_ key: String, _ parse: (Any?) -> T?) -> T? {
        guard coder.containsValue(forKey: key) else { return nil }
        guard let value = parse(CPCoding.decodePlist(forKey: key, in: coder)) else {
            failed = true
            return nil
        }
        return value
    }

    package mutating func plist(_ key: String) -> Any? { value(key) { $0 } }
    package mutating func image(_ key: String) -> UIImage? { value(key) { CPCoding.image($0) } }
    package mutating func color(_ key: String) -> UIColor? { value(key) { CPCoding.color($0) } }
    package mutating func mapItem(_ key: String) -> MKMapItem? { value(key) { CPCoding.mapItem($0) } }
}

/// Buttons that are not secure-coding objects on iOS, written inside the objects that hold them. - Note: Not in CarPlay.
@MainActor
extension CPCoding {
    /// A text button: title and style. A decoded button has no handler.
    package static func plist(_ button: CPTextButton) -> [String: Any] {
        ["title": button.title, "style": button.textStyle.rawValue]
    }

    package static func textButton(_ value: Any?) -> CPTextButton? {
        guard let p = value as? [String: Any], let title = p["title"] as? String,
            let style = (p["style"] as? Int).flatMap(CPTextButtonStyle.init)
        else { return nil }
        return CPTextButton(title: title, textStyle: style)
    }

    /// A contact or section-header button: its kind (call, directions, message, or an image button), image, title,
    /// whether enabled, and a message button's phone number or e-mail. A decoded button has no handler.
    package static func plist(_ button: CPButton) -> [String: Any] {
        var p: [String: Any] = ["isEnabled": button.isEnabled]
        switch button {
        case let b as CPContactMessageButton:
            p["kind"] = "message"
            p["phoneOrEmail"] = b.phoneOrEmail
        case is CPContactCallButton: p["kind"] = "call"
        case is CPContactDirectionsButton: p["kind"] = "directions"
        default: p["kind"] = "image"
        }
        if let image = button.image { p["image"] = plist(image) }
        if let title = button.title { p["title"] = title }
        return p
    }

    package static func button(_ value: Any?) -> CPButton? {
        guard let p = value as? [String: Any], let kind = p["kind"] as? String else { return nil }
        let button: CPButton
        switch kind {
        case "message":
            guard let to = p["phoneOrEmail"] as? String else { return nil }
            button = CPContactMessageButton(phoneOrEmail: to)
        case "call": button = CPContactCallButton()
        case "directions": button = CPContactDirectionsButton()
        case "image":
            guard let image = image(p["image"]) else { return nil }
            button = CPButton(image: image)
        default: return nil
        }
        button.title = p["title"] as? String
        button.isEnabled = p["isEnabled"] as? Bool ?? true
        return button
    }
}
