// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a managed object keeps values: a to-many relationship as an array of its objects whatever collection it was
/// set from, nil as no value; and how a value is read back as the type a property declares. - Note: Ours.
enum ManagedValues {
    /// `value` as the object's storage keeps it (nil for nil, also a nil wrapped in an `Any`).
    static func normalized(_ value: Any?) -> Any? {
        guard let value = unwrapped(value) else { return nil }
        if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject } }
        if let set = value as? NSOrderedSet { return set.array.compactMap { $0 as? NSManagedObject } }
        if let many = value as? any ManagedToMany { return many.managedObjects }
        // An enum property over an integer or string attribute (`@NSManaged var type: ItemType`, an `@objc enum` of
        // `Int16`): the store keeps its raw value, as Core Data does.
        if !(value is NSManagedObject), let raw = value as? any RawRepresentable, StoredAttribute(raw.rawValue) != nil { return raw.rawValue }
        return value
    }

    /// The value inside an optional held in an `Any` (nil for `.none`).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// Whether two stored values are the same (objects by identity, to-many relationships by their objects).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let a as NSManagedObject, let b as NSManagedObject): return a === b
        case (let a as [NSManagedObject], let b as [NSManagedObject]): return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
        default: return PredicateValue(a) == PredicateValue(b)
        }
    }

    /// The stored `value` as `T`: as it is, or converted (a number of another width, a to-many relationship as the
    /// collection `T` is); nil when it can't be.
    static func read<T>(_ value: Any?, as type: T.Type) -> T? {
        if let objects = value as? [NSManagedObject], let many = collection(objects, as: T.self) { return many }
        if let value, let exact = value as? T { return exact }
        if let value, let number = T.self as? any ManagedNumber.Type, let converted = number.init(managedNumber: value) as? T { return converted }
        if let value, let raw = T.self as? any RawRepresentable.Type, let converted = fromRawValue(raw, value) as? T { return converted }
        return nil
    }

    /// An enum's case from the raw value the store keeps (its raw type, or another number: the attribute's).
    static func fromRawValue<R: RawRepresentable>(_ type: R.Type, _ value: Any) -> R? {
        if let raw = value as? R.RawValue { return R(rawValue: raw) }
        if let number = R.RawValue.self as? any ManagedNumber.Type, let raw = number.init(managedNumber: value) as? R.RawValue {
            return R(rawValue: raw)
        }
        return nil
    }

    /// A to-many relationship's objects as the collection type `T` (nil when `T` is none).
    static func collection<T>(_ objects: [NSManagedObject], as type: T.Type) -> T? {
        if T.self == NSSet.self || T.self == NSSet?.self || T.self == NSMutableSet.self { return NSMutableSet(array: objects) as? T }
        if T.self == NSOrderedSet.self || T.self == NSOrderedSet?.self { return NSOrderedSet(array: objects) as? T }
        if let many = T.self as? any ManagedToMany.Type { return many.init(managedObjects: objects) as? T }
        return nil
    }

    /// What `T` is before a value is set: nil for an optional, zero for a number (or an enum over one), false for a
    /// Bool, an empty collection for a to-many relationship; nil when `T` has no such value.
    static func empty<T>(_ type: T.Type) -> T? {
        if let many = collection([], as: T.self) { return many }
        if let optional = T.self as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as? T }
        if let number = T.self as? any ManagedNumber.Type { return number.init(managedNumber: 0) as? T }
        // An enum over a number: its case of raw value zero, as a scalar attribute not yet set reads 0.
        if let raw = T.self as? any RawRepresentable.Type, let zero = fromRawValue(raw, 0) as? T { return zero }
        return nil
    }
}

/// The Swift collections a to-many `@NSManaged` property may be declared as. - Note: Ours.
protocol ManagedToMany {
    init(managedObjects: [NSManagedObject])
    var managedObjects: [NSManagedObject] { get }
}

extension Set: ManagedToMany where Element: NSManagedObject {
    init(managedObjects: [NSManagedObject]) { self.init(managedObjects.compactMap { $0 as? Element }) }
    var managedObjects: [NSManagedObject] { Array(self) }
}

extension Array: ManagedToMany where Element: NSManagedObject {
    init(managedObjects: [NSManagedObject]) { self.init(managedObjects.compactMap { $0 as? Element }) }
    var managedObjects: [NSManagedObject] { self }
}

extension Optional: ManagedToMany where Wrapped: ManagedToMany {
    init(managedObjects: [NSManagedObject]) { self = .some(Wrapped(managedObjects: managedObjects)) }
    var managedObjects: [NSManagedObject] { self?.managedObjects ?? [] }
}

/// The number types an attribute may be declared as, made from a stored number of any width. - Note: Ours.
protocol ManagedNumber {
    init?(managedNumber value: Any)
}

extension ManagedNumber where Self: BinaryInteger {
    init?(managedNumber value: Any) {
        switch value {
        case let v as Int: self.init(exactly: v)
        case let v as Int16: self.init(exactly: v)
        case let v as Int32: self.init(exactly: v)
        case let v as Int64: self.init(exactly: v)
        case let v as Double: self.init(exactly: v)
        case let v as Bool: self.init(exactly: v ? 1 : 0)
        case let v as NSNumber: self.init(exactly: v.int64Value)
        default: return nil
        }
    }
}

extension ManagedNumber where Self: BinaryFloatingPoint {
    init?(managedNumber value: Any) {
        switch value {
        case let v as Double: self.init(v)
        case let v as Float: self.init(v)
        case let v as Int: self.init(v)
        case let v as Int16: self.init(v)
        case let v as Int32: self.init(v)
        case let v as Int64: self.init(v)
        case let v as NSNumber: self.init(v.doubleValue)
        default: return nil
        }
    }
}

extension Int: ManagedNumber {}
extension Int16: ManagedNumber {}
extension Int32: ManagedNumber {}
extension Int64: ManagedNumber {}
extension Double: ManagedNumber {}
extension Float: ManagedNumber {}
extension Bool: ManagedNumber {
    init?(managedNumber value: Any) {
        switch value {
        case let v as Bool: self = v
        case let v as Int: self = v != 0
        case let v as Int64: self = v != 0
        case let v as NSNumber: self = v.boolValue
        default: return nil
        }
    }
}
