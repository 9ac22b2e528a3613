// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Synchronization
import Testing

/// An app that notes what fires, with the phone's time it saw: when the car connects it starts the clock, shows
/// ``root()`` and starts what it times (``start()``).
class TimedApp: UIResponder, CPTemplateApplicationSceneDelegate {
    /// What fired, with the phone's time (seconds since connection) it saw.
    var log: [(String, Double)] = []
    var started = Date()

    func note(_ what: String) { log.append((what, Date().timeIntervalSince(started))) }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        started = Date()
        interfaceController.setRootTemplate(root(), animated: false, completion: nil)
        start()
    }

    /// The title of the app's root list.
    var title: String { "" }

    /// The root template: an empty list titled ``title``.
    func root() -> CPTemplate { CPListTemplate(title: title, sections: []) }

    /// Starts what the app times.
    func start() {}
}

/// An app that times things the way iOS code does (no injected clock): each fires on the car's clock.
final class TimingApp: TimedApp {
    var ticks = 0
    var cancellables: Set<AnyCancellable> = []
    var invalidated: Timer?
    var list: CPListTemplate?

    override func root() -> CPTemplate {
        let list = CPListTemplate(title: "Clock", sections: [CPListSection(items: [CPListItem(text: "0 ticks", detailText: nil)])])
        self.list = list
        return list
    }

    override func start() {
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in MainActor.assumeIsolated { self.note("scheduledTimer") } }
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated {
                self.ticks += 1
                self.list?.updateSections([CPListSection(items: [CPListItem(text: "\(self.ticks) ticks", detailText: nil)])])
            }
        }
        let added = Timer(fire: Date().addingTimeInterval(2.25), interval: 0, repeats: false) { _ in MainActor.assumeIsolated { self.note("RunLoop.main.add") }
        }
        added.tolerance = 0.1
        RunLoop.main.add(added, forMode: .common)
        invalidated = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in MainActor.assumeIsolated { self.note("invalidated timer") } }
        invalidated?.invalidate()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { self.note("asyncAfter") }
        let cancelled = DispatchWorkItem { self.note("cancelled work item") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.75, execute: cancelled)
        cancelled.cancel()
        let item = DispatchWorkItem { self.note("work item") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.75, execute: item)
        RunLoop.main.perform { MainActor.assumeIsolated { self.note("perform") } }
        Task { @MainActor in
            try await Task.sleep(nanoseconds: 3_000_000_000)
            self.note("Task.sleep(nanoseconds:)")
            try await Task.sleep(for: .seconds(0.5))
            self.note("Task.sleep(for:)")
        }
        Task { @MainActor in
            try await ContinuousClock().sleep(for: .seconds(4))
            self.note("ContinuousClock")
            try await SuspendingClock().sleep(for: .seconds(0.25))
            self.note("SuspendingClock")
        }
    }
}

/// Combine's delays on the main run loop and the main queue, started when the car connects.
final class CombineTimingApp: TimedApp {
    var cancellables: Set<AnyCancellable> = []

    override var title: String { "Combine" }

    override func start() {
        Just(1).delay(for: .seconds(5), scheduler: RunLoop.main).sink { _ in self.note("delay on RunLoop.main") }.store(in: &cancellables)
        Just(1).delay(for: .seconds(5.5), scheduler: DispatchQueue.main).sink { _ in self.note("delay on DispatchQueue.main") }
            .store(in: &cancellables)
    }
}

/// Two one-shot waits when the car connects, and nothing else.
final class OneShotApp: TimedApp {
    override var title: String { "Once" }

    override func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { self.note("asyncAfter") }
        Task { @MainActor in
            try await Task.sleep(for: .seconds(7))
            self.note("Task.sleep")
        }
    }
}

/// An app whose work is slow on this machine: each thing it does holds the main thread for a while of real time.
final class SlowApp: TimedApp {
    override var title: String { "Slow" }

    override func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            usleep(300_000)  // real time, as a loaded machine would take
            self.note("asyncAfter")
            Task { @MainActor in
                try await Task.sleep(for: .seconds(0.25))
                usleep(300_000)
                self.note("Task.sleep")
            }
            _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in MainActor.assumeIsolated { self.note("Timer") } }
        }
    }
}

/// Hands the test the app instance the car made.
final class AppBox<App>: @unchecked Sendable { var app: App? }

