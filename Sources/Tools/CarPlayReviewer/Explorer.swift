// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import OpenCarPlay
import OpenUIKit

/// Runs an app in a headless car and explores it as a reviewer would: every reachable screen, parked and
/// driving, phone unlocked and locked, light and dark, with time passing, a disconnect and reconnect, the
/// system canceling navigation and a drag on the map; each screen is reached by starting the app anew and
/// replaying the taps that lead there, so what one path does can't hide what another finds.
///
/// Given ``ReviewProcesses``, each run is a fresh app process, as each launch is on a phone (the app's statics,
/// singletons and timers start empty), and independent runs go on in parallel; the findings are the same, in the same
/// order, whatever the number of processes. Without, runs are made one after another in this process.
/// - Note: Ours (not in CarPlay).
@MainActor
public final class Explorer {
    public typealias AppFactory = @MainActor (any Clock<Duration>) throws -> AppDeclaration

    /// A step of a path through the app: input for the car's driver, and how the report names it.
    struct Action: Equatable {
        let input: CarInput
        let description: String

        static func tap(id: String, label: String) -> Action { Action(input: .tapID(id), description: "tap \(label)") }
        static func type(_ text: String) -> Action { Action(input: .type(text), description: CarInput.type(text).description) }

        init(input: CarInput, description: String) {
            self.input = input
            self.description = description
        }

        init(_ step: ExplorationStep) {
            input = step.kind == .tapID ? .tapID(step.value) : .type(step.value)
            description = step.description
        }

        var step: ExplorationStep {
            if case .type(let text) = input { return ExplorationStep(kind: .type, value: text, description: description) }
            if case .tapID(let id) = input { return ExplorationStep(kind: .tapID, value: id, description: description) }
            preconditionFailure("the explorer's paths are taps by id and typing")
        }
    }

    struct Run {
        let car: HeadUnit
        /// The car's and the app's clock: the app is handed this clock, not its test clock, so a stop at which nothing
        /// sleeps on it leaves the test clock behind (nothing else reads the test clock, so it never has to catch up).
        let clock: CarClock
        let recorder: ReviewRecorder
        let session: AppSession
        /// Performs the run's input, as the harness, scripts and the live car do.
        let driver: CarDriver

        /// Performs input the explorer makes itself, recording it as a step; false when the car refused it.
        @MainActor @discardableResult
        func perform(_ input: CarInput) -> Bool {
            recorder.step(input.description)
            do {
                try driver.perform(input)
                return true
            } catch {
                return false
            }
        }
    }

    let makeApp: AppFactory
    public var options: ExplorationOptions
    /// The app processes runs are made in, and the app's name among their apps (nil: runs are made in this process).
    let processes: ReviewProcesses?
    let appKey: String
    private var findings: [Finding] = []
    private var findingKeys: Set<String> = []
    private var renderNotes: [RenderNote] = []
    private var noteKeys: Set<RenderWarning> = []
    /// Whether a run saw the app publish now playing itself (MPNowPlayingInfoCenter), and the Now Playing button's
    /// records, judged only then: an app that leaves now playing to the phone's music player (iOS fills the screen
    /// from the player's queue) or plays nothing here can't be told to fill it.
    private var publishesNowPlaying = false
    private var nowPlayingButtonRecords: [RunRecord] = []
    var laidOut = LaidOutScreens()
    var runs = 0
    /// True in a review's app process (``ReviewProcesses``): a fresh copy of the zygote, made with the process's state
    /// reset, so the process's first run skips the hand resets a run needs in a process that ran others before it.
    var inFreshProcess = false
    private var appName = ""
    private var deadline: ContinuousClock.Instant = .now

    /// Explores the app `app` makes, in this process (each run starts it anew in a new car).
    public init(options: ExplorationOptions = ExplorationOptions(), app: @escaping AppFactory) {
        self.options = options
        makeApp = app
        processes = nil
        appKey = ""
    }

    /// Explores the app named `app` among those `processes` was started with, each run in a fresh app process.
    public init(options: ExplorationOptions = ExplorationOptions(), processes: ReviewProcesses, app: String) throws {
        guard let factory = processes.apps[app] else {
            throw CarInputError("no app '\(app)' among the review's apps: \(processes.apps.keys.sorted().joined(separator: ", "))")
        }
        self.options = options
        makeApp = factory
        self.processes = processes
        appKey = app
    }

