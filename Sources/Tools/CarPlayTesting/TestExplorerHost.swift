// SPDX-License-Identifier: Apache-2.0

import CarPlayReviewer
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An explorer made in a test reviews its app in a process of its own: the test binary started again, filtered to the
/// test, with the explorer's key in its environment (a ``TestAppProcess/Assignment`` with `explorer`). There the test
/// runs up to that explorer, which explores the app on that process's phone and answers its result; the process then
/// ends. The test's process holds no phone meanwhile, so reviews in parallel tests go on side by side, on every core.
///
/// An explorer is found by its key and its number among the test case's explorers of that key. One the test made
/// earlier, met on the way, takes the result the test's process has for it (asked over the channel: a test that reviews
/// a corpus one app after another doesn't review the earlier ones again), else the result the test's process has for
/// its key from another test (the same app, car and limits: a result another test's explorer made, which the test may
/// have read from a cache of its own), else it explores in that process. A test's sessions on the way start app
/// processes of their own there. Where app processes can't be made for tests (not on Linux,
/// `OPENCARPLAY_APP_PROCESSES=0`, a case that can't be named), explorers make their runs in the test's process; so does
/// an explorer met on the way in a session's app process. - Note: Ours.
final class TestExplorerHost: ExplorationHost {
    static let shared = TestExplorerHost()

    /// What an explorer's process says to the test.
    enum Message: Codable, Sendable {
        /// An earlier explorer of the test, met on the way: its result, if the test's process has it.
        case need(TestAppProcess.ExplorerTarget)
        /// The explorer's result.
        case explored(TravellingReviewResult)
        /// The explorer stopped with an error (an app the car doesn't show, a factory that throws).
        case failed(String)
    }

    /// The test's answer to ``Message/need(_:)``: nil, explore it there.
    struct Answer: Codable, Sendable {
        var result: TravellingReviewResult?
    }

    private struct Results {
        /// By test case, key and occurrence.
        var ofExplorers: [String: TravellingReviewResult] = [:]
        /// The latest by key alone, from any test.
        var byKey: [String: TravellingReviewResult] = [:]
    }

    /// Results of the explorers this process had made elsewhere: what an explorer's process asks for on its way.
    private let finished = Mutex(Results())
    /// How many explorers of each key each test case has made in this process (the occurrence of the next).
    private let made = Mutex<[String: Int]>([:])
    /// Whether this process's assigned explorer has started (one explorer serves).
    private let claimed = Mutex(false)
    /// One question to the test at a time from this process (explorers that run side by side in a test).
    private let asking = NSLock()

    @MainActor func explore(_ explorer: Explorer) async throws -> ReviewResult? {
        guard CarPlayTestSession.appProcessesWork, let identity = TestAppProcess.currentTestCase() else { return nil }
        let assignment = TestAppProcess.assignment
        if let assignment, assignment.identity.test != identity.test || assignment.identity.testCase != identity.testCase {
            throw ServingAnotherTest()
        }
        let key = try explorer.key()
        let occurrence = made.withLock { made in
            made[identity.testCaseKey + "\n" + key, default: 0] += 1
            return made[identity.testCaseKey + "\n" + key]!
        }
        let target = TestAppProcess.ExplorerTarget(key: key, occurrence: occurrence)
        guard let assignment else { return try await exploreElsewhere(explorer, target: target, identity: identity) }
        // A session's app process that meets an explorer of its test on the way explores here.
        guard let wanted = assignment.explorer, let channel = TestAppProcess.assignedChannel else { return nil }
        let serves =
            target == wanted
            && claimed.withLock { claimed in
                defer { claimed = true }
                return !claimed
            }
        if serves {
            Self.endWithTheTest(fd: assignment.fd)
            let message: Message
            do { message = .explored(TravellingReviewResult(try await explorer.runHere())) } catch { message = .failed("\(error)") }
            asking.withLock { _ = try? channel.send(message) }
            AppProcessChannel.exit(0)
        }
        let answer = try await offMain { [asking] in
            try asking.withLock {
                try channel.send(Message.need(target))
                return try channel.receive(Answer.self, timeout: TestAppProcess.answerTime)
            }
        }
        return answer.result?.arrived
    }

    /// The test's side: starts the explorer's process and answers it until it gives the result. A process that gives
    /// none in time is killed.
    @MainActor private func exploreElsewhere(
        _ explorer: Explorer, target: TestAppProcess.ExplorerTarget, identity: TestAppProcess.Identity
    ) async throws -> ReviewResult {
        let process = try await offMain { try TestAppProcess.spawn(TestAppProcess.Assignment(identity: identity, fd: 3, explorer: target)) }
        defer { process.end() }
        guard let channel = process.processChannel else { preconditionFailure("a spawned process has a channel") }
        // Each message within the exploration's own limit, and the answer time on top for a slow start or a slow last run.
        let wait = explorer.options.timeLimit + TestAppProcess.answerTime
        let place = identity.testCaseKey + "\n" + target.key + "\n\(target.occurrence)"
        while true {
            let message: Message
            do { message = try await offMain { try channel.receive(Message.self, timeout: wait) } } catch {
                let ended = process.howItEnded(runnersFailures: true)
                process.kill()
                throw CarInputError("the review of '\(target.key)' in a process of its own ended without a result (\(error)): \(ended)")
            }
            switch message {
            case .need(let earlier):
                let known = finished.withLock { results in
                    results.ofExplorers[identity.testCaseKey + "\n" + earlier.key + "\n\(earlier.occurrence)"] ?? results.byKey[earlier.key]
                }
                try await offMain { try channel.send(Answer(result: known)) }
            case .explored(let travelled):
                finished.withLock { results in
                    results.ofExplorers[place] = travelled
                    results.byKey[target.key] = travelled
                }
                return travelled.arrived
            case .failed(let why):
                throw CarInputError(why)
            }
        }
    }

    /// In an explorer's process: ends it when the test's process closes its side (the test ended, or gave up on it),
    /// which it would otherwise notice only at its next message, after the whole exploration.
    private static func endWithTheTest(fd: Int32) {
        #if os(Linux)
            let peerClosed: Int16 = 0x2000  // POLLRDHUP: Linux's <poll.h> declares it only with _GNU_SOURCE
            Thread.detachNewThread {
                var watched = pollfd(fd: fd, events: peerClosed, revents: 0)
                while true {
                    let r = poll(&watched, 1, -1)
                    if r < 0 && errno == EINTR { continue }
                    if r < 0 || watched.revents & (peerClosed | Int16(POLLHUP | POLLERR)) != 0 { AppProcessChannel.exit(0) }
                }
            }
        #endif
    }
}

/// The reviewer's way to the harness (a strong definition of CPhoneRuntime's weak `phone_test_exploration_host`):
/// linked wherever CarPlayTesting is, so explorers made in tests find it. Package access: its symbol is exported, so a
/// strong definition in another image (a framework) would replace the weak one too.
@_cdecl("phone_test_exploration_host")
package func testExplorationHost() -> UnsafeRawPointer? {
    UnsafeRawPointer(Unmanaged.passUnretained(TestExplorerHost.shared).toOpaque())
}
