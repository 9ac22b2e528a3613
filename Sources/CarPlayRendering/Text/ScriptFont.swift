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

    init(family: String, unitsPerEm: Int, runs: [Int], joining: [Int: [Int]] = [:], lamAlef: [Int: [Int]] = [:]) {
        self.family = family
        self.unitsPerEm = unitsPerEm
        self.runs = runs
        self.joining = joining
        self.lamAlef = lamAlef
    }

    /// The advance of a code point in em, or nil if the font has no glyph for it.
    func advance(_ v: Int) -> Double? {
        var lo = 0
        var hi = runs.count / 3 - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < runs[3 * mid] {
                hi = mid - 1
            } else if v > runs[3 * mid + 1] {
                lo = mid + 1
            } else {
                return Double(runs[3 * mid + 2]) / Double(unitsPerEm)
            }
        }
        return nil
    }

    static func covered(_ v: Int, by ranges: [Int]) -> Bool {
        var lo = 0
        var hi = ranges.count / 2 - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < ranges[2 * mid] {
                hi = mid - 1
            } else if v > ranges[2 * mid + 1] {
                lo = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The chain after Inter for a weight: Debian ships these families in regular and bold only, so medium text
    /// takes the regular face and semibold the bold one (as CSS font matching picks them).
    static func chain(heavy: Bool) -> [ScriptFont] {
        heavy ? [cjkBold, arabicBold, hebrewBold, thaiBold] : [cjkRegular, arabicRegular, hebrewRegular, thaiRegular]
    }
}
