// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// A log message written as a string literal, with interpolated values and their privacy. Apple's
    /// [`OSLogMessage`](https://developer.apple.com/documentation/os/oslogmessage).
    public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
        public let interpolation: OSLogInterpolation

        public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

        public init(stringLiteral value: String) {
            var i = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
            i.appendLiteral(value)
            interpolation = i
        }

        /// The message's text. With `showingPrivateData` (a debugger attached: Xcode's console) every value is shown;
        /// without (the device's log), private values read `<private>`, or `<mask.hash: '…'>` with a hash mask. - Note:
        /// Ours. The hash is our own stable one (FNV-1a of the text, in base 36); Apple's is salted per boot.
        package func text(showingPrivateData: Bool) -> String {
            var out = ""
            for piece in interpolation.pieces {
                switch piece {
                case .literal(let s): out += s
                case .value(let text, let redacted, let hashes):
                    let value = text()
                    if !redacted || showingPrivateData {
                        out += value
                    } else if hashes {
                        var h: UInt64 = 0xcbf2_9ce4_8422_2325
                        for byte in value.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
                        out += "<mask.hash: '\(String(h, radix: 36))'>"
                    } else {
                        out += "<private>"
                    }
                }
            }
            return out
        }
    }
#endif
