// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A custom symbol from an app's symbol set: the paths of its template's `Regular-M` variant, normalised to a unit
/// square (the symbol's em box: as tall as its cap height divided by 0.7, centred on the cap line, baseline and
/// margins of the template's guides; our approximation of how SF Symbols sizes a symbol to its point size).
///
/// The SVG template is Apple's format ("Creating custom symbol images for your app",
/// https://developer.apple.com/documentation/uikit/creating-custom-symbol-images-for-your-app): a `Symbols` group
/// with variants named `<Weight>-<S|M|L>`, and guides `Capline-M`, `Baseline-M`, `left-margin-Regular-M` and
/// `right-margin-Regular-M`. Only path data is taken (each `d` checked to hold path commands and numbers only), so
/// nothing else of the file reaches the car's SVG. - Note: Ours (not in UIKit).
package struct CustomSymbol: Sendable, Hashable, Codable {
    /// SVG path data in the unit square (x right, y down), filled.
    package let paths: [String]

    package init(paths: [String]) { self.paths = paths }

    /// Reads a symbol template; a failure with the reason when it has no usable `Regular-M` variant.
    package static func read(svg: String) -> Result<CustomSymbol, SymbolReadError> {
        guard let group = element(in: svg, id: "Regular-M") else { return .failure(.init("no <g id=\"Regular-M\"> variant")) }
        guard let inner = group.body else { return .failure(.init("the Regular-M variant is empty")) }
        // The variant's own transform: translate, uniform scale, or a matrix without rotation.
        guard let (gs, gx, gy) = transform(attribute(group.tag, "transform")) else {
            return .failure(.init("the Regular-M variant's transform rotates or skews (only translate and uniform scale are read)"))
        }
        var paths: [String] = []
        var rest = Substring(inner)
        while let r = rest.range(of: "<path") {
            let tagEnd = rest[r.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = String(rest[r.lowerBound..<tagEnd])
            rest = rest[tagEnd...]
            guard let d = attribute(tag, "d") else { continue }
            guard d.allSatisfy({ Self.pathCharacters.contains($0) }) else { return .failure(.init("path data holds something other than path commands")) }
            paths.append(d)
        }
        if paths.isEmpty { return .failure(.init("the Regular-M variant has no <path>")) }
        // The em box from the guides (template coordinates).
        func guide(_ id: String, _ attr: String) -> Double? { element(in: svg, id: id).flatMap { attribute($0.tag, attr) }.flatMap(Double.init) }
        guard let cap = guide("Capline-M", "y1"), let base = guide("Baseline-M", "y1"), base > cap else {
            return .failure(.init("no Capline-M and Baseline-M guides"))
        }
        guard let left = guide("left-margin-Regular-M", "x1"), let right = guide("right-margin-Regular-M", "x1"), right > left else {
            return .failure(.init("no left-margin-Regular-M and right-margin-Regular-M guides"))
        }
        let side = (base - cap) / 0.7
        let midY = (cap + base) / 2
        let midX = (left + right) / 2
        let boxX = midX - side / 2
        let boxY = midY - side / 2
        // Template → unit square, after the variant's own transform.
        let s = gs / side
        let tx = (gx - boxX) / side
        let ty = (gy - boxY) / side
        var out: [String] = []
        for d in paths {
            guard let t = SVGPathData.transformed(d, scale: s, dx: tx, dy: ty) else { return .failure(.init("path data doesn't parse")) }
            out.append(t)
        }
        return .success(CustomSymbol(paths: out))
    }

    package struct SymbolReadError: Error, Sendable {
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static let pathCharacters = Set("0123456789.,-+eE \t\r\nMmLlHhVvCcSsQqTtAaZz")

    /// The start tag and (when not self-closing) the body of the element with `id="…"`, up to its matching end tag.
    static func element(in svg: String, id: String) -> (tag: String, body: String?)? {
        guard let at = svg.range(of: "id=\"\(id)\"") else { return nil }
        guard let open = svg[..<at.lowerBound].lastIndex(of: "<") else { return nil }
        guard let close = svg[at.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(svg[open...close])
        if tag.hasSuffix("/>") { return (tag, nil) }
        let name = tag.dropFirst().prefix { $0.isLetter }
        // Find the matching end tag, counting nested elements of the same name.
        var depth = 1
        var i = svg.index(after: close)
        while i < svg.endIndex {
            guard let next = svg[i...].firstIndex(of: "<") else { break }
            let rest = svg[next...]
            if rest.hasPrefix("</\(name)") {
                depth -= 1
                if depth == 0 { return (tag, String(svg[svg.index(after: close)..<next])) }
            } else if rest.hasPrefix("<\(name)"), let end = rest.firstIndex(of: ">"), svg[svg.index(before: end)] != "/" {
                depth += 1
            }
            i = svg.index(after: next)
        }
        return nil
    }

    static func attribute(_ tag: String, _ name: String) -> String? {
        for quote in ["\"", "'"] {
            if let r = tag.range(of: " \(name)=\(quote)"), let end = tag[r.upperBound...].firstIndex(of: Character(quote)) {
                return String(tag[r.upperBound..<end])
            }
        }
        return nil
    }

    /// (scale, dx, dy) of `translate(x y)`, `scale(s)`, their sequence, or `matrix(s 0 0 s x y)`; nil for rotation or skew.
    static func transform(_ text: String?) -> (Double, Double, Double)? {
        guard let text, !text.isEmpty else { return (1, 0, 0) }
        var s = 1.0
        var x = 0.0
        var y = 0.0
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces.union(.init(charactersIn: ",")))
            let n = rest[rest.index(after: open)..<close].split { $0 == " " || $0 == "," }.compactMap { Double($0) }
            rest = rest[rest.index(after: close)...]
            // Each later transform applies inside the earlier ones: p' = s·(t(p)) + (x, y).
            switch (name, n.count) {
            case ("translate", 1), ("translate", 2):
                x += s * n[0]
                y += s * (n.count == 2 ? n[1] : 0)
            case ("scale", 1): s *= n[0]
            case ("scale", 2) where n[0] == n[1]: s *= n[0]
            case ("matrix", 6) where n[1] == 0 && n[2] == 0 && n[0] == n[3]:
                x += s * n[4]
                y += s * n[5]
                s *= n[0]
            default: return nil
            }
        }
        return (s, x, y)
    }
}
