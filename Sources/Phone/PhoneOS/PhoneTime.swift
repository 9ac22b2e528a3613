// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import PhoneApps
import Synchronization

/// The phone's clock for code written for iOS: the time app code reads and waits on (`Date()`, `Timer`,
/// `DispatchQueue.main.asyncAfter`, `Task.sleep`, `ContinuousClock`, Combine's run-loop and queue schedulers)
/// follows the car's clock.
///
/// The process's clocks are the phone's (see `CPhoneRuntime`): the car moves them forward, instantly, from one deadline
/// to the next (`pass(_:)`), or makes them run faster than real time (`rate`, the live car's `--speed`). Timers added to
/// the main run loop are kept and run here on the main queue (`runMainLoop()`), since on Linux no thread runs
/// `RunLoop.main`. One car at a time owns the phone's clock (`PhoneLease`).
/// - Note: Ours.
public enum PhoneTime {
    /// How far the phone's clock is ahead of real time.
    public static var offset: Duration { .nanoseconds(phone_time_offset()) }

    /// Real time, for budgets and measurements that must not follow the phone's clock (a review's time limit), as an
    /// instant of the `ContinuousClock` the caller reads (a real-time caller's is real already: see `RealTime`).
    public static var realNow: ContinuousClock.Instant {
        RealTime.isCurrent ? ContinuousClock.now : ContinuousClock.now.advanced(by: .zero - offset)
    }

    /// How fast the phone's clock runs, as a multiple of real time (1 unless the live car runs faster).
    public static var rate: Double {
        get { phone_time_rate() }
        set {
            precondition(newValue >= 0 && newValue.isFinite, "the phone's clock runs at a rate of 0 or more")
            PhoneRuntimeCheck.reportOnce()
            phone_time_set_rate(newValue)
        }
    }

    /// The phone's monotonic clock now, in nanoseconds: what the live car hands an app process, whose clock then reads
    /// the same (``follow(monotonicNanoseconds:rate:)``). - Note: Ours.
    package static var monotonicNanoseconds: Int64 { phone_time_monotonic_now() }

    /// Makes this process's phone clock read another process's: `rate` as fast as real time, and at least
    /// `monotonicNanoseconds` now (the other's reading a moment ago). The phone's clock only moves forward, so one
    /// behind real time (a rate below 1) stays a moment ahead. - Note: Ours.
    package static func follow(monotonicNanoseconds: Int64, rate: Double) {
        if rate != self.rate { self.rate = rate }
        let behind = monotonicNanoseconds - phone_time_monotonic_now()
        if behind > 0 { phone_time_advance(behind) }
    }

    /// Moves the phone's clock forward at once: every wait whose deadline it passes ends.
    public static func advance(by duration: Duration) {
        guard duration > .zero else { return }
        phone_time_advance(duration.nanoseconds)
    }

    /// The time until the earliest thing app code waits for: a dispatch timer (asyncAfter, a sleeping task, a timer
    /// source) or a timer on the main run loop. Nil when nothing waits.
    public static func nextDeadline() -> Duration? {
        // The app's own deadlines too: libdispatch programs a new timer's kernel timer on its manager thread, a moment
        // after `asyncAfter` returns, and the car must not step over a deadline it hasn't been told about yet.
        let kernel = phone_time_next_deadline()
        let app = phone_time_next_app_deadline()
        return earliest(dispatch: kernel < 0 ? app : app < 0 ? kernel : min(kernel, app))
    }

    /// The earlier of a dispatch deadline (phone CLOCK_MONOTONIC nanoseconds, -1 for none) and the main run loop's next
    /// timer, from now.
    private static func earliest(dispatch: Int64) -> Duration? {
        var best: Duration?
        if dispatch >= 0 { best = .nanoseconds(max(dispatch - phone_time_monotonic_now(), 0)) }
        let fire = phone_loop_next_fire_date()
        let now = Date().timeIntervalSinceReferenceDate
        if fire > now {  // one due already runs on the next turn of the main run loop
            let left = Duration.seconds(fire - now)
            best = best.map { min($0, left) } ?? left
        }
        return best
    }

