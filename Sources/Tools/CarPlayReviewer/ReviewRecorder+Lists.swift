// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// "Be sure to set showsDisclosureIndicator to true for list items that support hierarchical browsing, and push a new
/// list template when the list item is selected" (the guide, "Route guidance: select destination"): a row that opened
/// a sublist without showing the indicator, so nothing told the driver it leads on.
extension ReviewRecorder {
    /// Remembers the templates whose list rows the screen shows now (the top one, and its selected tab), for the
    /// selection that may come next. Their rows are read only when a push follows one: this runs at every step.
    func noteListRows(_ screen: ScreenSnapshot) {
        guard let top = screen.presented ?? screen.stack.last else { return }
        listRowsShown = [top]
        if let selected = top.selectedTab, top.tabs.indices.contains(selected) { listRowsShown.append(top.tabs[selected]) }
    }

    /// The list row with this element id on the screen last noted: its text and accessory.
    private func listRow(_ id: String) -> (text: String, accessory: ElementDetails.Accessory?)? {
        var found: (text: String, accessory: ElementDetails.Accessory?)?
        // The last of a repeated id wins, as when the rows were kept by id.
        for t in listRowsShown {
            for e in t.elements where e.role == .listItem && e.id == id { found = (e.text ?? "", e.details.accessory) }
        }
        return found
    }

    /// A push that followed the driver's selection: a list pushed from a row with no accessory at all.
    func checkDisclosure(pushed template: String) {
        defer { selectionAwaitingPush = nil }
        guard let element = selectionAwaitingPush, let row = listRow(element), row.accessory == nil,
            template.split(separator: " ").dropFirst().first == "CPListTemplate"
        else { return }
        let title = template.split(separator: " ", maxSplits: 2).dropFirst(2).first.map { " \($0)" } ?? ""
        pendingDisclosure =
            "Selecting '\(row.text)'\(inTemplate(element)) pushed the list\(title), but the row shows no disclosure indicator (showsDisclosureIndicator is false): nothing tells the driver it leads to another list."
        pendingDisclosureRow = row.text
    }

    /// Judges the push noted by ``checkDisclosure(pushed:)`` once the selection's work has settled: a row that started
    /// the app's audio (a song, and a list that came with it) is playing, not browsing.
    func judgeDisclosure(_ session: AppSession) {
        guard let message = pendingDisclosure, let row = pendingDisclosureRow else { return }
        pendingDisclosure = nil
        let plays = car.audio.source == session.app.name || car.musicLibrary.players(of: session.appLaunch).contains { $0.nowPlayingItem != nil }
        guard !plays else { return }
        report(.listDisclosureIndicator, subject: row, message)
    }
}
