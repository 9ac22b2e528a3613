// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads Protocol Buffers' wire format field by field: enough for the OpenStreetMap PBF messages (varints,
/// zigzag integers, length-delimited bytes and packed arrays). Hand-written rather than generated: the OSM schema
/// needs a dozen fields, and generating swift-protobuf code needs `protoc`, which the build machines don't have.
struct ProtobufReader {
    enum WireType: Int {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let message: String
        var description: String { "\(message) at byte \(offset)" }
    }

    let bytes: [UInt8]
    private(set) var position: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        position = start
        self.end = end ?? bytes.count
    }

    var isAtEnd: Bool { position >= end }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end else { throw Failure(offset: position, message: "truncated varint") }
            let b = bytes[position]
            position += 1
            result |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw Failure(offset: position, message: "varint longer than 10 bytes") }
        }
    }

    static func zigzag(_ v: UInt64) -> Int64 { Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))) }

    /// The next field's number and wire type, or nil at the end.
    mutating func field() throws -> (number: Int, type: WireType)? {
        guard !isAtEnd else { return nil }
        let key = try varint()
        guard let type = WireType(rawValue: Int(key & 7)) else {
            throw Failure(offset: position, message: "unsupported wire type \(key & 7)")
        }
        return (Int(key >> 3), type)
    }

    /// A length-delimited field's byte range.
    mutating func lengthDelimited() throws -> Range<Int> {
        let length = Int(try varint())
        guard length >= 0, position + length <= end else { throw Failure(offset: position, message: "length \(length) runs past the message") }
        defer { position += length }
        return position..<(position + length)
    }

    mutating func skip(_ type: WireType) throws {
        switch type {
        case .varint: _ = try varint()
        case .fixed64: position += 8
        case .fixed32: position += 4
        case .lengthDelimited: _ = try lengthDelimited()
        }
        guard position <= end else { throw Failure(offset: end, message: "field runs past the message") }
    }

    /// A packed repeated varint field's values.
    mutating func packedVarints() throws -> [UInt64] {
        let range = try lengthDelimited()
        var inner = ProtobufReader(bytes, from: range.lowerBound, to: range.upperBound)
        var out: [UInt64] = []
        while !inner.isAtEnd { out.append(try inner.varint()) }
        return out
    }

    /// A sub-message reader.
    mutating func message() throws -> ProtobufReader {
        let range = try lengthDelimited()
        return ProtobufReader(bytes, from: range.lowerBound, to: range.upperBound)
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
