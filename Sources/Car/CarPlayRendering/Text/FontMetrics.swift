// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Advance widths of a font, bundled so that text fits and truncates the same way on every machine.
/// Kerning is not applied (the drawn text may differ from the measure by a fraction of a point). Runs of an Indic
/// script are the exception on Linux: HarfBuzz shapes them with the Noto font the car draws them with (`indicEms`).
public struct FontMetrics: Sendable {
    public let name: String
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let denseStart: Int
    let dense: [Int]
    let extra: [Int: Int]
    let fallback: Int

    /// Whether the weight is semibold or bold: the fallback fonts' bold face measures it.
    var heavy = false

    /// Whether runs of an Indic script are shaped by HarfBuzz with the installed font where it can (Linux); false
    /// measures them from the bundled tables, as Apple platforms do (the tests compare the two).
    package var shapesWithHarfBuzz = true

    /// The families the car names in its SVG, in order: Inter, then a stand-in for Apple's system font per script
    /// (Debian's fonts-noto-cjk, fonts-noto-core, fonts-noto-color-emoji). A character takes the first that has it.
    public static let fallbackFamilies = namedInEveryFallback + ScriptFont.indicRegular.map(\.family) + ["Noto Color Emoji"]

    /// The families every text Inter can't draw names: Inter, CJK, Arabic, Hebrew and Thai.
    private static let namedInEveryFallback = ["Inter", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai"]

    /// The SVG `font-family` value of text Inter can't draw: the chain up to Thai, then the generic family.
    /// Emoji are named on their own (``emojiFamily``, a `tspan` per run): in a family list, fontconfig gives the emoji
    /// font's keycap digits to plain digits next to Arabic or Hebrew. Text in an Indic script names its scripts' fonts
    /// too (``fontFamily(for:)``).
    public static var fontFamily: String { namedInEveryFallback.joined(separator: ", ") + ", sans-serif" }

    /// The SVG `font-family` value of a text Inter can't draw: ``fontFamily``, with the fonts of the Indic scripts the
    /// text uses (in the chain's order) before the generic family.
    public static func fontFamily(for text: String) -> String {
        var indic: Set<String> = []
        for s in text.unicodeScalars { if let f = ScriptFont.indicFont(Int(s.value), heavy: false) { indic.insert(f.family) } }
        guard !indic.isEmpty else { return fontFamily }
        let named = namedInEveryFallback + ScriptFont.indicRegular.map(\.family).filter(indic.contains)
        return named.joined(separator: ", ") + ", sans-serif"
    }

    /// The family of emoji runs.
    public static var emojiFamily: String { fallbackFamilies.last! }

    /// A text cut into runs of emoji clusters and of other text, in order.
    public static func emojiRuns(_ text: String) -> [(text: String, isEmoji: Bool)] {
        var runs: [(text: String, isEmoji: Bool)] = []
        for ch in text {
            let e = isEmoji(ch)
            if let last = runs.last, last.isEmoji == e { runs[runs.count - 1].text.append(ch) } else { runs.append((String(ch), e)) }
        }
        return runs
    }

    public static func inter(_ weight: FontWeight) -> FontMetrics {
        var m: FontMetrics =
            switch weight {
            case .regular: interRegular
            case .medium: interMedium
            case .semibold: interSemibold
            case .bold: interBold
            }
        m.heavy = weight == .semibold || weight == .bold
        return m
    }

    func advance(_ scalar: Unicode.Scalar) -> Int {
        let v = Int(scalar.value)
        if v >= denseStart, v < denseStart + dense.count {
            let w = dense[v - denseStart]
            return w > 0 || v == 0x20 ? w : fallback
        }
        return extra[v] ?? fallback
    }

    /// The width of a string at a size, in points: per grapheme cluster (a base and its combining marks, an emoji
    /// sequence), each in the first font of ``fallbackFamilies`` that has it; Arabic letters in their joined forms,
    /// Indic scripts' conjuncts and vowel signs as their fonts shape them.
    public func width(_ text: String, size: Double) -> Double {
        // Latin text (no combining marks, nothing past Latin Extended-B) is Inter alone, scalar by scalar.
        if text.unicodeScalars.allSatisfy({ $0.value < 0x250 }) {
            var units = 0
            for s in text.unicodeScalars { units += advance(s) }
            return Double(units) * size / Double(unitsPerEm)
        }
        return ems(Array(text)) * size
    }

    /// The width of grapheme clusters in em.
    func ems(_ clusters: [Character]) -> Double {
        let chain = ScriptFont.chain(heavy: heavy)
        let arabic = chain[1]
        var total = 0.0
        var i = 0
        while i < clusters.count {
            let cluster = clusters[i]
            let scalars = cluster.unicodeScalars
            let base = scalars.first!
            if Self.isEmoji(cluster) {
                total += ScriptFont.emojiAdvance
                i += 1
                continue
            }
            let v = Int(base.value)
            // A run of an Indic script, measured whole: a conjunct may span clusters (Tamil's, say, whose virama ends one).
            if let font = ScriptFont.indicFont(v, heavy: heavy), let shaping = font.indic, font.advance(v) != nil {
                var run: [Int] = []
                while i < clusters.count, let first = clusters[i].unicodeScalars.first,
                    ScriptFont.indicFont(Int(first.value), heavy: heavy)?.family == font.family, !Self.isEmoji(clusters[i])
                {
                    run += clusters[i].unicodeScalars.map { Int($0.value) }
                    i += 1
                }
                total += indicEms(run, font, shaping, chain)
                continue
            }
            if let forms = arabic.joining[v] {
                let joinsBefore = i > 0 && Self.joinsForward(clusters[i - 1], arabic)
                // Lam then alef: one ligature, the alef drawn in it.
                if v == 0x644, i + 1 < clusters.count, let alef = clusters[i + 1].unicodeScalars.first,
                    let lig = arabic.lamAlef[Int(alef.value)]
                {
                    total += Double(lig[joinsBefore ? 1 : 0]) / Double(arabic.unitsPerEm)
                    i += 2
                    continue
                }
                let joinsAfter = forms[2] > 0 && i + 1 < clusters.count && Self.joinsBackward(clusters[i + 1], arabic)
                let form = joinsBefore ? (joinsAfter ? 3 : 1) : (joinsAfter ? 2 : 0)
                total += Double(forms[form]) / Double(arabic.unitsPerEm)
                i += 1
                continue
            }
            total += ems(base, chain)
            // Hangul vowel and final jamo after a leading one make one syllable block with it.
            for s in scalars.dropFirst() where !(0x1160...0x11FF).contains(s.value) { total += ems(s, chain) }
            i += 1
        }
        return total
    }

    /// A run of an Indic script in em: as HarfBuzz shapes it with the font the car draws it with, where that font is
    /// installed (Linux) and has every code point of the run; else from the bundled tables (Apple platforms, or no font).
    func indicEms(_ run: [Int], _ font: ScriptFont, _ shaping: IndicShaping, _ chain: [ScriptFont]) -> Double {
        #if canImport(CHarfBuzz)
            if shapesWithHarfBuzz, let shaper = HarfBuzzFont.indic(font, heavy: heavy),
                run.allSatisfy({ font.units($0) != nil || $0 == 0x200C || $0 == 0x200D })
            {
                return Double(shaper.width(run)) / Double(shaper.unitsPerEm)
            }
        #endif
        // Marks and joiners add nothing (as elsewhere); a code point the font lacks is measured as the chain measures it.
        var elsewhere = 0.0
        let units = shaping.width(run) { c in
            guard let scalar = Unicode.Scalar(UInt32(c)), !Self.isZeroWidth(scalar) else { return 0 }
            if let u = font.units(c) { return u }
            elsewhere += self.ems(scalar, chain)
            return 0
        }
        return Double(units) / Double(font.unitsPerEm) + elsewhere
    }

    /// One scalar's advance in em: Inter's if Inter has it, else the first fallback font's that has it, else
    /// Inter's fallback width (the renderer's missing glyph; ``missingGlyphs(_:)`` counts them).
    func ems(_ s: Unicode.Scalar, _ chain: [ScriptFont]) -> Double {
        let v = Int(s.value)
        if Self.isZeroWidth(s) { return 0 }
        if ScriptFont.covered(v, by: ScriptFont.interCoverage) { return Double(advance(s)) / Double(unitsPerEm) }
        for font in chain { if let a = font.advance(v) { return a } }
        return Double(fallback) / Double(unitsPerEm)
    }

    /// Whether a text has characters Inter has no glyph for (so its SVG names the fallback fonts).
    public static func needsFallback(_ text: String) -> Bool {
        text.unicodeScalars.contains { !ScriptFont.covered(Int($0.value), by: ScriptFont.interCoverage) }
    }

    /// The families a text is drawn with (Inter first when it has a glyph), in chain order.
    public static func families(_ text: String) -> [String] {
        let chain = ScriptFont.chain(heavy: false)
        var used: Set<String> = []
        for ch in text {
            if isEmoji(ch) {
                used.insert("Noto Color Emoji")
                continue
            }
            guard let first = ch.unicodeScalars.first, !isZeroWidth(first) else { continue }
            let v = Int(first.value)
            if ScriptFont.covered(v, by: ScriptFont.interCoverage) {
                used.insert("Inter")
            } else if let font = chain.first(where: { $0.advance(v) != nil }) {
                used.insert(font.family)
            }
        }
        return fallbackFamilies.filter(used.contains)
    }

    /// The clusters of a text that no font in the chain has a glyph for (drawn as boxes).
    public static func missingGlyphs(_ text: String) -> [Character] {
        let chain = ScriptFont.chain(heavy: false)
        return text.filter { ch in
            if isEmoji(ch) { return false }
            let v = Int(ch.unicodeScalars.first!.value)
            if isZeroWidth(ch.unicodeScalars.first!) || v == 0x0A { return false }
            return !ScriptFont.covered(v, by: ScriptFont.interCoverage) && !chain.contains { $0.advance(v) != nil }
        }
    }

    /// Whether a cluster is drawn from the emoji font: emoji presentation (by default or with U+FE0F), keycaps,
    /// flags, and sequences joined with U+200D.
    static func isEmoji(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.value >= 0x1F1E6 && first.value <= 0x1F1FF { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// Marks, joiners and variation selectors: drawn on (or between) their base, no advance of their own.
    static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return (0xFE00...0xFE0F).contains(s.value)
        }
    }

    /// Whether a cluster connects to the Arabic letter after it (a dual-joining letter, a tatweel, a ZWJ).
    static func joinsForward(_ ch: Character, _ arabic: ScriptFont) -> Bool {
        guard let v = ch.unicodeScalars.first.map({ Int($0.value) }) else { return false }
        if v == 0x640 || v == 0x200D { return true }
        return (arabic.joining[v]?[2] ?? 0) > 0
    }

    /// Whether a cluster connects to the Arabic letter before it (any joining letter, a tatweel, a ZWJ).
    static func joinsBackward(_ ch: Character, _ arabic: ScriptFont) -> Bool {
        guard let v = ch.unicodeScalars.first.map({ Int($0.value) }) else { return false }
        return v == 0x640 || v == 0x200D || arabic.joining[v] != nil
    }

    /// The string, cut with an ellipsis if needed so it fits `width`: between grapheme clusters (so between
    /// characters in CJK, never inside an emoji sequence or between a letter and its marks), each prefix measured
    /// as drawn (an Arabic letter cut from its neighbour takes its final form).
    public func truncate(_ text: String, size: Double, width maxWidth: Double) -> String {
        if width(text, size: size) <= maxWidth { return text }
        let ellipsis = "…"
        let budget = maxWidth - width(ellipsis, size: size)
        guard budget > 0 else { return "" }
        let clusters = Array(text)
        // The longest prefix that fits (widths grow with the prefix, for joined Arabic only nearly).
        var lo = 0
        var hi = clusters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if prefixWidth(clusters, mid, size: size) <= budget { lo = mid } else { hi = mid - 1 }
        }
        // Joining is local: a letter that ends a word can make a slightly longer prefix narrower.
        for n in stride(from: min(lo + 3, clusters.count - 1), to: lo, by: -1) where prefixWidth(clusters, n, size: size) <= budget {
            lo = n
            break
        }
        var out = String(clusters[0..<lo])
        while out.last == " " { out.removeLast() }
        return out + ellipsis
    }

