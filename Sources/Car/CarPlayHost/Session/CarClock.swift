// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Clocks
import Foundation
import Synchronization

/// The car's clock: the one clock every car reads and sleeps on — the harness's, the reviewer's explorer's, the CLI's
/// `drive` and `render`, and the live car's. The car's own timing (banners, spinners, its vehicle's tick) and the apps
/// given a clock (the reference apps take one) use it; app code's `Timer`, `asyncAfter`, `Task.sleep` and `Date()`
/// follow the phone's clock (`PhoneTime`), which ``pass(_:step:observe:)`` moves in step with this one.
///
/// It runs one of two ways:
/// - **Stepped** (``init(base:handedOut:)``): time moves only when the car moves it (``pass(_:step:observe:)``,
///   ``advance(by:)``), instantly, from deadline to deadline. While nobody else holds the `TestClock` underneath,
///   sleeps wait here and the car wakes them itself, and the test clock is moved only at the end of each pass: moving a
///   `TestClock` yields to the global pool some forty times (swift-clocks' `megaYield`), about a millisecond of real
///   time, and several on a loaded machine; at every stop of a test's `advance(by:)` (one per app timer tick) that was
///   nearly all of the harness's time. The car reads the time here (`now`, the test clock's time plus what it is
///   behind). Once the test clock is handed out (given to a test session, or read from `CarPlayTestSession.clock`),
///   it moves at every stop and new sleeps wait on it. The explorer and the CLI hand apps this clock itself, so their
///   test clock is never handed out.
/// - **Running** (``running()``): the live car's. Time runs by itself, at the phone's rate (`headunit --speed`): the
///   process's monotonic clock is the phone's, so a sleep here ends when the phone's time reaches it.
///
/// The car's repeating work (its vehicle simulation ticks every second) runs here directly on a stepped clock, at each
/// period's instant in time order with the sleepers, while the test clock is not handed out: moving the car ten minutes
/// then costs six hundred calls, not six hundred wake-ups through the test clock. Otherwise the work sleeps here in a
/// loop, as with any clock.
///
/// The server, logs, the CLI's progress and the test runner never read this clock (nor the phone's): they read real
/// time (see `RealTime` and ARCHITECTURE.md's "Which clock").
/// - Note: Ours.
package final class CarClock: Clock, CarRepeatingClock, Sendable {
    package typealias Instant = TestClock<Duration>.Instant

    /// The test clock a stepped clock sleeps on (a running clock's is never moved).
    package let base: TestClock<Duration>
    /// A running clock's start in real (the phone's) time; nil for a stepped clock.
    private let runningSince: ContinuousClock.Instant?
    /// The instant a running clock started at.
    private let startInstant: Instant

    private struct State {
        /// The car's time when the test clock is behind it.
        var ahead: Instant?
        /// The deadlines the car sleeps until, by sleep.
        var sleeps: [Int: Instant] = [:]
        /// The sleeps this clock wakes itself (those begun before the test clock was handed out), by sleep: each
        /// enters `sleeps` and this table together and leaves both when woken, under the lock the car reads them with.
        var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
        /// Sleeps cancelled before they began waiting.
        var cancelled: Set<Int> = []
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

    /// A stepped clock on `base`; `handedOut` when code other than the car holds `base` already (a test gave it).
    package init(base: TestClock<Duration> = TestClock(), handedOut: Bool = false) {
        self.base = base
        runningSince = nil
        startInstant = base.now
        state = Mutex(State(handedOut: handedOut))
    }

    private init(runningFrom start: ContinuousClock.Instant) {
        base = TestClock()
        runningSince = start
        startInstant = base.now
        state = Mutex(State(handedOut: false))
    }

    /// A clock that runs by itself at the phone's rate: the live car's.
    package static func running() -> CarClock { CarClock(runningFrom: ContinuousClock.now) }

    /// Whether time runs by itself here (the live car's) rather than when the car moves it.
    package var isRunning: Bool { runningSince != nil }

    package var now: Instant {
        if let runningSince { return startInstant.advanced(by: runningSince.duration(to: ContinuousClock.now)) }
        return state.withLock { carNow($0) }
    }

    /// A stepped clock's time: the test clock's, or the car's when the test clock is behind it.
    private func carNow(_ s: State) -> Instant {
        let behind = base.now
        guard let ahead = s.ahead else { return behind }
        return max(ahead, behind)
    }

    package var minimumResolution: Duration { base.minimumResolution }

    package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard runningSince != nil || state.withLock({ $0.handedOut }) else { return try await sleepHere(until: deadline) }
        let id = state.withLock { s in
            defer { s.nextSleep += 1 }
            s.sleeps[s.nextSleep] = deadline
            return s.nextSleep
        }
        defer { _ = state.withLock { $0.sleeps.removeValue(forKey: id) } }
        if let runningSince {
            try await ContinuousClock().sleep(until: runningSince.advanced(by: startInstant.duration(to: deadline)), tolerance: tolerance)
        } else {
            try await base.sleep(until: deadline, tolerance: tolerance)
        }
    }

    /// A sleep on a stepped clock nobody else moves, woken here rather than by the test clock: it begins waiting and the
    /// car sees it in one step, so the car never finds a sleeper it can't wake yet. Through the test clock it could: a
    /// sleeper the car saw between registering here and suspending on the test clock was stepped over (the test clock
    /// moved to its deadline with nothing to wake) and then slept until the end of the car's `pass` — under CI's load
    /// Atlas's one-second loop stalled that way for a whole `wait 400`, the car short of its turn at the end. A deadline
    /// the car's time has reached ends at once.
    private func sleepHere(until deadline: Instant) async throws {
        try Task.checkCancellation()
        let id = state.withLock { s in
            defer { s.nextSleep += 1 }
            return s.nextSleep
        }
        defer { _ = state.withLock { $0.cancelled.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (sleeper: CheckedContinuation<Void, any Error>) in
                enum Begin { case wait, due, cancelled }
                let begin = state.withLock { s -> Begin in
                    if s.cancelled.remove(id) != nil { return .cancelled }
                    if deadline <= carNow(s) { return .due }
                    s.sleeps[id] = deadline
                    s.waiting[id] = sleeper
                    return .wait
                }
                switch begin {
                case .wait: break
                case .due: sleeper.resume()
                case .cancelled: sleeper.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = state.withLock { s -> CheckedContinuation<Void, any Error>? in
                guard let sleeper = s.waiting.removeValue(forKey: id) else {
                    s.cancelled.insert(id)
                    return nil
                }
                s.sleeps[id] = nil
                return sleeper
            }
            sleeper?.resume(throwing: CancellationError())
        }
    }

    package func repeating(every period: Duration, _ body: @escaping @MainActor @Sendable () -> Void) -> CarRepeatingWork {
        precondition(period > .zero, "a repeating period must be positive")
        let first = now.advanced(by: period)
        let id = state.withLock { s in
            defer { s.nextRepeat += 1 }
            s.repeats[s.nextRepeat] = Repeat(next: first, period: period, body: body)
            if s.handedOut || runningSince != nil { s.loops[s.nextRepeat] = loop(first: first, period: period, body: body) }
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

    /// Repeating work in a loop that sleeps: on the test clock once others may move it, or on a running clock.
    private func loop(first: Instant, period: Duration, body: @escaping @MainActor @Sendable () -> Void) -> Task<Void, Never> {
        let base = self.base
        let running = runningSince.map { _ in self }
        return Task { @MainActor in
            var next = first
            while !Task.isCancelled {
                do {
                    if let running { try await running.sleep(until: next, tolerance: nil) } else { try await base.sleep(until: next, tolerance: nil) }
                } catch { return }
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
        precondition(runningSince == nil, "a running car clock has no test clock to hand out")
        return state.withLock { s in
            guard !s.handedOut else { return base }
            s.handedOut = true
            for (id, r) in s.repeats { s.loops[id] = loop(first: r.next, period: r.period, body: r.body) }
            return base
        }
    }

    /// Moves the car's time on by `step`, running the car's repeating work and waking its sleepers in time order: the
    /// test clock moves to wake a sleeper, and all the way when code other than the car holds it; otherwise it stays
    /// behind.
    package nonisolated(nonsending) func advance(by step: Duration) async {
        precondition(runningSince == nil, "a running car clock moves by itself")
        let end = now.advanced(by: step)
        enum Next {
            case moveBase(to: Instant, last: Bool)
            case resume([CheckedContinuation<Void, any Error>])
            case run(@MainActor @Sendable () -> Void)
            case done
        }
        while true {
            let next = state.withLock { s -> Next in
                // The earliest of the sleeps woken here that are due by the end (all due at that instant wake together).
                let sleeper = s.waiting.keys.compactMap { s.sleeps[$0] }.filter { $0 <= end }.min()
                if s.handedOut {
                    // The test clock moves with its own sleepers; those begun here before it was handed out wake in
                    // time order with them.
                    guard let sleeper else { return .moveBase(to: end, last: true) }
                    if base.now < sleeper { return .moveBase(to: sleeper, last: false) }
                    return .resume(Self.wake(&s, at: sleeper))
                }
                let due = s.repeats.filter { $0.value.next <= end }.min { ($0.value.next, $0.key) < ($1.value.next, $1.key) }
                // A sleeper first at the same instant (it was waiting before the tick came round).
                if let sleeper, due.map({ sleeper <= $0.value.next }) ?? true {
                    s.ahead = max(s.ahead ?? sleeper, sleeper)
                    return .resume(Self.wake(&s, at: sleeper))
                }
                guard let (id, r) = due else {
                    s.ahead = max(s.ahead ?? end, end)
                    return .done
                }
                s.ahead = max(s.ahead ?? r.next, r.next)
                s.repeats[id]?.next = r.next.advanced(by: r.period)
                return .run(r.body)
            }
            switch next {
            case .moveBase(let instant, let last):
                await catchUp()
                if base.now < instant { await wake(until: instant) }
                if last { return }
            case .resume(let sleepers):
                await resume(sleepers)
            case .run(let body):
                await MainActor.run { body() }
            case .done:
                return
            }
        }
    }

    /// Takes the sleeps woken here that are due at `instant` out of the tables, in the order they began.
    private static func wake(_ s: inout State, at instant: Instant) -> [CheckedContinuation<Void, any Error>] {
        let ids = s.waiting.keys.filter { s.sleeps[$0].map { $0 <= instant } ?? false }.sorted()
        return ids.compactMap { id in
            s.sleeps[id] = nil
            return s.waiting.removeValue(forKey: id)
        }
    }

    /// Resumes woken sleeps as the app's work (`AppWork.c` counts the jobs given to queues meanwhile, on this thread,
    /// whichever it is) and waits until their code has run up to its next wait, however loaded the machine, before the
    /// car goes on within this stop: a sleep that code begins then counts from the instant it was woken at. (A few yields
    /// used to stand for that wait; under load a sleep begun after them counted from the stop's end, so within a
    /// reviewer's ten-second stop a loop's ticks bunched up at the end and a two-second prompt ended ten seconds late.)
    private nonisolated(nonsending) func resume(_ sleepers: [CheckedContinuation<Void, any Error>]) async {
        let before = PhoneTime.pendingAppWork
        phone_app_enter()
        for sleeper in sleepers { sleeper.resume() }
        phone_app_leave()
        // Where the runtime doesn't count the app's work (no hooks: macOS), the woken code gets a few turns instead.
        guard phone_runtime_hooks_in_effect() != 0 else {
            for _ in 0..<4 { await Task.detached(priority: .background) { await Task.yield() }.value }
            return
        }
        await PhoneTime.landWokenWork(above: before)
    }

    /// The time until the earliest thing waiting on this clock is due (a sleep, or the car's repeating work while the
    /// clock runs it), zero when one is due now; nil when nothing waits.
    package func timeToNextDeadline() -> Duration? {
        let now = self.now
        let next = state.withLock { s -> Instant? in
            let sleeps = s.sleeps.values.min()
            let repeats = s.handedOut || runningSince != nil ? nil : s.repeats.values.map(\.next).min()
            switch (sleeps, repeats) {
            case (let a?, let b?): return min(a, b)
            case (let a?, nil): return a
            case (nil, let b?): return b
            case (nil, nil): return nil
            }
        }
        return next.map { max(now.duration(to: $0), .zero) }
    }

    /// Lets `duration` pass on this clock and the phone's together, stopping at every deadline of either in time order
    /// and letting the work each wakes run (see `PhoneTime.pass`): with `step`, also at least every `step` (the harness
    /// stops each second, so its reviewer sees the screen along the way); without one, the clocks jump from deadline to
    /// deadline, so a day with nothing due passes in one stop (the CLI's `wait 86400`). `observe` runs after each stop.
    /// The test clock is brought up to the car's time at the end unless `catchingUp` is false (the explorer's runs,
    /// whose test clock nobody else ever reads: moving it costs real time).
    @MainActor
    package func pass(_ duration: Duration, step: Duration? = nil, catchingUp: Bool = true, observe: () -> Void = {}) async {
        precondition(runningSince == nil, "a running car clock moves by itself")
        if let step {
            await PhoneTime.pass(duration, step: step, alongside: { d in await self.advance(by: d) }, observe: observe)
        } else {
            await PhoneTime.pass(
                duration, alongside: { d in await self.advance(by: d) }, alongsideDeadline: { self.timeToNextDeadline() }, observe: observe)
        }
        if catchingUp { await catchUp() }
    }

    /// Moves the test clock to `instant`, waking what sleeps on it. Called on the main thread (the car's), the woken
    /// sleeps resume as the app's work (`AppWork.c` counts the jobs given to queues meanwhile), so the settle after the
    /// stop waits until that code has run up to its next wait, however loaded the machine. Otherwise a woken loop
    /// (`while … { try await clock.sleep(for: .seconds(1)); tick() }`) could start its next sleep only after the clock
    /// had moved on past its next deadline, and lose a tick: Atlas's traffic alert came a tick late now and then.
    private nonisolated(nonsending) func wake(until instant: Instant) async {
        guard Thread.isMainThread else { return await base.advance(to: instant) }
        phone_app_enter()
        await base.advance(to: instant)
        phone_app_leave()
    }

    /// Brings the test clock up to the car's time (its sleeps that end meanwhile end at their deadlines).
    package nonisolated(nonsending) func catchUp() async {
        guard let ahead = state.withLock({ $0.ahead }) else { return }
        if base.now < ahead { await wake(until: ahead) }
        state.withLock { $0.ahead = nil }
    }
}
