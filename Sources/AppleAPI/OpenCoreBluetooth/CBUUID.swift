// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A Bluetooth UUID naming a service, characteristic or descriptor: 16 or 32 bits for the ones the Bluetooth SIG
/// assigns (`180D`, heart rate), 128 for an accessory's own.
///
/// Mirrors [`CBUUID`](https://developer.apple.com/documentation/corebluetooth/cbuuid). A UUID within the Bluetooth base
/// UUID (`0000xxxx-0000-1000-8000-00805F9B34FB`) is kept in its short form, so `CBUUID(string: "180D")` equals the
/// long spelling of the same UUID and both read `180D` (as iOS does, to our knowledge; not confirmed here).
open class CBUUID: NSObject, @unchecked Sendable {
    /// The UUID's bytes, big-endian: 2, 4 or 16 of them. Mirrors [`data`](https://developer.apple.com/documentation/corebluetooth/cbuuid/data).
    public let data: Data

    /// The last 12 bytes of the Bluetooth base UUID (the first 4 hold a short UUID).
    private static let baseTail: [UInt8] = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]

    /// A UUID from 4 or 8 hexadecimal digits, or 32 in the 8-4-4-4-12 form, each optionally after `0x` (as apps often
    /// write them, and iOS reads them). Anything else stops the app, as iOS raises an exception for it (naming the
    /// string). Mirrors [`init(string:)`](https://developer.apple.com/documentation/corebluetooth/cbuuid/init(string:)).
    public convenience init(string theString: String) {
        let unprefixed = theString.hasPrefix("0x") || theString.hasPrefix("0X") ? String(theString.dropFirst(2)) : theString
        let digits = unprefixed.count == 36 ? unprefixed.replacingOccurrences(of: "-", with: "") : unprefixed
        let dashesRight =
            unprefixed.count != 36
            || unprefixed.enumerated().allSatisfy { index, character in [8, 13, 18, 23].contains(index) == (character == "-") }
        guard dashesRight, [4, 8, 32].contains(digits.count), let bytes = Self.bytes(hex: digits) else {
            preconditionFailure(
                "CBUUID(string:): \"\(theString)\" is not a Bluetooth UUID (4 or 8 hexadecimal digits, or a UUID such as "
                    + "6E400001-B5A3-F393-E0A9-E50E24DCCA9E)")
        }
        self.init(bytes: bytes)
    }

    /// A UUID from 2, 4 or 16 bytes. Mirrors [`init(data:)`](https://developer.apple.com/documentation/corebluetooth/cbuuid/init(data:)).
    public convenience init(data theData: Data) {
        precondition([2, 4, 16].contains(theData.count), "CBUUID(data:): a Bluetooth UUID has 2, 4 or 16 bytes, not \(theData.count)")
        self.init(bytes: [UInt8](theData))
    }

    /// Mirrors [`init(nsuuid:)`](https://developer.apple.com/documentation/corebluetooth/cbuuid/init(nsuuid:)).
    public convenience init(nsuuid theUUID: UUID) {
        let u = theUUID.uuid
        self.init(bytes: [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15])
    }

    private init(bytes: [UInt8]) {
        var short = bytes
        // A long UUID within the base UUID is kept short: 16 bits when its first two bytes are zero, else 32.
        if bytes.count == 16, Array(bytes[4...]) == Self.baseTail {
            short = bytes[0] == 0 && bytes[1] == 0 ? Array(bytes[2..<4]) : Array(bytes[0..<4])
        } else if bytes.count == 4, bytes[0] == 0, bytes[1] == 0 {
            short = Array(bytes[2...])
        }
        data = Data(short)
        super.init()
    }

    private static func bytes(hex: String) -> [UInt8]? {
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }

    /// The UUID in capitals: `180D`, or `6E400001-B5A3-F393-E0A9-E50E24DCCA9E`. Mirrors
    /// [`uuidString`](https://developer.apple.com/documentation/corebluetooth/cbuuid/uuidstring).
    open var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }
        guard hex.count == 16 else { return hex.joined() }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
    }

    open override var description: String { uuidString }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }

    open override var hash: Int { data.hashValue }
}
