// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An audio app with a Lyrics tab next to its library.
final class LyricsTabApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let library = list("Library", [row("Songs")])
        library.tabTitle = "Library"
        library.tabImage = UIImage(systemName: "music.note")
        let lyrics = list("Lyrics", [row("Nothing playing")])
        lyrics.tabTitle = "Lyrics"
        lyrics.tabImage = UIImage(systemName: "quote.bubble")
        ic.setRootTemplate(CPTabBarTemplate(templates: [library, lyrics]), animated: false, completion: nil)
    }
}

/// The parts of the calling and lyrics rules the corpus's faulty apps don't show.
@Suite @MainActor
struct MediaAndCallRulesTests {
    @Test func aCallHistoryAppWithoutStartCallIsAskedForIt() async throws {
        let app = try AppDeclaration.inMemory(
            name: "History only", categories: [.communication],
            sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { SendOnlyMessagingApp(fixed: false, clock: ContinuousClock()) }
        )
        .handlingIntents(declaring: ["INSearchCallHistoryIntent"]) { CorpusIntentHandler(handles: ["INSearchCallHistoryIntent"]) }
        let car = try await CarPlayTestSession(app: app)
        let findings = await car.findings
        let finding = try #require(findings.first { $0.rule == .callingCallKit }, "\(findings)")
        #expect(finding.message.contains("IntentsSupported lacks INStartCallIntent"), "\(finding.message)")
        #expect(finding.message.contains("handler(for:) returns no handler for INStartCallIntent"), "\(finding.message)")
        #expect(findings.allSatisfy { $0.rule == .callingCallKit }, "\(findings)")
    }

    @Test func aLyricsTabIsFoundByItsTitle() async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { LyricsTabApp(fixed: false, clock: ContinuousClock()) }
        let findings = await car.findings
        #expect(findings.map(\.rule) == [.audioLyrics], "\(findings)")
        #expect(findings.first?.message.contains("'Lyrics' (tab)") == true, "\(findings.map(\.message))")
    }
}
