// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a fetch sorts: by the value of a key (a key path of keys separated by dots), ascending or descending.
///
/// - Note: OpenCoreData's own: on Linux Foundation's `NSSortDescriptor` can't sort by a key (no key-value coding), so
///   this one, which reads managed objects' values by key, stands in for it in code that imports Core Data (the
///   `keyPath:` form reads the Swift key path itself). Strings compare by their characters, or as the selector given
///   with `init(key:ascending:selector:)` compares them (`localizedStandardCompare:`, `localizedCompare:`,
///   `caseInsensitiveCompare:`, `localizedCaseInsensitiveCompare:`).
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

    /// Sorts by `key`, comparing strings with the method `selector` names (`#selector(NSString.localizedStandardCompare(_:))`,
    /// as Finder sorts names). Mirrors [`init(key:ascending:selector:)`](https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:selector:)).
    /// - Note: Generic over the selector here (the shim's `Selector` is UIKit's stand-in's); a selector other than the
    ///   string comparisons in the type's note compares as `compare:`.
    public convenience init<S: CustomStringConvertible>(key: String?, ascending: Bool, selector: S?) {
        self.init(key: key, ascending: ascending, read: nil, selectorName: selector?.description)
    }

    /// The name of the method strings are compared with (nil: `compare:`).
    open private(set) var selectorName: String?

    private init(key: String?, ascending: Bool, read: ((Any) -> Any?)?, selectorName: String? = nil) {
        self.key = key
        self.ascending = ascending
        self.read = read
        self.selectorName = selectorName
        super.init()
    }

    open var reversedSortDescriptor: Any {
        NSSortDescriptor(key: key, ascending: !ascending, read: read, selectorName: selectorName)
    }

    /// The order of two objects by the descriptor's key (objects whose values can't be ordered are the same).
    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let (a, b) = (value(of: object1), value(of: object2))
        let order = stringOrder(a, b) ?? PredicateValue(a).compare(PredicateValue(b)) ?? .orderedSame
        guard !ascending else { return order }
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// Two strings' order as the selector compares them; nil when there is no selector or they aren't strings.
    private func stringOrder(_ a: Any?, _ b: Any?) -> ComparisonResult? {
        guard let selectorName, let a = a as? String, let b = b as? String else { return nil }
        switch selectorName {
        case "localizedStandardCompare:": return a.localizedStandardCompare(b)
        case "localizedCompare:": return a.localizedCompare(b)
        case "caseInsensitiveCompare:": return a.caseInsensitiveCompare(b)
        case "localizedCaseInsensitiveCompare:": return a.localizedCaseInsensitiveCompare(b)
        default: return nil
        }
    }

    private func value(of object: Any) -> Any? {
        if let read { return read(object) }
        guard let key else { return object }
        return KeyValueReader.value(of: object, keyPath: key)
    }
}
