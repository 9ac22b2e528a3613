// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A font after Inter in the car's fallback chain, standing in for Apple's system font of a script (see
/// ``FontMetrics/fallbackFamilies``): its advances as runs of equal width, generated from the font files by
/// scripts/generate-script-metrics.py. Arabic letters also carry their contextual forms' advances.
struct ScriptFont: Sendable {
    let family: String
    let unitsPerEm: Int
    /// (first code point, last code point, advance) triples, sorted.
    let runs: [Int]
    /// Arabic letters that join: advances of the isolated, final, initial and medial forms (initial and medial are 0
    /// for a letter that joins only on its right).
    let joining: [Int: [Int]]
    /// Lam followed by an alef (by the alef): the ligature's advance, isolated and final.
    let lamAlef: [Int: [Int]]
    /// An Indic script's shaping, tabled (nil for the other scripts).
    let indic: IndicShaping?

    init(family: String, unitsPerEm: Int, runs: [Int], joining: [Int: [Int]] = [:], lamAlef: [Int: [Int]] = [:], indic: IndicShaping? = nil) {
        self.family = family
        self.unitsPerEm = unitsPerEm
        self.runs = runs
        self.joining = joining
        self.lamAlef = lamAlef
        self.indic = indic
    }

    /// The advance of a code point in em, or nil if the font has no glyph for it.
    func advance(_ v: Int) -> Double? { units(v).map { Double($0) / Double(unitsPerEm) } }

    /// The advance of a code point in font units, or nil if the font has no glyph for it.
    func units(_ v: Int) -> Int? { Self.run(of: v, in: runs, stride: 3).map { runs[3 * $0 + 2] } }

    static func covered(_ v: Int, by ranges: [Int]) -> Bool { run(of: v, in: ranges, stride: 2) != nil }

    /// The index of the run holding `v` in `flat`: sorted runs of `stride` numbers each, the first two a run's first
    /// and last code point (a binary search).
    private static func run(of v: Int, in flat: [Int], stride: Int) -> Int? {
        var lo = 0
        var hi = flat.count / stride - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < flat[stride * mid] {
                hi = mid - 1
            } else if v > flat[stride * mid + 1] {
                lo = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }

    /// The chain after Inter for a weight: Debian ships these families in regular and bold only, so medium text
    /// takes the regular face and semibold the bold one (as CSS font matching picks them).
    static func chain(heavy: Bool) -> [ScriptFont] { heavy ? boldChain : regularChain }

    private static let regularChain = [cjkRegular, arabicRegular, hebrewRegular, thaiRegular] + indicRegular
    private static let boldChain = [cjkBold, arabicBold, hebrewBold, thaiBold] + indicBold

    /// The Indic scripts' fonts, in the order of their Unicode blocks (Devanagari U+0900 … Malayalam U+0D00).
    static let indicRegular = [
        devanagariRegular, bengaliRegular, gurmukhiRegular, gujaratiRegular, oriyaRegular, tamilRegular, teluguRegular, kannadaRegular,
        malayalamRegular
    ]
    static let indicBold = [
        devanagariBold, bengaliBold, gurmukhiBold, gujaratiBold, oriyaBold, tamilBold, teluguBold, kannadaBold, malayalamBold
    ]

    /// The Indic font whose block (128 code points from U+0900) holds a code point.
    static func indicFont(_ v: Int, heavy: Bool) -> ScriptFont? {
        guard v >= 0x0900, v < 0x0D80 else { return nil }
        return (heavy ? indicBold : indicRegular)[(v - 0x0900) >> 7]
    }
}
