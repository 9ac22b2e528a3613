// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A parsed predicate format: comparisons joined by AND, OR and NOT. - Note: Ours.
indirect enum PredicateExpression {
    case constant(Bool)
    case and(PredicateExpression, PredicateExpression)
    case or(PredicateExpression, PredicateExpression)
    case not(PredicateExpression)
    case comparison(Comparison)

    /// One side of a comparison: a key path read from the object, or a value.
    enum Operand {
        case keyPath(String)
        case value(Any?)

        func resolve(_ object: Any?) -> Any? {
            switch self {
            case .keyPath(let path): path == "SELF" ? object : KeyValueReader.value(of: object, keyPath: path)
            case .value(let value): value
            }
        }
    }

    enum Quantifier { case any, all, none }

    struct Comparison {
        var quantifier: Quantifier?
        var left: Operand
        var op: String
        var options: Set<Character>
        var right: Operand

        func evaluate(with object: Any?) -> Bool {
            let lhs = left.resolve(object)
            let rhs = right.resolve(object)
            guard let quantifier else { return test(lhs, rhs) }
            let elements = KeyValueReader.elements(lhs) ?? (lhs.map { [$0] } ?? [])
            switch quantifier {
            case .any: return elements.contains { test($0, rhs) }
            case .all: return elements.allSatisfy { test($0, rhs) }
            case .none: return !elements.contains { test($0, rhs) }
            }
        }

        private func fold(_ value: Any?) -> PredicateValue {
            let plain = PredicateValue(value)
            guard case .string(let string) = plain, !options.isEmpty else { return plain }
            var folding: String.CompareOptions = []
            if options.contains("c") { folding.insert(.caseInsensitive) }
            if options.contains("d") { folding.insert(.diacriticInsensitive) }
            return .string(string.folding(options: folding, locale: nil))
        }

        private func test(_ lhs: Any?, _ rhs: Any?) -> Bool {
            switch op {
            case "==", "=": return fold(lhs) == fold(rhs)
            case "!=", "<>": return fold(lhs) != fold(rhs)
            case "<", "<=", ">", ">=", "=<", "=>":
                let a = fold(lhs)
                let b = fold(rhs)
                guard a != .null, b != .null, let order = a.compare(b) else { return false }
                switch op {
                case "<": return order == .orderedAscending
                case "<=", "=<": return order != .orderedDescending
                case ">": return order == .orderedDescending
                default: return order != .orderedAscending
                }
            case "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES":
                guard case .string(let a) = fold(lhs), case .string(let b) = fold(rhs) else { return false }
                switch op {
                case "BEGINSWITH": return a.hasPrefix(b)
                case "ENDSWITH": return a.hasSuffix(b)
                case "LIKE":
                    return matches(
                        a,
                        pattern: "^"
                            + NSRegularExpression.escapedPattern(for: b).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
                            + "$")
                default: return matches(a, pattern: "^(?:" + b + ")$")
                }
            case "CONTAINS":
                if let many = KeyValueReader.elements(lhs) { return many.contains { fold($0) == fold(rhs) } }
                guard case .string(let a) = fold(lhs), case .string(let b) = fold(rhs) else { return false }
                return b.isEmpty || a.contains(b)
            case "IN":
                if let many = KeyValueReader.elements(rhs) { return many.contains { fold($0) == fold(lhs) } }
                guard case .string(let a) = fold(lhs), case .string(let b) = fold(rhs) else { return false }
                return a.isEmpty || b.contains(a)
            case "BETWEEN":
                guard let bounds = KeyValueReader.elements(rhs), bounds.count == 2 else { return false }
                let value = fold(lhs)
                guard let low = value.compare(fold(bounds[0])), let high = value.compare(fold(bounds[1])) else { return false }
                return low != .orderedAscending && high != .orderedDescending
            default: return false
            }
        }

        private func matches(_ string: String, pattern: String) -> Bool {
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return false }
            return regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }

    func evaluate(with object: Any?) -> Bool {
        switch self {
        case .constant(let value): value
        case .and(let a, let b): a.evaluate(with: object) && b.evaluate(with: object)
        case .or(let a, let b): a.evaluate(with: object) || b.evaluate(with: object)
        case .not(let a): !a.evaluate(with: object)
        case .comparison(let comparison): comparison.evaluate(with: object)
        }
    }
}
