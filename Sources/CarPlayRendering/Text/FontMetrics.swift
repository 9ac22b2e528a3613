// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Advance widths of a font, bundled so that text fits and truncates the same way on every machine.
/// Kerning is not applied (the drawn text may differ from the measure by a fraction of a point).
public struct FontMetrics: Sendable {
    public let name: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let denseStart: Int
    let dense: [Int]
    let extra: [Int: Int]
    let fallback: Int

    public static func inter(_ weight: FontWeight) -> FontMetrics {
        switch weight {
        case .regular: interRegular
        case .medium: interMedium
        case .semibold: interSemibold
        case .bold: interBold
        }
    }

    func advance(_ scalar: Unicode.Scalar) -> Int {
        let v = Int(scalar.value)
        if v >= denseStart, v < denseStart + dense.count {
            let w = dense[v - denseStart]
            return w > 0 || v == 0x20 ? w : fallback
        }
        return extra[v] ?? fallback
    }

    /// The width of a string at a size, in points.
    public func width(_ text: String, size: Double) -> Double {
        var units = 0
        for s in text.unicodeScalars { units += advance(s) }
        return Double(units) * size / Double(unitsPerEm)
    }

    /// The string, cut with an ellipsis if needed so it fits `width`.
    public func truncate(_ text: String, size: Double, width maxWidth: Double) -> String {
        if width(text, size: size) <= maxWidth { return text }
        let ellipsis = "…"
        let budget = maxWidth - width(ellipsis, size: size)
        guard budget > 0 else { return "" }
        var used = 0.0
        var out = ""
        for ch in text {
            let w = width(String(ch), size: size)
            if used + w > budget { break }
            used += w
            out.append(ch)
        }
        while out.last == " " { out.removeLast() }
        return out + ellipsis
    }

    /// CarPlay's rule for variants: the longest that fits; if none fits, the shortest, truncated.
    public func fit(_ variants: [String], size: Double, width maxWidth: Double) -> String {
        let sorted = variants.sorted { width($0, size: size) > width($1, size: size) }
        if let fits = sorted.first(where: { width($0, size: size) <= maxWidth }) { return fits }
        return truncate(sorted.last ?? "", size: size, width: maxWidth)
    }
}
