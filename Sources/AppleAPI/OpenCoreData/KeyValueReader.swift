// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads a value by key path (keys separated by dots) the way predicates and sort descriptors need: a managed object's
/// value by key, a dictionary's, a Swift value's stored property (by reflection); through a to-many relationship or
/// any collection it reads each element's (`messages.text` is every message's text), and `@count` is a collection's
/// size. - Note: Ours.
enum KeyValueReader {
    static func value(of object: Any?, keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) {
            if key == "SELF" { continue }
            if key == "@count" {
                current = elements(current)?.count ?? (current == nil ? 0 : 1)
                continue
            }
            if let many = elements(current) {
                current = many.flatMap { element -> [Any] in
                    let value = read(key, of: element)
                    return elements(value) ?? (value.map { [$0] } ?? [])
                }
            } else {
                current = read(key, of: current)
            }
        }
        return current
    }

    /// The elements of a collection value (a to-many relationship, a set, an array), or nil for any other value.
    static func elements(_ value: Any?) -> [Any]? {
        guard let value = ManagedValues.unwrapped(value) else { return nil }
        if value is String { return nil }
        if let set = value as? NSSet { return set.allObjects }
        if let set = value as? NSOrderedSet { return set.array }
        if let array = value as? NSArray { return array.map { $0 } }
        if let array = value as? [Any] { return array }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .set || mirror.displayStyle == .collection { return mirror.children.map(\.value) }
        return nil
    }

    private static func read(_ key: String, of object: Any?) -> Any? {
        guard let object = ManagedValues.unwrapped(object) else { return nil }
        if let managed = object as? NSManagedObject { return managed.value(forKey: key) }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key || $0.label == "_" + key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}
