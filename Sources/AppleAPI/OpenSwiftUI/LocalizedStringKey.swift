// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A key to the app's localized strings, written as a literal (`"Hello \(name)"`): the key is the literal with a format
/// specifier where each value stood (`Hello %@`), looked up in the app's bundle when a ``Text`` shows it. Mirrors
/// [`LocalizedStringKey`](https://developer.apple.com/documentation/swiftui/localizedstringkey).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as the strings file or catalog has it.
    let key: String
    /// The interpolated values, in order, as the format's arguments.
    let arguments: [Argument]

    enum Argument: Equatable, Sendable {
        case text(String)
        case integer(Int64)
        case number(Double)

        var cVarArg: any CVarArg {
            switch self {
            case .text(let text): text
            case .integer(let value): value
            case .number(let value): value
            }
        }
    }

    /// A key with no values.
    public init(_ value: String) {
        key = value
        arguments = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// Builds the key of an interpolated literal: `%@` for text and other values, `%lld` for integers, `%lf` for
    /// floating-point numbers (the specifiers Xcode writes into the string catalog).
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.text(string))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(.integer(Int64(value)))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            key += "%lf"
            arguments.append(.number(Double(value)))
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.text(String(describing: value)))
        }
    }

    /// The text the key stands for in `bundle`'s `table` (Localizable by default): the key itself where neither has it.
    func resolved(tableName: String? = nil, bundle: Bundle = .main) -> String {
        let format = bundle.localizedString(forKey: key, value: nil, table: tableName)
        guard !arguments.isEmpty else { return format }
        return String(format: format, arguments: arguments.map(\.cVarArg))
    }
}

extension Text {
    /// The text `key` stands for in the app's localized strings. Mirrors
    /// [`init(_:tableName:bundle:comment:)`](https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.resolved(tableName: tableName, bundle: bundle ?? .main))
    }
}
