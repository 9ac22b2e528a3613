// SPDX-License-Identifier: Apache-2.0

import CarPlayHost

/// One frame of the live car as the messages a tab is sent, each encoded once however many tabs are sent it: the
/// tabs mostly hold the same last frame, so ten tabs cost one encoding, not ten (the JSON of a whole screen was most of
/// a redraw's time with ten tabs open). - Note: Ours.
struct FrameMessages {
    let lines: [String]
    let state: CarState
    let panels: CarPanels
    let recorder: RecorderState

    private(set) lazy var stateText = CarMessage.state(state).text
    private(set) lazy var panelsText = CarMessage.panels(panels).text
    private(set) lazy var recorderText = CarMessage.recorder(recorder).text

    /// The screen messages made so far: for a tab that had `old` and now gets `version`.
    private var made: [(old: [String], version: Int, text: String)] = []

    init(lines: [String], state: CarState, panels: CarPanels, recorder: RecorderState) {
        self.lines = lines
        self.state = state
        self.panels = panels
        self.recorder = recorder
    }

    /// The message that takes a tab from `old` (its lines) to these lines as `version`: a patch of the lines that
    /// changed (on the version before), or the whole screen when that is shorter or the tab has nothing yet.
    mutating func screen(from old: [String], version: Int) -> String {
        // Tabs that were sent the same frames hold the same array: comparing them is comparing two references.
        if let same = made.first(where: { $0.version == version && $0.old == old }) { return same.text }
        var prefix = 0
        while prefix < old.count, prefix < lines.count, old[prefix] == lines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < lines.count - prefix, old[old.count - 1 - suffix] == lines[lines.count - 1 - suffix] {
            suffix += 1
        }
        let full = CarMessage.screen(ScreenFrame(version: version, svg: lines.joined(separator: "\n"))).text
        var text = full
        if !old.isEmpty {
            let patch = CarMessage.patch(
                ScreenPatch(
                    version: version, base: version - 1, start: prefix, delete: old.count - prefix - suffix,
                    insert: Array(lines[prefix..<(lines.count - suffix)]))
            ).text
            if patch.utf8.count < full.utf8.count { text = patch }
        }
        made.append((old, version, text))
        return text
    }
}
