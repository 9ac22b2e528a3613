// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value of an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, strings quoted or bare, `<hex>` data, and `/* … */` or `//` comments. - Note: Ours (no maintained Swift
/// reader is in the package list).
enum OldStylePlist: Equatable {
    case string(String)
    case array([OldStylePlist])
    case dictionary([String: OldStylePlist])
    case data(Data)

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [OldStylePlist]? { if case .array(let a) = self { a } else { nil } }
    var dictionary: [String: OldStylePlist]? { if case .dictionary(let d) = self { d } else { nil } }
    subscript(key: String) -> OldStylePlist? { dictionary?[key] }

    /// A parse error, naming the line and what was expected.
    struct ParseError: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    /// Parses the whole text (one value, then only comments and spaces).
    static func parse(_ text: String) throws(ParseError) -> OldStylePlist {
        var parser = Parser(bytes: Array(text.utf8))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        try parser.skip()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the top-level value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func error(_ message: String) -> ParseError { ParseError(line: line, message: message) }

        /// Skips spaces, newlines and comments.
        mutating func skip() throws(ParseError) {
            while index < bytes.count {
                let c = bytes[index]
                if c == 0x0A {
                    line += 1
                    index += 1
                } else if c == 0x20 || c == 0x09 || c == 0x0D {
                    index += 1
                } else if c == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // /*
                    let start = line
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    guard index + 1 < bytes.count else { throw ParseError(line: start, message: "a /* comment is never closed") }
                    index += 2
                } else if c == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // //
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value() throws(ParseError) -> OldStylePlist {
            try skip()
            guard index < bytes.count else { throw error("a value was expected, found the end of the file") }
            switch bytes[index] {
            case 0x7B: return try dictionary()
            case 0x28: return try array()
            case 0x22, 0x27: return .string(try quoted())
            case 0x3C: return .data(try data())
            default:
                guard let s = bare() else { throw error("a value was expected, found '\(Character(UnicodeScalar(bytes[index])))'") }
                return .string(s)
            }
        }

        /// Past white space, whether `container` ends here: its closing `byte`, then read (an error at the text's end).
        mutating func closes(_ container: String, _ byte: UInt8) throws(ParseError) -> Bool {
            try skip()
            guard index < bytes.count else { throw error("a \(container) is never closed") }
            guard bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Past white space, the `byte` that must come next, read (else the error `message`).
        mutating func expect(_ byte: UInt8, _ message: String) throws(ParseError) {
            try skip()
            guard index < bytes.count, bytes[index] == byte else { throw error(message) }
            index += 1
        }

        mutating func dictionary() throws(ParseError) -> OldStylePlist {
            index += 1
            var result: [String: OldStylePlist] = [:]
            while !(try closes("{ dictionary", 0x7D)) {
                guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
                try expect(0x3D, "'=' was expected after the key '\(key)'")
                result[key] = try value()
                try expect(0x3B, "';' was expected after the value of '\(key)'")
            }
            return .dictionary(result)
        }

        mutating func array() throws(ParseError) -> OldStylePlist {
            index += 1
            var result: [OldStylePlist] = []
            while !(try closes("( array", 0x29)) {
                result.append(try value())
                try skip()
                guard index < bytes.count else { throw error("a ( array is never closed") }
                if bytes[index] == 0x2C {
                    index += 1
                } else if bytes[index] != 0x29 {
                    throw error("',' or ')' was expected in an array")
                }
            }
            return .array(result)
        }

        /// A quoted string with its escapes (\n, \t, \", \\, \Unnnn, octal \nnn).
        mutating func quoted() throws(ParseError) -> String {
            let quote = bytes[index]
            let start = line
            index += 1
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                var c = bytes[index]
                if c == 0x0A { line += 1 }
                if c == 0x5C, index + 1 < bytes.count {
                    index += 1
                    c = bytes[index]
                    switch c {
                    case 0x6E: out.append(0x0A)
                    case 0x74: out.append(0x09)
                    case 0x72: out.append(0x0D)
                    case 0x55, 0x75:  // \Unnnn
                        let hex = bytes[(index + 1)..<min(index + 5, bytes.count)]
                        if let v = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = UnicodeScalar(v) {
                            out.append(contentsOf: Array(String(Character(scalar)).utf8))
                            index += hex.count
                        } else {
                            out.append(c)
                        }
                    case 0x30...0x37:
                        var v = 0
                        var n = 0
                        while n < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                            v = v * 8 + Int(bytes[index] - 0x30)
                            index += 1
                            n += 1
                        }
                        index -= 1
                        out.append(UInt8(truncatingIfNeeded: v))
                    default: out.append(c)
                    }
                } else {
                    out.append(c)
                }
                index += 1
            }
            guard index < bytes.count else { throw ParseError(line: start, message: "a quoted string is never closed") }
            index += 1
            return String(decoding: out, as: UTF8.self)
        }

        /// Letters, digits and `_$+/:.-` (what Xcode writes unquoted).
        mutating func bare() -> String? {
            let start = index
            while index < bytes.count {
                let c = bytes[index]
                let ok =
                    (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
                    || [0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D].contains(c)
                guard ok else { break }
                // `//` and `/*` start comments even right after a bare word.
                if c == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A { break }
                index += 1
            }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        mutating func data() throws(ParseError) -> Data {
            index += 1
            var hex: [UInt8] = []
            while index < bytes.count, bytes[index] != 0x3E {
                let c = bytes[index]
                if c == 0x0A { line += 1 }
                if !(c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D) { hex.append(c) }
                index += 1
            }
            guard index < bytes.count else { throw error("a < data value is never closed") }
            index += 1
            guard hex.count % 2 == 0 else { throw error("<data> needs an even number of hex digits") }
            var out = Data()
            var i = 0
            while i < hex.count {
                guard let b = UInt8(String(decoding: hex[i..<i + 2], as: UTF8.self), radix: 16) else { throw error("<data> holds a non-hex digit") }
                out.append(b)
                i += 2
            }
            return out
        }
    }
}
