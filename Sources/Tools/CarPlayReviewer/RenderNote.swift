// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering
import Foundation

/// Something the car drew differently from what the app asked for (an SF Symbol with no glyph here, an image it has
/// no pixels for, a missing app icon) on a screen the review reached, with the steps that led there. Not a guideline
/// finding: a note that the screenshots show a stand-in. - Note: Ours (not in CarPlay).
public struct RenderNote: Sendable, Codable, Equatable {
    public var warning: RenderWarning
    /// The steps that led to the screen (as in a ``Finding``).
    public var path: [String]
    /// The car's state ("parked · phone unlocked · light").
    public var context: String

    public init(warning: RenderWarning, path: [String], context: String) {
        self.warning = warning
        self.path = path
        self.context = context
    }
}
