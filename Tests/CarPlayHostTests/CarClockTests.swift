// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Foundation
import Testing

/// The car's clock, stepped: the car's repeating work run by the clock at each period's instant, in time order with
/// sleepers, and by a loop on the test clock once the test clock is handed out; what waits next.
@MainActor
struct CarClockTests {
    /// What ran, as seconds of the clock's time when it ran.
    @MainActor final class Log {
        var entries: [String] = []
        func add(_ what: String, _ clock: CarClock, since start: CarClock.Instant) {
            let d = start.duration(to: clock.now)
            entries.append("\(what)@\(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)")
        }
    }

    @Test func repeatingWorkRunsAtEveryPeriodForTenMinutes() async {
        let clock = CarClock()
        let start = clock.now
        let log = Log()
        let work = clock.repeating(every: .seconds(1)) { log.add("tick", clock, since: start) }
        for _ in 0..<10 { await clock.advance(by: .seconds(60)) }
        #expect(log.entries.count == 600)
        #expect(log.entries.first == "tick@1.0")
        #expect(log.entries.last == "tick@600.0")
        #expect(clock.now == start.advanced(by: .seconds(600)))
        // The test clock itself never had to move: nothing slept on it.
        #expect(clock.base.now == start)
        work.cancel()
        await clock.advance(by: .seconds(5))
        #expect(log.entries.count == 600, "cancelled work never runs again")
    }

    /// The clock stops at the sleeper's deadline between the ticks before and after it, and the woken sleeper's code
    /// runs there, before the next tick, however loaded the machine (the clock waits for the work it resumed).
    @Test func theClockStopsAtASleepersDeadlineBetweenTicks() async throws {
        let clock = CarClock()
        let start = clock.now
        let log = Log()
        let work = clock.repeating(every: .seconds(1)) { log.add("tick", clock, since: start) }
        defer { work.cancel() }
        let sleeper = Task { @MainActor in
            try await clock.sleep(until: start.advanced(by: .milliseconds(2500)), tolerance: nil)
            log.add("sleeper", clock, since: start)
        }
        // The sleeper has registered before the clock moves.
        while clock.sleeperCount == 0 { await Task.yield() }
        await clock.advance(by: .seconds(4))
        try await sleeper.value
        #expect(log.entries.filter { $0.hasPrefix("tick") } == ["tick@1.0", "tick@2.0", "tick@3.0", "tick@4.0"])
        let woke = try #require(log.entries.first { $0.hasPrefix("sleeper") })
        #expect(woke == "sleeper@2.5", "woken at its deadline, and its code ran there")
        #expect(Array(log.entries.prefix(3)) == ["tick@1.0", "tick@2.0", "sleeper@2.5"], "nothing woke it early or late")
        #expect(clock.base.now == start, "the clock woke it itself: the test clock never moved")
    }

    /// A loop as Atlas's guidance writes it: a tick at every whole second since the start, each sleep until an absolute
    /// deadline; each tick does `work`, then logs the car's time. Runs over a pass of `seconds` of the car's time and
    /// returns the times logged and, before the loop ends, the time until the clock's next deadline.
    func ticksOfALoopOnAbsoluteDeadlines(
        _ clock: CarClock, over seconds: Int, step: Duration? = nil, work: @escaping @MainActor () async -> Void = {}
    ) async -> (ticks: [Duration], next: Duration?) {
        let start = clock.now
        var ticks: [Duration] = []
        let loop = Task { @MainActor in
            var second = 0
            while !Task.isCancelled {
                second += 1
                do { try await clock.sleep(until: start.advanced(by: .seconds(second)), tolerance: nil) } catch { return }
                await work()
                ticks.append(start.duration(to: clock.now))
            }
        }
        defer { loop.cancel() }
        while clock.sleeperCount == 0 { await Task.yield() }
        let lease = await PhoneLease.acquire(stoppingTime: true)  // a pass moves the phone's clock too
        defer { lease.release() }
        await clock.pass(.seconds(seconds), step: step)
        return (ticks, clock.timeToNextDeadline())
    }

    /// Over a long pass of the car's time every tick runs, each at its second, and at the end the loop waits for the
    /// next one, whatever the machine's load (the CLI's `wait 400`).
    @Test func aLoopOnAbsoluteDeadlinesTicksEverySecondOfALongPass() async throws {
        let (ticks, next) = await ticksOfALoopOnAbsoluteDeadlines(CarClock(), over: 400)
        #expect(ticks == (1...400).map { Duration.seconds($0) }, "each at its second: \(ticks.prefix(5))…")
        #expect(next == .seconds(1), "waiting for the 401st")
    }

    /// The settle after each stop of a pass waits for what a sleeper the car woke does before its next wait, even work
    /// that takes real time on another thread (a hop on a loaded machine): the car never runs ahead of a loop it woke.
    /// The car once woke sleepers off the main thread, where that work wasn't counted as the app's, and under CI's load
    /// Atlas's guidance fell a whole `wait 400` behind.
    @Test func aPassWaitsForTheWorkOfEachSleeperItWakes() async throws {
        let (ticks, _) = await ticksOfALoopOnAbsoluteDeadlines(CarClock(), over: 20) { await Task.detached { _ = usleep(20_000) }.value }
        #expect(ticks == (1...20).map { Duration.seconds($0) })
    }

