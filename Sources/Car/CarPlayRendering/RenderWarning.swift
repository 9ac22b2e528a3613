// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something the car drew differently from what the app asked for, as a value a test or a tool can match on.
public enum RenderWarning: Sendable, Codable, Equatable, Hashable, CustomStringConvertible {
    /// An SF Symbol name with no glyph here, not even by a shorter name (`music.note.house` → `music.note`): drawn as
    /// a generic tile (a rounded square with the name's first letter). On iOS such a name gives a nil image.
    case unknownSymbol(String)
    /// An image the car has no pixels for (by its reference: a named asset or image it couldn't find): drawn as a grey
    /// tile. (An app's own drawing in a slot that shows only bitmaps is drawn as a tile too, without a warning.)
    case placeholderImage(String)
    /// An app on the home screen with no icon in its asset catalog (the icon set `CFBundleIconName` names, by
    /// default `AppIcon`): drawn as a generated tile. The app's name.
    case missingAppIcon(String)
    /// Text with characters that no font of the car's chain has (``FontMetrics/fallbackFamilies``): the PNG draws
    /// them as boxes. The characters, once each.
    case missingGlyphs(String)
    /// A font of the chain that the text needs is not installed on this machine, so the PNG draws it with whatever
    /// fontconfig substitutes (or boxes): the family and the Debian package that has it.
    case missingFont(family: String, package: String)

    public var description: String {
        switch self {
        case .unknownSymbol(let name): "no glyph for the symbol '\(name)'; drawn as a generic tile"
        case .placeholderImage(let ref): "no pixels for the image '\(ref)'; drawn as a grey tile"
        case .missingAppIcon(let app): "\(app) has no app icon in its asset catalog; drawn as a generated tile"
        case .missingGlyphs(let chars): "no font of the car has a glyph for '\(chars)'; drawn as boxes"
        case .missingFont(let family, let package):
            "the font '\(family)' is not installed (Debian: apt-get install \(package)); its text is drawn with another font or as boxes"
        }
    }
}
