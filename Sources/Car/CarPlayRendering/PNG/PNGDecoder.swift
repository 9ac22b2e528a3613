// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Decodes 8-bit RGB/RGBA PNGs (what the renderer writes) to RGBA pixels, for image comparison.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// RGBA, row by row.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

public enum PNGDecoder {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
        public init(description: String) { self.description = description }
    }

    public static func decode(_ data: Data) throws -> DecodedImage {
        let b = [UInt8](data)
        guard b.count > 33, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure(description: "not a PNG") }
        var i = 8
        var width = 0
        var height = 0
        var colorType = 0
        var idat: [UInt8] = []
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let start = i + 8
            guard start + length + 4 <= b.count else { throw Failure(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                width = Int(b[start]) << 24 | Int(b[start + 1]) << 16 | Int(b[start + 2]) << 8 | Int(b[start + 3])
                height = Int(b[start + 4]) << 24 | Int(b[start + 5]) << 16 | Int(b[start + 6]) << 8 | Int(b[start + 7])
                guard b[start + 8] == 8 else { throw Failure(description: "only 8-bit PNGs are supported") }
                colorType = Int(b[start + 9])
                guard colorType == 6 || colorType == 2 else { throw Failure(description: "only RGB and RGBA PNGs are supported") }
                guard b[start + 12] == 0 else { throw Failure(description: "interlaced PNGs are not supported") }
            case "IDAT": idat.append(contentsOf: b[start..<(start + length)])
            case "IEND": i = b.count
            default: break
            }
            i = start + length + 4
        }
        guard width > 0, height > 0 else { throw Failure(description: "no IHDR") }
        let raw = try Inflate.zlib(idat)
        let channels = colorType == 6 ? 4 : 3
        let stride = width * channels
        guard raw.count >= (stride + 1) * height else { throw Failure(description: "image data too short") }
        var out = [UInt8](repeating: 0, count: stride * height)
        var prior = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var line = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for x in 0..<stride {
                let a = x >= channels ? Int(line[x - channels]) : 0
                let up = Int(prior[x])
                let c = x >= channels ? Int(prior[x - channels]) : 0
                let v = Int(line[x])
                switch filter {
                case 0: break
                case 1: line[x] = UInt8((v + a) & 0xFF)
                case 2: line[x] = UInt8((v + up) & 0xFF)
                case 3: line[x] = UInt8((v + (a + up) / 2) & 0xFF)
                case 4:
                    let p = a + up - c
                    let pa = abs(p - a)
                    let pb = abs(p - up)
                    let pc = abs(p - c)
                    let pred = pa <= pb && pa <= pc ? a : (pb <= pc ? up : c)
                    line[x] = UInt8((v + pred) & 0xFF)
                default: throw Failure(description: "unknown PNG filter \(filter)")
                }
            }
            out.replaceSubrange((y * stride)..<((y + 1) * stride), with: line)
            prior = line
        }
        if channels == 4 { return DecodedImage(width: width, height: height, pixels: out) }
        var rgba = [UInt8]()
        rgba.reserveCapacity(width * height * 4)
        for p in 0..<(width * height) { rgba += [out[p * 3], out[p * 3 + 1], out[p * 3 + 2], 255] }
        return DecodedImage(width: width, height: height, pixels: rgba)
    }
}

/// DEFLATE (RFC 1951) inside a zlib stream (RFC 1950).
enum Inflate {
    struct Bits {
        let data: [UInt8]
        var pos = 0, bit = 0
        mutating func read(_ n: Int) throws -> Int {
            var v = 0
            for i in 0..<n {
                guard pos < data.count else { throw PNGDecoder.Failure(description: "deflate stream ends early") }
                v |= Int((data[pos] >> bit) & 1) << i
                bit += 1
                if bit == 8 {
                    bit = 0
                    pos += 1
                }
            }
            return v
        }
        mutating func align() {
            if bit != 0 {
                bit = 0
                pos += 1
            }
        }
    }

