// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Foundation
import Synchronization

/// The clock a test's or the explorer's car reads and sleeps on: a `TestClock`, which it may leave behind while the
/// harness or the explorer passes time, so that a stop at which nothing waits on the car's clock costs nothing there.
///
/// Moving a `TestClock` yields to the global pool some forty times (swift-clocks' `megaYield`), about a millisecond
/// of real time, and several on a loaded machine: at every stop of `advance(by:)` (one per app timer tick) that was
/// nearly all of the harness's time. Nothing needs the test clock itself to move while nobody else holds it: the car
/// reads the time here (`now`, the test clock's time plus what it is behind), and its sleeps are known here, so the
/// test clock is moved only to wake one of them, and at the end of each `advance(by:)`. Once the test clock is handed
/// out (given to the session, or read from `CarPlayTestSession.clock`), it moves at every stop, as before. The
/// explorer hands apps this clock itself (an app's sleeps on it are known here like the car's), so its test clock is
/// never handed out.
/// - Note: Ours.
package final class LazyTestClock: Clock, Sendable {
    package typealias Instant = TestClock<Duration>.Instant

    /// The session's test clock.
    package let base: TestClock<Duration>

    private struct State {
        /// The car's time when the test clock is behind it.
        var ahead: Instant?
        /// The deadlines the car sleeps until, by sleep.
        var sleeps: [Int: Instant] = [:]
        var nextSleep = 0
        /// Whether code other than the car may read or move the test clock.
        var handedOut: Bool
    }
    private let state: Mutex<State>

    package init(base: TestClock<Duration>, handedOut: Bool) {
        self.base = base
        state = Mutex(State(handedOut: handedOut))
    }

    package var now: Instant {
        let ahead = state.withLock { $0.ahead }
        let behind = base.now
        guard let ahead else { return behind }
        return max(ahead, behind)
    }

    package var minimumResolution: Duration { base.minimumResolution }

    package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { s in
            defer { s.nextSleep += 1 }
            s.sleeps[s.nextSleep] = deadline
            return s.nextSleep
        }
        defer { _ = state.withLock { $0.sleeps.removeValue(forKey: id) } }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// The test clock, for code other than the car: from now on it moves at every stop.
    package func handOut() -> TestClock<Duration> {
        state.withLock { $0.handedOut = true }
        return base
    }

    /// Moves the car's time on by `step`: the test clock too when a sleep of the car ends within it, or when code other
    /// than the car holds the test clock; otherwise the test clock stays behind.
    package nonisolated(nonsending) func advance(by step: Duration) async {
        let start = now
        let end = start.advanced(by: step)
        let moveBase = state.withLock { s in
            if s.handedOut || s.sleeps.values.contains(where: { $0 <= end }) { return true }
            s.ahead = end
            return false
        }
        guard moveBase else { return }
        await catchUp()
        await base.advance(to: end)
    }

    /// Brings the test clock up to the car's time (its sleeps that end meanwhile end at their deadlines).
    package nonisolated(nonsending) func catchUp() async {
        guard let ahead = state.withLock({ $0.ahead }) else { return }
        if base.now < ahead { await base.advance(to: ahead) }
        state.withLock { $0.ahead = nil }
    }
}
