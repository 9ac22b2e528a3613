// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value of an XML property list, with the line it starts on (for error messages).
public indirect enum PropertyList: Sendable, Equatable {
    case dictionary([(key: String, value: PropertyList)], line: Int)
    case array([PropertyList], line: Int)
    case string(String, line: Int)
    case bool(Bool, line: Int)
    case integer(Int, line: Int)
    case real(Double, line: Int)
    case date(String, line: Int)
    case data(Data, line: Int)

    public var line: Int {
        switch self {
        case .dictionary(_, let l), .array(_, let l), .string(_, let l), .bool(_, let l), .integer(_, let l),
            .real(_, let l), .date(_, let l), .data(_, let l):
            l
        }
    }

    /// The kind of value, as plist tags name it.
    public var typeName: String {
        switch self {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .bool: "boolean"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        }
    }

    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries, _) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    public var stringValue: String? { if case .string(let s, _) = self { s } else { nil } }
    public var boolValue: Bool? { if case .bool(let b, _) = self { b } else { nil } }
    public var arrayValue: [PropertyList]? { if case .array(let a, _) = self { a } else { nil } }
    public var dictionaryEntries: [(key: String, value: PropertyList)]? { if case .dictionary(let d, _) = self { d } else { nil } }

    public static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case (.dictionary(let x, _), .dictionary(let y, _)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x, _), .array(let y, _)): x == y
        case (.string(let x, _), .string(let y, _)): x == y
        case (.bool(let x, _), .bool(let y, _)): x == y
        case (.integer(let x, _), .integer(let y, _)): x == y
        case (.real(let x, _), .real(let y, _)): x == y
        case (.date(let x, _), .date(let y, _)): x == y
        case (.data(let x, _), .data(let y, _)): x == y
        default: false
        }
    }
}

/// A problem in a declaration file: the file, the line, and what is wrong.
public struct DeclarationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: error: …` on one line (line breaks quoted from the file become spaces).
    public var description: String {
        let message = String(message.map { $0.isNewline ? " " : $0 })
        return if let line { "\(file):\(line): error: \(message)" } else { "\(file): error: \(message)" }
    }
}