    /// Explores the app and returns the findings, earliest (shortest path) first. An explorer made in a test (without
    /// ``ReviewProcesses``) makes its runs in a process of its own, the test binary started again (see
    /// `ExplorationHost`), where the harness can; else in this process.
    public func run() async throws -> ReviewResult {
        if processes == nil, let host = Self.host, let result = try await host.explore(self) { return result }
        return try await runHere()
    }

    /// Explores the app in this process (each run in a fresh app process when given ``ReviewProcesses``).
    package func runHere() async throws -> ReviewResult {
        // In this process, the explorer's cars hold the phone in turn with any other car in it (tests in parallel); app
        // processes have a phone each.
        let phone = processes == nil ? await PhoneLease.acquire() : nil
        defer { phone?.release() }
        let started = PhoneTime.realNow
        deadline = started + options.timeLimit
        findings = []
        findingKeys = []
        renderNotes = []
        noteKeys = []
        publishesNowPlaying = false
        nowPlayingButtonRecords = []
        laidOut = LaidOutScreens()
        runs = 0
        let name = try makeApp(TestClock<Duration>()).name
        appName = name
        var screens = 0
        var complete = true
        for condition in [CarCondition.parked, .drivingLocked] {
            let (n, done) = try await explore(condition)
            screens += n
            complete = complete && done
        }
        if publishesNowPlaying { nowPlayingButtonRecords.forEach(collect) }
        let seconds = started.duration(to: PhoneTime.realNow)
        return ReviewResult(
            app: name, findings: findings.groupedByCause(), screens: screens, runs: runs,
            seconds: Double(seconds.components.seconds) + Double(seconds.components.attoseconds) / 1e18,
            complete: complete, conditions: [CarCondition.parked.name, CarCondition.drivingLocked.name], renderNotes: renderNotes)
    }

    private var timeIsUp: Bool { PhoneTime.realNow >= deadline }

    private func collect(_ record: RunRecord) {
        if record.publishedNowPlaying == true { publishesNowPlaying = true }
        for t in record.findings where findingKeys.insert("\(t.finding.rule)|\(t.finding.message)").inserted { findings.append(t.arrived) }
        for n in record.notes where noteKeys.insert(n.warning).inserted { renderNotes.append(n) }
    }

    // MARK: Runs

    func settle() async { await PhoneTime.settle() }

    /// Starts the app anew in a new car and replays `path`. Returns nil when a step can't be replayed.
    func start(_ condition: CarCondition, path: [Action]) async throws -> (Run, failedAt: Int?) {
        runs += 1
        if !(inFreshProcess && runs == 1) { HeadUnit.resetProcessState() }
        PhoneTime.newPhoneApp()
        let clock = CarClock()
        let app = try makeApp(clock)
        // Locked after it started unlocked, as a phone usually is in a car: unlocked since it started, so items and
        // files available after the first unlock are.
        let car = CarSetup(
            vehicle: options.vehicle, style: condition.style, driving: condition.driving,
            phone: condition.phoneLocked ? .locked : .unlocked, exceptionPolicy: .record
        ).makeCar(clock: clock)
        let recorder = ReviewRecorder(car: car, context: condition.name)
        recorder.laidOut = laidOut
        recorder.step("connect \(app.name)")
        guard let session = car.connect(app) else {
            throw CarInputError("\(app.name) is not shown in CarPlay: \(app.reasonNotShown(on: options.vehicle) ?? "no CarPlay category")")
        }
        await settle()
        recorder.observe()
        let run = Run(car: car, clock: clock, recorder: recorder, session: session, driver: CarDriver(car: car))
        for (i, action) in path.enumerated() {
            do { try await perform(action, run) } catch { return (run, i) }
        }
        return (run, nil)
    }

    private func perform(_ action: Action, _ run: Run) async throws {
        run.recorder.step(action.description)
        try run.driver.perform(action.input)
        await run.clock.pass(.milliseconds(500), step: .seconds(1), catchingUp: false)
        run.recorder.observe()
    }

    /// Lets `seconds` pass in one go, stopping at every deadline and at least every `step` seconds, and observes at the
    /// first stop at or after each `step` (one settle for the whole wait: a settle per step was most of a probe's
    /// real time on a loaded machine, each one a few dozen trips between threads).
    func wait(_ run: Run, seconds: Int, step: Int) async {
        run.recorder.step("wait \(seconds) s")
        var nextLook = Duration.seconds(step)
        let start = run.clock.now
        await run.clock.pass(
            .seconds(seconds), step: .seconds(step), catchingUp: false,
            observe: {
                let passed = start.duration(to: run.clock.now)
                guard passed >= nextLook else { return }
                while nextLook <= passed { nextLook += .seconds(step) }
                run.recorder.observe()
            })
    }

