// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Velo's side of its vehicles' accessory protocols (the frame format in docs/accessory-protocols.md): the app
/// encodes and decodes its own bytes, as an automaker app does — the External Accessory framework only moves them.
enum VeloWire {
    static let sync: UInt8 = 0xCA

    struct Frame: Equatable {
        var type: UInt8
        var payload: [UInt8]
        var bytes: [UInt8] { [VeloWire.sync, type, UInt8(payload.count)] + payload }
        static func get() -> Frame { Frame(type: 0x01, payload: []) }
        static func set(_ key: UInt8, _ value: Int) -> Frame {
            let u = UInt16(bitPattern: Int16(clamping: value))
            return Frame(type: 0x02, payload: [key, UInt8(u >> 8), UInt8(u & 0xFF)])
        }
        static func command(_ key: UInt8) -> Frame { Frame(type: 0x03, payload: [key]) }
        var isState: Bool { type == 0x81 }
        var isText: Bool { type == 0x82 }
        var isError: Bool { type == 0xEF }
        /// A STATE frame's key → value pairs.
        var values: [UInt8: Int] {
            var out: [UInt8: Int] = [:]
            var i = 0
            while i + 2 < payload.count {
                out[payload[i]] = Int(Int16(bitPattern: UInt16(payload[i + 1]) << 8 | UInt16(payload[i + 2])))
                i += 3
            }
            return out
        }
        var text: String { payload.count > 1 ? String(decoding: payload.dropFirst(), as: UTF8.self) : "" }
    }

    /// Frames from a byte stream that may split or join them.
    struct Decoder {
        private var buffer: [UInt8] = []
        mutating func feed(_ bytes: [UInt8]) -> [Frame] {
            buffer += bytes
            var frames: [Frame] = []
            while true {
                if let s = buffer.firstIndex(of: VeloWire.sync), s > 0 { buffer.removeFirst(s) }
                guard buffer.first == VeloWire.sync else {
                    buffer = []
                    break
                }
                guard buffer.count >= 3, buffer.count >= 3 + Int(buffer[2]) else { break }
                let n = Int(buffer[2])
                frames.append(Frame(type: buffer[1], payload: Array(buffer[3..<(3 + n)])))
                buffer.removeFirst(3 + n)
            }
            return frames
        }
    }
}