    /// A pass with a fixed step (the reviewer's waits stop every ten seconds, its looks) wakes the sleepers due within a
    /// stop in time order, and each woken sleeper's work runs up to its next wait before the car's time goes on: a tick
    /// whose work takes real time still sleeps until its own next second, not until the stop's end. (The car once gave
    /// woken code a few yields only; on a loaded machine a sleep it began late counted from the stop's end, and Atlas's
    /// two-second prompt then ended ten seconds late.)
    @Test func aSteppedPassWaitsForTheWorkOfEachSleeperItWakesWithinAStop() async throws {
        let (ticks, next) = await ticksOfALoopOnAbsoluteDeadlines(CarClock(), over: 30, step: .seconds(10)) {
            await Task.detached { _ = usleep(20_000) }.value
        }
        #expect(ticks == (1...30).map { Duration.seconds($0) })
        #expect(next == .seconds(1), "waiting for the 31st")
    }

    /// A sleep until an instant the car's time has reached ends at once, however the test clock lags; in particular a
    /// sleep until the very instant the car stands at. Through the test clock such a sleep waited until the car's next
    /// catch-up, since the car skipped sleepers at the test clock's instant as woken already: a sleeper the car saw
    /// before it had begun waiting there was stranded for a whole pass. (The limit catches a stranded sleep; five
    /// minutes, not one, as the test's main-actor steps wait their turn behind every other main-actor test of the run:
    /// beside another build, one run's took 84 s though nothing here waits.)
    @Test(.timeLimit(.minutes(5))) func aSleepUntilAnInstantTheCarHasReachedEndsAtOnce() async throws {
        let clock = CarClock()
        let start = clock.now
        await clock.advance(by: .seconds(5))
        #expect(clock.base.now == start, "the test clock lags the car's time")
        try await clock.sleep(until: start.advanced(by: .seconds(3)), tolerance: nil)
        await clock.catchUp()
        #expect(clock.base.now == start.advanced(by: .seconds(5)))
        let atNow = Task { @MainActor in try await clock.sleep(until: start.advanced(by: .seconds(5)), tolerance: nil) }
        // Nothing moves the clock: it must end by itself.
        try await atNow.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == start.advanced(by: .seconds(5)))
    }

    /// A sleep cancelled while it waits, or before it begins, ends with `CancellationError` and leaves nothing waiting.
    @Test func aCancelledSleepEndsAndLeavesNothingWaiting() async throws {
        let clock = CarClock()
        let start = clock.now
        let waiting = Task { @MainActor in try await clock.sleep(until: start.advanced(by: .seconds(60)), tolerance: nil) }
        while clock.sleeperCount == 0 { await Task.yield() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        let early = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: start.advanced(by: .seconds(60)), tolerance: nil)
        }
        await #expect(throws: CancellationError.self) { try await early.value }
        #expect(clock.sleeperCount == 0)
        #expect(clock.timeToNextDeadline() == nil)
    }

    @Test func handedOutTheWorkSleepsOnTheTestClock() async {
        let clock = CarClock()
        let start = clock.now
        let log = Log()
        let work = clock.repeating(every: .seconds(2)) { log.add("tick", clock, since: start) }
        defer { work.cancel() }
        await clock.advance(by: .seconds(3))
        #expect(log.entries == ["tick@2.0"])
        // A test reads the test clock and moves it itself (the harness brings it up to the car's time after each
        // advance): the work follows it.
        await clock.catchUp()
        let base = clock.handOut()
        await base.advance(by: .seconds(5))
        // A sleep on a test clock that others move ends when the clock passes its deadline; the sleeper then runs when
        // the machine gets to it (swift-clocks yields to let it, with no promise under load): a tick may run after the
        // clock has gone past its instant, and how many have run by a given moment isn't fixed. What is certain: the
        // work goes on as the test clock moves, never past where the clock is.
        for _ in 0..<100_000 where log.entries.count < 2 { await Task.yield() }
        #expect(log.entries.count >= 2, "\(log.entries)")
        #expect(log.entries.dropFirst().allSatisfy { $0 > "tick@2.0" && $0 <= "tick@8.0" }, "\(log.entries)")
    }

    /// What waits next: the earliest sleep or repeating tick, from the car's time now; nothing once all are gone.
    @Test func theNextDeadlineIsTheEarliestSleepOrTick() async throws {
        let clock = CarClock()
        #expect(clock.timeToNextDeadline() == nil, "a new clock has nothing waiting")
        let start = clock.now
        let work = clock.repeating(every: .seconds(10)) {}
        #expect(clock.timeToNextDeadline() == .seconds(10))
        let sleeper = Task { @MainActor in try await clock.sleep(until: start.advanced(by: .seconds(4)), tolerance: nil) }
        while clock.sleeperCount == 0 { await Task.yield() }
        #expect(clock.timeToNextDeadline() == .seconds(4))
        await clock.advance(by: .seconds(3))
        #expect(clock.timeToNextDeadline() == .seconds(1), "measured from the car's time, not the test clock's")
        await clock.advance(by: .seconds(2))
        try await sleeper.value
        #expect(clock.timeToNextDeadline() == .seconds(5), "the sleeper is gone; the tick at 10 s is next")
        work.cancel()
        #expect(clock.timeToNextDeadline() == nil)
    }

    /// A running clock (the live car's) has no test clock: moving it by hand is a programming error, and it says so.
    @Test func aRunningClockRunsByItself() async throws {
        let clock = CarClock.running()
        #expect(clock.isRunning)
        #expect(!CarClock().isRunning)
        await #expect(processExitsWith: .failure) {
            await CarClock.running().advance(by: .seconds(1))
        }
    }
}
