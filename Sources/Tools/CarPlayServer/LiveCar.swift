// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayReviewer
import CarScripting
import Foundation

/// The car the browser shows: one `HeadUnit` shared by every connected tab. It turns browser messages into car
/// input, and pushes what the car shows (as SVG, or as a line patch when that is smaller) to every tab.
///
/// Messages from the page are `PageMessage`s, read in one place (`PageMessage.decode(_:)`) whether the apps run in
/// this process or in app processes: a touch on a surface (`tap`, `widgetTap`, `dashboardTap`), `command` (a car
/// script line), `knob`, `launch`, `home`, `set`, and the recorder's `record` and `replay` (docs/wire-format.md).
/// Anything else, or anything malformed, gets an `error` reply naming the problem; the car keeps running. What the
/// car tells the page is a `CarMessage`.
@MainActor
public final class LiveCar {
    public let car: HeadUnit
    public let runner: ScriptRunner
    private struct Client {
        let continuation: AsyncStream<String>.Continuation
        var lines: [String] = []
        var version = 0
        var lastState: CarState?
        var lastPanels: CarPanels?
        var lastRecorder: RecorderState?
    }
    private var clients: [UUID: Client] = [:]
    private(set) var renderScheduled = false
    /// The tab whose message is being handled: it is sent each frame first (its user waits for it; the others watch).
    private var respondingTo: UUID?
    /// When the last frame was drawn (real time).
    private var lastRender: ContinuousClock.Instant?
    /// App images scaled to their slots, kept between frames (each screen change redraws them otherwise).
    private let bitmapCache = BitmapCache()
    /// The home screen page shown (when the apps need more than one).
    var homePage = 0
    /// How many messages frames have pushed to tabs (for benchmarks).
    public private(set) var pushes = 0
    /// Told of each tab a frame sent something to, in the order they were sent (for tests).
    var onPush: ((UUID) -> Void)?
    /// Watches the app on screen for guideline findings while the page's Findings switch is on (off by default).
    private var reviewer: ReviewRecorder?
    /// The session the reviewer watches: an app opened anew (or relaunched after it quit) gets a new reviewer.
    private var reviewedSession: ObjectIdentifier?
    private var reviewedApp = ""
    private var findingsSeen = 0
    /// The findings seen while the switch was on, with the app that broke the rule, oldest first (the last 50).
    public private(set) var findings: [(app: String, finding: Finding)] = []
    /// The recorder and the replay (`LiveCar+Recording.swift`).
    var recorder = LiveRecorder()
    /// How a recorded test makes its apps (what it imports, each app's declaration).
    public var testSetup = RecordingExport.TestSetup(imports: []) { _ in "try CarPlayApp.declaration()" }
    /// A new install of the app with this name (nil: keep the installed one): a recording and a replay start every app
    /// anew, with its data as just installed.
    public var freshInstall: (@MainActor (String) throws -> AppDeclaration?)?
    /// The app processes each app runs in (nil: every app runs in this process); see ``useAppProcesses(_:)``.
    public internal(set) var appProcesses: LiveAppProcesses?
    /// With app processes: the app whose process shows its screen (nil: the home screen).
    var remoteFront: String?
    /// In an app process: told each frame this car renders, to send it to the live car.
    var frameObserver: (@MainActor (LiveAppFrame) -> Void)?
    /// The last car command performed here (in an app process: what a page message became, for the live car's recorder).
    var lastPerformed: CarCommand?
    /// Whether the car watches for guideline findings (the page's Findings switch).
    public var showsFindings = false {
        didSet {
            if !showsFindings {
                reviewer = nil
                reviewedSession = nil
            }
        }
    }

    /// `exceptionPolicy` replaces the car's: by default an app that raises an exception quits (home screen, banner,
    /// the exception in the event log) and the car runs on, as a real car does; `.crash` ends the process instead.
    public init(car: HeadUnit, exceptionPolicy: ExceptionPolicy = .terminateApp, wait: @escaping @MainActor (Duration) async -> Void) {
        self.car = car
        car.exceptionPolicy = exceptionPolicy
        car.maximumEventCount = 500
        runner = ScriptRunner(car: car, layout: .rendered, wait: wait, output: { _ in })
        car.onChange = { [weak self] in self?.scheduleRender() }
        // Time moves on screen (now playing progress, banners going away): redraw each second while tabs watch.
        Task { @MainActor [weak self] in
            while true {
                try? await Task.sleep(for: .seconds(1))
                guard let live = self else { return }
                if !live.clients.isEmpty || live.frameObserver != nil { live.render() }
            }
        }
    }

    public var clientCount: Int { clients.count }

    /// A new tab: it gets the whole screen and the state now, then updates.
    public func connect() -> (id: UUID, messages: AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        clients[id] = Client(continuation: continuation)
        push(to: id)
        return (id, stream)
    }