    // MARK: Exploration

    /// The screen's identity for "seen before": templates, titles, texts, spinners.
    func signature(_ session: AppSession) -> String {
        // The templates' snapshots only, not the whole screen's: a map's drawing and an automaker app's views, which
        // the whole screen records, say nothing here (the visible elements do) and were most of a visit's time.
        // Which details show (not their values, which move with time) tells e.g. guidance from browsing on a map.
        let stack = session.stack.map { session.snapshot(of: $0) }
        let presented = session.presented.map { session.snapshot(of: $0) }
        let loading = session.loadingElements.keys.sorted()
        var parts = stack.map { "\($0.kind.rawValue):\($0.title ?? ""):\($0.selectedTab ?? -1):\($0.detailShape)" }
        if let p = presented { parts.append("modal \(p.kind.rawValue):\(p.title ?? "")") }
        parts.append(session.visible.map { "\($0.role.rawValue)=\($0.text ?? "")\($0.isEnabled ? "" : "-")" }.joined(separator: "|"))
        parts.append(loading.joined(separator: ","))
        return parts.joined(separator: "\n")
    }

    /// What to try from a screen: each enabled element, a few rows per list section, typing into a search.
    func actions(_ session: AppSession) -> [Action] {
        var out: [Action] = []
        var rowsIn: [String: Int] = [:]
        for e in session.visible where e.isEnabled && e.role != .backButton {
            if [.listItem, .imageRowItem, .imageRowImage, .messageItem, .pointOfInterest, .searchResult].contains(e.role) {
                let section = e.id.split(separator: ".").prefix(2).joined(separator: ".")
                rowsIn[section, default: 0] += 1
                if rowsIn[section]! > options.rowsPerSection { continue }
            }
            // What the driver sees of it: its text, else its image; an element with neither by its place on the screen.
            let label = e.text.map { "'\($0)'" } ?? e.image.map { "(\($0))" } ?? "an unlabelled element (\(out.count + 1) on the screen)"
            out.append(.tap(id: e.id, label: "\(label) [\(e.role.rawValue)]"))
        }
        if (session.presented ?? session.stack.last) is CPSearchTemplate, !session.car.isDriving { out.append(.type("a")) }
        return out
    }

    /// Explores breadth first. Each path's visit is a run of its own; the next paths' visits start before this one's
    /// probes end (as many at once as there are app processes to run them), but what a visit leads to is decided in the
    /// queue's order, and what the runs recorded is collected in that order, so the result doesn't depend on timing.
    private func explore(_ condition: CarCondition) async throws -> (screens: Int, complete: Bool) {
        let runner = runner()
        var queue: [[Action]] = [[]]
        var visits: [Int: any VisitingRun] = [:]
        var started = 0
        var head = 0
        var seen: Set<String> = []
        var complete = true
        var outcomes: [Task<[RunRecord], Never>] = []
        // The phone call is taken once, on the first screen (in the queue's order) where the app guides.
        var callTaken = false
        defer { for v in visits.values { v.stop() } }
        while head < queue.count {
            if timeIsUp || seen.count >= options.maximumStates {
                complete = false
                break
            }
            while started < queue.count, started < head + runner.lookahead {
                visits[started] = runner.visit(condition, queue[started].map(\.step))
                started += 1
            }
            let path = queue[head]
            let visit = visits.removeValue(forKey: head)!
            head += 1
            let visited: ExplorationReply.Visited
            do {
                visited = try await visit.visited()
            } catch let e as ExplorationRefusal {
                throw e.underlying ?? CarInputError(e.reason)
            } catch {
                outcomes.append(Task { [runnerFinding(error, condition, path)] })
                continue
            }
            guard visited.failedAt == nil, seen.insert(visited.signature).inserted else {
                visit.stop()
                outcomes.append(Task { [visited.record] })
                continue
            }
            if path.count < options.maximumDepth { queue += visited.actions.map { path + [Action($0)] } }
            let phoneCall = condition == .parked && visited.guiding == true && !callTaken
            if phoneCall { callTaken = true }
            let outcome = Task { await self.probe(visit, visited, condition, path, runner, phoneCall: phoneCall) }
            outcomes.append(outcome)
            if runner.lookahead == 1 { _ = await outcome.value }
        }
        for outcome in outcomes {
            for record in await outcome.value { collect(record) }
        }
        return (seen.count, complete)
    }