    func prefixWidth(_ clusters: [Character], _ n: Int, size: Double) -> Double {
        width(String(clusters[0..<n]), size: size)
    }

    /// Breaks text into lines no wider than `width` (at most `maxLines`, the last truncated): at spaces where the
    /// script has them, between characters in Chinese, Japanese and Korean without spaces (a CJK character is a
    /// break opportunity on either side). Thai, which has no spaces and needs a dictionary, breaks between clusters
    /// (an approximation).
    public func lines(_ text: String, size: Double, width maxWidth: Double, maxLines: Int = .max) -> [String] {
        var lines: [String] = []
        var current = ""
        var pending = ""  // the word being built (up to a break opportunity)
        func flushWord() {
            if current.isEmpty {
                current = pending
            } else if width(current + pending, size: size) <= maxWidth {
                current += pending
            } else {
                lines.append(String(current.reversed().drop { $0 == " " }.reversed()))
                current = String(pending.drop { $0 == " " })
            }
            // A word longer than the line breaks between its clusters.
            while width(current, size: size) > maxWidth, current.count > 1 {
                var head = ""
                for ch in current {
                    if width(head + String(ch), size: size) > maxWidth { break }
                    head.append(ch)
                }
                if head.isEmpty { head = String(current.first!) }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
            pending = ""
        }
        for ch in text {
            if ch == " " {
                pending.append(ch)
                flushWord()
            } else if Self.breaksAround(ch) || Self.breaksBetweenClusters(ch) {
                if !pending.isEmpty { flushWord() }
                pending.append(ch)
                flushWord()
            } else {
                pending.append(ch)
            }
        }
        if !pending.isEmpty { flushWord() }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        // The last line takes the rest of the text, truncated (joined as it was broken: CJK and Thai without spaces).
        var rest = ""
        for line in lines[(maxLines - 1)...] {
            if let a = rest.last, let b = line.first,
                !(Self.breaksAround(a) || Self.breaksBetweenClusters(a)) || !(Self.breaksAround(b) || Self.breaksBetweenClusters(b))
            {
                rest += " "
            }
            rest += line
        }
        kept[maxLines - 1] = truncate(rest, size: size, width: maxWidth)
        return kept
    }

    /// Ideographs, kana, Hangul and CJK punctuation: a line may break before or after them.
    static func breaksAround(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    /// Thai and Lao: no spaces between words; without a dictionary, lines break between clusters.
    static func breaksBetweenClusters(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x0E00...0x0EFF).contains(v)
    }

    /// CarPlay's rule for variants: the longest that fits; if none fits, the shortest, truncated.
    public func fit(_ variants: [String], size: Double, width maxWidth: Double) -> String {
        let sorted = variants.sorted { width($0, size: size) > width($1, size: size) }
        if let fits = sorted.first(where: { width($0, size: size) <= maxWidth }) { return fits }
        return truncate(sorted.last ?? "", size: size, width: maxWidth)
    }
}
