// SPDX-License-Identifier: Apache-2.0

// Foundation on Apple platforms has `String.LocalizationValue` and `String(localized:)`; swift-corelibs-foundation
// (Linux, Swift 6.3) has neither (checked: `String(localized: "x")` doesn't compile there). They live in CarPlayShim
// for the reason `DateComponentsFormatter.swift` gives. Remove this file and `String+Localized.swift` once Linux
// Foundation has them.
#if !canImport(Darwin)
    import Foundation

    extension String {
        /// A localization key with the values interpolated into it. Mirrors
        /// [`String.LocalizationValue`](https://developer.apple.com/documentation/swift/string/localizationvalue).
        ///
        /// As in Xcode's string catalogs, each interpolated value becomes a format specifier in the key (`String` →
        /// `%@`, signed integers → `%lld`, unsigned → `%llu`, `Double` → `%lf`, `Float` → `%f`, anything else is
        /// written with its `description` as `%@`) and a `%` written in the literal becomes `%%`, so
        /// `"\(count) stations"` is looked up as `"%lld stations"`. - Note: Ours: the specifiers Apple picks for other
        /// integer widths and for `Subject` values are not confirmed by our research.
        public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
            /// A value interpolated into the key. - Note: Ours.
            package enum Argument: Equatable, Sendable {
                case object(String)
                case signed(Int64)
                case unsigned(UInt64)
                case double(Double)
                case float(Float)

                var specifier: String {
                    switch self {
                    case .object: "%@"
                    case .signed: "%lld"
                    case .unsigned: "%llu"
                    case .double: "%lf"
                    case .float: "%f"
                    }
                }

                var formatArgument: any CVarArg {
                    switch self {
                    case .object(let s): NSString(string: s)
                    case .signed(let n): n
                    case .unsigned(let n): n
                    case .double(let d): d
                    case .float(let f): Double(f)  // a C variadic float is promoted to double
                    }
                }
            }

            /// The key (a format when values were interpolated). - Note: Ours.
            package var key: String
            /// The interpolated values, in order. - Note: Ours.
            package var arguments: [Argument]

            /// Mirrors [`init(_:)`](https://developer.apple.com/documentation/swift/string/localizationvalue/init(_:)).
            public init(_ value: String) {
                key = value
                arguments = []
            }

            /// Mirrors [`init(stringLiteral:)`](https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringliteral:)).
            public init(stringLiteral value: String) {
                self.init(value)
            }

            /// Mirrors [`init(stringInterpolation:)`](https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringinterpolation:)).
            public init(stringInterpolation: StringInterpolation) {
                key = stringInterpolation.key
                arguments = stringInterpolation.arguments
            }

            /// The key with the values written in (`locale` formats them), as shown when no translation is found.
            /// - Note: Ours.
            package func resolved(format: String? = nil, locale: Locale) -> String {
                let format = format ?? key
                guard !arguments.isEmpty || format.contains("%") else { return format }
                return String(format: format, locale: locale, arguments: arguments.map(\.formatArgument))
            }

            /// Builds a ``String/LocalizationValue`` from a string literal with interpolations. Mirrors
            /// [`String.LocalizationValue.StringInterpolation`](https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation).
            public struct StringInterpolation: StringInterpolationProtocol, Sendable {
                var key = ""
                var arguments: [Argument] = []

                public init(literalCapacity: Int, interpolationCount: Int) {
                    key.reserveCapacity(literalCapacity + 4 * interpolationCount)
                }

                public mutating func appendLiteral(_ literal: String) {
                    key += literal.replacingOccurrences(of: "%", with: "%%")
                }

                private mutating func append(_ argument: Argument) {
                    key += argument.specifier
                    arguments.append(argument)
                }

                public mutating func appendInterpolation(_ string: String) { append(.object(string)) }
                public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                    if T.isSigned {
                        append(.signed(Int64(truncatingIfNeeded: value)))
                    } else {
                        append(.unsigned(UInt64(truncatingIfNeeded: value)))
                    }
                }
                public mutating func appendInterpolation(_ value: Double) { append(.double(value)) }
                public mutating func appendInterpolation(_ value: Float) { append(.float(value)) }
                public mutating func appendInterpolation<T>(_ value: T) where T: CustomStringConvertible {
                    append(.object(value.description))
                }
            }
        }
    }
#endif