    /// The time until the earliest thing app code waits for, as `nextDeadline()`, but from the deadlines app code set
    /// (`asyncAfter`, timer sources, `Task.sleep`, main run loop timers) rather than the kernel's timers, which also carry
    /// libdispatch's own (a monitor that ticks every second): what lets the car jump over time in which nothing is due.
    public static func nextAppDeadline() -> Duration? {
        earliest(dispatch: phone_time_next_app_deadline())
    }

    /// Runs what the main run loop has due, as iOS's main thread does on each turn: blocks given with `perform`, then
    /// due timers in fire-date order.
    @MainActor
    public static func runMainLoop() {
        // Timers and blocks on the main run loop are app code: what they give to queues is the app's work.
        phone_app_enter()
        defer { phone_app_leave() }
        while let block = phone_loop_take_block() { phone_loop_run_block(block) }
        let now = Date().timeIntervalSinceReferenceDate
        var token: UInt = 0
        while let object = phone_loop_take_due_timer(now, &token) {
            // As the code of the app that scheduled it, which may not be the app in front.
            let timer = Unmanaged<Timer>.fromOpaque(object).takeUnretainedValue()
            if let launch = RunningApps.launch(ofToken: token) {
                RunningApps.enter(launch) { AppLaunch.runningInTask.withValue(launch) { timer.fire() } }
            } else {
                timer.fire()
            }
            phone_loop_release(object)
            while let block = phone_loop_take_block() { phone_loop_run_block(block) }
        }
    }

    /// Lets everything that is due run: the dispatch timers the clock has passed deliver their work (a timer on the
    /// main queue with a deadline of now fires after them), the main run loop turns, and pending tasks run.
    @MainActor
    public static func settle() async {
        await landDueWork()
        await mainQueueBarrier()
        runMainLoop()
        await settlePendingWork()
        await landAppWork()
        await mainQueueBarrier()
        // Everything given to a queue up to here has run (the main queue runs in order and this job came last).
        phone_time_mark_settled()
        runMainLoop()
    }

    /// Settles a stop of `pass` that moved the clock from `from` to `to` (phone CLOCK_MONOTONIC nanoseconds). A stop
    /// that passed no deadline app code gave libdispatch, at which nothing was given to any queue since the last
    /// settle, has nothing to wait for but the main run loop's timers: they run, and when they give no queue anything
    /// and start no wait that is due already, the stop is settled (a stop at which only an app's repeating `Timer`
    /// ticks costs no trip through the queues). Otherwise it settles in full.
    @MainActor
    static func settleStop(from: Int64, to: Int64) async {
        if phone_time_app_deadline_between(from, to) == 0 && phone_time_due_in_flight() == 0
            && phone_time_enqueued_since_settled() == 0
        {
            runMainLoop()
            if phone_time_due_in_flight() == 0 && phone_time_enqueued_since_settled() == 0 { return }
        }
        await settle()
    }