    public func disconnect(_ id: UUID) {
        clients[id]?.continuation.finish()
        clients[id] = nil
    }

    /// Handles one message from a tab; errors go back to that tab only, as one small `error` message, and change
    /// nothing (no redraw). What a message changed is pushed to every tab (only what differs).
    public func receive(_ text: String, from id: UUID) async {
        respondingTo = id
        defer { if respondingTo == id { respondingTo = nil } }  // another tab's message may have come in meanwhile
        do {
            try await handle(try PageMessage.decode(text), from: id)
            reviewer?.step(CarScript.oneLine(String(text.prefix(120))))
        } catch {
            refuse(id, "\(error)")
            return
        }
        render()
    }

    /// Tells one tab its message was not taken.
    public func refuse(_ id: UUID, _ message: String) {
        reply(id, .error(message: CarScript.oneLine(String(message.prefix(300)))))
    }

    /// A page message that doesn't read, or isn't taken: the problem in words.
    struct ProtocolError: Error, Equatable, CustomStringConvertible { let description: String }

    /// Performs one page message as ``receive(_:from:)`` does, but throws what it refuses (an app process's car, given
    /// the live car's messages). - Note: Ours.
    func perform(page message: PageMessage) async throws {
        try await handle(message, from: UUID())
        reviewer?.step(CarScript.oneLine(String(message.text.prefix(120))))
        render()
    }

    /// Performs a page message, for the car's own apps and for app processes alike: what the user does becomes car
    /// input, run as ``run(_:)`` runs the terminal's commands (with app processes: in this car, every app's, or the
    /// app on screen's, as ``runInAppProcesses(_:processes:)`` sends it).
    private func handle(_ message: PageMessage, from id: UUID) async throws {
        switch message {
        case .touch(let touch):
            if let processes = appProcesses, touch.surface == .dashboard || (touch.surface == .screen && remoteFront != nil) {
                // The app's screen and its Dashboard are the app process's to hit-test; the widgets page is this car's.
                guard let front = remoteFront else { throw ProtocolError(description: "\(message.type) needs an app on screen; the home screen shows") }
                return try await perform(message, inProcessOf: front, processes)
            }
            switch try outcome(of: touch) {
            case .input(let input): try await dispatch(.input(input))
            case .homePage(let page): homePage = page
            }
        case .command(let line):
            guard let command = try CarScript.parseLine(line, source: "browser") else { return }
            try await dispatch(command)
        case .knob(let action): try await dispatch(.input(action.input))
        case .launch(let app): try await dispatch(.input(.launch(app)))
        case .home: try await dispatch(.input(.home))
        case .set(.findings(let on)):
            showsFindings = on
            await appProcesses?.everyApp { .page(number: $0, message: message) }
        case .set(.vehicle(let request)): try await dispatch(.input(.vehicle(request.applied(to: car.vehicle))))
        case .record(let action): try handleRecord(action, from: id)
        case .replay(let action): try await handleReplay(action)
        }
    }

    /// A command from the page: performed (and recorded) here, or with app processes where it belongs.
    private func dispatch(_ command: CarCommand) async throws { try await perform(command) }

    /// What a touch on one of the car's surfaces does: car input, or the home screen's page turned.
    enum TouchOutcome: Equatable {
        case input(CarInput)
        case homePage(Int)
    }

    /// What `touch` touches: on the home screen an app's icon (which opens it) or a page arrow, on the app's screen its
    /// element, on the widgets page a widget, on CarPlay Dashboard a shortcut button; an error when nothing is there.
    func outcome(of touch: SurfaceTouch) throws -> TouchOutcome {
        let (x, y) = (touch.x, touch.y)
        switch touch.surface {
        case .screen:
            if car.activeSession != nil { return .input(touchInput(x: x, y: y)) }
            switch homeList().hitTest(x: x, y: y)?.control {
            case .app(let name): return .input(.launch(name))
            case .homePage(let page): return .homePage(page)
            default: throw ProtocolError(description: "nothing to tap at \(x),\(y)")
            }
        case .widgets:
            guard case .widget(let id) = CarRenderer.layoutWidgetsPage(car.widgetsPage()).hitTest(x: x, y: y)?.control else {
                throw CarInputError("no widget at \(x),\(y)")
            }
            return .input(.tapWidget(id))
        case .dashboard:
            guard let d = car.activeSession?.dashboardSnapshot(),
                case .dashboardButton(let button) = CarRenderer.layoutDashboard(d).hitTest(x: x, y: y)?.control
            else {
                throw CarInputError("no dashboard button at \(x),\(y)")
            }
            return .input(.dashboardButton(button))
        }
    }

    // MARK: Rendering and pushing

