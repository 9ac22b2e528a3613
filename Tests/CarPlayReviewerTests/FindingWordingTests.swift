// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

/// A fueling app whose "All stations" row pushes every station it knows, whatever the car's limit.
final class PushedStationsApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let all = row("All stations") { [weak self] in
            guard let self else { return }
            let rows = (1...30).map { self.row("Station \($0)") }
            self.ic?.pushTemplate(self.list("Stations", rows), animated: true, completion: nil)
        }
        ic.setRootTemplate(list("Fuel", [all]), animated: false, completion: nil)
    }
}

/// An audio app whose Up Next list plays a song by pushing the shared now playing template again, though it is on
/// the stack under the list.
final class PushesNowPlayingAgainApp: CorpusApp, CPNowPlayingTemplateObserver {
    override func connected(_ ic: CPInterfaceController) {
        CPNowPlayingTemplate.shared.isUpNextButtonEnabled = true
        CPNowPlayingTemplate.shared.add(self)
        let play = row("Play") { [weak self] in
            self?.ic?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        }
        ic.setRootTemplate(list("Library", [play]), animated: false, completion: nil)
    }

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        let song = row("Song 2") { [weak self] in
            self?.ic?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        }
        ic?.pushTemplate(list("Up Next", [song]), animated: true, completion: nil)
    }
}

/// What findings say: the step that caused them, and a fix that fits the case.
@Suite @MainActor
struct FindingWordingTests {
    func app(_ name: String, _ categories: Set<AppCategory>, _ make: @escaping @MainActor () -> CorpusApp) throws -> AppDeclaration {
        try AppDeclaration.inMemory(name: name, categories: categories, sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { make() })
    }

    @Test func aCutListIsBlamedOnTheStepThatShowedIt() async throws {
        let clock = TestClock<Duration>()
        let car = try await CarPlayTestSession(
            app: try app("Pushed stations", [.fueling]) { PushedStationsApp(fixed: false, clock: clock) }, driving: true, clock: clock)
        try await car.tap("All stations")
        let findings = await car.findings
        let cut = try #require(findings.first { $0.rule == .listCut }, "\(findings)")
        #expect(cut.path.last == "tap 'All stations'")
        try await car.back()
        #expect(await car.findings.filter { $0.rule == .listCut }.count == 1)
    }

    @Test func pushingNowPlayingAgainIsFixedByPoppingToIt() async throws {
        let clock = TestClock<Duration>()
        let car = try await CarPlayTestSession(
            app: try app("Now playing twice", [.audio]) { PushesNowPlayingAgainApp(fixed: false, clock: clock) }, clock: clock)
        try await car.tap("Play")
        try await car.tap("Up Next")
        try await car.expectException { try await car.tap("Song 2") }
        let findings = await car.findings
        let twice = try #require(findings.first { $0.rule == .templatePushedTwice }, "\(findings)")
        #expect(twice.fix.contains("pop(to: CPNowPlayingTemplate.shared"))
        #expect(!twice.message.contains(".."), "\(twice.message)")
    }

    @Test func tooManyTabsReadsAsOneSentence() async throws {
        let faulty = try #require(Corpus.cases.first { $0.rule == .tabsCount })
        let result = try await Evaluation.review(faulty).faulty
        let finding = try #require(result.findings.first { $0.rule == .tabsCount }, "\(result.findings)")
        #expect(!finding.message.contains("::"), "\(finding.message)")
        #expect(!finding.message.contains(".."), "\(finding.message)")
        #expect(finding.message.contains("initWithTemplates: 5 templates were passed"), "\(finding.message)")
    }
}

/// An audio app that activates its audio session from a main-queue block it schedules as CarPlay connects.
final class AsyncEagerAudioApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Stations", [row("Radio Helsinki")]), animated: false, completion: nil)
        DispatchQueue.main.async {
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            try? AVAudioSession.sharedInstance().setActive(true)
        }
    }
}

/// What the app does as it connects is seen before the test's first check or input.
@Suite @MainActor
struct ConnectSettlesTests {
    @Test func audioActivatedAtConnectIsFoundWithoutSettling() async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { AsyncEagerAudioApp(fixed: false, clock: ContinuousClock()) }
        let findings = await car.findings
        #expect(findings.map(\.rule) == [.audioActivatedAtLaunch], "\(findings)")
        let finding = try #require(await car.findings.first)
        #expect(finding.path == ["connect AsyncEagerAudioApp"])
        try await car.tap("Radio Helsinki")
        #expect(await car.findings.count == 1)
    }
}
