// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import CarPlayHost
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a test session's app runs.
public enum AppHosting: Sendable, Equatable {
    /// In a process of its own, as each launch of an app is on a phone: the test binary is started again as the app's
    /// process, runs the same test up to this session and builds the app there, then the two speak typed messages. Its
    /// singletons, statics and pending timers start empty at every session. The test reads the app's screens, events and
    /// findings, and gives input, time and Siri requests; it can't reach into the app's objects (``CarPlayTestSession/car``,
    /// ``CarPlayTestSession/session``, ``CarPlayTestSession/templates``…). App code the test's body calls itself (a
    /// function of the app, `MPNowPlayingInfoCenter.default()`) runs in the test's process, beside no app of its own:
    /// such a test needs ``testProcess``.
    case ownProcess
    /// In the test's own process, so the test can reach into the app's objects. Launches then share one process: what an
    /// app keeps in a singleton is still there at the next session, and tests that connect a car take turns.
    case testProcess
}

/// A test session's app in a process of its own (``AppHosting/ownProcess``): the test binary started again, filtered
/// to the test that made the session, with the session's place in that test in its environment. There the test runs
/// to that session, whose initializer then connects the app to a car of its own and serves the test's requests until
/// the session ends (``CarPlayTestSession`` does both sides). The test's earlier sessions, on the way, replay what
/// they were answered in the test's process (a ``TestAppTranscript``) rather than launch their apps again. - Note: Ours.
package final class TestAppProcess: Sendable {
    /// The environment variable that makes a test binary an app's process: a ``Assignment`` as JSON.
    static let environmentKey = "OPENCARPLAY_TEST_APP_PROCESS"
    /// How long the app's process may take to answer one request, in real time, before the session counts it as hung.
    static let answerTime: Duration = .seconds(300)

    /// The app's process; nil for an earlier session replayed in another session's app process.
    private let channel: AppProcessChannel?
    /// What this session asked and was answered so far, in order (what a later session's process replays).
    private let exchanges = Mutex<[TestAppExchange]>([])
    /// What is left to replay.
    private let replay: Mutex<ArraySlice<TestAppExchange>>

    /// The wait status the app's process ended with, once it has ended (see ``collect()``).
    private let ending = Ending()

    private init(channel: AppProcessChannel) {
        self.channel = channel
        replay = Mutex([])
    }

    /// How the app's process ended: its wait status, set once a thread collected it.
    private final class Ending: Sendable {
        let status = Mutex<Int32?>(nil)
    }

    /// Collects the app's process the moment it ends, on a thread of its own that waits for it from its start. An ended
    /// process left uncollected is a zombie, and while one is, Swift Testing's exit-test monitor (`waitid` on any child,
    /// `WNOWAIT`) finds it again at once, in a loop that takes a whole core: with a test's explorers' processes done and
    /// waiting for the test to read their answers, that was a tenth of the package's test run.
    private func collect() {
        guard let pid = channel?.pid else { return }
        let ending = self.ending
        let thread = Thread {
            // Waits for the end without collecting it, then collects it under the lock ``kill()`` takes: while the status
            // is unset, the pid still names this process (alive or not yet collected), never a later one.
            var info = siginfo_t()
            var r: Int32
            repeat { r = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) } while r < 0 && errno == EINTR
            ending.status.withLock { kept in
                var status: Int32 = 0
                var collected: pid_t
                repeat { collected = waitpid(pid, &status, 0) } while collected < 0 && errno == EINTR
                kept = collected == pid ? status : -1
            }
        }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// An earlier session of the test, in another session's app process: it answers from what it was answered.
    private init(replaying exchanges: [TestAppExchange]) {
        channel = nil
        replay = Mutex(exchanges[...])
    }

    /// The sessions launched in their own processes in this test process, per test case, in order.
    private static let launched = Mutex<[String: [TestAppProcess]]>([:])

    /// Which session of which test run this is: the test's id, its case among a parameterized test's (empty when it has
    /// one), and the session's number among those the case made (1 for the first).
    struct Identity: Codable, Equatable {
        var test: String
        var testCase: String
        var ordinal: Int
        /// The test case this session belongs to, as the keys of this process's tables.
        var testCaseKey: String { "\(test)\n\(testCase)" }
    }

    /// What the environment asks of this process: become the app's process of the session `identity`, talking on `fd`;
    /// or, with `explorer`, run that explorer of the test and answer its result (`TestExplorerHost`; `identity.ordinal`
    /// is then 0).
    struct Assignment: Codable {
        var identity: Identity
        var fd: Int32
        var explorer: ExplorerTarget?
    }

    /// Which explorer of a test case: the key of what it explores (`Explorer.key()`) and its number among the case's
    /// explorers of that key (1 for the first).
    struct ExplorerTarget: Codable, Equatable {
        var key: String
        var occurrence: Int
    }

    /// This process's assignment, when it was started as an app's process.
    static let assignment: Assignment? = ProcessInfo.processInfo.environment[environmentKey].flatMap {
        try? JSONDecoder().decode(Assignment.self, from: Data($0.utf8))
    }

    private static let sessionsMade = Mutex<[String: Int]>([:])

    /// The name of the sessions this process makes outside a Swift Testing test, once it asked for app processes there.
    private static let outsideTestName = Mutex<String?>(nil)

    /// Lets an executable outside Swift Testing (a benchmark) launch its sessions' apps in processes of their own, as a
    /// test does: the executable is started again for each such session (with a test runner's arguments it must ignore)
    /// and, there, must make the same sessions in the same order up to it (``isAppProcess`` tells it where it is).
    package static func launchAppProcessesOutsideTests(as name: String) {
        outsideTestName.withLock { $0 = name }
    }

    /// Whether this process was started as the app's process of a session (or a test's explorer).
    package static var isAppProcess: Bool { assignment != nil }

    /// The next session's identity in the running test; nil outside a Swift Testing test, or where the case of a
    /// parameterized test can't be told apart from its others.
    static func nextIdentity() -> Identity? {
        guard var identity = currentTestCase() else { return nil }
        identity.ordinal = sessionsMade.withLock { made in
            made[identity.testCaseKey, default: 0] += 1
            return made[identity.testCaseKey]!
        }
        return identity
    }

    /// The running test case (ordinal 0); nil outside a Swift Testing test, or where the case of a parameterized test
    /// can't be told apart from its others.
    static func currentTestCase() -> Identity? {
        guard let test = Test.current else {
            return outsideTestName.withLock { $0 }.map { Identity(test: $0, testCase: "", ordinal: 0) }
        }
        var testCase = ""
        if let current = Test.Case.current, current.isParameterized {
            guard let key = caseKey(current) else { return nil }
            testCase = key
        }
        return Identity(test: test.id.description, testCase: testCase, ordinal: 0)
    }

    /// A parameterized test's case, named by its arguments as Swift Testing identifies them (found through reflection,
    /// a few levels down: Swift Testing offers no public name for a case); nil when they can't be found.
    private static func caseKey(_ testCase: Test.Case) -> String? {
        func find(_ label: String, in value: Any, depth: Int) -> Any? {
            for child in Mirror(reflecting: value).children {
                if child.label == label { return child.value }
                if depth > 0, let found = find(label, in: child.value, depth: depth - 1) { return found }
            }
            return nil
        }
        guard let arguments = find("arguments", in: testCase, depth: 3) else { return nil }
        // The values as text: the same in every process (an argument's id may not be, when its type isn't encodable).
        let values = Mirror(reflecting: arguments).children.compactMap { argument in
            find("value", in: argument.value, depth: 0).map(stableDescription)
        }
        guard !values.isEmpty else { return nil }
        let discriminator = find("discriminator", in: testCase, depth: 3).map { " #\($0)" } ?? ""
        return values.joined(separator: ", ") + discriminator
    }

    /// A value as text that is the same in every process: a set's or a dictionary's elements in sorted order (their
    /// order, and so `String(reflecting:)`'s, follows the process's random hashing seed).
    /// Values are followed a few levels down, never into a class (whose fields can be cyclic or differ per process).
    static func stableDescription(_ value: Any) -> String { stableDescription(value, depth: 6) }

    private static func stableDescription(_ value: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: value)
        guard depth > 0 else { return String(reflecting: value) }
        switch mirror.displayStyle {
        case .set, .dictionary:
            return "[" + mirror.children.map { stableDescription($0.value, depth: depth - 1) }.sorted().joined(separator: ", ") + "]"
        case .struct, .enum, .tuple, .collection, .optional:
            guard !mirror.children.isEmpty else { return String(reflecting: value) }
            let fields = mirror.children.map { child in
                (child.label.map { "\($0): " } ?? "") + stableDescription(child.value, depth: depth - 1)
            }
            return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
        default:
            return String(reflecting: value)
        }
    }

    /// What this process does with a session it makes.
    enum Role {
        /// Start the app's process for it.
        case testSide
        /// This is that session's app's process: serve on the channel.
        case appSide(AppProcessChannel)
        /// An earlier session of the test this process serves: replay it.
        case replay(TestAppProcess)
        /// This process serves another test's session: this test stops here.
        case elsewhere
    }

    /// The channel of an app's process to its test (one for the process: closing it ends the session).
    static let assignedChannel: AppProcessChannel? = assignment.map { AppProcessChannel(fd: $0.fd, pid: getppid()) }
    /// Whether a session of this process serves already.
    private static let claimed = Mutex(false)
    /// The transcript the test sent first, read once.
    private static let transcript = Mutex<TestAppTranscript?>(nil)

    static func role(of identity: Identity) throws -> Role {
        guard let assignment, let channel = assignedChannel else { return .testSide }
        let wanted = assignment.identity
        // An explorer's process: the test's sessions on the way start app processes of their own, as in the test's.
        if assignment.explorer != nil {
            return wanted.test == identity.test && wanted.testCase == identity.testCase ? .testSide : .elsewhere
        }
        guard wanted.test == identity.test, wanted.testCase == identity.testCase, identity.ordinal <= wanted.ordinal else {
            return .elsewhere
        }
        // The transcript comes first, for every session of the test this process serves.
        let earlier = try transcript.withLock { read in
            if read == nil { read = try channel.receive(TestAppTranscript.self, timeout: answerTime) }
            return read!.sessions
        }
        if identity.ordinal == wanted.ordinal {
            // One session serves (two cases whose arguments read alike would both claim it).
            return claimed.withLock { claimed in
                defer { claimed = true }
                return claimed ? .elsewhere : .appSide(channel)
            }
        }
        guard identity.ordinal <= earlier.count else {
            throw AppWireError.malformed("the test made session \(identity.ordinal) here, but its process had \(earlier.count) before this one")
        }
        return .replay(TestAppProcess(replaying: earlier[identity.ordinal - 1]))
    }

    /// Starts the test binary again as the app's process of session `identity`.
    static func launch(_ identity: Identity) throws -> TestAppProcess {
        let process = try spawn(Assignment(identity: identity, fd: 3))
        let key = identity.testCaseKey
        let earlier = launched.withLock { launched in
            defer { launched[key, default: []].append(process) }
            return launched[key, default: []].prefix(identity.ordinal - 1).map { $0.exchanges.withLock { $0 } }
        }
        try process.channel!.send(TestAppTranscript(sessions: earlier))
        return process
    }

    /// The channel to the process (nil for a replay).
    var processChannel: AppProcessChannel? { channel }

    /// Starts the test binary again, filtered to the test of `assignment`, as the process it assigns.
    static func spawn(_ assignment: Assignment) throws -> TestAppProcess {
        #if os(Linux)
            // A write to the socket of an app's process that ended is an error to report, not the end of the test run.
            signal(SIGPIPE, SIG_IGN)
            let executable = try executablePath()
            let identity = assignment.identity
            var environment = ProcessInfo.processInfo.environment
            environment[environmentKey] = String(decoding: try JSONEncoder().encode(assignment), as: UTF8.self)
            let arguments = [executable, "--testing-library", "swift-testing", "--filter", "^\(NSRegularExpression.escapedPattern(for: identity.test))$"]
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for p in argv + envp { free(p) } }
            // Standard error comes back on a socket of its own (the test runner's lines and the app's words, shown when
            // the app crashes); standard output stays the test's.
            var channel: Int32 = -1
            var standardError: Int32 = -1
            var pid: pid_t = 0
            let r = phone_spawn_test_app_process(executable, argv, envp, &channel, &standardError, &pid)
            guard r == 0 else {
                throw AppWireError.ended("the app's process could not be started (\(executable)): \(String(cString: strerror(r)))")
            }
            let process = TestAppProcess(channel: AppProcessChannel(fd: channel, pid: pid))
            process.collect()
            process.readStandardError(standardError)
            return process
        #else
            throw AppWireError.ended("app processes for tests are made on Linux only so far")
        #endif
    }

    #if os(Linux)
        private static func executablePath() throws -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard n > 0 else { throw AppWireError.ended("the test binary's path can't be read: \(String(cString: strerror(errno)))") }
            return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    #endif

    /// Asks the app's process and waits for its answer (blocking this thread); a replay answers what it was answered.
    func request(_ request: TestAppRequest) throws -> TestAppReply {
        guard let channel else { return try replayed(request) }
        try channel.send(request)
        let reply = try channel.receive(TestAppReply.self, timeout: Self.answerTime)
        exchanges.withLock { $0.append(TestAppExchange(request: request, reply: reply)) }
        return reply
    }

    /// The first answer: the app connected (or not).
    func connected() throws -> TestAppReply {
        guard let channel else { return try replayed(nil) }
        let reply = try channel.receive(TestAppReply.self, timeout: Self.answerTime)
        exchanges.withLock { $0.append(TestAppExchange(request: nil, reply: reply)) }
        return reply
    }

    private func replayed(_ request: TestAppRequest?) throws -> TestAppReply {
        try replay.withLock { left in
            guard let next = left.popFirst() else {
                throw AppWireError.malformed(
                    "the test asked \(request.map { "\($0)" } ?? "to connect") of an earlier session beyond what it asked in the test's run")
            }
            guard next.request == request else {
                throw AppWireError.malformed(
                    "the test took another path than in the test's run: an earlier session was asked \(request.map { "\($0)" } ?? "to connect") where it had been asked \(next.request.map { "\($0)" } ?? "to connect")"
                )
            }
            return next.reply
        }
    }

    /// Kills the app's process (one that doesn't answer) and closes its channel; a process already collected isn't signalled,
    /// as its pid may name another process by now.
    func kill() {
        guard let channel else { return }
        ending.status.withLock { status in
            if status == nil { _ = Foundation.kill(channel.pid, SIGKILL) }
        }
        channel.close()
    }

    /// Ends the app's process (its thread of ``collect()`` collects it, so the test doesn't wait).
    func end() {
        guard let channel else { return }
        try? channel.send(TestAppRequest.end)
        channel.close()
    }

    /// The end of what the app's process wrote to standard error (the last 16 KB).
    private let standardError = Mutex<[UInt8]>([])

    private func readStandardError(_ fd: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                standardError.withLock { kept in
                    kept += buffer[..<n]
                    if kept.count > 16 << 10 { kept.removeFirst(kept.count - (16 << 10)) }
                }
            }
            close(fd)
        }
    }

    /// The app's own lines on standard error, the test runner's left out (but for its failures, with `runnersFailures`:
    /// why a test stopped before it reached what its process was started for).
    private func appsWords(runnersFailures: Bool) -> String {
        let text = String(decoding: standardError.withLock { $0 }, as: UTF8.self)
        let runner = ["\u{1B}[", "◇", "↳", "✔", "􀟈", "􀢄", "􀄵", "􁁛"] + (runnersFailures ? [] : ["✘"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).filter { line in
            !runner.contains { line.hasPrefix($0) }
        }
        // Before a crash report: the app's last words; of the report, what crashed and its first frames.
        guard let report = lines.firstIndex(where: { $0.hasPrefix("*** ") }) else { return lines.suffix(30).joined(separator: "\n") }
        var shown = Array(lines[..<report].suffix(20))
        shown += lines[report...].filter { $0.hasPrefix("*** Program crashed") }
        if let crashed = lines[report...].firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) {
            shown += lines[crashed...].prefix(12)
        }
        return shown.joined(separator: "\n")
    }

    /// Why the app's process ended, for a test failure: its exit status or signal.
    func howItEnded(runnersFailures: Bool = false) -> String {
        guard channel != nil else { return "its replay went another way" }
        for _ in 0..<50 {
            if let status = ending.status.withLock({ $0 }) {
                guard status >= 0 else { break }
                let signal = status & 0x7f
                usleep(50_000)  // the last words through the pipe
                let written = appsWords(runnersFailures: runnersFailures)
                let words = written.isEmpty ? "" : "; it wrote:\n\(written)"
                return (signal == 0 ? "it exited with status \((status >> 8) & 0xff)" : "it was ended by signal \(signal)") + words
            }
            usleep(20_000)
        }
        return "it stopped answering"
    }
}

/// Why a test stopped early in an app's process: the process serves another test's session.
struct ServingAnotherTest: Error, CustomStringConvertible {
    var description: String { "this process is the app's process of another test's session" }
}