    /// Lets `duration` of the phone's time pass, stopping at every deadline on the way (so a repeating timer ticks
    /// each time) and at least every `step`. `alongside` moves the car's own clock by the same amounts (the car's
    /// library code waits on an injected clock); `observe` runs after each stop.
    ///
    /// A test's car stops the phone's clock (rate 0): it stands still while what is due runs, so each thing fires at
    /// exactly its deadline however slow the machine. A clock that runs (the live car) keeps running between stops,
    /// and each stop moves it only as far as the stop's time: the real time the work took counts towards the stop,
    /// and the phone is at `start + duration` at the end whatever the machine's speed.
    ///
    /// With `alongsideDeadline` (the time until the earliest wait on the car's own clock, nil when nothing waits there),
    /// there is no fixed step: the clocks jump from deadline to deadline, so a day with nothing due passes in one stop.
    @MainActor
    public static func pass(
        _ duration: Duration, step: Duration = .seconds(1),
        alongside: @MainActor (Duration) async -> Void = { _ in }, alongsideDeadline: (() -> Duration?)? = nil, observe: () -> Void = {}
    ) async {
        await settle()
        let start = monotonicNow
        var reached = Duration.zero
        while reached < duration {
            var target = min(duration, reached + step)
            if let alongsideDeadline {
                // The car's own next wait bounds the stop instead of the fixed step (at least a microsecond on).
                target = duration
                if let car = alongsideDeadline() { target = min(duration, reached + max(car, .microseconds(1))) }
            }
            // The next deadline, from where the clock is now; never less than a microsecond on from the last stop (a
            // deadline a hair ahead is reached with the next one).
            if let deadline = alongsideDeadline == nil ? nextDeadline() : nextAppDeadline() {
                let at = monotonicNow - start + deadline
                if at < target { target = max(at, reached + .microseconds(1)) }
            }
            let next = target - reached
            reached = target
            let from = phone_time_monotonic_now()
            advance(by: start + reached - monotonicNow)
            // Waits the app gave for this instant after an earlier one for it were moved a few nanoseconds on, to run
            // in the order given: they are due now too, so the phone's clock goes on to the last of them (the next
            // stop takes those nanoseconds back).
            let moved = phone_time_moved_past(phone_time_monotonic_now())
            if moved > 0 { advance(by: .nanoseconds(moved - phone_time_monotonic_now())) }
            await alongside(next)
            await settleStop(from: from, to: phone_time_monotonic_now())
            observe()
        }
    }

    /// A freshly started phone app: forgets the timers and blocks the last one left on the main run loop (the
    /// reviewer's explorer installs the app anew for every run).
    public static func newPhoneApp() { phone_loop_reset() }

    /// The phone's monotonic clock, read now.
    static var monotonicNow: Duration { .nanoseconds(phone_time_monotonic_now()) }

    /// Turns the main run loop about every 10 ms of real time from now on, as a phone's main thread does: for a car
    /// whose time runs by itself (the live car, `--real-time`). Returns what stops it.
    @MainActor
    public static func runMainLoopContinuously() -> @Sendable () -> Void {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let interval = Duration.milliseconds(10) * rate
        source.schedule(deadline: .now(), repeating: .nanoseconds(Int(interval.nanoseconds)))
        source.setEventHandler { MainActor.assumeIsolated { runMainLoop() } }
        source.resume()
        nonisolated(unsafe) let running = source  // cancel is thread-safe
        return { running.cancel() }
    }

    /// Waits until every wait the clock has passed (`asyncAfter`, `Task.sleep`, Combine's delays on queues) has run its
    /// work: libdispatch fires them on its own threads in real time, and a loaded machine can take a while. Gives up
    /// after three seconds of the app's own time (work whose queue something holds; see ``SettleBudget``), so a settle
    /// always ends.
    @MainActor
    private static func landDueWork() async {
        var budget = SettleBudget(.seconds(3))
        while phone_time_due_in_flight() > 0 {
            await budget.mainQueueBarrier()  // what is due on the main queue runs meanwhile
            guard phone_time_due_in_flight() > 0, !budget.isSpent else { return }
            // libdispatch's manager and worker threads need the CPU; the pause is off the main queue, which meanwhile
            // runs what else it has (on the main queue the pauses held it for seconds of a loaded test run).
            await budget.pause(microseconds: 100)
        }
    }

    /// Lets the work the app gave to queues finish (`AppWork.c` in CPhoneRuntime counts it per launch: a task loading the
    /// first screen's rows, a global queue decoding a file and hopping back to the main queue), for at most a second of
    /// the app's own time (see ``SettleBudget``): an app that keeps work going all the time doesn't hold the car up
    /// longer. Work of launches that have ended isn't waited for (`RunningApps.pendingWork()`).
    @MainActor
    private static func landAppWork() async {
        // When the budget runs out, the app keeps its work going: no more turns for it.
        guard RunningApps.pendingWork() > 0, await waitForAppWork() else { return }
        await settlePendingWork()
    }

