// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something the car drew differently from what the app asked for, as a value a test or a tool can match on.
public enum RenderWarning: Sendable, Codable, Equatable, Hashable, CustomStringConvertible {
    /// An SF Symbol name with no glyph here, not even by a shorter name (`music.note.house` → `music.note`): drawn as
    /// a generic tile (a rounded square with the name's first letter). On iOS such a name gives a nil image.
    case unknownSymbol(String)

    public var description: String {
        switch self {
        case .unknownSymbol(let name): "no glyph for the symbol '\(name)'; drawn as a generic tile"
        }
    }
}