    func scheduleRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        // At most one frame per `frameInterval` of real time: a navigation app's map changes with every second of the
        // car's time, many times a second of real time at `--speed 40`, and drawing each change kept the main actor so
        // busy that the app's own ticks fell behind the car's clock on a loaded machine.
        let wait = lastRender.map { PhoneTime.realNow.duration(to: $0 + Self.frameInterval) } ?? .zero
        Task { @MainActor [weak self] in
            if wait > .zero { await RealTime.run { try? await Task.sleep(for: wait) } }
            self?.render()
        }
    }

    /// The shortest real time between two frames pushed to the tabs (20 a second). - Note: Ours.
    static let frameInterval: Duration = .milliseconds(50)

    func homeList() -> DisplayList {
        CarRenderer.layoutHome(
            apps: car.homeScreenApps.map { app in
                HomeScreenApp(
                    app: app, screen: car.vehicle.screen, style: car.style, isRunning: isRunning(app.name),
                    language: car.phoneLanguage)
            }, screen: car.vehicle.screen, style: CarStyle(car.style), driveSide: car.vehicle.driveSide,
            isDriving: car.isDriving, isPhoneLocked: car.isPhoneLocked, page: homePage, banner: composedBanner(over: nil), bitmaps: bitmapCache,
            language: car.phoneLanguage)
    }

    /// The main screen as SVG lines.
    func screenLines() -> [String] {
        let list: DisplayList
        if let front = remoteFront, let frame = appProcesses?.frame(of: front), var screen = frame.screen {
            screen.banner = composedBanner(over: screen.banner)
            screen.siri = composedSiri(over: screen.siri)
            list = CarRenderer.layout(screen, focused: frame.focused, bitmaps: bitmapCache)
        } else if let s = car.activeSession, s.isConnected {
            list = CarRenderer.layout(s.screenSnapshot(), focused: runner.focused, bitmaps: bitmapCache)
        } else {
            list = homeList()
        }
        return SVGWriter.lines(list)
    }

    /// Reads the app on screen for new findings (while the switch is on).
    func reviewFindings() {
        guard showsFindings else { return }
        let current = car.activeSession.map(ObjectIdentifier.init)
        if reviewer == nil || (current != nil && current != reviewedSession) {
            let recorder = ReviewRecorder(car: car)
            recorder.startFromNow()
            recorder.step("open \(car.activeSession?.app.name ?? "the home screen")")
            reviewer = recorder
            reviewedSession = current
            reviewedApp = car.activeSession?.app.name ?? ""
            findingsSeen = 0
        }
        guard let reviewer else { return }
        reviewer.observe()
        for f in reviewer.findings.dropFirst(findingsSeen) { findings.append((reviewedApp, f)) }
        findingsSeen = reviewer.findings.count
        if findings.count > 50 { findings.removeFirst(findings.count - 50) }
    }

    /// Renders once and pushes what changed to every tab.
    public func render() {
        renderScheduled = false
        lastRender = PhoneTime.realNow
        reviewFindings()
        if let frameObserver {
            let session = car.activeSession.flatMap { $0.isConnected ? $0 : nil }
            frameObserver(appFrame(session: session))
        }
        guard !clients.isEmpty else { return }
        var frame = FrameMessages(lines: screenLines(), state: carState(), panels: panels(), recorder: recorderState())
        if let first = respondingTo, clients[first] != nil { push(to: first, &frame) }
        for id in clients.keys where id != respondingTo { push(to: id, &frame) }
    }

    /// Pushes to one tab what differs from what it has: the screen as a patch of its lines (or whole, when that is
    /// shorter), then the state, the panels and the recorder, each when it changed.
    private func push(to id: UUID, _ frame: inout FrameMessages) {
        guard var client = clients[id] else { return }
        let sent = pushes
        if frame.lines != client.lines {
            client.version += 1
            client.continuation.yield(frame.screen(from: client.lines, version: client.version))
            client.lines = frame.lines
            pushes += 1
        }
        if frame.state != client.lastState {
            client.lastState = frame.state
            client.continuation.yield(frame.stateText)
            pushes += 1
        }
        if frame.panels != client.lastPanels {
            client.lastPanels = frame.panels
            client.continuation.yield(frame.panelsText)
            pushes += 1
        }
        if frame.recorder != client.lastRecorder {
            client.lastRecorder = frame.recorder
            client.continuation.yield(frame.recorderText)
            pushes += 1
        }
        clients[id] = client
        if pushes != sent { onPush?(id) }
    }

    /// Pushes everything to a tab that just connected.
    private func push(to id: UUID) {
        var frame = FrameMessages(lines: screenLines(), state: carState(), panels: panels(), recorder: recorderState())
        push(to: id, &frame)
    }

    /// Tells one tab only (an error, an export).
    func reply(_ id: UUID, _ message: CarMessage) {
        clients[id]?.continuation.yield(message.text)
    }
}
