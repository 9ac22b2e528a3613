// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarScripting
import Foundation

/// What the live car's recorder keeps: the recording (while Record is on, and after it, for editing and export), and
/// a script being replayed step by step.
struct LiveRecorder {
    var recording: CarRecording?
    var isRecording = false
    /// The car's time when the last step was kept (time passing after it becomes a `wait` step).
    var lastStepTime = 0.0
    var replay: Replay?

    struct Replay {
        var name: String
        /// The script's commands with their lines.
        var steps: [(line: Int, text: String, command: CarCommand)]
        /// How many steps ran.
        var position = 0
        /// What failed, by step index.
        var errors: [Int: String] = [:]
    }
}

/// The recorder and the replay. Messages: `record` with `action` `start` (every app ends; the recording starts at the
/// home screen, as a test's car does), `stop`, `delete` (`step`), `check` (`step`, `texts`: the texts to expect,
/// `snapshot`: true or false), `export` (`name` optional; the reply, to the asking tab only, is an `export` message
/// with `script`, `test`, `testFile`, `scriptFile` and `snapshots`: `path` and `svg` of each reference screen);
/// `replay` with `action` `load` (`script`, `name`), `next`, `previous`, `stop`. Every tab gets a `recorder` message
/// when what it shows changes.
extension LiveCar {
    /// Runs a car command from outside the page (the terminal): recorded like the page's input, and shown to every tab.
    public func run(_ command: CarCommand) async throws {
        try await perform(command)
        render()
    }

    /// Runs a command, not recorded: in this car, or with app processes where it belongs
    /// (``runInAppProcesses(_:processes:)``).
    func execute(_ command: CarCommand) async throws {
        if let processes = appProcesses {
            try await runInAppProcesses(command, processes: processes)
        } else {
            try await runner.run(command)
        }
    }

    /// Runs a whole car script as ``run(_:)`` runs each command; stops at the first failing line with its line number.
    public func run(script text: String, source: String) async throws {
        guard appProcesses != nil else { return try await runner.run(script: text, source: source) }
        for (line, command) in try CarScript.parse(text, source: source) {
            do { try await run(command) } catch let e as CarInputError {
                throw CarScriptError(source: source, line: line, message: e.message)
            }
        }
    }

    /// Performs a command from the page (or the terminal) and, while recording, keeps it with the screen it led to.
    func perform(_ command: CarCommand) async throws {
        lastPerformed = command
        guard recorder.isRecording, recorder.recording != nil else {
            try await execute(command)
            return
        }
        switch command {
        case .wait:
            // The time is measured, not taken from the command: it is kept as the step before the next input.
            try await execute(command)
            return
        case .screenshot, .screenshotJSON, .expect:
            try await execute(command)
            let screen = recordedScreen()
            recorder.recording?.refreshLastScreen(screen)
            try recorder.recording?.record(command, screen: screen)
            return
        case .input, .siri: break
        }
        keepElapsedTime()
        try await execute(command)
        // What the input starts (the app's handler tasks, main-queue blocks) lands before the screen is kept.
        await settlePendingWork()
        keep(command)
    }

    /// A page message for the app on screen's process (a touch on its screen, its Dashboard, the widgets page): while
    /// recording, kept as the car command it became there.
    func perform(_ message: PageMessage, inProcessOf front: String, _ processes: LiveAppProcesses) async throws {
        guard recorder.isRecording, recorder.recording != nil else {
            try await processes.page(message, to: front)
            return
        }
        keepElapsedTime()
        if let performed = try await processes.page(message, to: front) { keep(performed) }
    }

    /// Keeps `command` as a step with the screen it led to.
    private func keep(_ command: CarCommand) {
        try? recorder.recording?.record(command, screen: recordedScreen())
        recorder.lastStepTime = car.now
    }

    /// What the car shows now, as a recording keeps it: with app processes, the screen of the app on screen's process.
    func recordedScreen() -> RecordedScreen {
        guard appProcesses != nil else { return RecordedScreen(of: car) }
        guard let front = remoteFront, let snapshot = appProcesses?.frame(of: front)?.screen else { return RecordedScreen(app: remoteFront) }
        return RecordedScreen(app: front, snapshot: snapshot, isAutomakerApp: car.installed.first { $0.name == front }?.isAutomakerApp ?? false)
    }

    /// Keeps the time that passed since the last step as a `wait` step, with what the screen shows after it.
    private func keepElapsedTime() {
        let elapsed = car.now - recorder.lastStepTime
        recorder.lastStepTime = car.now
        let screen = recordedScreen()
        if elapsed >= CarRecording.shortestWait {
            try? recorder.recording?.record(.wait(elapsed), screen: screen)
        } else {
            recorder.recording?.refreshLastScreen(screen)
        }
    }

    /// A touch on the app's screen, as a test author writes it: by the element's text, else its role and index, else
    /// its id (an automaker app's own screen is touched at the point).
    func touchInput(x: Double, y: Double) -> CarInput {
        guard let session = car.activeSession, session.isConnected, !session.app.isAutomakerApp,
            let id = runner.driver.layout?.hitTest(session.screenSnapshot(), x, y)
        else { return .touch(x: x, y: y) }
        return CarRecording.tap(on: id, among: session.visible)
    }

    /// Ends every app and shows the home screen: where a recording and a replay start (with app processes, each app's
    /// process ends: the next launch is a fresh one, its data as the process starts it).
    func restartApps() throws {
        homePage = 0
        if let appProcesses {
            appProcesses.quitAll()
            remoteFront = nil
            return
        }
        try runner.driver.perform(.home)
        try car.restartApps { name in try freshInstall?(name) }
    }

