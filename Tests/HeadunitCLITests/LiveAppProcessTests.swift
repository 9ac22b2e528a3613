// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import PhoneOS
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live car with each app in a process of its own (`GlitchCar --app-processes`, run as a process and driven by car
/// commands on its standard input, as a user types them): an app that traps, calls `exit` or stops answering ends its
/// own process only; the car and the other app run on, and the next open starts the app afresh.
struct LiveAppProcessTests {
    /// Runs GlitchCar with `arguments`, types `commands`, and returns each screenshot and standard error once `screens`
    /// screenshots came (or `patience` of real time passed, a minute unless asked). The car is watched on a thread of its
    /// own: the wait would hold one of the cooperative pool's threads (two on two cores) for seconds, which the other
    /// tests' tasks need.
    func drive(
        _ arguments: [String], _ commands: [String], screens: Int, environment more: [String: String] = [:],
        patience: Duration = .seconds(60)
    ) async throws -> (screens: [String], stderr: String, running: Bool, stdout: String) {
        try await offMain { try Self.driveHere(arguments, commands, screens: screens, environment: more, patience: patience) }
    }

    static func driveHere(
        _ arguments: [String], _ commands: [String], screens: Int, environment more: [String: String] = [:],
        patience: Duration = .seconds(60)
    ) throws -> (screens: [String], stderr: String, running: Bool, stdout: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(more) { $1 }
        let car = try LaunchedTool(
            HeadunitCLITests.binary.deletingLastPathComponent().appendingPathComponent("GlitchCar"), ["--port", "0"] + arguments,
            environment: environment)
        defer {
            if car.process.isRunning { car.process.terminate() }
            car.process.waitUntilExitInRealTime()
        }
        car.input.fileHandleForWriting.write(Data((commands.joined(separator: "\n") + "\n").utf8))
        try car.input.fileHandleForWriting.close()
        let collected = Collected()
        let outReader = car.output.fileHandleForReading
        let errReader = car.errors.fileHandleForReading
        Thread.detachNewThread {
            while case let data = outReader.availableData, !data.isEmpty { collected.add(out: data) }
        }
        Thread.detachNewThread {
            while case let data = errReader.availableData, !data.isEmpty { collected.add(err: data) }
        }
        // Real time: the test process's clock is the phone's, which tests running beside this one stop and move.
        let deadline = PhoneTime.realNow + patience
        while PhoneTime.realNow < deadline, collected.screens().count < screens, car.process.isRunning { usleep(50_000) }
        usleep(200_000)
        let running = car.process.isRunning
        return (collected.screens(), collected.errors(), running, collected.output())
    }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()
        func add(out data: Data) { lock.withLock { out.append(data) } }
        func add(err data: Data) { lock.withLock { err.append(data) } }
        /// Each screenshot: from a line starting "┌" to the line "└".
        func screens() -> [String] {
            let text = lock.withLock { String(decoding: out, as: UTF8.self) }
            var screens: [String] = []
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("┌") { current = [line] } else if current != nil { current!.append(line) }
                if line == "└", let c = current {
                    screens.append(c.joined(separator: "\n"))
                    current = nil
                }
            }
            return screens
        }
        func errors() -> String { lock.withLock { String(decoding: err, as: UTF8.self) } }
        func output() -> String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    }

    static func ticks(_ screen: String) -> Int? {
        guard let range = screen.range(of: #"Ticks \d+"#, options: .regularExpression) else { return nil }
        return Int(screen[range].dropFirst(6))
    }

    @Test func aCrashAnExitAndAHangEndTheirOwnAppOnly() async throws {
        let run = try await drive(
            ["--app-processes", "--app-answer-time", "2"],
            [
                "open Glitch", #"tap "Lot A""#, #"tap "Lot A""#, "open Steady", "wait 2",
                "open Glitch", "screenshot",  // 0: this instance opened two lots
                "tap Crash", "screenshot",  // 1: the home screen, with the banner
                "open Glitch", #"tap "Lot A""#, "screenshot",  // 2: a fresh instance
                "tap Quit", "screenshot",  // 3: the home screen
                "open Glitch", "tap Freeze", "screenshot",  // 4: the home screen once the car gave up on it
                "open Steady", "screenshot",  // 5: still counting in the process it had all along
                "open Glitch", "screenshot"  // 6: a fresh instance again
            ], screens: 7)
        let s = run.screens
        try #require(s.count == 7, "screens: \(s)\nstderr: \(run.stderr)")
        #expect(s[0].contains("Lot A — Opened 2 times"))
        #expect(s[1].hasPrefix("┌ CarPlay") && s[1].contains("banner: Glitch quit unexpectedly"), "\(s[1])")
        // The home screen knows which apps' processes run.
        #expect(s[1].contains("Steady — drivingTask (running)") && !s[1].contains("Glitch — parking (running)"), "\(s[1])")
        #expect(s[2].contains("Lot A — Opened 1 times"), "\(s[2])")
        #expect(s[3].hasPrefix("┌ CarPlay"), "\(s[3])")
        #expect(s[4].hasPrefix("┌ CarPlay"), "\(s[4])")
        #expect((Self.ticks(s[5]) ?? 0) >= 3, "\(s[5])")
        #expect(s[6].contains("Lot A — Opened 0 times"), "\(s[6])")
        // How each ended, in the car's words, and the car still serving.
        #expect(run.stderr.contains("Glitch's process crashed"), "\(run.stderr)")
        #expect(run.stderr.contains("Glitch's process exited"), "\(run.stderr)")
        #expect(run.stderr.contains("Glitch did not answer in time and the car ended its process"), "\(run.stderr)")
        #expect(!run.stderr.contains("Steady"), "\(run.stderr)")
        #expect(run.running)
        // What the app printed in its process reached the car's standard error (an app process's output is the car's
        // diagnostics, not its report) while the car ran, before that process crashed (a crash flushes nothing).
        #expect(run.stderr.contains("Glitch opened Lot A (2 times in this instance)"), "\(run.stderr)")
        #expect(!run.stdout.contains("Glitch opened"), "\(run.stdout)")
    }

    /// An app that traps starts the Swift runtime's backtracer, which reads its process for seconds; the car ends a
    /// process that doesn't answer in time, and the backtracer goes with it (killed while it read, it used to wait for
    /// good: it holds both ends of its socket). Once the car has ended, no process with its environment is left.
    @Test func theBacktracerOfAnAppTheCarEndsGoesWithIt() async throws {
        let mark = UUID().uuidString
        let run = try await drive(
            ["--app-processes", "--app-answer-time", "0.2"], ["open Glitch", "tap Crash", "screenshot"], screens: 1,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no", "OPENCARPLAY_TEST_MARK": mark])
        #expect(run.stderr.contains("Glitch did not answer in time and the car ended its process"), "\(run.stderr)")
        let left = HeadunitCLITests.processesLeft(marked: mark, patience: .seconds(2))
        #expect(left.isEmpty, "left running: \(left)")
    }

    /// A trapped app's backtrace names its top frame, in the Swift runtime: the zygote moves the car's hot code into
    /// huge pages but keeps each file's first page, where the backtracer finds an image by its ELF header (moved, the
    /// runtime's library was missing from the backtrace's images and its frames unnamed).
    @Test(.enabled(if: Self.swiftCoreIsALinuxLibrary)) func aTrappedAppsBacktraceNamesItsTopFrame() async throws {
        // Under a full parallel test run the backtracer, starved of CPU, has taken over a minute to read a debug build
        // (75 s once): symbol names only (`fast`: no source lines or inline frames), the app 240 s to answer and this
        // test as long to see the screen after the crash.
        let run = try await drive(
            ["--app-processes", "--app-answer-time", "240"], ["open Glitch", "tap Crash", "screenshot"], screens: 1,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,symbolicate=fast"], patience: .seconds(240))
        let lines = run.stderr.split(separator: "\n")
        let crashed = try #require(lines.firstIndex { $0.hasSuffix("crashed:") }, "\(run.stderr.suffix(3000))")
        let top = try #require(lines[crashed...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("0 ") }, "\(run.stderr.suffix(3000))")
        #expect(top.contains("_assertionFailure") && top.hasSuffix(" in libswiftCore.so"), "\(top)")
    }

    /// Where the Swift runtime is `libswiftCore.so` and its backtracer prints frames as the test reads them.
    static var swiftCoreIsALinuxLibrary: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    /// Without app processes the same trap ends the whole car: what app processes are for.
    @Test func inTheCarsOwnProcessATrapEndsTheCar() async throws {
        let run = try await drive([], ["open Steady", "open Glitch", "tap Crash", "screenshot"], screens: 1)
        #expect(run.screens.isEmpty)
        #expect(!run.running)
        #expect(run.stderr.contains("Fatal error: Glitch gave up"), "\(run.stderr)")
    }
}
