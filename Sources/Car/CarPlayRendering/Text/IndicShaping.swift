// SPDX-License-Identifier: Apache-2.0

/// What shaping does to the widths of an Indic script (Devanagari, Bengali, Tamil…) in its stand-in font, tabled by
/// scripts/generate-script-metrics.py from HarfBuzz's shaping of the font: a consonant before a virama and another
/// consonant takes its half form, except in the pairs tabled whole (conjunct ligatures, below-base and post-base forms,
/// reph); a vowel sign beside a consonant is its own advance, except in the combinations tabled whole. A run of the
/// script is measured from those, without a shaping engine at draw time (whose numbers would follow the machine's
/// HarfBuzz and font versions, and the SVG must not).
struct IndicShaping: Sendable {
    let virama: Int
    /// Consonant → the advance of its half form (consonant, virama, ZWJ). Its keys are the script's consonants.
    let halfForms: [Int: Int]
    /// (first consonant << 21 | second) → the width of first, virama, second, where it isn't the first's half form and
    /// the second's advance.
    let pairs: [Int: Int]
    /// (consonant << 21 | vowel sign) → the width of the two, where it isn't the consonant's and the sign's advances.
    let vowelSigns: [Int: Int]

    /// From the generated flat lists: `halfForms` (consonant, advance) pairs, `pairs` and `vowelSigns` triples.
    init(virama: Int, halfForms: [Int], pairs: [Int], vowelSigns: [Int]) {
        self.virama = virama
        var half: [Int: Int] = [:]
        for i in stride(from: 0, to: halfForms.count - 1, by: 2) { half[halfForms[i]] = halfForms[i + 1] }
        self.halfForms = half
        var p: [Int: Int] = [:]
        for i in stride(from: 0, to: pairs.count - 2, by: 3) { p[pairs[i] << 21 | pairs[i + 1]] = pairs[i + 2] }
        self.pairs = p
        var v: [Int: Int] = [:]
        for i in stride(from: 0, to: vowelSigns.count - 2, by: 3) { v[vowelSigns[i] << 21 | vowelSigns[i + 1]] = vowelSigns[i + 2] }
        self.vowelSigns = v
    }

    /// Whether a code point is one of the script's dependent vowel signs (the block's +0x3E…+0x4C, as the virama is
    /// its +0x4D).
    func isVowelSign(_ v: Int) -> Bool { v >= virama - 0x0F && v < virama }

    /// The width in font units of a run of the script's text (its code points in order), as the font shapes it:
    /// consonants joined by viramas into one conjunct (each pair tabled or half form + full form, the consonants
    /// between two pairs counted once), then the vowel signs on the last consonant; anything else at its own advance
    /// (`advance`: a code point's width in font units, 0 for a mark or a joiner).
    func width(_ scalars: [Int], advance: (Int) -> Int) -> Int {
        var total = 0
        var i = 0
        let n = scalars.count
        while i < n {
            let c = scalars[i]
            guard halfForms[c] != nil else {
                total += advance(c)
                i += 1
                continue
            }
            // The conjunct: consonants joined by viramas.
            var chain = [c]
            var j = i + 1
            while j + 1 < n, scalars[j] == virama, halfForms[scalars[j + 1]] != nil {
                chain.append(scalars[j + 1])
                j += 2
            }
            if chain.count == 1 {
                total += advance(c)
            } else {
                for k in 0..<(chain.count - 1) {
                    let a = chain[k]
                    let b = chain[k + 1]
                    total += pairs[a << 21 | b] ?? (halfForms[a]! + advance(b))
                }
                for k in chain.dropFirst().dropLast() { total -= advance(k) }
            }
            let last = chain[chain.count - 1]
            // A virama and ZWJ after the conjunct ask for the last consonant's half form.
            if j + 1 < n, scalars[j] == virama, scalars[j + 1] == 0x200D {
                total += halfForms[last]! - advance(last)
                j += 2
            }
            while j < n, isVowelSign(scalars[j]) {
                let sign = scalars[j]
                if let both = vowelSigns[last << 21 | sign] { total += both - advance(last) } else { total += advance(sign) }
                j += 1
            }
            i = j
        }
        return total
    }
}
