// SPDX-License-Identifier: Apache-2.0

// The C modules stay out of this module's interface: a client (or `swift-symbolgraph-extract`) needs no module map for them.
internal import CJPEG
internal import CPNG
import Foundation

/// Decoded pixels: 8-bit RGBA with straight (not premultiplied) alpha, rows top to bottom.
///
/// PNG and JPEG are read and written by Debian's libpng and libjpeg (through the `CPNG` and `CJPEG` system library
/// targets); resampling is ours. Everything here is a pure function of its input, so the same bytes always give the
/// same pixels and the same encoded output.
package struct Bitmap: Sendable, Equatable, Hashable {
    /// The file formats we read and write.
    package enum Format: String, Sendable {
        case png, jpeg
    }

    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    package let pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBA pixels of the given size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The format of encoded image bytes, by their signature (nil for anything else).
    package static func format(of data: Data) -> Format? {
        if data.count >= 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if data.count >= 3, data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG bytes; nil when they are neither or are damaged beyond reading.
    package init?(decoding data: Data) {
        guard let format = Self.format(of: data) else { return nil }
        var w: UInt32 = 0
        var h: UInt32 = 0
        let decoded: UnsafeMutablePointer<UInt8>? = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            switch format {
            case .png: return ocp_png_decode(base, raw.count, &w, &h)
            case .jpeg: return ocp_jpeg_decode(base, raw.count, &w, &h)
            }
        }
        guard let decoded, w > 0, h > 0 else { return nil }
        defer { free(decoded) }
        let count = Int(w) * Int(h) * 4
        self.init(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: decoded, count: count)))
    }

    /// One colour everywhere (for placeholders and tests).
    package init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: p.count, by: 4) {
            p[i] = red
            p[i + 1] = green
            p[i + 2] = blue
            p[i + 3] = alpha
        }
        self.init(width: width, height: height, pixels: p)
    }

    /// PNG bytes of these pixels (libpng; the same pixels always give the same bytes).
    package func pngData() -> Data? {
        var size = 0
        let encoded = pixels.withUnsafeBufferPointer { ocp_png_encode($0.baseAddress, UInt32(width), UInt32(height), &size) }
        guard let encoded else { return nil }
        defer { free(encoded) }
        return Data(bytes: encoded, count: size)
    }

    /// JPEG bytes of these pixels, alpha dropped; `quality` from 0 (smallest) to 1 (best), as UIKit takes it.
    package func jpegData(quality: Double) -> Data? {
        let q = Int32((min(max(quality.isNaN ? 1 : quality, 0), 1) * 99).rounded()) + 1
        var size = 0
        let encoded = pixels.withUnsafeBufferPointer { ocp_jpeg_encode($0.baseAddress, UInt32(width), UInt32(height), q, &size) }
        guard let encoded else { return nil }
        defer { free(encoded) }
        return Data(bytes: encoded, count: size)
    }
}

extension Bitmap {
    /// A stable name for encoded image bytes (FNV-1a, 64 bits, hex): the same bytes give the same name on every run
    /// and machine, so an image's reference in a snapshot and its place in an SVG never depend on when it was drawn.
    package static func contentID(of data: Data) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            for b in raw { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
