// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    import Foundation

    /// The literal text and interpolated values of a log message, each value kept with its privacy until the message is
    /// written. Apple's [`OSLogInterpolation`](https://developer.apple.com/documentation/os/osloginterpolation): only
    /// the value types Apple's overloads take are accepted (strings, integers, floating-point numbers, Booleans,
    /// `CustomStringConvertible` values, objects and metatypes), so a message that wouldn't compile on iOS doesn't here.
    public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
        /// A piece of the message: literal text, or a value rendered on demand with whether it is redacted.
        enum Piece: Sendable {
            case literal(String)
            case value(text: @Sendable () -> String, redacted: Bool, hashes: Bool)
        }
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        private mutating func append(_ text: @escaping @Sendable () -> String, _ privacy: OSLogPrivacy, scalar: Bool) {
            pieces.append(.value(text: text, redacted: privacy.redacts(scalar: scalar), hashes: privacy.mask == .hash))
        }

        // Strings and descriptions.

        public mutating func appendInterpolation(
            _ argumentString: @escaping @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(argumentString())
            append({ text }, privacy, scalar: false)
        }

        public mutating func appendInterpolation(
            _ argumentString: @escaping @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
            attributes: String
        ) {
            appendInterpolation(argumentString(), align: align, privacy: privacy)
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @escaping @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(value().description)
            append({ text }, privacy, scalar: false)
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @escaping @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
        ) {
            appendInterpolation(value(), align: align, privacy: privacy)
        }

        /// An optional string or description (`"\\(request.url?.path)"`), which iOS's compiler accepts in a log message.
        /// Shown as Swift's own interpolation shows an optional (`Optional("/books")`, `nil`); iOS's rendering may differ
        /// (unsure). Disfavoured: a value that isn't optional takes the overloads above.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @escaping @autoclosure () -> T?, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(String(describing: value()))
            append({ text }, privacy, scalar: false)
        }

        /// An error, as `"\\(error)"` in a `catch` prints it (iOS 14's overload), private unless said otherwise. Shown as
        /// `String(describing:)` shows it; iOS's wording for a Swift error may differ (unsure). Disfavoured: a value that
        /// is also a string or a description (an app may make `String` an `Error`) is logged by those overloads, as on iOS,
        /// where an error reaches this form only as what it bridges to.
        @_disfavoredOverload
        public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = "") {
            let text = String(describing: error())
            append({ text }, privacy, scalar: false)
        }

        public mutating func appendInterpolation(_ argumentObject: @escaping @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto) {
            let text = argumentObject().description
            append({ text }, privacy, scalar: false)
        }

        public mutating func appendInterpolation(
            _ argumentObject: @escaping @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto, attributes: String
        ) {
            appendInterpolation(argumentObject(), privacy: privacy)
        }

        public mutating func appendInterpolation(
            _ value: @escaping @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(String(describing: value()))
            append({ text }, privacy, scalar: false)
        }

        // Numbers and Booleans (shown by default).

        public mutating func appendInterpolation(
            _ number: @escaping @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(format.format(number()))
            append({ text }, privacy, scalar: true)
        }

        public mutating func appendInterpolation<T: FixedWidthInteger>(
            _ number: @escaping @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(format.format(number()))
            append({ text }, privacy, scalar: true)
        }

        public mutating func appendInterpolation<T: FixedWidthInteger>(
            _ number: @escaping @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto, attributes: String
        ) {
            appendInterpolation(number(), format: format, align: align, privacy: privacy)
        }

        public mutating func appendInterpolation(
            _ number: @escaping @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            let text = align.apply(format.format(number()))
            append({ text }, privacy, scalar: true)
        }

        public mutating func appendInterpolation(
            _ number: @escaping @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto, attributes: String
        ) {
            appendInterpolation(number(), format: format, align: align, privacy: privacy)
        }

        public mutating func appendInterpolation(
            _ number: @escaping @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            appendInterpolation(Double(number()), format: format, align: align, privacy: privacy)
        }

        public mutating func appendInterpolation(
            _ number: @escaping @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            appendInterpolation(Double(number()), format: format, align: align, privacy: privacy)
        }

        public mutating func appendInterpolation(_ boolean: @escaping @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto)
        {
            let value = boolean()
            let text = format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
            append({ text }, privacy, scalar: true)
        }
    }
#endif
