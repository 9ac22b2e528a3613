// SPDX-License-Identifier: Apache-2.0

import CarPlayReviewer
import Foundation
import Synchronization

/// An explorer made in a test reviews its app in a process of its own: the test binary started again, filtered to the
/// test, with the explorer's key in its environment (a ``TestAppProcess/Assignment`` with `explorer`). There the test
/// runs up to that explorer, which explores the app on that process's phone and answers its result; the process then
/// ends. The test's process holds no phone meanwhile, so reviews in parallel tests go on side by side, on every core.
///
/// An explorer the test made earlier, met on the way, takes the result the test's process has for its key (asked over
/// the channel: a test that reviews a corpus one app after another doesn't review the earlier ones again), or explores
/// in that process when the test's process has none (a result another test's explorer made). A test's sessions on the
/// way run in that process (``AppHosting/testProcess``). Where app processes can't be made for tests (not on Linux,
/// `OPENCARPLAY_APP_PROCESSES=0`, a case that can't be named), explorers make their runs in the test's process. - Note: Ours.
final class TestExplorerHost: ExplorationHost {
    static let shared = TestExplorerHost()

    /// What an explorer's process says to the test.
    enum Message: Codable, Sendable {
        /// An earlier explorer of the test, met on the way: its result, if the test's process has it.
        case need(key: String)
        /// The explorer's result.
        case explored(TravellingReviewResult)
        /// The explorer stopped with an error (an app the car doesn't show, a factory that throws).
        case failed(String)
    }

    /// The test's answer to ``Message/need(key:)``: nil, explore it there.
    struct Answer: Codable, Sendable {
        var result: TravellingReviewResult?
    }

    /// Results of the explorers this process had made elsewhere, by key (`Explorer.key()`): what an explorer's process
    /// asks for on its way.
    private let finished = Mutex<[String: TravellingReviewResult]>([:])
    /// Whether this process's assigned explorer has started (one explorer serves).
    private let claimed = Mutex(false)

    @MainActor func explore(_ explorer: Explorer) async throws -> ReviewResult? {
        guard CarPlayTestSession.appProcessesWork, let identity = TestAppProcess.currentTestCase() else { return nil }
        let key = try explorer.key()
        guard let assignment = TestAppProcess.assignment else { return try await exploreElsewhere(explorer, key: key, identity: identity) }
        guard assignment.identity.test == identity.test, assignment.identity.testCase == identity.testCase else {
            throw ServingAnotherTest()
        }
        // A session's app process that meets an explorer of its test on the way explores here.
        guard let wanted = assignment.explorer, let channel = TestAppProcess.assignedChannel else { return nil }
        let serves =
            key == wanted
            && claimed.withLock { claimed in
                defer { claimed = true }
                return !claimed
            }
        if serves {
            let message: Message
            do { message = .explored(TravellingReviewResult(try await explorer.runHere())) } catch { message = .failed("\(error)") }
            try? channel.send(message)
            AppProcessChannel.exit(0)
        }
        try channel.send(Message.need(key: key))
        return try await offMain { try channel.receive(Answer.self, timeout: TestAppProcess.answerTime) }.result?.arrived
    }

    /// The test's side: starts the explorer's process and answers it until it gives the result.
    @MainActor private func exploreElsewhere(_ explorer: Explorer, key: String, identity: TestAppProcess.Identity) async throws -> ReviewResult {
        let process = try await offMain { try TestAppProcess.spawn(TestAppProcess.Assignment(identity: identity, fd: 3, explorer: key)) }
        defer { process.end() }
        guard let channel = process.processChannel else { preconditionFailure("a spawned process has a channel") }
        // The exploration's own limit, and the answer time on top for a slow start or a slow last run.
        let wait = explorer.options.timeLimit + TestAppProcess.answerTime
        while true {
            let message: Message
            do { message = try await offMain { try channel.receive(Message.self, timeout: wait) } } catch {
                throw CarInputError("the review of '\(key)' in a process of its own ended without a result (\(error)): \(process.howItEnded())")
            }
            switch message {
            case .need(let earlier):
                let known = finished.withLock { $0[earlier] }
                try channel.send(Answer(result: known))
            case .explored(let travelled):
                finished.withLock { $0[key] = travelled }
                return travelled.arrived
            case .failed(let why):
                throw CarInputError(why)
            }
        }
    }
}

/// The reviewer's way to the harness (a strong definition of CPhoneRuntime's weak `phone_test_exploration_host`):
/// linked wherever CarPlayTesting is, so explorers made in tests find it.
@_cdecl("phone_test_exploration_host")
func testExplorationHost() -> UnsafeRawPointer? {
    UnsafeRawPointer(Unmanaged.passUnretained(TestExplorerHost.shared).toOpaque())
}
