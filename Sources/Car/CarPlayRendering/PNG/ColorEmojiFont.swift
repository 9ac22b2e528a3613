// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The colour bitmaps of an emoji font whose glyphs are PNGs (Debian's Noto Color Emoji, Google's CBDT format), read so
/// the PNG strategy can draw emoji in colour: librsvg on Debian 12 (cairo 1.16) draws such glyphs as black silhouettes.
///
/// HarfBuzz (Debian's libharfbuzz, Linux only) reads the font: it shapes a cluster with the font's ligatures (ZWJ
/// families, flags, keycaps, skin tones) into its glyph, and hands over that glyph's PNG as the font stores it (the
/// largest strike), so the SVG embeds the font's own bytes. On Apple platforms there is none (``installed`` is nil):
/// the PNG strategy leaves emoji to the converter, as it does where the font is missing.
package struct ColorEmojiFont: Sendable {
    /// A glyph's bitmap: a PNG and its pixel size.
    package struct Bitmap: Sendable, Equatable {
        package let png: Data
        package let width: Int
        package let height: Int
    }

    #if canImport(CHarfBuzz)
        private let font: HarfBuzzFont

        /// The emoji font in a file; nil when it can't be read or its glyphs aren't PNG bitmaps.
        package init?(file: String) {
            guard let font = HarfBuzzFont(file: file), font.hasColourBitmaps else { return nil }
            self.font = font
        }
    #endif

    /// The machine's emoji font (fontconfig's `Noto Color Emoji`), read once per process: the machine's fonts, not any
    /// car's state. Nil when it isn't installed or isn't a font of PNG bitmaps.
    package static let installed: ColorEmojiFont? = {
        #if canImport(CHarfBuzz)
            guard let path = PNGRenderer.run("fc-match", ["-f", "%{file}", "Noto Color Emoji"]), path.lowercased().contains("emoji")
            else { return nil }
            return ColorEmojiFont(file: path)
        #else
            return nil
        #endif
    }()

    /// The glyphs of a grapheme cluster after the font's ligatures (variation selector 16 left out, as the font's own
    /// sequences leave it out); nil when the font lacks one of its characters.
    package func glyphs(_ cluster: Character) -> [UInt32]? {
        #if canImport(CHarfBuzz)
            font.glyphs(String(cluster))
        #else
            nil
        #endif
    }

    /// The colour bitmap of a grapheme cluster: its glyph after ligatures, or nil when the cluster doesn't join into
    /// one glyph the font has a bitmap for.
    package func bitmap(_ cluster: Character) -> Bitmap? {
        #if canImport(CHarfBuzz)
            guard let glyphs = glyphs(cluster), glyphs.count == 1, let png = font.png(glyph: glyphs[0]) else { return nil }
            // The PNG's own header says its size: the IHDR chunk's width and height, after the signature (8 bytes) and the
            // chunk's length and type (8 more).
            guard png.count > 24, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
            let width = png.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
            let height = png.dropFirst(20).prefix(4).reduce(0) { $0 << 8 | Int($1) }
            guard width > 0, height > 0 else { return nil }
            return Bitmap(png: png, width: width, height: height)
        #else
            nil
        #endif
    }
}
