// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Drawings for SF Symbol names, from the Lucide icon set (see `scripts/generate-symbols.py`).
public enum SymbolGlyphs {
    /// The drawing for a symbol name, or nil for names we have no glyph for. `star.fill` is `star` filled; a name
    /// without its own glyph is drawn as the longest known name it starts with (`music.note.house` as `music.note`,
    /// `person.crop.circle.badge.plus` as `person.crop.circle`), as SF Symbols' variants add to a base glyph.
    public static func drawing(for symbolName: String) -> (svg: String, filled: Bool)? {
        // Most names are in the table as they are: one lookup.
        if let lucide = lucideNameForSymbol[symbolName], let svg = lucideDrawings[lucide] {
            // A `.fill` name in the table (`house.fill`) is its base glyph filled.
            return (svg, symbolName.hasSuffix(".fill") || symbolName.contains(".fill."))
        }
        var parts = symbolName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var filled = false
        if let i = parts.firstIndex(of: "fill"), i > 0 {
            parts.remove(at: i)
            filled = true
        }
        while !parts.isEmpty {
            if let lucide = lucideNameForSymbol[parts.joined(separator: ".")], let svg = lucideDrawings[lucide] { return (svg, filled) }
            parts.removeLast()
        }
        return nil
    }

    /// Every symbol name with a glyph.
    public static var supportedNames: [String] { lucideNameForSymbol.keys.sorted() }
}
