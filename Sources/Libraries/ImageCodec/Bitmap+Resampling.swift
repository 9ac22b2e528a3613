// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How an image fills a frame of another shape.
package enum ContentMode: Sendable {
    /// Scaled to cover the whole frame, centred; what overflows is cut off.
    case aspectFill
    /// Scaled to fit inside the frame, centred; the rest stays transparent.
    case aspectFit
}

extension Bitmap {
    /// The pixels resampled to a new size: each new pixel is the area-weighted average of the source pixels it covers
    /// (alpha-weighted, so transparent pixels don't darken edges). Pure integer/double arithmetic in a fixed order:
    /// deterministic on every machine.
    package func resized(width newWidth: Int, height newHeight: Int) -> Bitmap {
        precondition(newWidth > 0 && newHeight > 0)
        if newWidth == width && newHeight == height { return self }
        let columns = Self.weights(from: width, to: newWidth)
        let rows = Self.weights(from: height, to: newHeight)
        // Horizontal pass into premultiplied doubles, then vertical.
        var horizontal = [Double](repeating: 0, count: newWidth * height * 4)
        pixels.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let srcRow = y * width * 4
                    let dstRow = y * newWidth * 4
                    for (x, taps) in columns.enumerated() {
                        var r = 0.0
                        var g = 0.0
                        var b = 0.0
                        var a = 0.0
                        for (sx, w) in taps {
                            let i = srcRow + sx * 4
                            let alpha = Double(src[i + 3]) * w
                            r += Double(src[i]) * alpha
                            g += Double(src[i + 1]) * alpha
                            b += Double(src[i + 2]) * alpha
                            a += alpha
                        }
                        let o = dstRow + x * 4
                        dst[o] = r
                        dst[o + 1] = g
                        dst[o + 2] = b
                        dst[o + 3] = a
                    }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        horizontal.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for (y, taps) in rows.enumerated() {
                    for x in 0..<newWidth {
                        var r = 0.0
                        var g = 0.0
                        var b = 0.0
                        var a = 0.0
                        for (sy, w) in taps {
                            let i = (sy * newWidth + x) * 4
                            r += src[i] * w
                            g += src[i + 1] * w
                            b += src[i + 2] * w
                            a += src[i + 3] * w
                        }
                        let o = (y * newWidth + x) * 4
                        if a > 0 {
                            dst[o] = Self.byte(r / a)
                            dst[o + 1] = Self.byte(g / a)
                            dst[o + 2] = Self.byte(b / a)
                        }
                        dst[o + 3] = Self.byte(a)
                    }
                }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: out)
    }

    /// A rectangle of the pixels (clamped to the image).
    package func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap {
        let x0 = min(max(x, 0), width - 1)
        let y0 = min(max(y, 0), height - 1)
        let cw = max(1, min(w, width - x0))
        let ch = max(1, min(h, height - y0))
        if x0 == 0 && y0 == 0 && cw == width && ch == height { return self }
        var out = [UInt8]()
        out.reserveCapacity(cw * ch * 4)
        for row in y0..<(y0 + ch) {
            let start = (row * width + x0) * 4
            out.append(contentsOf: pixels[start..<(start + cw * 4)])
        }
        return Bitmap(width: cw, height: ch, pixels: out)
    }

    /// The image drawn into a `width`×`height` pixel box: aspect-fill crops the centre, aspect-fit scales the whole
    /// image inside and returns it at its fitted size (the caller centres it). Never larger than the box.
    package func fitted(width boxWidth: Int, height boxHeight: Int, mode: ContentMode) -> Bitmap {
        let bw = max(1, boxWidth)
        let bh = max(1, boxHeight)
        switch mode {
        case .aspectFill:
            // The largest centred crop with the box's aspect ratio, then scaled to the box.
            let cropWidth: Int
            let cropHeight: Int
            if width * bh > height * bw {
                cropHeight = height
                cropWidth = max(1, Int((Double(height) * Double(bw) / Double(bh)).rounded()))
            } else {
                cropWidth = width
                cropHeight = max(1, Int((Double(width) * Double(bh) / Double(bw)).rounded()))
            }
            return cropped(x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight)
                .resized(width: bw, height: bh)
        case .aspectFit:
            let s = min(Double(bw) / Double(width), Double(bh) / Double(height))
            return resized(width: max(1, Int((Double(width) * s).rounded())), height: max(1, Int((Double(height) * s).rounded())))
        }
    }

    /// For each new index along one axis, the source indices it covers and their weights (summing to 1).
    static func weights(from old: Int, to new: Int) -> [[(Int, Double)]] {
        let ratio = Double(old) / Double(new)
        return (0..<new).map { i in
            let start = Double(i) * ratio
            let end = start + ratio
            var taps: [(Int, Double)] = []
            var s = Int(start.rounded(.down))
            while Double(s) < end && s < old {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                if covered > 1e-9 { taps.append((s, covered / ratio)) }
                s += 1
            }
            if taps.isEmpty { taps = [(min(Int(start), old - 1), 1)] }
            return taps
        }
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
}
