// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// A bitmap's layout: its alpha (the low five bits, a ``CGImageAlphaInfo``), float components and byte order.
    /// Mirrors [`CGBitmapInfo`](https://developer.apple.com/documentation/coregraphics/cgbitmapinfo).
    public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
        public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
        public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
        public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
        public static let byteOrderDefault = CGBitmapInfo([])
        public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
        public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
        public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
        public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    }
#endif
