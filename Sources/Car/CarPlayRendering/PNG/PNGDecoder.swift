// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageCodec

/// An image's pixels for comparison: 8-bit RGBA with straight alpha, rows top to bottom.
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

/// Reads PNG bytes to RGBA pixels for image comparison, through Debian's libpng (`ImageCodec`), so any PNG a
/// reference image may be (palette, grey, 16-bit, interlaced) reads as the system's decoder reads it.
public enum PNGDecoder {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
        public init(description: String) { self.description = description }
    }

    public static func decode(_ data: Data) throws -> DecodedImage {
        guard Bitmap.format(of: data) == .png else { throw Failure(description: "not a PNG") }
        guard let bitmap = Bitmap(decoding: data) else {
            throw Failure(description: "a damaged PNG (\(data.count) bytes) libpng could not read")
        }
        return DecodedImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
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
