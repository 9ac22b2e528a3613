// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayTesting
import CarScripting
import Clocks
import Foundation
import ReferenceApps
import Testing

@testable import CarPlayServer

/// The live car's recorder: clicks kept as typed steps with their screens, marks, deletes, the export, and replay.
@Suite @MainActor
struct LiveCarRecorderTests {
    func makeCar() throws -> (LiveCar, HeadUnit, TestClock<Duration>) {
        HeadUnit.resetProcessState()
        let clock = TestClock<Duration>()
        let car = HeadUnit(vehicle: .standard, clock: clock, exceptionPolicy: .record)
        for app in try ReferenceApps.all() { car.install(app) }
        let live = LiveCar(car: car, wait: { await clock.advance(by: $0) })
        live.testSetup = .referenceApps
        live.freshInstall = { try ReferenceApps.freshInstall($0, clock: clock) }
        return (live, car, clock)
    }

    /// The centre of the element showing `text`, as the page clicks it.
    func point(of text: String, in car: HeadUnit) throws -> (Double, Double) {
        let session = try #require(car.activeSession)
        let list = CarRenderer.layout(session.screenSnapshot())
        let id = try #require(session.visible.first { $0.text == text }?.id)
        let frame = try #require(list.targets.first { $0.elementID == id }?.frame)
        return (frame.midX, frame.y + frame.height / 2)
    }

    func errors(_ stream: AsyncStream<String>) async -> [String] {
        var out: [String] = []
        for await m in stream {
            switch try! JSONDecoder().decode(CarMessage.self, from: Data(m.utf8)) {
            case .error(let words): out.append(words)
            case .export: return out
            default: break
            }
        }
        return out
    }

    /// In a process of its own (an exit test): its many hops to the main actor, shared with the package's other suites,
    /// held the test process's phone for 30 s (0.2 s alone).
    @Test func clicksBecomeTypedStepsMarksAndAnExport() async {
        await #expect(processExitsWith: .success) { try await Self().clicksBecomeTypedStepsMarksAndAnExportHere() }
    }

    func clicksBecomeTypedStepsMarksAndAnExportHere() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car, clock) = try makeCar()
        let (id, stream) = live.connect()
        let collected = Task { await errors(stream) }  // read as they come: the tab's queue keeps the newest 64
        try car.launch("Podcasts")
        try car.activeSession?.tap(text: "Open Roads")  // explored before recording: the recording starts Podcasts anew
        await live.receive(#"{"type":"record","action":"start"}"#, from: id)
        #expect(car.activeSession == nil && live.recorder.isRecording)
        await live.receive(#"{"type":"launch","app":"Podcasts"}"#, from: id)
        #expect(car.activeSession?.screenSnapshot().top?.title != "Open Roads", "a fresh start")
        let (x, y) = try point(of: "Open Roads", in: car)
        await live.receive(#"{"type":"tap","x":\#(x),"y":\#(y)}"#, from: id)
        await clock.advance(by: .seconds(4))
        await live.receive(#"{"type":"command","line":"drive"}"#, from: id)
        await live.receive(#"{"type":"knob","action":"right"}"#, from: id)
        await live.receive(#"{"type":"record","action":"stop"}"#, from: id)
        let steps = try #require(live.recorder.recording?.steps)
        #expect(
            steps.map(\.command) == [.input(.launch("Podcasts")), .input(.tap(text: "Open Roads")), .wait(4), .input(.drive), .input(.knobRotate(1))])
        #expect(steps[1].screen.texts.contains("Open Roads #30"))
        await live.receive(#"{"type":"record","action":"check","step":2,"texts":["Open Roads #30"],"snapshot":true}"#, from: id)
        await live.receive(#"{"type":"record","action":"delete","step":5}"#, from: id)
        // Garbled recorder messages: each refused with its reason, the recording unchanged.
        await live.receive(#"{"type":"record","action":"check","step":2,"texts":["Not on screen"]}"#, from: id)
        await live.receive(#"{"type":"record","action":"check","step":"two"}"#, from: id)
        await live.receive(#"{"type":"record","action":"rewind"}"#, from: id)
        await live.receive(#"{"type":"replay","action":"load","script":"tap \"unterminated"}"#, from: id)
        await live.receive(#"{"type":"record","action":"export"}"#, from: id)
        let refused = await collected.value
        #expect(refused.count == 4, "\(refused)")
        #expect(refused.first?.contains("doesn't show 'Not on screen'") == true)
        #expect(refused.last?.contains("script:1: error: unterminated quote") == true)
        #expect(live.recorder.recording?.steps.count == 4)
        let files = try RecordingExport.export(try #require(live.recorder.recording), setup: .referenceApps)
        #expect(files.test.contains("try await car.tap(\"Open Roads\")\n        await car.settle()\n        #expect(car.texts.contains(\"Open Roads #30\"))"))
        #expect(files.test.contains("await car.advance(by: .seconds(4))\n        await car.drive()"))
        #expect(files.snapshots.count == 1)

        // Replay: the script from the start, step by step, and back one step.
        let script = RecordingExport.escapedJSON(files.script)
        await live.receive(#"{"type":"replay","action":"load","name":"podcasts.txt","script":\#(script)}"#, from: id)
        #expect(car.activeSession == nil && live.recorder.replay?.position == 0)
        for _ in 0..<6 { await live.receive(#"{"type":"replay","action":"next"}"#, from: id) }  // 4 lines of set-up, launch, tap
        #expect(car.activeSession?.screenSnapshot().top?.title == "Open Roads")
        await live.receive(#"{"type":"replay","action":"previous"}"#, from: id)
        #expect(live.recorder.replay?.position == 5 && car.activeSession?.screenSnapshot().top?.title != "Open Roads")
    }
}

extension RecordingExport {
    /// A JSON string literal of `text`.
    static func escapedJSON(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}
