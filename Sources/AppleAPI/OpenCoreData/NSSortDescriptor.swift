// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a fetch sorts: by the value of a key (a key path of keys separated by dots), ascending or descending.
///
/// - Note: OpenCoreData's own: on Linux Foundation's `NSSortDescriptor` can't sort by a key (no key-value coding), so
///   this one, which reads managed objects' values by key, stands in for it in code that imports Core Data (the
///   `keyPath:` form reads the Swift key path itself). Strings compare by their characters (`localizedStandardCompare`
///   and other selectors are not supported).
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    open private(set) var key: String?
    open private(set) var ascending: Bool
    /// Reads the compared value from an object, for the `keyPath:` form. - Note: Ours.
    private let read: ((Any) -> Any?)?

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        read = nil
        super.init()
    }

    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        key = nil
        self.ascending = ascending
        read = { ($0 as? Root).map { $0[keyPath: keyPath] } }
        super.init()
    }

    private init(key: String?, ascending: Bool, read: ((Any) -> Any?)?) {
        self.key = key
        self.ascending = ascending
        self.read = read
        super.init()
    }

    open var reversedSortDescriptor: Any { NSSortDescriptor(key: key, ascending: !ascending, read: read) }

    /// The order of two objects by the descriptor's key (objects whose values can't be ordered are the same).
    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let order = PredicateValue(value(of: object1)).compare(PredicateValue(value(of: object2))) ?? .orderedSame
        guard !ascending else { return order }
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    private func value(of object: Any) -> Any? {
        if let read { return read(object) }
        guard let key else { return object }
        return KeyValueReader.value(of: object, keyPath: key)
    }
}
