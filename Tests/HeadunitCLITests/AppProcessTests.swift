// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The messages between the car and an app process, and reviews whose every run is a fresh app process (the
/// `review-fixtures` check executable, run as a process).
struct AppProcessTests {
    struct Greeting: Codable, Equatable {
        var text: String
        var count: Int
    }

    @Test func messagesRoundTripInTheirEnvelope() throws {
        let bytes = try AppWire.encode(Greeting(text: "hello", count: 2))
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"message":{"count":2,"text":"hello"},"version":2}"#)
        #expect(try AppWire.decode(Greeting.self, from: bytes) == Greeting(text: "hello", count: 2))
    }

    @Test func anotherVersionIsRefusedByName() throws {
        let future = Data(#"{"message":{"count":2,"text":"hello"},"version":3}"#.utf8)
        #expect(throws: AppWireError.version(3)) { try AppWire.decode(Greeting.self, from: future) }
        #expect(AppWireError.version(3).description == "a message in app-process wire format version 3; this car speaks version 2")
        let unversioned = Data(#"{"message":{"count":2,"text":"hello"}}"#.utf8)
        #expect(throws: AppWireError.malformed("an envelope without \"version\"")) { try AppWire.decode(Greeting.self, from: unversioned) }
        let wrongShape = Data(#"{"message":{"words":"hello"},"version":2}"#.utf8)
        #expect {
            try AppWire.decode(Greeting.self, from: wrongShape)
        } throws: { error in
            guard case AppWireError.malformed(let what) = error else { return false }
            return what.hasPrefix("a version 2 envelope whose message is not a Greeting")
        }
    }

    @Test func aChannelCarriesFramesAndSaysWhenTheOtherSideIsGone() throws {
        var pair: [Int32] = [0, 0]
        #if canImport(Glibc)
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        #else
            #expect(socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0)
        #endif
        let car = AppProcessChannel(fd: pair[0], pid: getpid())
        let app = AppProcessChannel(fd: pair[1], pid: getpid())
        try car.send(Greeting(text: "tap", count: 1))
        try car.send(Greeting(text: String(repeating: "é", count: 100_000), count: 2))
        #expect(try app.receive(Greeting.self) == Greeting(text: "tap", count: 1))
        #expect(try app.receive(Greeting.self).count == 2)
        // Nothing more comes: a read with a limit ends with timedOut; once the other side closes, with ended.
        #expect(throws: AppWireError.timedOut) { try app.receive(Greeting.self, timeout: .milliseconds(50)) }
        car.close()
        #expect {
            try app.receive(Greeting.self, timeout: .seconds(5))
        } throws: { error in
            guard case AppWireError.ended = error else { return false }
            return true
        }
    }

    struct Review: Decodable {
        struct Found: Decodable {
            struct Place: Decodable {
                var path: [String]
                var message: String
            }
            var rule: String
            var message: String
            var places: [Place]
        }
        var findings: [Found]
        var runs: Int
        var complete: Bool
    }

    func review(
        _ app: String, _ options: [String], environment: [String: String] = [:]
    ) async throws -> (status: Int32, report: Review, stderr: String) {
        let tool = HeadunitCLITests.binary.deletingLastPathComponent().appendingPathComponent("review-fixtures")
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let run = try await LaunchedTool(tool, [app, "--format", "json"] + options, environment: merged).finish()
        return (run.status, try JSONDecoder().decode(Review.self, from: Data(run.stdout.utf8)), run.stderr)
    }

    /// An app whose main thread waits on a semaphore (and a group) for a detached task, as older code does, runs in a
    /// review's app process as on a phone, where the pool's threads run the task meanwhile: every run answers.
    @Test func anAppThatWaitsForATaskOnTheMainThreadAnswers() async throws {
        let run = try await review("waiting-routes", ["--jobs", "1", "--time-limit", "30", "--max-screens", "3"])
        #expect(run.report.complete, "\(run.stderr)")
        #expect(run.report.runs > 0)
        #expect(!run.stderr.contains("not answer") && !run.stderr.contains("hung"), "\(run.stderr)")
        #expect(run.report.findings.isEmpty, "\(run.report.findings.map(\.rule)) \(run.stderr.suffix(2000))")
    }

    /// An app whose spoken alerts end on a task that sleeps on the clock it was given (as Atlas's prompts do) gives its
    /// session up between them in a review's app processes too: the car's clock lets the code of a sleep it wakes run
    /// up to its next wait before the car's time goes on, which in an app process (whose Swift jobs wait for the main
    /// queue in a queue of the runtime's) needs those jobs counted as the app's work.
    @Test func alertsThatEndOnATaskAreNotAHeldSession() async throws {
        let run = try await review("spoken-alerts", ["--jobs", "1", "--time-limit", "60"])
        #expect(run.report.complete && run.report.runs > 0, "\(run.stderr.suffix(2000))")
        #expect(!run.report.findings.map(\.rule).contains("audio.heldActive"), "\(run.report.findings.map(\.rule)) \(run.stderr.suffix(2000))")
        // The same app that forgets to deactivate is caught: its alerts do reach the car's audio.
        let held = try await review("held-alerts", ["--jobs", "1", "--time-limit", "60"])
        #expect(held.report.findings.map(\.rule).contains("audio.heldActive"), "\(held.report.findings.map(\.rule)) \(held.stderr.suffix(2000))")
    }

    /// An app that starts its meter once per process ("already started") is judged as on a phone: each run is a new
    /// process, so the meter ticks on the trip screen and its refreshes every 2 s are found. Made in one process, the runs
    /// after the first find the meter started and its timer gone, and miss it.
    @Test func aSingletonStartedOnceIsJudgedAsOnAPhone() async throws {
        let fresh = try await review("trip-meter", ["--jobs", "2"])
        #expect(fresh.report.complete)
        #expect(fresh.report.findings.map(\.rule).contains("refresh.items"), "\(fresh.stderr)")
        #expect(fresh.status == 1)
        let oneProcess = try await review("trip-meter", ["--jobs", "0"])
        #expect(!oneProcess.report.findings.map(\.rule).contains("refresh.items"))
    }

    /// A review's app process starts with the code the car's process has used mapped, in transparent huge pages it
    /// shares with the zygote (fork shares an anonymous huge page with one entry, where each process faults a file's
    /// pages in again, 16 at a time, and tears them down at its end). Linux on x86-64 with huge pages on only.
    @Test(.enabled(if: Self.hugePagesOn())) func anAppProcessStartsWithTheCarsHotCodeInHugePages() async throws {
        let run = try await review("code-pages", ["--jobs", "1", "--max-screens", "1"])
        let message = try #require(run.report.findings.first { $0.rule == "settings.onCar" }?.message, "\(run.report.findings) \(run.stderr)")
        let range = try #require(message.range(of: "code "), "\(message)")
        let kib = try #require(Int(message[range.upperBound...].prefix { $0.isNumber || $0 == "-" }), "\(message)")
        #expect(kib >= 2048, "the app's process holds \(kib) KiB of code in huge pages: \(message)")
        // Asked not to, the zygote leaves every mapping a file's (a profiler then names the app's functions).
        let files = try await review("code-pages", ["--jobs", "1", "--max-screens", "1"], environment: ["OPENCARPLAY_APP_CODE_PAGES": "file"])
        let kept = try #require(files.report.findings.first { $0.rule == "settings.onCar" }?.message, "\(files.report.findings)")
        #expect(kept.contains("code 0 KiB"), "\(kept)")
    }

    /// A review's later app processes start with the pages of code its first one used already mapped: each app process
    /// says at its end which pages it had, the zygote maps them and each fork after that copies their entries, where
    /// a process would fault them in again, 16 pages at a time. `OPENCARPLAY_APP_CODE_PAGES=huge` keeps the huge pages
    /// and learns nothing: every launch then faults its code in.
    @Test(.enabled(if: Self.codePagesLearned())) func laterAppProcessesStartWithTheCodeTheFirstUsed() async throws {
        func faultsAtLaunch(_ environment: [String: String]) async throws -> [Int] {
            let run = try await review("code-pages", ["--jobs", "1", "--max-screens", "1"], environment: environment)
            let finding = try #require(run.report.findings.first { $0.rule == "settings.onCar" }, "\(run.report.findings) \(run.stderr)")
            // One place per launch that differs; the runs that only connect, not those that waited and reconnected.
            return finding.places.filter { $0.path == ["connect Code Pages"] }.compactMap { place in
                place.message.range(of: "faults ").flatMap { Int(place.message[$0.upperBound...].prefix { $0.isNumber }) }
            }
        }
        let learned = try await faultsAtLaunch([:])
        let unlearned = try await faultsAtLaunch(["OPENCARPLAY_APP_CODE_PAGES": "huge"])
        let fewest = try #require(learned.min(), "\(learned)")
        let fewestUnlearned = try #require(unlearned.min(), "\(unlearned)")
        #expect(Double(fewest) < 0.75 * Double(fewestUnlearned), "faults at launch: \(learned), learning nothing: \(unlearned)")
    }

    /// Linux 5.14 or later on x86-64 (`MADV_POPULATE_READ`) with 4 KiB pages, writes through `/proc/self/mem` allowed,
    /// app processes on and not asked to leave the code as the files map it.
    static func codePagesLearned() -> Bool {
        #if os(Linux) && arch(x86_64)
            let environment = ProcessInfo.processInfo.environment
            var name = utsname()
            uname(&name)
            let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let version = release.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
            let commandLine = (try? String(contentsOfFile: "/proc/cmdline", encoding: .utf8)) ?? ""
            return environment["OPENCARPLAY_APP_PROCESSES"] != "0" && !["file", "huge"].contains(environment["OPENCARPLAY_APP_CODE_PAGES"])
                && sysconf(Int32(_SC_PAGESIZE)) == 4096 && version.count == 2 && (version[0], version[1]) >= (5, 14)
                && !commandLine.contains("proc_mem.force_override=never")
        #else
            false
        #endif
    }

    /// Linux on x86-64 with 4 KiB pages and transparent huge pages on, app processes on and not asked for file pages.
    static func hugePagesOn() -> Bool {
        #if os(Linux) && arch(x86_64)
            func read(_ name: String) -> String {
                (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/" + name, encoding: .utf8)) ?? ""
            }
            let environment = ProcessInfo.processInfo.environment
            return environment["OPENCARPLAY_APP_PROCESSES"] != "0" && environment["OPENCARPLAY_APP_CODE_PAGES"] != "file"
                && sysconf(Int32(_SC_PAGESIZE)) == 4096 && read("hpage_pmd_size").hasPrefix("2097152")
                && ["[always]", "[madvise]"].contains { read("enabled").contains($0) }
        #else
            false
        #endif
    }

    /// The same review with one app process at a time and with two finds the same.
    @Test func parallelRunsFindWhatOneAtATimeFinds() async throws {
        let one = try await review("trip-meter", ["--jobs", "1"])
        let two = try await review("trip-meter", ["--jobs", "2"])
        #expect(one.report.findings.map(\.rule) == two.report.findings.map(\.rule))
        #expect(one.status == two.status)
    }

    /// The explorer's own probes (the car's Now Playing button, a phone call during guidance, the cluster's zoom) and
    /// the maneuver symbol's contrast find the same with every run in the review's process, one app process at a time
    /// and two at once.
    @Test(arguments: [
        ("probed-navigation", ["navigation.clusterZoom", "navigation.promptDuringCall", "navigation.symbolContrast"]), ("forgetful-radio", ["nowPlaying.empty"])
    ])
    func probesFindTheSameInEveryLayout(_ app: String, _ expected: [String]) async throws {
        var reports: [[String]] = []
        for jobs in ["0", "1", "2"] {
            let r = try await review(app, ["--jobs", jobs])
            #expect(r.report.complete)
            #expect(Set(r.report.findings.map(\.rule)) == Set(expected), "--jobs \(jobs): \(r.stderr)")
            reports.append(r.report.findings.map(\.rule))
        }
        #expect(reports[0] == reports[1] && reports[1] == reports[2], "\(reports)")
    }

    /// A crash in a run ends that run's process only: the review goes on and reports it.
    @Test func aCrashEndsOnlyItsRun() async throws {
        let r = try await review("crashing", ["--jobs", "2"])
        #expect(r.report.complete)
        #expect(r.report.findings.map(\.rule).contains("app.exception"), "\(r.stderr)")
    }

    /// The zygote keeps the next app process made ahead of its launch. The one nobody asked for when the review ends
    /// hears its socket close and ends without a word, before the review's own process ends: nothing on standard error
    /// about an app process, and no process left with the review's environment.
    @Test func theAppProcessMadeAheadEndsQuietlyWithTheReview() async throws {
        let mark = UUID().uuidString
        let tool = HeadunitCLITests.binary.deletingLastPathComponent().appendingPathComponent("review-fixtures")
        var environment = ProcessInfo.processInfo.environment
        environment["OPENCARPLAY_TEST_MARK"] = mark
        let run = try await LaunchedTool(tool, ["trip-meter", "--format", "json", "--jobs", "1"], environment: environment).finish()
        let report = try JSONDecoder().decode(Review.self, from: Data(run.stdout.utf8))
        #expect(report.complete && report.runs > 1)
        #expect(!run.stderr.contains("app process"), "\(run.stderr)")
        let left = HeadunitCLITests.processesLeft(marked: mark)
        #expect(left.isEmpty, "processes of the review still running: \(left)")
    }
}
