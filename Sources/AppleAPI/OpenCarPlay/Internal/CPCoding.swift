// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import OpenUIKit

/// The pieces of CarPlay's `NSSecureCoding`: values that are not themselves secure-coding objects here (images,
/// colours, map items, measurements, attributed strings, text and contact buttons, list items) are written as a
/// Codable value of ours (`ImagePlist`, `ColorPlist`… in `CPCoding+Values.swift`), binary plist bytes under the
/// object's key. - Note: Not in CarPlay.
///
/// A property list holds only strings, numbers, dates, data, arrays and dictionaries, so decoding it can't make an
/// object of a class the archive names; damaged bytes or a wrong type give nil, and the object's `init?(coder:)`
/// fails cleanly (the unarchiver then throws).
package enum CPCoding {
    // MARK: - Values inside a coder

    /// Writes `value` as binary plist bytes; nothing for nil.
    package static func encodeValue<T: Encodable>(_ value: T?, forKey key: String, in coder: NSCoder) {
        guard let value else { return }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        guard let data = try? encoder.encode(value) else { return }
        coder.encode(data, forKey: key)
    }

    /// Reads what ``encodeValue(_:forKey:in:)`` wrote; nil when the key is absent or its bytes are not a `T`.
    package static func decodeValue<T: Decodable>(_ type: T.Type, forKey key: String, in coder: NSCoder) -> T? {
        guard coder.containsValue(forKey: key), let data = coder.decodeObject(of: NSData.self, forKey: key) else { return nil }
        return try? PropertyListDecoder().decode(type, from: data as Data)
    }

    // MARK: - An app's own property lists (`userInfo`: any property list, as on iOS)

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
    package static func isPropertyList(_ value: Any) -> Bool { propertyListData(value) != nil }

    /// `value`'s binary plist bytes; nil for nil or a value that is no property list.
    package static func propertyListData(_ value: Any?) -> Data? {
        guard let value else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    }

    /// The property list in `data`; nil for nil or bytes that are no property list.
    package static func propertyList(_ data: Data?) -> Any? {
        guard let data else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
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

    // MARK: - Values of ours

    package static func encode(_ image: UIImage?, forKey key: String, in coder: NSCoder) {
        encodeValue(image.map(ImagePlist.init), forKey: key, in: coder)
    }

    package static func encode(_ color: UIColor?, forKey key: String, in coder: NSCoder) {
        encodeValue(color.map(ColorPlist.init), forKey: key, in: coder)
    }

    package static func encode(_ texts: [NSAttributedString], forKey key: String, in coder: NSCoder) {
        encodeValue(texts.map(AttributedTextPlist.init), forKey: key, in: coder)
    }

    package static func encode<U: Dimension>(_ measurement: Measurement<U>?, forKey key: String, in coder: NSCoder) {
        encodeValue(measurement.map(MeasurementPlist.init), forKey: key, in: coder)
    }

    package static func encode(_ item: MKMapItem?, forKey key: String, in coder: NSCoder) {
        encodeValue(item.map(MapItemPlist.init), forKey: key, in: coder)
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

    /// The value of ours under `key`.
    package mutating func decoded<T: Decodable>(_ key: String, as type: T.Type) -> T? {
        value(key, type) { $0 }
    }

    /// The value of ours under `key` made into an object by `make`.
    package mutating func value<P: Decodable, T>(_ key: String, _ type: P.Type, _ make: (P) -> T?) -> T? {
        guard coder.containsValue(forKey: key) else { return nil }
        guard let plist = CPCoding.decodeValue(type, forKey: key, in: coder), let value = make(plist) else {
            failed = true
            return nil
        }
        return value
    }

    /// An app's own property list (`userInfo`).
    package mutating func plist(_ key: String) -> Any? {
        guard coder.containsValue(forKey: key) else { return nil }
        guard let value = CPCoding.decodePlist(forKey: key, in: coder) else {
            failed = true
            return nil
        }
        return value
    }

    package mutating func image(_ key: String) -> UIImage? { value(key, ImagePlist.self) { $0.image() } }
    package mutating func color(_ key: String) -> UIColor? { value(key, ColorPlist.self) { $0.color() } }
    package mutating func mapItem(_ key: String) -> MKMapItem? { value(key, MapItemPlist.self) { $0.mapItem() } }
    package mutating func length(_ key: String) -> Measurement<UnitLength>? { value(key, MeasurementPlist.self) { $0.length() } }
    package mutating func angle(_ key: String) -> Measurement<UnitAngle>? { value(key, MeasurementPlist.self) { $0.angle() } }
    package mutating func angles(_ key: String) -> [Measurement<UnitAngle>]? {
        value(key, [MeasurementPlist].self) { all in
            let angles = all.compactMap { $0.angle() }
            return angles.count == all.count ? angles : nil
        }
    }
    package mutating func attributedStrings(_ key: String) -> [NSAttributedString]? {
        value(key, [AttributedTextPlist].self) { all in
            let texts = all.compactMap { $0.attributedString() }
            return texts.count == all.count ? texts : nil
        }
    }
}
