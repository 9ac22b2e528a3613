// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import OpenCarPlay
import OpenUIKit

/// How far and how long to explore an app.
public struct ExplorationOptions: Sendable {
    public var vehicle: VehicleProfile = .standard
    /// Wall-clock budget for the whole exploration; what is found by then is reported.
    public var timeLimit: Duration = .seconds(60)
    /// Screens to visit per car state.
    public var maximumStates = 120
    /// Taps from the root.
    public var maximumDepth = 6
    /// Rows tried per list section (the others of a list lead to similar screens).
    public var rowsPerSection = 3
    public init() {}
}

/// A car state the explorer runs the app in.
public struct CarCondition: Sendable, Equatable {
    public var name: String
    public var driving: Bool
    public var phoneLocked: Bool
    public var style: UIUserInterfaceStyle
    public static let parked = CarCondition(name: "parked · phone unlocked · light", driving: false, phoneLocked: false, style: .light)
    public static let drivingLocked = CarCondition(name: "driving · phone locked · dark", driving: true, phoneLocked: true, style: .dark)
    public static let parkedLocked = CarCondition(name: "parked · phone locked · light", driving: false, phoneLocked: true, style: .light)
}

/// What the explorer found.
public struct ReviewResult: Sendable, Codable {
    public var app: String
    /// One finding per cause (a rule broken the same way in several places lists them), errors and warnings.
    public var findings: [Finding]
    /// The findings App Review rejects an app for.
    public var errors: [Finding] { findings.filter { $0.severity == .error } }
    /// The findings to check by hand.
    public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
    /// Distinct screens visited, runs made (each run starts the app anew and replays a path) and seconds taken.
    public var screens: Int
    public var runs: Int
    public var seconds: Double
    /// False when the time limit stopped the exploration before every reachable screen was visited.
    public var complete: Bool
    public var conditions: [String]
    /// Stand-ins the car drew on the screens reached (unknown symbols, images without pixels), each once.
    public var renderNotes: [RenderNote] = []

    public init(
        app: String, findings: [Finding], screens: Int, runs: Int, seconds: Double, complete: Bool, conditions: [String], renderNotes: [RenderNote] = []
    ) {
        self.app = app
        self.findings = findings
        self.screens = screens
        self.runs = runs
        self.seconds = seconds
        self.complete = complete
        self.conditions = conditions
        self.renderNotes = renderNotes
    }
}

