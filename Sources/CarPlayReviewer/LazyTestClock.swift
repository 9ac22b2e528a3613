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
///
/// The car's repeating work (its vehicle simulation ticks every second) runs here directly, at each period's instant in
/// time order with the sleepers, while the test clock is not handed out: moving the car ten minutes then costs six
/// hundred calls, not six hundred wake-ups through the test clock. Once handed out, the work sleeps on the test clock
/// in a loop, as with any clock, since code elsewhere may move it.
/// - Note: Ours.
package final class LazyTestClock: Clock, CarRepeatingClock, Sendable {
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
        /// The car's repeating work, by id: when it runs next and what it runs.
        var repeats: [Int: Repeat] = [:]
        var nextRepeat = 0
        /// Once handed out, the loops that run the repeating work on the test clock, by id.
        var loops: [Int: Task<Void, Never>] = [:]
    }
    private struct Repeat {
        var next: Instant
        let period: Duration
        let body: @MainActor @Sendable () -> Void
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

    package func repeating(every period: Duration, _ body: @escaping @MainActor @Sendable () -> Void) -> CarRepeatingWork {
        precondition(period > .zero, "a repeating period must be positive")
        let first = now.advanced(by: period)
        let id = state.withLock { s in
            defer { s.nextRepeat += 1 }
            s.repeats[s.nextRepeat] = Repeat(next: first, period: period, body: body)
            if s.handedOut { s.loops[s.nextRepeat] = loop(first: first, period: period, body: body) }
            return s.nextRepeat
        }
        return CarRepeatingWork { [weak self] in
            guard let self else { return }
            let loop = self.state.withLock { s in
                s.repeats.removeValue(forKey: id)
                return s.loops.removeValue(forKey: id)
            }
            loop?.cancel()
        }
    }

    /// Repeating work on the test clock itself, once others may move it.
    private func loop(first: Instant, period: Duration, body: @escaping @MainActor @Sendable () -> Void) -> Task<Void, Never> {
        let base = self.base
        return Task { @MainActor in
            var next = first
            while !Task.isCancelled {
                do { try await base.sleep(until: next, tolerance: nil) } catch { return }
                body()
                next = next.advanced(by: period)
            }
        }
    }

    /// How many sleeps wait on this clock now.
    package var sleeperCount: Int { state.withLock { $0.sleeps.count } }

    /// The test clock, for code other than the car: from now on it moves at every stop, and the car's repeating work
    /// sleeps on it.
    package func handOut() -> TestClock<Duration> {
        state.withLock { s in
            guard !s.handedOut else { return }
            s.handedOut = true
            for (id, r) in s.repeats { s.loops[id] = loop(first: r.next, period: r.period, body: r.body) }
        }
        return base
    }

    /// Moves the car's time on by `step`, running the car's repeating work and waking its sleepers in time order: the
    /// test clock moves to wake a sleeper, and all the way when code other than the car holds it; otherwise it stays
    /// behind.
    package nonisolated(nonsending) func advance(by step: Duration) async {
        let end = now.advanced(by: step)
        enum Next {
            case moveBase(to: Instant)
            case run(@MainActor @Sendable () -> Void)
            case done
        }
        while true {
            let moved = base.now
            let next = state.withLock { s -> Next in
                if s.handedOut { return .moveBase(to: end) }
                // Sleepers the test clock has passed are awake already (they leave `sleeps` as they return).
                let sleeper = s.sleeps.values.filter { $0 > moved && $0 <= end }.min()
                let due = s.repeats.filter { $0.value.next <= end }.min { ($0.value.next, $0.key) < ($1.value.next, $1.key) }
                // A sleeper first at the same instant (it was waiting before the tick came round).
                if let sleeper, due.map({ sleeper <= $0.value.next }) ?? true { return .moveBase(to: sleeper) }
                guard let (id, r) = due else {
                    s.ahead = max(s.ahead ?? end, end)
                    return .done
                }
                s.ahead = max(s.ahead ?? r.next, r.next)
                s.repeats[id]?.next = r.next.advanced(by: r.period)
                return .run(r.body)
            }
            switch next {
            case .moveBase(let instant):
                await catchUp()
                if base.now < instant { await base.advance(to: instant) }
                if state.withLock({ $0.handedOut }) { return }
            case .run(let body):
                await MainActor.run { body() }
            case .done:
                return
            }
        }
    }

    /// Brings the test clock up to the car's time (its sleeps that end meanwhile end at their deadlines).
    package nonisolated(nonsending) func catchUp() async {
        guard let ahead = state.withLock({ $0.ahead }) else { return }
        if base.now < ahead { await base.advance(to: ahead) }
        state.withLock { $0.ahead = nil }
    }
}