    func handleRecord(_ action: RecordAction, from id: UUID) throws {
        switch action {
        case .start:
            guard recorder.replay == nil else { throw ProtocolError(description: "a script is being replayed: stop the replay first") }
            try restartApps()
            recorder.recording = CarRecording(
                start: CarRecording.Start(
                    vehicle: car.vehicle, dark: car.style == .dark, driving: car.isDriving, phoneLocked: car.isPhoneLocked, language: car.phoneLanguage))
            recorder.isRecording = true
            recorder.lastStepTime = car.now
        case .stop:
            guard recorder.isRecording else { throw ProtocolError(description: "nothing is being recorded") }
            keepElapsedTime()
            recorder.isRecording = false
        case .delete(let step):
            guard recorder.recording != nil else { throw ProtocolError(description: "nothing recorded") }
            try recorder.recording?.delete(step - 1)
        case .check(let step, let texts, let snapshot):
            guard recorder.recording != nil else { throw ProtocolError(description: "nothing recorded") }
            let index = step - 1
            // The last step of a recording still on shows what the car shows now.
            if recorder.isRecording, index == (recorder.recording?.steps.count ?? 0) - 1 { recorder.recording?.refreshLastScreen(recordedScreen()) }
            try recorder.recording?.mark(index, texts: texts, snapshot: snapshot)
        case .export(let name):
            guard let recording = recorder.recording else { throw ProtocolError(description: "nothing recorded to export") }
            let files = try RecordingExport.export(recording, name: name, setup: testSetup)
            let base = String(files.testFileName.dropLast(".swift".count))
            reply(
                id,
                .export(
                    ExportedRecording(
                        script: files.script, test: files.test, testFile: files.testFileName,
                        scriptFile: base.prefix(1).lowercased() + base.dropFirst() + ".txt",
                        snapshots: files.snapshots.map { .init(path: $0.path, svg: SVGWriter.svg(CarRenderer.layout($0.screen))) })))
        }
    }

    func handleReplay(_ action: ReplayAction) async throws {
        switch action {
        case .load(let name, let text):
            guard !recorder.isRecording else { throw ProtocolError(description: "recording: stop it before replaying a script") }
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let steps = try CarScript.parse(text, source: name).map { line, command in
                (line: line, text: String(lines[line - 1]).trimmingCharacters(in: .whitespaces), command: command)
            }
            guard !steps.isEmpty else { throw ProtocolError(description: "\(name) has no car commands") }
            try restartApps()
            recorder.replay = LiveRecorder.Replay(name: name, steps: steps)
        case .next:
            guard var replay = recorder.replay else { throw ProtocolError(description: "no script is loaded for replay") }
            guard replay.position < replay.steps.count else { throw ProtocolError(description: "the replay is at its end") }
            let step = replay.steps[replay.position]
            replay.position += 1
            replay.errors[replay.position - 1] = nil
            recorder.replay = replay
            do { try await execute(step.command) } catch {
                recorder.replay?.errors[replay.position - 1] = CarScript.oneLine("\(error)")
                throw CarScriptError(source: replay.name, line: step.line, message: "\(error)")
            }
        case .previous:
            guard var replay = recorder.replay else { throw ProtocolError(description: "no script is loaded for replay") }
            guard replay.position > 0 else { throw ProtocolError(description: "the replay is at its start") }
            // The car can't go back: it starts again and plays the steps before the last one played.
            let target = replay.position - 1
            try restartApps()
            replay.errors = [:]
            replay.position = 0
            recorder.replay = replay
            for i in 0..<target {
                recorder.replay?.position = i + 1
                do { try await execute(replay.steps[i].command) } catch { recorder.replay?.errors[i] = CarScript.oneLine("\(error)") }
            }
        case .stop:
            recorder.replay = nil
        }
    }

    /// What the page's recorder panel shows.
    func recorderState() -> RecorderState {
        RecorderState(
            recording: recorder.isRecording,
            steps: recorder.recording?.steps.map { step in
                var wait = false
                if case .wait = step.command { wait = true }
                return RecorderState.Step(
                    text: RecordingExport.describe(step.command), app: step.screen.app ?? "", title: step.screen.title ?? "", texts: step.screen.texts,
                    checkTexts: step.checkTexts, snapshot: step.checksSnapshot, wait: wait)
            },
            replay: recorder.replay.map { replay in
                RecorderState.Replay(
                    name: replay.name, lines: replay.steps.map(\.text), position: replay.position,
                    errors: Dictionary(uniqueKeysWithValues: replay.errors.map { (String($0.key + 1), $0.value) }))
            })
    }
}

extension LiveCar {
    /// Runs the car commands typed on standard input (a line each; `screenshot` prints the screen as text), until it
    /// ends; a command that fails says why on standard error, with its line number, and the car runs on.
    public func takeCommandsFromStandardInput() {
        Task { @MainActor in
            var n = 0
            for await line in StandardInputLines() {
                n += 1
                do {
                    guard let command = try CarScript.parseLine(line, source: "stdin", line: n) else { continue }
                    try await run(command)
                    if command == .screenshot {
                        print(await screen())
                        StandardOutput.flush()
                    }
                } catch let e as CarInputError {
                    FileHandle.standardError.write(Data("stdin:\(n): error: \(CarScript.oneLine(e.message))\n".utf8))
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                }
            }
        }
    }
}

/// Lines of standard input, read on a thread of their own so the main actor keeps running. - Note: Ours.
public struct StandardInputLines: AsyncSequence {
    public typealias Element = String
    public init() {}
    public func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        AsyncStream<String> { continuation in
            Thread.detachNewThread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
        }.makeAsyncIterator()
    }
}