/// Runs an app in a headless car and explores it as a reviewer would: every reachable screen, parked and
/// driving, phone unlocked and locked, light and dark, with time passing, a disconnect and reconnect, the
/// system canceling navigation and a drag on the map; each screen is reached by starting the app anew and
/// replaying the taps that lead there, so what one path does can't hide what another finds.
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
    }

    struct Run {
        let car: HeadUnit
        /// The car's and the app's clock: the app is handed this clock, not its test clock, so a stop at which nothing
        /// sleeps on it leaves the test clock behind (nothing else reads the test clock, so it never has to catch up).
        let clock: LazyTestClock
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
    private var findings: [Finding] = []
    private var findingKeys: Set<String> = []
    private var renderNotes: [RenderNote] = []
    private var noteKeys: Set<RenderWarning> = []
    private var laidOut = LaidOutScreens()
    private var runs = 0
    private var deadline: ContinuousClock.Instant = .now

    public init(options: ExplorationOptions = ExplorationOptions(), app: @escaping AppFactory) {
        self.options = options
        makeApp = app
    }

    /// Explores the app and returns the findings, earliest (shortest path) first.
    public func run() async throws -> ReviewResult {
        // The explorer's cars hold the phone in turn with any other car in this process (tests in parallel).
        let phone = await PhoneLease.acquire()
        defer { phone.release() }
        let started = PhoneTime.realNow
        deadline = started + options.timeLimit
        findings = []
        findingKeys = []
        renderNotes = []
        noteKeys = []
        laidOut = LaidOutScreens()
        runs = 0
        let name = try makeApp(TestClock<Duration>()).name
        var screens = 0
        var complete = true
        for condition in [CarCondition.parked, .drivingLocked] {
            let (n, done) = try await explore(condition)
            screens += n
            complete = complete && done
        }
        let seconds = started.duration(to: PhoneTime.realNow)
        return ReviewResult(
            app: name, findings: findings.groupedByCause(), screens: screens, runs: runs,
            seconds: Double(seconds.components.seconds) + Double(seconds.components.attoseconds) / 1e18,
            complete: complete, conditions: [CarCondition.parked.name, CarCondition.drivingLocked.name], renderNotes: renderNotes)
    }

    private var timeIsUp: Bool { PhoneTime.realNow >= deadline }

    func collect(_ recorder: ReviewRecorder) {
        for f in recorder.findings where findingKeys.insert("\(f.rule)|\(f.message)").inserted { findings.append(f) }
        for n in recorder.renderNotes where noteKeys.insert(n.warning).inserted { renderNotes.append(n) }
    }

    // MARK: Runs

    private func settle() async { await PhoneTime.settle() }

    /// Starts the app anew in a new car and replays `path`. Returns nil when a step can't be replayed.
    func start(_ condition: CarCondition, path: [Action]) async throws -> (Run, failedAt: Int?) {
        runs += 1
        HeadUnit.resetProcessState()
        PhoneTime.newPhoneApp()
        let clock = LazyTestClock(base: TestClock(), handedOut: false)
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
        await PhoneTime.pass(.milliseconds(500), alongside: { step in await run.clock.advance(by: step) })
        run.recorder.observe()
    }

    /// Lets `seconds` pass in one go, stopping at every deadline and at least every `step` seconds, and observes at the
    /// first stop at or after each `step` (one settle for the whole wait: a settle per step was most of a probe's
    /// real time on a loaded machine, each one a few dozen trips between threads).
    private func wait(_ run: Run, seconds: Int, step: Int) async {
        run.recorder.step("wait \(seconds) s")
        var passed = Duration.zero
        var nextLook = Duration.seconds(step)
        await PhoneTime.pass(
            .seconds(seconds), step: .seconds(step),
            alongside: { d in
                passed += d
                await run.clock.advance(by: d)
            },
            observe: {
                guard passed >= nextLook else { return }
                while nextLook <= passed { nextLook += .seconds(step) }
                run.recorder.observe()
            })
    }

    // MARK: Exploration

    /// The screen's identity for "seen before": templates, titles, texts, spinners.
    private func signature(_ session: AppSession) -> String {
        let s = session.screenSnapshot()
        // Which details show (not their values, which move with time) tells e.g. guidance from browsing on a map.
        var parts = s.stack.map { "\($0.kind.rawValue):\($0.title ?? ""):\($0.selectedTab ?? -1):\($0.detailShape)" }
        if let p = s.presented { parts.append("modal \(p.kind.rawValue):\(p.title ?? "")") }
        parts.append(session.visible.map { "\($0.role.rawValue)=\($0.text ?? "")\($0.isEnabled ? "" : "-")" }.joined(separator: "|"))
        parts.append(s.loadingElements.joined(separator: ","))
        return parts.joined(separator: "\n")
    }

    /// What to try from a screen: each enabled element, a few rows per list section, typing into a search.
    private func actions(_ session: AppSession) -> [Action] {
        var out: [Action] = []
        var rowsIn: [String: Int] = [:]
        for e in session.visible where e.isEnabled && e.role != .backButton {
            if [.listItem, .imageRowItem, .imageRowImage, .messageItem, .pointOfInterest, .searchResult].contains(e.role) {
                let section = e.id.split(separator: ".").prefix(2).joined(separator: ".")
                rowsIn[section, default: 0] += 1
                if rowsIn[section]! > options.rowsPerSection { continue }
            }
            let label = e.text.map { "'\($0)'" } ?? e.image.map { "(\($0))" } ?? e.id
            out.append(.tap(id: e.id, label: "\(label) [\(e.role.rawValue)]"))
        }
        if (session.presented ?? session.stack.last) is CPSearchTemplate, !session.car.isDriving { out.append(.type("a")) }
        return out
    }

    private func explore(_ condition: CarCondition) async throws -> (screens: Int, complete: Bool) {
        var queue: [[Action]] = [[]]
        var head = 0
        var seen: Set<String> = []
        while head < queue.count {
            if timeIsUp || seen.count >= options.maximumStates { return (seen.count, false) }
            let path = queue[head]
            head += 1
            let (run, failed) = try await start(condition, path: path)
            defer { collect(run.recorder) }
            if failed != nil { continue }
            let sig = signature(run.session)
            guard seen.insert(sig).inserted else { continue }
            if path.count < options.maximumDepth {
                for a in actions(run.session) { queue.append(path + [a]) }
            }
            // What the unlocked screen shows, before the probes move time on; the locked car starts only after this
            // run is done (an automaker app's car screen and accessory belong to one car at a time).
            let unlockedVisible = run.session.visible
            try await probeMap(condition, path: path, run)
            await probe(run)
            if condition == .parked { try await compareLocked(path: path, unlockedVisible: unlockedVisible) }
            if condition == .parked, path.isEmpty { try await probeCalling() }
        }
        return (seen.count, true)
    }

    /// Lets time pass, lets the system cancel navigation, and disconnects and reconnects, observing throughout.
    private func probe(_ run: Run) async {
        await wait(run, seconds: 15, step: 1)
        await wait(run, seconds: 120, step: 10)
        if let map = run.session.stack.first as? CPMapTemplate, map.navigationSession?.isLive == true {
            run.perform(.cancelNavigation)
            await settle()
            run.recorder.observe()
            await wait(run, seconds: 10, step: 1)
        }
        run.perform(.disconnect)
        await settle()
        run.perform(.reconnect)
        await settle()
        run.recorder.observe()
        await wait(run, seconds: 6, step: 1)
    }

    /// The same screen with the phone locked must show as much as with it unlocked.
    private func compareLocked(path: [Action], unlockedVisible: [ElementSnapshot]) async throws {
        let (locked, failed) = try await start(.parkedLocked, path: path)
        defer { collect(locked.recorder) }
        // A control: the same path unlocked once more. When it misses the same thing, what changed since the first run
        // is state the app kept in the process (a `static let shared` store survives a fresh install here, as it
        // wouldn't on a phone), not the lock: no finding.
        func unlockedAgain() async throws -> (visible: Int, failed: Int?) {
            let (control, failed) = try await start(.parked, path: path)
            return (control.session.visible.count, failed)
        }
        if let failed {
            if try await unlockedAgain().failed != nil { return }
            locked.recorder.report(
                .dataLocked, subject: "path \(failed)",
                "With the phone locked, '\(path[failed].description.dropFirst(4))' is not on the screen it is on when the phone is unlocked.")
            return
        }
        let open = unlockedVisible.count
        let closed = locked.session.visible.count
        if closed < open, try await unlockedAgain().visible >= open {
            let missing = Set(unlockedVisible.compactMap(\.text)).subtracting(locked.session.visible.compactMap(\.text))
            locked.recorder.report(
                .dataLocked, subject: path.map(\.description).joined(separator: ">"),
                "With the phone locked this screen shows \(closed) elements instead of \(open)\(missing.isEmpty ? "" : "; missing: " + missing.sorted().prefix(5).map { "'\($0)'" }.joined(separator: ", "))."
            )
        }
    }

    /// An app supports panning when a drag moves its map or its map delegate handles the knob's panning
    /// (`mapTemplate(_:panWith:)`, asked to pan by no direction): then a map button must enter panning mode.
    private func probeMap(_ condition: CarCondition, path: [Action], _ run: Run) async throws {
        guard run.session.presented == nil, run.session.stack.count == 1, let shown = run.session.stack.first as? CPMapTemplate,
            !shown.isPanningInterfaceVisible  // in panning mode the map buttons give way to the arrows: judged before it
        else { return }
        let before = run.session.screenSnapshot().baseView ?? []
        run.perform(.dragMap(x: 120, y: 0))
        await settle()
        let after = run.session.screenSnapshot().baseView ?? []
        // Asked in this run: a new run would start the app anew, and its timers with it, under this run's probes.
        guard before != after || shown.delegateHandlesKnobPanning() else { return }
        // The guide's guideline asks for "a button in the map template": a map button, or one of the map template's
        // navigation bar buttons (Apple's navigation sample pans from a bar button).
        let buttons = run.session.visible.filter { $0.role == .mapButton }.count
        let barButtons = run.session.visible.filter { $0.role == .barButton }.count
        for (role, count) in [(ElementSnapshot.Role.mapButton, buttons), (.barButton, barButtons)] {
            for i in 0..<count {
                let (probe, failed) = try await start(condition, path: path)
                guard failed == nil, let m = probe.session.stack.first as? CPMapTemplate else { continue }
                probe.perform(.tapRole(role, index: i))
                await settle()
                if m.isPanningInterfaceVisible { return }
            }
        }
        run.recorder.observe()
        run.recorder.report(
            .navigationPanButton, subject: "map",
            "\(before != after ? "Dragging the map moved it" : "The map's delegate pans the map for the knob (mapTemplate(_:panWith:))"), but none of its \(buttons) map buttons and \(barButtons) navigation bar buttons enters panning mode."
        )
    }
}
