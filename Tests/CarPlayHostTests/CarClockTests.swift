// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
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

    /// The clock stops at the sleeper's deadline between the ticks before and after it; when the woken sleeper's code
    /// then runs is swift-clocks' (it yields for it, with no promise under load), so it may log a later time.
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
        #expect(["sleeper@2.5", "sleeper@3.0", "sleeper@4.0"].contains(woke), "woken at its deadline, never before")
        #expect(Array(log.entries.prefix(2)) == ["tick@1.0", "tick@2.0"], "nothing woke it early")
        #expect(clock.base.now == start.advanced(by: .milliseconds(2500)), "the test clock moved only to wake it")
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
