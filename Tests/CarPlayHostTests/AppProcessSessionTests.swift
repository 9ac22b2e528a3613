import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneOS
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An app that keeps how often it launched in a singleton, as apps keep their model in `static let shared`.
private final class LaunchCount: @unchecked Sendable {
    static let shared = LaunchCount()
    var launches = 0
}

/// Shows "Launch N" from the singleton; its rows crash the app or raise CarPlay's exception when tapped.
private final class LaunchCountingApp: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        LaunchCount.shared.launches += 1
        let launch = CPListItem(text: "Launch \(LaunchCount.shared.launches)", detailText: nil)
        let crash = CPListItem(text: "Crash", detailText: nil)
        crash.handler = { _, _ in fatalError("the app's own bug") }
        let overLimit = CPListItem(text: "Push too deep", detailText: nil)
        overLimit.handler = { [weak interfaceController] _, done in
            for n in 0..<8 {
                interfaceController?.pushTemplate(CPListTemplate(title: "\(n)", sections: []), animated: false, completion: nil)
            }
            done()
        }
        let list = CPListTemplate(title: "Launches", sections: [CPListSection(items: [launch, crash, overLimit])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

/// A row whose handler waits, on the app's main thread, for the test to leave a file named after the app's process
/// (up to 60 s of real time): the test can only leave it if its main actor is free while the tap is under way. (20 s
/// ran out once in a full parallel run on two cores, where the test process's main actor serves every test's car.)
private final class WaitsForTheTestApp: UIResponder, CPTemplateApplicationSceneDelegate {
    static func marker(of pid: Int32) -> String { NSTemporaryDirectory() + "opencarplay-test-answered-\(pid)" }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        let list = CPListTemplate(title: "Waiting", sections: [])
        let row = CPListItem(text: "Wait for the test", detailText: nil)
        row.handler = { _, done in
            var answered = false
            for _ in 0..<6000 where !answered {
                answered = FileManager.default.fileExists(atPath: Self.marker(of: getpid()))
                if !answered { usleep(10_000) }
            }
            list.updateSections([CPListSection(items: [CPListItem(text: answered ? "The test answered" : "Nobody answered", detailText: nil)])])
            done()
        }
        list.updateSections([CPListSection(items: [row])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

#if os(Linux)
    /// The fields of a process's /proc stat line after its name (`self` or a pid): the state first; nil once it is gone.
    func statFields(of process: String) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// This process's nice value (field 19 of its stat line).
    func niceValue() -> Int? { statFields(of: "self").flatMap { $0.count > 16 ? Int($0[16]) : nil } }

    /// Shows its process's nice value.
    private final class ShowsItsNiceValueApp: UIResponder, CPTemplateApplicationSceneDelegate {
        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
        ) {
            let item = CPListItem(text: "Nice \(niceValue().map(String.init) ?? "?")", detailText: nil)
            interfaceController.setRootTemplate(CPListTemplate(title: "Nice", sections: [CPListSection(items: [item])]), animated: false, completion: nil)
        }
    }
#endif

/// Each test session launches its app in a process of its own, as each launch is on a phone.
@Suite @MainActor
struct AppProcessSessionTests {
    func connect(_ hosting: AppHosting = .ownProcess) async throws -> CarPlayTestSession {
        try await CarPlayTestSession(categories: [.quickFoodOrdering], hosting: hosting) { LaunchCountingApp() }
    }

    @Test func twoSessionsInOneTestEachLaunchTheAppAfresh() async throws {
        let first = try await connect()
        #expect(first.hosting == .ownProcess)
        #expect(first.texts.contains("Launch 1"))
        let second = try await connect()
        #expect(second.texts.contains("Launch 1"), "a singleton of the first launch is gone at the second")
        #expect(first.texts.contains("Launch 1"), "the first session still reads its own app")
    }

    @Test(arguments: ["first", "second", "third"])
    func everyCaseOfAParameterizedTestLaunchesAfresh(name: String) async throws {
        let car = try await connect()
        #expect(car.hosting == .ownProcess)
        #expect(car.texts.contains("Launch 1"), "case \(name)")
    }

    @Test func inputAndTimeReachTheAppsProcess() async throws {
        let car = try await connect()
        await car.advance(by: .seconds(5))
        await car.drive()
        #expect(car.events.contains(.carStateChanged(.driving(true))))
        await #expect(throws: CarInputError.self) { try await car.tap("No such row") }
        #expect(await car.findings.isEmpty)
    }

    /// An input waits for the app's process off the main actor, which the test's other work (and the other tests) share:
    /// work queued on the main actor behind the tap runs while the app handles it.
    @Test func anInputLeavesTheMainActorFreeWhileTheAppWorks() async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { WaitsForTheTestApp() }
        let marker = WaitsForTheTestApp.marker(of: try #require(car.appProcessIdentifier))
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let answer = Task { @MainActor in _ = FileManager.default.createFile(atPath: marker, contents: nil) }
        try await car.tap("Wait for the test")
        await answer.value
        #expect(car.texts.contains("The test answered"), "\(car.texts)")
    }

    @Test func anExceptionInTheAppsProcessIsATestFailure() async throws {
        let car = try await connect()
        let exception = try await car.expectException { try await car.tap("Push too deep") }
        #expect(exception != nil, "reported by the app's process, expected by the test")
    }

    @Test func aCrashEndsTheAppsProcessAndFailsOnlyThisTest() async throws {
        let car = try await connect()
        await withKnownIssue("the app crashes: its process ends, the test's goes on") {
            try await car.tap("Crash")
        }
        #expect(car.texts.contains("Launch 1"), "the last screen the app showed stays readable")
    }

    /// A pipe the test has open as the app's process starts (a tool it runs, read to its end) isn't held by the app.
    /// On Linux the app's open descriptors are read from `/proc`: waiting for the pipe's end instead would also wait for
    /// any process another suite starts meanwhile (`Process`, an exit test), which holds the pipe as long as it runs.
    /// Elsewhere the end is awaited, for 30 s of real time and on a thread of its own, not on the main actor that
    /// every suite's car needs.
    @Test func theAppsProcessHoldsNoneOfTheTestsFiles() async throws {
        let pipe = Pipe()
        let car = try await connect()
        let reader = pipe.fileHandleForReading.fileDescriptor
        #if os(Linux)
            var info = stat()
            #expect(fstat(reader, &info) == 0)
            let name = "pipe:[\(info.st_ino)]"
            #expect(try Self.openFiles(of: "self").contains(name), "the test's own process shows the pipe: \(name)")
            let app = try #require(car.appProcessIdentifier)
            let appFiles = try Self.openFiles(of: "\(app)")
            #expect(appFiles.contains { $0.hasPrefix("socket:[") }, "the app's process is read: its channel to the test is there")
            #expect(!appFiles.contains(name), "the app's process holds the test's pipe \(name)")
            try pipe.fileHandleForWriting.close()
        #else
            try pipe.fileHandleForWriting.close()
            let (ready, events) = try await offMain {
                var end = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                var ready = poll(&end, 1, 30_000)
                while ready < 0 && errno == EINTR { ready = poll(&end, 1, 30_000) }
                return (ready, end.revents)
            }
            #expect(ready == 1 && (events & Int16(POLLHUP)) != 0, "the end comes once the test's own writer closed")
        #endif
        #expect(car.texts.contains("Launch 1"))
    }

    #if os(Linux)
        /// An app's process that ends while its session lives (killed here, as the system kills an app) is collected at
        /// once, not left a zombie until the session ends: while one is, Swift Testing's monitor of exit tests spins.
        @Test func anAppsProcessThatEndsIsCollectedAtOnce() async throws {
            let car = try await connect()
            let pid = try #require(car.appProcessIdentifier)
            #expect(kill(pid, SIGKILL) == 0)
            // Polled for up to 10 s of real time (the phone's clock, which `Date()` reads here, stands still).
            var state = Self.processState(pid)
            for _ in 0..<500 where state != nil {
                usleep(20_000)
                state = Self.processState(pid)
            }
            #expect(state == nil, "the ended app's process is still there (state \(state ?? "?")) with its session alive")
            withExtendedLifetime(car) {}
        }

        /// The app's process runs 5 steps nicer than the test's (at most 19): the test process's threads serve every
        /// test's car, and keep their turns on a loaded machine while the apps work.
        @Test func theAppsProcessLeavesTheTestsThreadsTheirTurns() async throws {
            let car = try await CarPlayTestSession(categories: [.quickFoodOrdering]) { ShowsItsNiceValueApp() }
            let ours = try #require(niceValue())
            #expect(car.texts.contains("Nice \(min(ours + 5, 19))"), "\(car.texts)")
        }

        /// What a process's descriptors point at (`/proc/<process>/fd`: "pipe:[inode]", "socket:[inode]", a path…).
        static func openFiles(of process: String) throws -> Set<String> {
            let folder = "/proc/\(process)/fd"
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            return Set(names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)") })
        }

        /// The state letter of a process in /proc (`Z` for a zombie), nil once it is gone.
        static func processState(_ pid: Int32) -> String? { statFields(of: "\(pid)")?.first.map(String.init) }
    #endif

    @Test func inTheTestsProcessLaunchesShareTheSingleton() async throws {
        let first = try await connect(.testProcess)
        let before = LaunchCount.shared.launches
        #expect(first.texts.contains("Launch \(before)"))
        let second = try await connect(.testProcess)
        #expect(second.texts.contains("Launch \(before + 1)"), "the option says so: launches share this process")
    }
}