/// A car running an app of `categories` whose scene delegate `make` makes, and that delegate (the app's own object,
/// for the test to look into).
@MainActor
func connectedApp<App: CPTemplateApplicationSceneDelegate>(
    _ categories: Set<AppCategory>, settlesAtConnect: Bool = true, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ make: @escaping @MainActor @Sendable () -> App
) async throws -> (CarPlayTestSession, App) {
    let box = AppBox<App>()
    let car = try await CarPlayTestSession(
        categories: categories, settlesAtConnect: settlesAtConnect, hosting: .testProcess,
        sceneDelegate: {
            let app = make()
            box.app = app
            return app
        }, fileID: fileID, filePath: filePath, line: line, column: column)
    return (car, try #require(box.app))
}

@MainActor @Suite struct PhoneRuntimeTests {
    func connect() async throws -> (CarPlayTestSession, TimingApp) {
        return try await connectedApp([.audio]) { TimingApp() }
    }

    /// What `TimingApp` starts, in the order it fires, with when it is due (seconds after connecting).
    static let firings: [(name: String, deadline: Double)] = [
        ("perform", 0), ("scheduledTimer", 2), ("RunLoop.main.add", 2.25), ("asyncAfter", 2.5), ("work item", 2.75),
        ("Task.sleep(nanoseconds:)", 3), ("Task.sleep(for:)", 3.5), ("ContinuousClock", 4), ("SuspendingClock", 4.25)
    ]

    func expectEachAtItsDeadline(_ app: TimingApp, sourceLocation: SourceLocation = #_sourceLocation) {
        for ((name, at), (_, deadline)) in zip(app.log, Self.firings) {
            // `Date` keeps seconds since 2001 in a Double: a microsecond is its precision here. The clock stands still
            // while the car lets due work run, so a slow machine makes nothing late.
            #expect(abs(at - deadline) < 1e-5, "\(name) fired at \(at) s, due at \(deadline) s", sourceLocation: sourceLocation)
        }
    }

    @Test func appTimingFollowsTheCarsClock() async throws {
        let (car, app) = try await connect()
        await car.settle()
        #expect(app.log.map(\.0) == ["perform"])
        await car.advance(by: .seconds(1.9))
        #expect(app.log.map(\.0) == ["perform"])  // nothing early
        #expect(app.ticks == 1)
        await car.advance(by: .seconds(10))
        #expect(app.log.map(\.0) == Self.firings.map(\.name))
        // Each at its deadline (the phone's clock stops at each one), in order.
        expectEachAtItsDeadline(app)
        #expect(app.ticks == 11)
        #expect(car.texts.contains("11 ticks"))
    }

    @Test func combineDelaysFollowTheCarsClock() async throws {
        let (car, app) = try await connectedApp([.audio]) { CombineTimingApp() }
        await car.advance(by: .seconds(4.9))
        #expect(app.log.isEmpty)
        await car.advance(by: .seconds(1))
        #expect(app.log.map(\.0) == ["delay on RunLoop.main", "delay on DispatchQueue.main"])
        for ((name, at), deadline) in zip(app.log, [5.0, 5.5]) { #expect(abs(at - deadline) < 1e-5, "\(name) fired at \(at) s") }
    }

    @Test func repeatingTimersTickEverySecondForTenMinutes() async throws {
        let (car, app) = try await connect()
        let started = PhoneTime.realNow
        await car.advance(by: .seconds(600))
        let real = started.duration(to: PhoneTime.realNow)
        #expect(app.ticks == 600)
        #expect(car.texts.contains("600 ticks"))
        #expect(real < .seconds(30), "600 s of car time took \(real) of real time")
    }

    @Test func jumpingFromDeadlineToDeadlineFiresEverythingAtItsTime() async throws {
        // `headunit drive` passes time without a fixed step: it stops only at deadlines the app set (asyncAfter, timer
        // sources, Task.sleep and the main run loop's timers), not at libdispatch's own monitor ticks.
        let (car, app) = try await connect()
        await car.settle()
        var stops = 0
        await PhoneTime.pass(.seconds(10), alongsideDeadline: { nil }, observe: { stops += 1 })
        #expect(app.log.map(\.0) == Self.firings.map(\.name))
        expectEachAtItsDeadline(app)
        #expect(app.ticks == 10)
        // One stop per distinct deadline: the ticks at 1…10 s and the one-shots between 2 s and 4.25 s (15), and more
        // for what apps of tests that ran before still wait for (suites share the process's libdispatch).
        #expect(stops >= 15 && stops <= 30, "\(stops) stops")
    }

    @Test func aDayWithNothingDuePassesInAFewStops() async throws {
        let (car, app) = try await connectedApp([.audio]) { OneShotApp() }
        await car.settle()
        var stops = 0
        await PhoneTime.pass(.seconds(86_400), alongsideDeadline: { nil }, observe: { stops += 1 })
        // The two one-shots (5 s, 7 s) fire on the way, at their times; then one jump to the end of the day.
        #expect(app.log.map(\.0) == ["asyncAfter", "Task.sleep"])
        for ((name, at), deadline) in zip(app.log, [5.0, 7.0]) { #expect(abs(at - deadline) < 1e-5, "\(name) fired at \(at) s") }
        #expect(stops <= 8, "\(stops) stops for a day with two deadlines")
    }

    @Test func aSlowMachineMakesNothingLate() async throws {
        // Real time spent in the app's work doesn't move the phone's clock: what the work starts is timed from the
        // instant it was due, and fires at its own deadline (a clock that ran while the car settled let a loaded CI
        // machine fire a 0.25 s sleep more than a second late).
        let (car, app) = try await connectedApp([.audio]) { SlowApp() }
        await car.advance(by: .seconds(2))
        #expect(app.log.map(\.0) == ["asyncAfter", "Timer", "Task.sleep"])
        for ((name, at), deadline) in zip(app.log, [1.0, 1.1, 1.25]) { #expect(abs(at - deadline) < 1e-5, "\(name) fired at \(at) s") }
    }

    @Test func aStoppedClockReadsTheSameEveryTime() async throws {
        // Between the car's steps every clock the app can read stands exactly still, and never goes back: a clock
        // read a few nanoseconds earlier than a deadline set from it would make `asyncAfter(deadline: .now())` a
        // timer only the car could fire.
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { OneShotApp() }
        let dates = (0..<1_000).map { _ in Date() }
        let uptimes = (0..<1_000).map { _ in DispatchTime.now() }
        let instants = (0..<1_000).map { _ in ContinuousClock.now }
        #expect(Set(dates).count == 1)
        #expect(Set(uptimes.map(\.uptimeNanoseconds)).count == 1)
        #expect(Set(instants).count == 1)
        var ranAtOnce = false
        DispatchQueue.main.asyncAfter(deadline: .now()) { ranAtOnce = true }
        await car.settle()
        #expect(ranAtOnce)
        #expect(Date() == dates[0])
        await car.advance(by: .seconds(0.5))
        #expect(abs(Date().timeIntervalSince(dates[0]) - 0.5) < 1e-6)
        #expect(DispatchTime.now().uptimeNanoseconds - uptimes[0].uptimeNanoseconds == 500_000_000)
    }

    @Test func waitsForOneInstantRunInTheOrderGiven() async throws {
        // iOS code relies on it: Combine's `delay` schedules a `Just`'s value and then its completion for one instant.
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { OneShotApp() }
        var order: [Int] = []
        let deadline = DispatchTime.now() + 0.5
        for i in 0..<40 { DispatchQueue.main.asyncAfter(deadline: deadline) { order.append(i) } }
        var values: [Int] = []
        var cancellables: Set<AnyCancellable> = []
        for i in 0..<10 {
            Just(i).delay(for: .seconds(0.75), scheduler: DispatchQueue.main).sink { values.append($0) }.store(in: &cancellables)
        }
        await car.advance(by: .seconds(1))
        #expect(order == Array(0..<40))
        #expect(values == Array(0..<10))
    }

    @Test func timerSourcesLandBeforeTheCarMovesOn() async throws {
        // App-made dispatch timer sources with block handlers, one-shot and repeating, on a queue of their own: the
        // car waits for what the clock passed to have run, however long the handler takes in real time.
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { OneShotApp() }
        let log = Mutex<[String]>([])
        let queue = DispatchQueue(label: "timer sources")
        let started = DispatchTime.now()
        let seconds: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }
        let once = DispatchSource.makeTimerSource(queue: queue)
        once.schedule(deadline: started + 0.5)
        once.setEventHandler { @Sendable in
            usleep(200_000)  // slow work, in real time
            log.withLock { $0.append("once at \(seconds())") }
        }
        once.resume()
        let repeating = DispatchSource.makeTimerSource(queue: queue)
        repeating.schedule(deadline: started + 1, repeating: 1)
        repeating.setEventHandler { @Sendable in
            usleep(200_000)
            log.withLock { $0.append("tick at \(seconds())") }
        }
        repeating.resume()
        let suspended = DispatchSource.makeTimerSource(queue: queue)  // never resumed: fires nothing, waited for by nobody
        suspended.schedule(deadline: started + 0.25)
        suspended.setEventHandler { @Sendable in log.withLock { $0.append("suspended") } }
        await car.advance(by: .seconds(0.5))
        #expect(log.withLock { $0 } == ["once at 0.5"])
        await car.advance(by: .seconds(2.5))
        #expect(log.withLock { $0 } == ["once at 0.5", "tick at 1.0", "tick at 2.0", "tick at 3.0"])
        repeating.cancel()
        once.cancel()
        suspended.resume()
        suspended.cancel()
    }

    @Test func carsTakeTurnsWithThePhone() async throws {
        // Two cars made by one test share the phone (the second waits for nobody); their clocks move together.
        let first = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { TimingApp() }
        let second = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { TimingApp() }
        await second.advance(by: .seconds(1))
        #expect(first.phone !== second.phone)
    }
}