    /// Lets the code a wake-up on the car's own clock resumed as the app's (a sleeper of a reference app's guidance
    /// loop, a prompt's two-second sleep) run up to its next wait before the car's time goes on within a stop, with a
    /// settle's budget: a sleep that code begins then counts from the instant it was woken at, as on a phone, not from
    /// wherever a loaded machine had let the car's time run on to meanwhile.
    /// `before` is the app's pending work before the wake (`pendingAppWork`): work already in flight then (a job another
    /// app keeps going, one that never ends) is the stop's settle's to wait for, not every wake's.
    @MainActor
    package static func landWokenWork(above before: Int) async { await waitForAppWork(above: before) }

    /// The app's work in flight now (`AppWork.c`'s count for the launches that still run).
    package static var pendingAppWork: Int { RunningApps.pendingWork() }

    /// Waits, within the budget, until the app's counted work is down to `floor`; false when the budget ran out first.
    @MainActor @discardableResult
    private static func waitForAppWork(above floor: Int = 0) async -> Bool {
        guard RunningApps.pendingWork() > floor else { return true }
        var budget = SettleBudget(.seconds(1))
        while RunningApps.pendingWork() > floor {
            // The app's main-queue and main-actor work runs in a turn of the main queue; other work needs a pause in which
            // worker threads have the CPU.
            if phone_app_pending_on_main_queue() > 0 {
                await budget.mainQueueBarrier()
                guard RunningApps.pendingWork() > floor else { break }
            } else {
                await budget.pause(microseconds: 200)
            }
            if budget.isSpent { return false }
        }
        return true
    }

    /// Waits until the main queue has run everything given to it before this call.
    @MainActor
    fileprivate static func mainQueueBarrier() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now()) { done.resume() }
        }
    }
}

/// How long a settle waits for work it can't see the end of (what is due, the app's work in flight), counted in the
/// app's own time: the pauses in which its worker threads run, the time its jobs held the main queue, and the turns of
/// the main queue the settle waited for, each up to `mainTurn` (a longer turn ran other work). In a test process the
/// main queue also runs other tests' main-actor work, and on a loaded machine (two test processes on two cores) a turn
/// of it can take seconds: counted in real time, such a wait could run out before the app's next job had had its turn,
/// and the car then read the screen, or jumped past a wait the app was about to give, too early. A settle still ends
/// after `hardLimit` of real time, whatever the app's share of it. - Note: Ours.
struct SettleBudget {
    /// Real time after which a settle gives up even if the app's work never had its turn.
    static let hardLimit = Duration.seconds(30)
    /// What a turn of the main queue counts at most.
    static let mainTurn = Duration.milliseconds(1)
    private let limit: Duration
    private let started = PhoneTime.realNow
    private let mainBusyAtStart = phone_app_main_busy()
    private var spent = Duration.zero

    init(_ limit: Duration) { self.limit = limit }

    /// `PhoneTime.mainQueueBarrier()`, counting the turn up to `mainTurn`.
    @MainActor
    mutating func mainQueueBarrier() async {
        let asked = PhoneTime.realNow
        await PhoneTime.mainQueueBarrier()
        spent += min(asked.duration(to: PhoneTime.realNow), Self.mainTurn)
    }

    /// Pauses off the main actor and the worker threads (``SettlePauses``), so the app's worker threads have the CPU
    /// (the hop back isn't counted).
    mutating func pause(microseconds: UInt32) async {
        spent += await SettlePauses.shared.pause(microseconds: microseconds)
    }

    /// Whether the app has had `limit` of its own time, or the settle `hardLimit` of real time.
    var isSpent: Bool {
        spent + .nanoseconds(phone_app_main_busy() - mainBusyAtStart) > limit || started.duration(to: PhoneTime.realNow) > Self.hardLimit
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (s, a) = components
        return s * 1_000_000_000 + a / 1_000_000_000
    }
}

