// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Items whose property equals, or contains, a value. Mirrors
/// [`MPMediaPropertyPredicate`](https://developer.apple.com/documentation/mediaplayer/mpmediapropertypredicate).
///
/// Strings compare case-insensitively (as the Music library does, as far as we know); numbers (persistent IDs, media
/// types, track numbers) compare by value, whatever integer type the app passes; `MPMediaItemPropertyMediaType`
/// matches an item whose type shares a bit with the value, so `MPMediaType.anyAudio` finds every song.
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    public let property: String
    /// The value compared with. Apple declares it `Any?`; ours is the same.
    nonisolated(unsafe) public let value: Any?
    public let comparisonType: MPMediaPredicateComparison

    /// Mirrors [`init(value:forProperty:)`](https://developer.apple.com/documentation/mediaplayer/mpmediapropertypredicate/init(value:forproperty:)).
    public convenience init(value: Any?, forProperty property: String) {
        self.init(value: value, forProperty: property, comparisonType: .equalTo)
    }

    /// Mirrors [`init(value:forProperty:comparisonType:)`](https://developer.apple.com/documentation/mediaplayer/mpmediapropertypredicate/init(value:forproperty:comparisontype:)).
    public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {
        self.property = property
        self.value = value
        self.comparisonType = comparisonType
        super.init()
    }

    override package func matches(_ entity: MPMediaEntity) -> Bool {
        let actual = entity.value(forProperty: property)
        if property == MPMediaItemPropertyMediaType, let wanted = Self.number(value), let type = Self.number(actual) {
            return UInt64(truncatingIfNeeded: wanted) & UInt64(truncatingIfNeeded: type) != 0
        }
        switch (actual, value) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let a = actual as? String, let b = value as? String {
            switch comparisonType {
            case .equalTo: return a.compare(b, options: [.caseInsensitive]) == .orderedSame
            case .contains: return b.isEmpty || a.range(of: b, options: [.caseInsensitive]) != nil
            }
        }
        if let a = actual as? Bool, let b = value as? Bool { return a == b }
        if let a = Self.number(actual), let b = Self.number(value) { return a == b }
        if let a = actual as? Date, let b = value as? Date { return a == b }
        return false
    }

    /// A whole number from any of the integer types (and `NSNumber`) apps pass, as a 64-bit pattern.
    static func number(_ v: Any?) -> Int64? {
        switch v {
        case let n as UInt64: return Int64(bitPattern: n)
        case let n as Int: return Int64(n)
        case let n as Int64: return n
        case let n as UInt: return Int64(bitPattern: UInt64(n))
        case let n as Int32: return Int64(n)
        case let n as UInt32: return Int64(n)
        case let t as MPMediaType: return Int64(bitPattern: UInt64(t.rawValue))
        case let n as NSNumber: return n.int64Value
        default: return nil
        }
    }
}
