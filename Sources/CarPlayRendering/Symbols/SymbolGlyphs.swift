// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Drawings for SF Symbol names, from the Lucide icon set (see `scripts/generate-symbols.py`).
public enum SymbolGlyphs {
    /// The drawing for a symbol name (`star.fill` uses `star`, filled), or nil for names we have no glyph for.
    public static func drawing(for symbolName: String) -> (svg: String, filled: Bool)? {
        var name = symbolName
        var filled = false
        if name.hasSuffix(".fill") {
            name.removeLast(5)
            filled = true
        }
        if let lucide = lucideNameForSymbol[name], let svg = lucideDrawings[lucide] { return (svg, filled) }
        // `x.circle` without its own glyph: use `x`.
        if name.hasSuffix(".circle"), let lucide = lucideNameForSymbol[String(name.dropLast(7))], let svg = lucideDrawings[lucide] {
            return (svg, filled)
        }
        return nil
    }

    /// Every symbol name with a glyph.
    public static var supportedNames: [String] { lucideNameForSymbol.keys.sorted() }
}
