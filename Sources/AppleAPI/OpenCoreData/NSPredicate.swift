// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A condition objects are tested with: fetch requests filter by one.
///
/// - Note: OpenCoreData's own: on Linux Foundation's `NSPredicate` can't be made from a format string (no key-value
///   coding), so this one stands in for it in code that imports Core Data. Its format strings support comparisons of
///   a key path (or `%K`, `SELF`) with a value (`%@`, `%d`, `%i`, `%ld`, `%lld`, `%u`, `%f`, `%lf`, a quoted string, a
///   number, `nil`, `YES`/`NO`, `{…}` lists): `==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, `BEGINSWITH`, `ENDSWITH`,
///   `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, with `[c]`, `[d]`, `[cd]`; `ANY`, `ALL`, `NONE` over to-many key
///   paths, `@count`; `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`. Functions,
///   subqueries and `$variables` are not supported: such a format stops the app with a message naming what isn't, as a
///   format iOS can't parse raises. Key paths are read from managed objects, dictionaries and Swift values' stored
///   properties.
open class NSPredicate: NSObject, @unchecked Sendable {
    /// The test. - Note: Ours.
    let test: (Any?) -> Bool
    open private(set) var predicateFormat: String

    init(format: String, test: @escaping (Any?) -> Bool) {
        predicateFormat = format
        self.test = test
        super.init()
    }

    /// A predicate parsed from a format string, its `%` arguments from `arguments`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do {
            var parser = try PredicateParser(format: predicateFormat, arguments: arguments ?? [])
            let expression = try parser.parse()
            self.init(format: predicateFormat, test: { expression.evaluate(with: $0) })
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\": \(error)")
        }
    }

    /// A predicate parsed from a format string, its `%` arguments following it (any values: iOS asks for `CVarArg`s).
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(value: Bool) {
        self.init(format: value ? "TRUEPREDICATE" : "FALSEPREDICATE", test: { _ in value })
    }

    public convenience init(block: @escaping (Any?, [String: Any]?) -> Bool) {
        self.init(format: "BLOCKPREDICATE", test: { block($0, nil) })
    }

    open func evaluate(with object: Any?) -> Bool { test(object) }

    open func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool { test(object) }

    open override var description: String { predicateFormat }
}

/// Predicates joined by AND or OR, or one negated.
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    public enum LogicalType: UInt, Sendable {
        case not = 0
        case and = 1
        case or = 2
    }

    public let compoundPredicateType: LogicalType
    public let subpredicates: [Any]

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let joiner = type == .and ? " AND " : " OR "
        let format =
            type == .not
            ? "NOT (\(subpredicates.first?.predicateFormat ?? "TRUEPREDICATE"))"
            : subpredicates.map { "(\($0.predicateFormat))" }.joined(separator: joiner)
        super.init(format: format) { object in
            switch type {
            case .and: subpredicates.allSatisfy { $0.evaluate(with: object) }
            case .or: subpredicates.contains { $0.evaluate(with: object) }
            case .not: !(subpredicates.first?.evaluate(with: object) ?? true)
            }
        }
    }

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .and, subpredicates: subpredicates) }
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .or, subpredicates: subpredicates) }
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) { self.init(type: .not, subpredicates: [predicate]) }
}