/// The phone, held by one car at a time: the process has one clock, one main run loop and one set of phone singletons
/// (`MPRemoteCommandCenter.shared()`, `UNUserNotificationCenter.current()`, …), so cars in tests that run in parallel
/// take turns. A lease is held until it is released or deallocated; a task that already holds one gets another at once
/// (a test that makes a second car).
/// - Note: Ours.
public final class PhoneLease: Sendable {
    private let owner: Int
    private let released = Mutex(false)

    /// The test that took it (nil: not known), which reaches the app in front meanwhile.
    private let test: Int?

    private init(owner: Int, test: Int?) {
        self.owner = owner
        self.test = test
    }

    /// Waits for the phone. With `stoppingTime` (a test's car), the phone's clock stands still between the car's steps,
    /// so what the test does between two steps, and what the app runs while the car settles, happens at one instant,
    /// however slow the machine; only `PhoneTime.pass` moves it.
    public static func acquire(stoppingTime: Bool = false) async -> PhoneLease {
        PhoneRuntimeCheck.reportOnce()
        let owner = withUnsafeCurrentTask { $0?.hashValue } ?? 0
        // A phone newly handed over starts with an empty main run loop (the last holder's timers are gone with it).
        // What an earlier car's app still waits for on dispatch fires when the clock passes it, without stopping it.
        let fresh = await PhoneLock.shared.acquire(owner)
        if fresh {
            phone_loop_reset()
            phone_time_forget_app_deadlines()
        }
        // A phone handed straight from a holder that stopped its clock to one that didn't ask for that runs again at
        // real speed, as a phone nobody holds does (a test that waits for the phone's clock waited for good before).
        if stoppingTime {
            PhoneTime.rate = 0
        } else if fresh {
            phone_time_set_rate(1)
        }
        return PhoneLease(owner: owner, test: AppLaunch.phoneHeld())
    }

    /// The harness says how to tell which test's code runs (see `AppLaunch.identifyTests`): the test that holds the
    /// phone reaches the app in front, another test's code beside it doesn't. - Note: Ours.
    package static func identifyTests(_ find: @escaping @Sendable () -> Int?) { AppLaunch.identifyTests(find) }

    /// Gives the phone back (also on deinit); its clock runs at real speed again.
    public func release() {
        let first = released.withLock { was in
            defer { was = true }
            return !was
        }
        // The clock runs at real speed again once nobody holds the phone.
        guard first else { return }
        if let test { AppLaunch.phoneReleased(by: test) }
        if PhoneLock.shared.release() { phone_time_set_rate(1) }
    }

    deinit { release() }
}

/// The process's phone is the one thing a process really has once; this lock hands it over.
final class PhoneLock: Sendable {
    static let shared = PhoneLock()

    private struct State {
        var owner: Int?
        var count = 0
        var waiting: [(owner: Int, resume: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Mutex(State())

    /// Returns whether the phone was newly handed over (not already held by `owner`).
    func acquire(_ owner: Int) async -> Bool {
        var fresh = true
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let now = state.withLock { s -> Bool in
                if s.owner == nil || s.owner == owner {
                    fresh = s.owner == nil
                    s.owner = owner
                    s.count += 1
                    return true
                }
                s.waiting.append((owner, c))
                return false
            }
            if now { c.resume() }
        }
        return fresh
    }

    /// Returns whether the phone is free now.
    @discardableResult
    func release() -> Bool {
        var free = false
        let next = state.withLock { s -> [CheckedContinuation<Void, Never>] in
            s.count -= 1
            guard s.count <= 0 else { return [] }
            s.owner = nil
            s.count = 0
            guard let first = s.waiting.first else {
                free = true
                return []
            }
            s.owner = first.owner
            let same = s.waiting.filter { $0.owner == first.owner }
            s.waiting.removeAll { $0.owner == first.owner }
            s.count = same.count
            return same.map(\.resume)
        }
        for c in next { c.resume() }
        return free
    }
}
