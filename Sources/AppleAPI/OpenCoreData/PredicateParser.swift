// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Parses a predicate format string (see `NSPredicate` for what it supports) into a `PredicateExpression`, taking its
/// `%` arguments in order. - Note: Ours.
package struct PredicateParser {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private enum Token: Equatable {
        case word(String)
        case symbol(String)
        case string(String)
        case number(Double)
        case placeholder(String)
    }

    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any]
    private var nextArgument = 0

    init(format: String, arguments: [Any]) throws {
        self.arguments = arguments
        tokens = try Self.tokenize(format)
    }

    /// Whether `format` (with `arguments`) is one `NSPredicate(format:)` reads; throws the reason when it isn't.
    package static func check(format: String, arguments: [Any]) throws {
        var parser = try PredicateParser(format: format, arguments: arguments)
        _ = try parser.parse()
    }

    mutating func parse() throws -> PredicateExpression {
        let expression = try parseOr()
        guard position == tokens.count else { throw Failure(description: "unexpected \(describe(tokens[position]))") }
        return expression
    }

    private static let operators = ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||", "=", "<", ">", "!", "(", ")", "{", "}", ",", "[", "]"]

    private static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
            } else if c == "'" || c == "\"" {
                var text = ""
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    text.append(chars[i])
                    i += 1
                }
                guard i < chars.count else { throw Failure(description: "a string that doesn't end: \(c)\(text)") }
                i += 1
                tokens.append(.string(text))
            } else if c == "%" {
                var spec = "%"
                i += 1
                while i < chars.count, chars[i].isLetter || chars[i] == "@" {
                    spec.append(chars[i])
                    i += 1
                    if spec.last == "@" || spec.last == "K" || "difu".contains(spec.last!) { break }
                }
                tokens.append(.placeholder(spec))
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                var text = String(c)
                i += 1
                while i < chars.count, chars[i].isNumber || chars[i] == "." {
                    text.append(chars[i])
                    i += 1
                }
                guard let number = Double(text) else { throw Failure(description: "not a number: \(text)") }
                tokens.append(.number(number))
            } else if c.isLetter || c == "_" || c == "@" || c == "$" || c == "#" {
                var text = ""
                while i < chars.count,
                    chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." || chars[i] == "@" || chars[i] == "$" || chars[i] == "#"
                {
                    text.append(chars[i])
                    i += 1
                }
                tokens.append(.word(text))
            } else if let symbol = operators.first(where: { op in i + op.count <= chars.count && String(chars[i..<i + op.count]) == op }) {
                tokens.append(.symbol(symbol))
                i += symbol.count
            } else {
                throw Failure(description: "unexpected character '\(c)'")
            }
        }
        return tokens
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let w): "'\(w)'"
        case .symbol(let s): "'\(s)'"
        case .string(let s): "'\(s)'"
        case .number(let n): "\(n)"
        case .placeholder(let p): p
        }
    }

    private func peekWord() -> String? {
        guard position < tokens.count, case .word(let word) = tokens[position] else { return nil }
        return word.uppercased()
    }

    private mutating func accept(_ symbol: String) -> Bool {
        guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func acceptWord(_ word: String) -> Bool {
        guard peekWord() == word else { return false }
        position += 1
        return true
    }

    private mutating func parseOr() throws -> PredicateExpression {
        var left = try parseAnd()
        while acceptWord("OR") || accept("||") { left = .or(left, try parseAnd()) }
        return left
    }

    private mutating func parseAnd() throws -> PredicateExpression {
        var left = try parseNot()
        while acceptWord("AND") || accept("&&") { left = .and(left, try parseNot()) }
        return left
    }

    private mutating func parseNot() throws -> PredicateExpression {
        if acceptWord("NOT") || accept("!") { return .not(try parseNot()) }
        if accept("(") {
            let inner = try parseOr()
            guard accept(")") else { throw Failure(description: "a '(' without its ')'") }
            return inner
        }
        if acceptWord("TRUEPREDICATE") { return .constant(true) }
        if acceptWord("FALSEPREDICATE") { return .constant(false) }
        return .comparison(try parseComparison())
    }

    private mutating func parseComparison() throws -> PredicateExpression.Comparison {
        var quantifier: PredicateExpression.Quantifier?
        if acceptWord("ANY") || acceptWord("SOME") {
            quantifier = .any
        } else if acceptWord("ALL") {
            quantifier = .all
        } else if acceptWord("NONE") {
            quantifier = PredicateExpression.Quantifier.none
        }
        let left = try parseOperand()
        guard position < tokens.count else { throw Failure(description: "a comparison without its operator") }
        var op: String
        switch tokens[position] {
        case .symbol(let symbol) where ["==", "=", "!=", "<>", "<", "<=", ">", ">=", "=<", "=>"].contains(symbol): op = symbol
        case .word(let word) where ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word.uppercased()):
            op = word.uppercased()
        default: throw Failure(description: "\(describe(tokens[position])) is not an operator this predicate supports")
        }
        position += 1
        var options: Set<Character> = []
        if accept("[") {
            while case .word(let word) = tokens[safe: position] {
                options.formUnion(word.lowercased())
                position += 1
            }
            guard accept("]") else { throw Failure(description: "a '[' of options without its ']'") }
        }
        let right = try parseOperand()
        return PredicateExpression.Comparison(quantifier: quantifier, left: left, op: op, options: options, right: right)
    }

    private mutating func parseOperand() throws -> PredicateExpression.Operand {
        guard position < tokens.count else { throw Failure(description: "the format ends where a value or key path should be") }
        let token = tokens[position]
        position += 1
        switch token {
        case .string(let text): return .value(text)
        case .number(let number): return .value(number)
        case .placeholder(let spec):
            guard nextArgument < arguments.count else { throw Failure(description: "\(spec) has no argument (\(arguments.count) given)") }
            let argument = arguments[nextArgument]
            nextArgument += 1
            if spec == "%K" {
                guard let key = argument as? String else { throw Failure(description: "%K's argument is not a String key path") }
                return .keyPath(key)
            }
            return .value(argument)
        case .symbol("{"):
            var values: [Any] = []
            while !accept("}") {
                guard case .value(let value) = try parseOperand() else { throw Failure(description: "a key path in a {…} list") }
                values.append(value ?? NSNull())
                _ = accept(",")
            }
            return .value(values)
        case .word(let word):
            switch word.uppercased() {
            case "NIL", "NULL": return .value(nil)
            case "YES", "TRUE": return .value(true)
            case "NO", "FALSE": return .value(false)
            default:
                guard !word.hasPrefix("$"), !word.contains("(") else { throw Failure(description: "\(word): variables are not supported") }
                return .keyPath(word)
            }
        default: throw Failure(description: "\(describe(token)) where a value or key path should be")
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
