// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    /// The width of the column an interpolated value fills, and on which side. Apple's
    /// [`OSLogStringAlignment`](https://developer.apple.com/documentation/os/oslogstringalignment).
    public struct OSLogStringAlignment: Sendable {
        /// Padding needed: negative for left alignment.
        let width: @Sendable () -> Int

        public static var none: OSLogStringAlignment { OSLogStringAlignment(width: { 0 }) }
        public static func right(columns: @escaping @autoclosure @Sendable () -> Int) -> OSLogStringAlignment {
            OSLogStringAlignment(width: { columns() })
        }
        public static func left(columns: @escaping @autoclosure @Sendable () -> Int) -> OSLogStringAlignment {
            OSLogStringAlignment(width: { -columns() })
        }

        /// `text` padded with spaces to the column's width.
        func apply(_ text: String) -> String {
            let w = width()
            let pad = String(repeating: " ", count: max(0, abs(w) - text.count))
            return w < 0 ? text + pad : pad + text
        }
    }
#endif
