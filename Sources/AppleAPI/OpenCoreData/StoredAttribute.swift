// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A managed object's value as the store's file keeps it: the Swift type it was set as, with its value; a
/// relationship as the keys of the objects it holds. - Note: Ours.
enum StoredAttribute: Codable, Equatable, Sendable {
    case string(String)
    case int(Int)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case uuid(UUID)
    case url(URL)
    case decimal(String)
    case object(StoredObjectReference)
    case objects([StoredObjectReference])

    /// `value` as the store keeps it; nil for a value of a type the store doesn't keep.
    init?(_ value: Any) {
        switch value {
        case let v as String: self = .string(v)
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .int(v)
        case let v as Int16: self = .int16(v)
        case let v as Int32: self = .int32(v)
        case let v as Int64: self = .int64(v)
        case let v as Double: self = .double(v)
        case let v as Float: self = .float(v)
        case let v as Date: self = .date(v)
        case let v as Data: self = .data(v)
        case let v as UUID: self = .uuid(v)
        case let v as URL: self = .url(v)
        case let v as Decimal: self = .decimal(v.description)
        case let v as NSManagedObject: self = .object(StoredObjectReference(v))
        case let v as [NSManagedObject]: self = .objects(v.map(StoredObjectReference.init))
        case let v as NSNumber: self = .double(v.doubleValue)
        default: return nil
        }
    }

    /// The value, for an attribute (nil for a relationship).
    var attributeValue: Any? {
        switch self {
        case .string(let v): v
        case .int(let v): v
        case .int16(let v): v
        case .int32(let v): v
        case .int64(let v): v
        case .double(let v): v
        case .float(let v): v
        case .bool(let v): v
        case .date(let v): v
        case .data(let v): v
        case .uuid(let v): v
        case .url(let v): v
        case .decimal(let v): Decimal(string: v) ?? Decimal.zero
        case .object, .objects: nil
        }
    }
}

/// A stored object's reference to another: its entity and key.
struct StoredObjectReference: Codable, Hashable, Sendable {
    var entity: String
    var key: UUID

    init(entity: String, key: UUID) {
        self.entity = entity
        self.key = key
    }

    init(_ object: NSManagedObject) { self.init(entity: object.entity.name ?? "NSManagedObject", key: object.key) }
}

/// One object as the store keeps it. - Note: Ours.
struct StoredObject: Codable, Sendable {
    var entity: String
    var key: UUID
    /// The order the store first saved the object in (an unsorted fetch reads objects in it).
    var position: Int
    var values: [String: StoredAttribute]
}