    /// A new screen's probes, each in order: its own run's (the map dragged, time passing, navigation canceled, a
    /// reconnect), the map's buttons tried for panning, the same path with the phone locked; on the first screen Siri
    /// calling, the car's Now Playing button and the cluster's zoom; on the first guiding screen a phone call.
    private func probe(
        _ visit: any VisitingRun, _ visited: ExplorationReply.Visited, _ condition: CarCondition, _ path: [Action], _ runner: any ExplorationRunner,
        phoneCall: Bool
    ) async -> [RunRecord] {
        var records = [visited.record]
        let probed: ExplorationReply.Probed
        do { probed = try await visit.probe() } catch {
            return records + [runnerFinding(error, condition, path)]
        }
        records.append(probed.drag)
        if let pan = probed.pan {
            let tries = (0..<pan.buttons).map { (ElementSnapshot.Role.mapButton, $0) } + (0..<pan.barButtons).map { (.barButton, $0) }
            var panning = false
            if runner.lookahead == 1 {
                for (role, index) in tries where !panning {
                    panning =
                        (try? await runner.subRun(.panButton(condition: condition.name, path: path.map(\.step), role: role, index: index)))?.panning == true
                }
            } else {
                let steps = path.map(\.step)
                let tasks = tries.map { (role, index) in
                    Task { @MainActor in
                        (try? await runner.subRun(.panButton(condition: condition.name, path: steps, role: role, index: index)))?.panning == true
                    }
                }
                for task in tasks where await task.value { panning = true }
            }
            if !panning {
                var r = RunRecord()
                r.findings = [pan.finding]
                records.append(r)
            }
        }
        records.append(probed.probe)
        if condition == .parked {
            do {
                let locked = try await runner.subRun(.locked(path: path.map(\.step), unlockedVisible: visited.visible))
                records.append(locked.record)
                if let finding = locked.lockedFinding, let check = locked.lockedCheck {
                    // A control: the same path unlocked once more. When it misses the same thing, what changed since the
                    // first run is state the app kept between runs, not the lock: no finding.
                    let control = try await runner.subRun(.control(path: path.map(\.step)))
                    let stands: Bool
                    switch check {
                    case .controlReplays: stands = control.failedAt == nil
                    case .controlShowsAtLeast(let n): stands = control.failedAt == nil && control.visibleCount >= n
                    }
                    if stands {
                        var r = RunRecord()
                        r.findings = [finding]
                        records.append(r)
                    }
                }
            } catch {
                records.append(runnerFinding(error, .parkedLocked, path))
            }
            if path.isEmpty {
                for job in [ExplorationJob.calling, .nowPlayingButton, .clusterZoom] {
                    do {
                        let record = try await runner.subRun(job).record
                        if job == .nowPlayingButton {
                            // Judged once the exploration is over (``run()``), if the app publishes now playing itself.
                            nowPlayingButtonRecords.append(record)
                        } else {
                            records.append(record)
                        }
                    } catch { records.append(runnerFinding(error, .parked, [])) }
                }
            }
            if phoneCall {
                do { records.append(try await runner.subRun(.phoneCall(path: path.map(\.step))).record) } catch {
                    records.append(runnerFinding(error, .parked, path))
                }
            }
        }
        return records
    }

    /// A run whose app process ended or hung: the app crashed or stopped answering there, as it would on a phone.
    private func runnerFinding(_ error: any Error, _ condition: CarCondition, _ path: [Action]) -> RunRecord {
        var r = RunRecord()
        let what =
            switch error {
            case AppWireError.timedOut:
                "stopped answering: its process gave no answer in \(ReviewProcesses.answerTime.components.seconds) s of real time and was ended"
            case AppWireError.ended: "crashed: its process ended before the run was over (the review's standard error shows where)"
            default: "could not be run (\(error))"
            }
        let rule = ReviewRule.named(.appException)!
        r.findings = [
            TravellingFinding(
                Finding(
                    rule: rule, message: "The app \(what), with the steps shown.", path: ["connect \(appName)"] + path.map(\.description),
                    context: condition.name, screen: nil))
        ]
        return r
    }
}
