// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    import Foundation

    /// How a floating-point number reads in a log message: fixed-point (by default with six decimals, as `%f`),
    /// exponential, hexadecimal or the shorter of fixed and exponential. Apple's
    /// [`OSLogFloatFormatting`](https://developer.apple.com/documentation/os/oslogfloatformatting).
    public struct OSLogFloatFormatting: Sendable {
        /// The printf conversion: f, e, a or g.
        let conversion: Character
        let precision: (@Sendable () -> Int)?
        let explicitPositiveSign: Bool
        let uppercase: Bool

        public static var fixed: OSLogFloatFormatting { .fixed(explicitPositiveSign: false, uppercase: false) }
        public static var hex: OSLogFloatFormatting { .hex(explicitPositiveSign: false, uppercase: false) }
        public static var exponential: OSLogFloatFormatting { .exponential(explicitPositiveSign: false, uppercase: false) }
        public static var hybrid: OSLogFloatFormatting { .hybrid(explicitPositiveSign: false, uppercase: false) }

        public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func fixed(
            precision: @escaping @autoclosure @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
        ) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func exponential(
            precision: @escaping @autoclosure @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
        ) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }
        public static func hybrid(
            precision: @escaping @autoclosure @Sendable () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
        ) -> OSLogFloatFormatting {
            OSLogFloatFormatting(conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
        }

        /// `value` in this format, as the printf conversion writes it.
        func format(_ value: Double) -> String {
            var spec = "%"
            if explicitPositiveSign { spec += "+" }
            if let precision { spec += ".\(max(0, precision()))" }
            spec += String(uppercase ? Character(conversion.uppercased()) : conversion)
            return String(format: spec, value)
        }
    }
#endif
