// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenMediaPlayer

/// Titles that name a lyrics screen or control ("Lyrics", "Show Lyrics"), matched on the whole title.
let lyricsTitle = try! NSRegularExpression(
    pattern: #"^\s*((show|view|see|read|song|live|synced|full) )?lyrics\s*$"#, options: [.caseInsensitive])

/// Rules of audio apps judged from what they play: lyrics on the screen, playable content within the car's limits.
extension ReviewRecorder {
    /// Lines of the lyrics of what the phone's music players are playing now (`MPMediaItemPropertyLyrics` of the
    /// library item), long enough to tell a lyric from a title: at least 12 characters and three words.
    func nowPlayingLyricLines() -> [String] {
        let players = car.musicLibrary.players(of: (car.activeSession ?? car.sessions.last)?.appLaunch)
        var lines: [String] = []
        var seen: Set<String> = []
        for player in players {
            guard let words = player.nowPlayingItem?.lyrics else { continue }
            for raw in words.split(whereSeparator: \.isNewline) {
                let line = raw.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
                guard line.count >= 12, line.split(separator: " ").count >= 3, seen.insert(line.lowercased()).inserted else { continue }
                lines.append(line)
            }
        }
        return lines
    }

    /// Whether a title names lyrics (answers kept: the same titles come back step after step).
    private func namesLyrics(_ text: String) -> Bool {
        lyricsWording.answer(text) { lyricsTitle.matches($0) }
    }

    /// An audio app must not show song lyrics (a heuristic: see the rule's `checks`).
    func checkLyrics(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard session.app.categories.contains(.audio) || session.app.usesPlayableContent else { return }
        // The first title or label that offers lyrics, and where it is (named only for a hit).
        var hit: (text: String, place: () -> String)?
        search: for t in screen.presented.map({ screen.stack + [$0] }) ?? screen.stack {
            if let title = t.title, namesLyrics(title) {
                hit = (title, { "\(t.kind.className) title" })
                break
            }
            for tab in t.tabs {
                if let title = tab.tabItem?.text, namesLyrics(title) {
                    hit = (title, { "tab" })
                    break search
                }
                if let title = tab.title, namesLyrics(title) {
                    hit = (title, { "\(tab.kind.className) title" })
                    break search
                }
            }
            if let e = t.firstElement(where: { $0.text.map(namesLyrics) ?? false }), let text = e.text {
                hit = (text, { e.role.rawValue })
                break search
            }
        }
        if let hit {
            report(
                .audioLyrics, subject: "title \(hit.text)",
                "'\(hit.text)' (\(hit.place())) offers song lyrics on the car screen (\(session.app.name) is an audio app).", screen: screen)
        }
        let lines = nowPlayingLyricLines()
        guard lines.count >= 2 else { return }
        let texts = screenTexts(screen).filter { $0.place != "notification" }
        var shown: [String] = []
        var places: Set<String> = []
        for line in lines {
            guard let hit = texts.first(where: { $0.text.localizedCaseInsensitiveContains(line) }) else { continue }
            shown.append(line)
            places.insert(hit.place)
        }
        guard shown.count >= 2 else { return }
        report(
            .audioLyrics, subject: "lyrics",
            "\(shown.count) lines of the playing song's lyrics are on the car screen (\(places.sorted().joined(separator: ", "))): '\(shown[0])', '\(shown[1])'.",
            screen: screen)
    }

    /// A playable content app's tree went past what the car lists or opens.
    func reportPlayableContent(_ o: PlayableContentOverflow) {
        let node = o.path.isEmpty ? "the root" : "\(o.title.map { "'\($0)'" } ?? "the item") at \(o.path)"
        let state = o.enforced ? "limits enforced while driving" : "limits not enforced"
        switch o.limit {
        case .itemsCount:
            report(
                .playableContentLimits, subject: "items \(o.path)",
                "The app gave \(o.given) children to \(node); the car lists \(o.allowed) (\(state)\(o.enforced ? ", enforcedContentItemsCount \(o.allowed)" : "")), the other \(o.given - o.allowed) can't be reached."
            )
        case .treeDepth:
            report(
                // One finding per list: its other containers are as deep.
                .playableContentLimits, subject: "depth \(o.path.dropLast())",
                "The container \(node) is at level \(o.given) of the content tree; the car opens \(o.allowed) levels (\(state)\(o.enforced ? ", enforcedContentTreeDepth \(o.allowed)" : "")), so it is disabled."
            )
        }
    }
}
