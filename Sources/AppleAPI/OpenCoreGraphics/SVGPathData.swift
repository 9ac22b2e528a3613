// SPDX-License-Identifier: Apache-2.0

import Foundation

/// SVG path data (`d`) moved and scaled uniformly: every command kept, absolute coordinates mapped by
/// `p · scale + (dx, dy)`, relative ones and radii scaled. - Note: Ours (not in UIKit).
package enum SVGPathData {
    /// How many numbers each command takes (repeats allowed, as SVG allows).
    static let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]

    /// The transformed path, numbers written with at most 3 decimals; nil when the data doesn't parse.
    package static func transformed(_ d: String, scale s: Double, dx: Double, dy: Double) -> String? {
        var out: [String] = []
        var chars = Array(d.unicodeScalars)
        chars.append(" ")
        var i = 0
        var command: Character?
        var numbers: [Double] = []
        func number(_ v: Double) -> String {
            let r = (v * 1000).rounded() / 1000
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        func flush() -> Bool {
            guard let c = command else { return numbers.isEmpty }
            let upper = Character(c.uppercased())
            guard let n = arity[upper] else { return false }
            let relative = c != upper
            if n == 0 {
                guard numbers.isEmpty else { return false }
                out.append(String(c))
                return true
            }
            guard !numbers.isEmpty, numbers.count % n == 0 else { return false }
            var parts: [String] = []
            for start in stride(from: 0, to: numbers.count, by: n) {
                let g = Array(numbers[start..<(start + n)])
                func x(_ v: Double) -> Double { relative ? v * s : v * s + dx }
                func y(_ v: Double) -> Double { relative ? v * s : v * s + dy }
                var mapped: [Double]
                switch upper {
                case "H": mapped = [x(g[0])]
                case "V": mapped = [y(g[0])]
                case "A": mapped = [g[0] * s, g[1] * s, g[2], g[3], g[4], x(g[5]), y(g[6])]
                default: mapped = g.enumerated().map { $0.offset % 2 == 0 ? x($0.element) : y($0.element) }
                }
                parts.append(mapped.map(number).joined(separator: " "))
            }
            out.append(String(c) + parts.joined(separator: " "))
            return true
        }
        while i < chars.count {
            let ch = chars[i]
            if ch == " " || ch == "," || ch == "\t" || ch == "\n" || ch == "\r" {
                i += 1
                continue
            }
            if CharacterSet.letters.contains(ch) {
                guard flush() else { return nil }
                command = Character(ch)
                numbers = []
                i += 1
                continue
            }
            // A number: sign, digits, one dot, exponent. (A second dot or a sign starts the next number.)
            var j = i
            if chars[j] == "-" || chars[j] == "+" { j += 1 }
            var dot = false
            var digits = false
            while j < chars.count {
                let c = chars[j]
                if CharacterSet.decimalDigits.contains(c) {
                    digits = true
                } else if c == ".", !dot {
                    dot = true
                } else if c == "e" || c == "E", digits, j + 1 < chars.count {
                    j += 1
                    if chars[j] == "-" || chars[j] == "+" { j += 1 }
                    while j < chars.count, CharacterSet.decimalDigits.contains(chars[j]) { j += 1 }
                    break
                } else {
                    break
                }
                j += 1
            }
            guard digits, let v = Double(String(String.UnicodeScalarView(chars[i..<j]))), v.isFinite else { return nil }
            // Arc flags may be written without separators ("a1 1 0 011 1"): not supported; the count check catches it.
            numbers.append(v)
            i = j
        }
        guard flush() else { return nil }
        return out.joined(separator: " ")
    }
}
