// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarScripting
import Foundation
import ReferenceApps
import Testing

/// Car scripts as careless users and attackers write them: every number is range-checked, every error is one line
/// `FILE:LINE: error: …`, and nothing traps.
@MainActor @Suite struct ScriptHostileInputTests {
    func error(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> CarScriptError? {
        do {
            _ = try CarScript.parse(line, source: "car.script")
            Issue.record("expected an error for \(line)", sourceLocation: sourceLocation)
            return nil
        } catch let e as CarScriptError {
            #expect(!"\(e)".contains("\n"), "\(e)", sourceLocation: sourceLocation)
            #expect("\(e)".hasPrefix("car.script:\(e.line): error: "), sourceLocation: sourceLocation)
            return e
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// A script runner on a new car with the reference apps (hold the phone first); `wait` passes no time, and the knob
    /// moves through the elements in the snapshot's order.
    func runnerWithTheReferenceApps(vehicle: VehicleProfile) throws -> ScriptRunner {
        HeadUnit.resetProcessState()
        let car = HeadUnit(vehicle: vehicle, clock: ContinuousClock(), exceptionPolicy: .record)
        for app in try ReferenceApps.all() { car.install(app) }
        let layout = CarScreenLayout(
            hitTest: { snapshot, _, _ in snapshot.top?.elements.first?.id }, focusOrder: { snapshot in snapshot.top?.elements.map(\.id) ?? [] })
        let runner = ScriptRunner(car: car, layout: layout, wait: { _ in }, output: { _ in })
        return runner
    }

    @Test func hugeWaitsAreRefusedWithTheLimit() {
        for word in ["9.3e15", "1e16", "1e308", "100000", "-1", "inf", "nan", "ten"] {
            let e = error("wait \(word)")
            #expect(e?.message.contains("86400") == true || e?.message.contains("number of seconds") == true, "\(word): \(e?.message ?? "")")
        }
        #expect(error("wait 86401")?.message == "wait takes 0 to 86400 seconds (a day of car time), not 86401")
        #expect((try? CarScript.parse("wait 86400")).map { $0.map(\.command) } == [.wait(86_400)])
    }

    @Test func countsAndPointsAreBounded() {
        #expect(error("knob right 9223372036854775807")?.message == "knob right takes a number of detents from 1 to 1000")
        #expect(error("knob left 0") != nil)
        #expect(error("tap listItem 99999999999") != nil)
        #expect(error("tap \"Play\" 10001") != nil)
        #expect(error("tap @1e308,5") != nil)
        #expect(error("tap @-5,5") != nil)
        #expect(error("dashboard 7") != nil)
        #expect(error(String(repeating: "x", count: 20_000)) != nil)
    }

    @Test func unknownCommandsAreOneLine() {
        let e = error("fly to the moon")
        #expect(e?.message.hasPrefix("unknown command 'fly'; commands: launch, tap,") == true)
    }

    @Test func crlfCrAndAByteOrderMarkAreAccepted() throws {
        let expected: [CarCommand] = [.input(.launch("Podcasts")), .wait(2), .screenshot]
        for text in ["launch Podcasts\r\nwait 2\r\nscreenshot\r\n", "launch Podcasts\rwait 2\rscreenshot", "\u{FEFF}launch Podcasts\nwait 2\nscreenshot\n"] {
            #expect(try CarScript.parse(text).map(\.command) == expected)
        }
        // Line numbers count CRLF once.
        do { _ = try CarScript.parse("launch Podcasts\r\n\r\nbogus\r\n", source: "s") } catch let e as CarScriptError { #expect(e.line == 3) }
        #expect(try CarScript.parseLine("\u{FEFF}park") == .input(.park))
    }

    @Test func commandsMadeInCodeAreCheckedToo() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let runner = try runnerWithTheReferenceApps(vehicle: .veloE)
        await #expect(throws: CarInputError.self) { try await runner.run(.wait(1e16)) }
        await #expect(throws: CarInputError.self) { try await runner.run(.wait(.nan)) }
        // A turn of Int.max detents stops at an end, on a template app and on the automaker app.
        try await runner.run(.input(.launch("Podcasts")))
        try await runner.run(.input(.knobRotate(2)))
        try await runner.run(.input(.knobRotate(.max)))
        try await runner.run(.input(.knobRotate(.min)))
        try await runner.run(.input(.launch("Velo")))
        try await runner.run(.input(.knobRotate(2)))
        try await runner.run(.input(.knobRotate(.max)))
        try await runner.run(.input(.knobRotate(.min)))
    }

    /// Random lines from the language's words and hostile numbers: each parses or fails on one line; what parses runs
    /// against the reference apps without trapping (a failing command is a `CarInputError`).
    @Test func fuzzedScriptsNeverTrap() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let runner = try runnerWithTheReferenceApps(vehicle: .standard)
        let verbs = CarScript.verbs + ["tap", "knob", "wait", "cluster", "phone-app"]
        let words = [
            "right", "left", "press", "nudge", "up", "in", "out", "on", "off", "json", "light", "dark", "foreground", "Podcasts", "Atlas", "Kerb",
            "Velo", "Mesh", "listItem", "#t0.s0.r0", "\"Swift by Night\"", "\"", "\\\"", "#", "@1,2", "@9e99,1", "@,", "velo-e", "knob-only"
        ]
        let numbers = ["0", "1", "-1", "2.5", "1e308", "9.3e15", "-0", "nan", "inf", "9223372036854775807", "-9223372036854775808", "86400", "0x7f", "1_000"]
        var random = SeededRandom(seed: SeededRandom.seed)
        var parsed = 0
        for i in 0..<SeededRandom.iterations(2_000) {
            var line = verbs.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                line += " " + (Bool.random(using: &random) ? numbers : words).randomElement(using: &random)!
            }
            if Int.random(in: 0..<10, using: &random) == 0 {
                line = String(decoding: (0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
            }
            do {
                guard let command = try CarScript.parseLine(line, source: "fuzz", line: i + 1) else { continue }
                parsed += 1
                if case .siri = command { continue }  // Siri answers through the app's intents: not what this fuzzes
                do { try await runner.run(command) } catch let e as CarInputError { #expect(!e.message.isEmpty) }
            } catch let e as CarScriptError {
                #expect(!"\(e)".contains("\n"), "\(e)")
                #expect("\(e)".hasPrefix("fuzz:\(i + 1): error: "))
            }
        }
        #expect(parsed > 100)
    }
}
