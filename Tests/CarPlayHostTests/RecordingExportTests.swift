// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarScripting
import Foundation
import Testing

/// A recording kept as steps, and its two exports: the car script (read back by the script parser) and the Swift test.
struct RecordingExportTests {
    static let commands: [CarCommand] = [
        .input(.launch("Podcasts")), .input(.launch("My App")), .input(.tap(text: "Open Roads")), .input(.tap(text: "Say \"hi\" \\ now", occurrence: 2)),
        .input(.tapID("t3.s0.r2")), .input(.tapRole(.listItem, index: 4)), .input(.touch(x: 120, y: 80.5)), .input(.knobRotate(3)),
        .input(.knobRotate(-2)), .input(.knobNudge(.up)), .input(.knobPress), .input(.back), .input(.type("Cafe Engel")), .input(.search),
        .input(.nowPlaying), .input(.cancelNavigation), .input(.dragMap(x: -40, y: 12.5)), .input(.tapWidget("bites.order")),
        .input(.dashboardButton(1)), .input(.clusterZoom(zoomIn: false)), .input(.clusterSetting(.speedLimit, on: false)), .input(.drive),
        .input(.park), .input(.lockPhone), .input(.unlockPhone), .input(.phoneApp(foreground: true)), .input(.style(.dark)),
        .input(.vehicle(.knobOnly)), .input(.moveCar(latitude: 60.1699, longitude: 24.9384)), .input(.incomingCall(from: "Anna")),
        .input(.disconnect), .input(.reconnect), .input(.home), .wait(2.5), .wait(600), .siri("read my messages"), .expect("12"),
        .screenshot, .screenshotJSON
    ]

    @Test(arguments: commands) func scriptLinesReadBackAsTheSameCommand(_ command: CarCommand) throws {
        let line = RecordingExport.scriptLine(command)
        #expect(try CarScript.parseLine(line) == command, "\(line)")
    }

    static func element(_ id: String, _ role: ElementSnapshot.Role, _ text: String?) -> ElementSnapshot {
        ElementSnapshot(id: id, role: role, text: text)
    }

    @Test func aTouchIsKeptByTextUnlessTheTextIsAmbiguous() {
        let elements = [
            Self.element("t1.back", .backButton, "Library"), Self.element("t1.s0.r0", .listItem, "Open Roads"),
            Self.element("t1.s0.r1", .listItem, "Open Roads"), Self.element("t1.s0.r2", .listItem, nil),
            Self.element("t1.s0.r3", .listItem, "#1 Hits"), Self.element("v4", .customView, nil)
        ]
        #expect(CarRecording.tap(on: "t1.back", among: elements) == .tap(text: "Library"))
        #expect(CarRecording.tap(on: "t1.s0.r0", among: elements) == .tap(text: "Open Roads"))
        #expect(CarRecording.tap(on: "t1.s0.r1", among: elements) == .tapRole(.listItem, index: 1), "the second row with the same text")
        #expect(CarRecording.tap(on: "t1.s0.r2", among: elements) == .tapRole(.listItem, index: 2), "no text")
        #expect(CarRecording.tap(on: "t1.s0.r3", among: elements) == .tapRole(.listItem, index: 3), "a text the script would read as an id")
        #expect(CarRecording.tap(on: "v4", among: elements) == .tapID("v4"))
    }

    static func screen(_ app: String?, _ texts: [String]) -> RecordedScreen { RecordedScreen(app: app, title: texts.first, texts: texts) }

