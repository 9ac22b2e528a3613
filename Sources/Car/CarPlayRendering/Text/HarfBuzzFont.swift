// SPDX-License-Identifier: Apache-2.0

#if canImport(CHarfBuzz)
    import Foundation
    // The C module stays out of this module's interface (as ImageCodec keeps libpng's).
    internal import CHarfBuzz

    /// A font file as HarfBuzz (Debian's libharfbuzz) reads it: the Indic scripts' Noto fonts, whose runs it shapes so
    /// they are measured as drawn (conjuncts, half forms, reph and vowel signs), and the emoji font, whose sequences it
    /// joins into one glyph and whose colour bitmaps it finds (``ColorEmojiFont``). Linux only; where an Indic font is
    /// missing (and on Apple platforms) the bundled tables measure the run (``IndicShaping``).
    final class HarfBuzzFont: @unchecked Sendable {
        // HarfBuzz's font is immutable once made so (ocp_hb_font): shaping with it from several threads is safe.
        private let font: OpaquePointer
        let unitsPerEm: Int

        /// The font's first face, nil when the file is missing or holds no glyphs.
        init?(file: String) {
            guard let font = ocp_hb_font(file, 0) else { return nil }
            self.font = font
            unitsPerEm = Int(ocp_hb_units_per_em(font))
        }

        /// The width of a run of code points in font units, as HarfBuzz shapes it.
        func width(_ scalars: [Int]) -> Int {
            let text = scalars.map { UInt32($0) }
            return Int(ocp_hb_advance(font, text, Int32(text.count)))
        }

        /// The glyphs of a text after the font's ligatures, default ignorables (variation selectors) left out; nil
        /// when the font lacks one of its characters.
        func glyphs(_ text: String) -> [UInt32]? {
            let scalars = text.unicodeScalars.map(\.value)
            var glyphs = [UInt32](repeating: 0, count: scalars.count)
            let count = Int(ocp_hb_glyphs(font, scalars, Int32(scalars.count), &glyphs, UInt32(glyphs.count)))
            return count == 0 ? nil : Array(glyphs.prefix(count))
        }

        /// Whether the font's glyphs are colour bitmaps stored as PNGs.
        var hasColourBitmaps: Bool { ocp_hb_has_png(font) != 0 }

        /// A glyph's colour bitmap as the font stores it (a PNG), nil when it has none.
        func png(glyph: UInt32) -> Data? {
            var length = 0
            guard let bytes = ocp_hb_glyph_png(font, glyph, &length) else { return nil }
            defer { free(bytes) }
            return Data(bytes: bytes, count: length)
        }

        /// Where Debian installs the Noto fonts.
        static let folder = "/usr/share/fonts/truetype/noto/"

        /// The shaper of an Indic font of the chain (``ScriptFont/indicRegular``, ``ScriptFont/indicBold``), nil when
        /// its file isn't installed. The fonts are opened once, on first use.
        static func indic(_ font: ScriptFont, heavy: Bool) -> HarfBuzzFont? { (heavy ? bold : regular)[font.family] ?? nil }

        private static let regular = opened(ScriptFont.indicRegular, weight: "Regular")
        private static let bold = opened(ScriptFont.indicBold, weight: "Bold")

        private static func opened(_ fonts: [ScriptFont], weight: String) -> [String: HarfBuzzFont?] {
            var opened: [String: HarfBuzzFont?] = [:]
            for font in fonts {
                // "Noto Sans Devanagari" → NotoSansDevanagari-Regular.ttf
                opened[font.family] = HarfBuzzFont(file: folder + font.family.filter { $0 != " " } + "-\(weight).ttf")
            }
            return opened
        }
    }
#endif
