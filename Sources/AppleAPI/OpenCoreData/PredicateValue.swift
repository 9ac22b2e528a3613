// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value as a predicate or sort descriptor compares it: numbers (any width, and Bool) as numbers, strings, dates,
/// data, UUIDs, URLs, objects by identity. - Note: Ours.
enum PredicateValue: Equatable {
    case null
    case number(Double)
    case string(String)
    case date(Date)
    case data(Data)
    case uuid(UUID)
    case url(URL)
    case object(ObjectIdentifier)
    case other(String)

    init(_ value: Any?) {
        guard let value = ManagedValues.unwrapped(value), !(value is NSNull) else {
            self = .null
            return
        }
        switch value {
        case let v as String: self = .string(v)
        case let v as Bool: self = .number(v ? 1 : 0)
        case let v as Int: self = .number(Double(v))
        case let v as Int16: self = .number(Double(v))
        case let v as Int32: self = .number(Double(v))
        case let v as Int64: self = .number(Double(v))
        case let v as UInt: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as Date: self = .date(v)
        case let v as Data: self = .data(v)
        case let v as UUID: self = .uuid(v)
        case let v as URL: self = .url(v)
        case let v as NSString: self = .string(v as String)
        default:
            self = Mirror(reflecting: value).displayStyle == .class ? .object(ObjectIdentifier(value as AnyObject)) : .other("\(value)")
        }
    }

    /// The order of two values of the same kind (nil for values that have none, or of different kinds).
    func compare(_ other: PredicateValue) -> ComparisonResult? {
        func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult { a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        switch (self, other) {
        case (.number(let a), .number(let b)): return order(a, b)
        case (.string(let a), .string(let b)): return order(a, b)
        case (.date(let a), .date(let b)): return order(a, b)
        case (.uuid(let a), .uuid(let b)): return order(a.uuidString, b.uuidString)
        case (.url(let a), .url(let b)): return order(a.absoluteString, b.absoluteString)
        case (.null, .null): return .orderedSame
        // Nil sorts before any value, as Core Data's SQLite store sorts NULL.
        case (.null, _): return .orderedAscending
        case (_, .null): return .orderedDescending
        default: return self == other ? .orderedSame : nil
        }
    }
}