    @Test func waitsAreRoundedMergedAndChecksMarkTheLastStep() throws {
        var r = CarRecording(start: .init())
        try r.record(.wait(3), screen: Self.screen(nil, []))  // before any app: kept, the Swift export leaves it out
        try r.record(.input(.launch("Podcasts")), screen: Self.screen("Podcasts", ["Library", "Open Roads"]))
        try r.record(.wait(0.04), screen: Self.screen("Podcasts", []))
        try r.record(.wait(1.26), screen: Self.screen("Podcasts", ["Library", "Open Roads"]))
        try r.record(.wait(0.7), screen: Self.screen("Podcasts", ["Library", "Open Roads"]))
        #expect(r.steps.map(\.command) == [.wait(3), .input(.launch("Podcasts")), .wait(2)])
        try r.record(.input(.tap(text: "Open Roads")), screen: Self.screen("Podcasts", ["Open Roads", "Open Roads #30"]))
        try r.record(.expect("Open Roads #30"), screen: Self.screen("Podcasts", ["Open Roads", "Open Roads #30"]))
        try r.record(.screenshot, screen: Self.screen("Podcasts", ["Open Roads", "Open Roads #30"]))
        #expect(r.steps.last?.checkTexts == ["Open Roads #30"] && r.steps.last?.checksSnapshot == true)
        #expect(throws: CarInputError.self) { try r.mark(3, texts: ["Nope"], snapshot: false) }
        #expect(throws: CarInputError.self) { try r.mark(0, texts: [], snapshot: true) }  // the home screen
        #expect(throws: CarInputError.self) { try r.delete(9) }
        try r.mark(1, texts: ["Open Roads", "Library"], snapshot: false)
        #expect(r.steps[1].checkTexts == ["Library", "Open Roads"], "in the screen's order")
        try r.delete(2)
        #expect(r.steps.count == 3)
    }

    @Test func theSwiftTestTapsByTextAdvancesTheClockAndChecksWhatWasMarked() throws {
        var r = CarRecording(start: .init(driving: true))
        try r.record(.input(.lockPhone), screen: Self.screen(nil, []))
        try r.record(.input(.launch("Podcasts")), screen: Self.screen("Podcasts", ["Library"]))
        try r.record(.input(.tap(text: "Say \"hi\"")), screen: Self.screen("Podcasts", ["Episodes"]))
        try r.record(.wait(90.25), screen: Self.screen("Podcasts", ["Episodes"]))
        try r.record(.expect("Episodes"), screen: Self.screen("Podcasts", ["Episodes"]))
        try r.record(.input(.tapRole(.listItem, index: 2)), screen: Self.screen("Podcasts", ["Now Playing"]))
        try r.record(.screenshot, screen: Self.screen("Podcasts", ["Now Playing"]))
        try r.record(.input(.launch("Kerb")), screen: Self.screen("Kerb", ["Kerb Kamppi"]))
        #expect(r.start.phoneLocked && r.steps.count == 5, "locking before the app opened sets the car the recording starts with")
        let files = try RecordingExport.export(r, setup: .referenceApps)
        #expect(files.testFileName == "RecordedPodcastsTests.swift")
        #expect(files.snapshots.isEmpty, "no screen kept (a test with one records its reference on the first run)")
        let expected = """
            // Recorded with OpenCarPlay (5 steps). The same steps as a car script: headunit drive --script FILE.
            import CarPlaySnapshotTesting
            import CarPlayTesting
            import Clocks
            import ReferenceApps
            import Testing

            @MainActor
            struct RecordedPodcastsTests {
                @Test func recordedSession() async throws {
                    let clock = TestClock<Duration>()
                    let car = try await CarPlayTestSession(app: try #require(ReferenceApps.freshInstall("Podcasts", clock: clock)), driving: true, phoneLocked: true, clock: clock)
                    try await car.tap("Say \\"hi\\"")
                    await car.advance(by: .milliseconds(90300))
                    #expect(car.texts.contains("Episodes"))
                    try await car.tap(.listItem, at: 2)
                    await car.settle()
                    assertSnapshot(of: car.screen, as: .svg)
                    try await car.open(try #require(ReferenceApps.freshInstall("Kerb", clock: clock)))
                }
            }

            """
        #expect(files.test == expected)
        #expect(
            files.script == """
                # Recorded with OpenCarPlay: 5 steps. Replay: headunit drive --script FILE (or the live car's Replay).
                vehicle standard
                style light
                drive
                lock
                launch Podcasts
                tap "Say \\"hi\\""
                wait 90.3
                expect Episodes
                tap listItem 2
                screenshot
                launch Kerb

                """)
        #expect(throws: CarInputError.self) { try RecordingExport.export(CarRecording(start: .init()), setup: .referenceApps) }
    }
}
