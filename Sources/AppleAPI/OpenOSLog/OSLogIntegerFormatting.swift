// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// How an integer reads in a log message: its base, a sign for positive numbers, a `0x`/`0o` prefix, upper-case
    /// digits and a minimum number of digits. Apple's
    /// [`OSLogIntegerFormatting`](https://developer.apple.com/documentation/os/oslogintegerformatting).
    public struct OSLogIntegerFormatting: Sendable {
        let radix: Int
        let explicitPositiveSign: Bool
        let includePrefix: Bool
        let uppercase: Bool
        let minDigits: (@Sendable () -> Int)?

        public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }
        public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false, includePrefix: false, uppercase: false) }
        public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false, includePrefix: false, uppercase: false) }

        public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: nil)
        }
        public static func decimal(explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure @Sendable () -> Int) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
        }
        public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
        }
        public static func hex(
            explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
            minDigits: @escaping @autoclosure @Sendable () -> Int
        ) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(
                radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
        }
        public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
        }
        public static func octal(
            explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
            minDigits: @escaping @autoclosure @Sendable () -> Int
        ) -> OSLogIntegerFormatting {
            OSLogIntegerFormatting(
                radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
        }

        /// `value` in this format. Negative numbers in hex and octal are written with a minus sign and their magnitude
        /// (our reading: Apple's documentation doesn't say).
        func format<T: FixedWidthInteger>(_ value: T) -> String {
            var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
            if let minDigits, digits.count < minDigits() { digits = String(repeating: "0", count: minDigits() - digits.count) + digits }
            let prefix = includePrefix ? (radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? (uppercase ? "0O" : "0o") : "") : ""
            let sign = value < 0 ? "-" : explicitPositiveSign && value > 0 ? "+" : ""
            return sign + prefix + digits
        }
    }
#endif
