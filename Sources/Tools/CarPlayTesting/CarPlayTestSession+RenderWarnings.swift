// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering

extension CarPlayTestSession {
    /// What the car drew differently from what the app asked for on the current screen (e.g. an SF Symbol name with
    /// no glyph here, drawn as a generic tile), as typed values a test can match on. - Note: Ours (not in CarPlay).
    public var renderWarnings: [RenderWarning] { displayList.warnings }
}