    /// Canonical Huffman decoding table: counts per length and symbols in order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = s
                offsets[l] += 1
            }
        }
        func decode(_ bits: inout Bits) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for len in 1..<16 {
                code |= try bits.read(1)
                let count = counts[len]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw PNGDecoder.Failure(description: "bad Huffman code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577
    ]
    static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count > 2, data[0] & 0x0F == 8 else { throw PNGDecoder.Failure(description: "not a zlib stream") }
        var bits = Bits(data: Array(data.dropFirst(2)))
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try bits.read(1) == 1
            switch try bits.read(2) {
            case 0:
                bits.align()
                guard bits.pos + 4 <= bits.data.count else { throw PNGDecoder.Failure(description: "stored block truncated") }
                let len = Int(bits.data[bits.pos]) | Int(bits.data[bits.pos + 1]) << 8
                bits.pos += 4
                guard bits.pos + len <= bits.data.count else { throw PNGDecoder.Failure(description: "stored block truncated") }
                out.append(contentsOf: bits.data[bits.pos..<(bits.pos + len)])
                bits.pos += len
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                try block(&bits, &out, Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let hlit = try bits.read(5) + 257
                let hdist = try bits.read(5) + 1
                let hclen = try bits.read(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<hclen { codeLengths[order[i]] = try bits.read(3) }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let sym = try lengthCode.decode(&bits)
                    switch sym {
                    case 0..<16: lengths.append(sym)
                    case 16:
                        guard let prev = lengths.last else { throw PNGDecoder.Failure(description: "repeat with no length") }
                        lengths += [Int](repeating: prev, count: 3 + (try bits.read(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits.read(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits.read(7)))
                    }
                }
                try block(&bits, &out, Huffman(lengths: Array(lengths[0..<hlit])), Huffman(lengths: Array(lengths[hlit...])))
            default:
                throw PNGDecoder.Failure(description: "bad deflate block type")
            }
        }
        return out
    }

    static func block(_ bits: inout Bits, _ out: inout [UInt8], _ lit: Huffman, _ dist: Huffman) throws {
        while true {
            let sym = try lit.decode(&bits)
            if sym < 256 {
                out.append(UInt8(sym))
                continue
            }
            if sym == 256 { return }
            let li = sym - 257
            guard li < lengthBase.count else { throw PNGDecoder.Failure(description: "bad length code") }
            let length = lengthBase[li] + (try bits.read(lengthExtra[li]))
            let di = try dist.decode(&bits)
            guard di < distBase.count else { throw PNGDecoder.Failure(description: "bad distance code") }
            let distance = distBase[di] + (try bits.read(distExtra[di]))
            guard distance <= out.count else { throw PNGDecoder.Failure(description: "distance too far back") }
            let start = out.count - distance
            for k in 0..<length { out.append(out[start + k]) }
        }
    }
}

/// Compares two images perceptually: a pixel matches when its colour distance is within `perceptualPrecision`
/// (1 = exact), and the images match when at least `precision` of the pixels do. Returns nil when they match,
/// else why not.
public func compareImages(_ a: DecodedImage, _ b: DecodedImage, precision: Double = 1, perceptualPrecision: Double = 0.98) -> String? {
    guard a.width == b.width, a.height == b.height else { return "sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)" }
    let tolerance = (1 - perceptualPrecision) * 255 * 2  // on the sum of absolute RGBA differences / 2
    var differing = 0
    let total = a.width * a.height
    for p in 0..<total {
        let o = p * 4
        var d = 0
        for c in 0..<4 { d += abs(Int(a.pixels[o + c]) - Int(b.pixels[o + c])) }
        if Double(d) / 2 > tolerance { differing += 1 }
    }
    let matching = Double(total - differing) / Double(total)
    return matching >= precision
        ? nil
        : String(format: "%d of %d pixels differ beyond the perceptual precision (%.4f match, %.4f needed)", differing, total, matching, precision)
}
