// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayReviewer
import Foundation

/// The car the browser shows: one `HeadUnit` shared by every connected tab. It turns browser messages into car
/// input, and pushes what the car shows (as SVG, or as a line patch when that is smaller) to every tab.
///
/// Messages from the page are JSON objects with a `type`: `tap` (`x`, `y` in points), `command` (a car script
/// line), `knob` (`action`: `left`, `right`, `press`, `back`), `launch` (`app`), `home`, `widgetTap` and
/// `dashboardTap` (`x`, `y` in the panel's points), `set` (`screen`,
/// `driveSide`, `input`, `vehicle`, `findings`: true or false), `record` and `replay` (the recorder: see
/// `LiveCar+Recording.swift` and docs/wire-format.md). Anything else, or anything malformed, gets an `error` reply; the car keeps running.
@MainActor
public final class LiveCar {
    public let car: HeadUnit
    public let runner: ScriptRunner
    private struct Client {
        let continuation: AsyncStream<String>.Continuation
        var lines: [String] = []
        var version = 0
        var lastState = ""
        var lastPanels = ""
        var lastRecorder = ""
    }
    private var clients: [UUID: Client] = [:]
    private(set) var renderScheduled = false
    /// When the last frame was drawn (real time).
    private var lastRender: ContinuousClock.Instant?
    /// App images scaled to their slots, kept between frames (each screen change redraws them otherwise).
    private let bitmapCache = BitmapCache()
    /// The home screen page shown (when the apps need more than one).
    var homePage = 0
    /// How many screen updates were pushed (for benchmarks).
    public private(set) var pushes = 0
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
        do {
            try await handle(text, from: id)
            reviewer?.step(CarScript.oneLine(String(text.prefix(120))))
        } catch {
            refuse(id, "\(error)")
            return
        }
        render()
    }

    /// Tells one tab its message was not taken.
    public func refuse(_ id: UUID, _ message: String) {
        reply(id, ["type": "error", "message": CarScript.oneLine(String(message.prefix(300)))])
    }

    struct ProtocolError: Error, CustomStringConvertible { let description: String }

    /// A page message's fields, read with errors that name the message's type and the field.
    struct PageMessage {
        let type: String
        let fields: [String: Any]

        func number(_ key: String) throws -> Double {
            guard let v = fields[key] as? Double ?? (fields[key] as? Int).map(Double.init), v.isFinite else {
                throw ProtocolError(description: "\(type) needs a number \"\(key)\"")
            }
            return v
        }

        func string(_ key: String) throws -> String {
            guard let v = fields[key] as? String else { throw ProtocolError(description: "\(type) needs a string \"\(key)\"") }
            return v
        }
    }

    /// A touch on the home screen at `x`, `y`: the app whose icon it hit, or nil when it turned the page.
    func homeTap(x: Double, y: Double) throws -> String? {
        guard let target = homeList().hitTest(x: x, y: y) else { throw ProtocolError(description: "nothing to tap at \(x),\(y)") }
        if target.elementID.hasPrefix("home:page:"), let page = Int(target.elementID.dropFirst(10)) {
            homePage = page
            return nil
        }
        guard target.elementID.hasPrefix("app:") else { throw ProtocolError(description: "nothing to tap at \(x),\(y)") }
        return String(target.elementID.dropFirst(4))
    }

    /// Performs one page message as ``receive(_:from:)`` does, but throws what it refuses (an app process's car, given
    /// the live car's messages). - Note: Ours.
    func perform(page text: String) async throws {
        try await handle(text, from: UUID())
        reviewer?.step(CarScript.oneLine(String(text.prefix(120))))
        render()
    }

    private func handle(_ text: String, from id: UUID) async throws {
        guard text.utf8.count <= 16_384 else { throw ProtocolError(description: "message too large (\(text.utf8.count) bytes; at most 16384)") }
        guard let data = text.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data),
            let message = object as? [String: Any]
        else {
            throw ProtocolError(description: "not a JSON object: \(text.prefix(80))")
        }
        guard let type = message["type"] as? String else { throw ProtocolError(description: "the message has no \"type\"") }
        let page = PageMessage(type: type, fields: message)
        if let processes = appProcesses {
            try await handleInAppProcesses(page, text: text, processes: processes)
            return
        }
        func number(_ key: String) throws -> Double { try page.number(key) }
        func string(_ key: String) throws -> String { try page.string(key) }
        switch type {
        case "tap":
            let x = try number("x")
            let y = try number("y")
            if car.activeSession == nil {
                guard let app = try homeTap(x: x, y: y) else {
                    render()
                    return
                }
                try await perform(.input(.launch(app)))
            } else {
                try await perform(.input(touchInput(x: x, y: y)))
            }
        case "command":
            let line = try string("line")
            guard let command = try CarScript.parseLine(line, source: "browser") else { return }
            try await perform(command)
        case "knob":
            switch try string("action") {
            case "right": try await perform(.input(.knobRotate(1)))
            case "left": try await perform(.input(.knobRotate(-1)))
            case "press": try await perform(.input(.knobPress))
            case "back": try await perform(.input(.back))
            case let other: throw ProtocolError(description: "knob action is left, right, press or back, not '\(other)'")
            }
        case "widgetTap":
            // A touch on the widgets page, in its points.
            let x = try number("x")
            let y = try number("y")
            guard let target = CarRenderer.layoutWidgetsPage(car.widgetsPage()).hitTest(x: x, y: y) else { throw CarInputError("no widget at \(x),\(y)") }
            try await perform(.input(.tapWidget(target.elementID)))
        case "dashboardTap":
            // A touch on CarPlay Dashboard, in its points: a shortcut button of the navigation app.
            let x = try number("x")
            let y = try number("y")
            guard let d = car.activeSession?.dashboardSnapshot(),
                let target = CarRenderer.layoutDashboard(d).hitTest(x: x, y: y), target.elementID.hasPrefix("dashboard."),
                let button = Int(target.elementID.dropFirst("dashboard.".count))
            else {
                throw CarInputError("no dashboard button at \(x),\(y)")
            }
            try await perform(.input(.dashboardButton(button)))
        case "launch": try await perform(.input(.launch(try string("app"))))
        case "home": try await perform(.input(.home))
        case "record": try handleRecord(message, from: id)
        case "replay": try await handleReplay(message)
        case "set":
            if let on = message["findings"] {
                guard let on = on as? Bool else { throw ProtocolError(description: "findings is true or false") }
                showsFindings = on
                return
            }
            try await perform(.input(.vehicle(try requestedVehicle(message))))
        default:
            throw ProtocolError(description: "unknown message type '\(type)'")
        }
    }

    /// The vehicle a `set` message asks for: a vehicle by name, else this car's with the screen, drive side or input
    /// the message gives.
    func requestedVehicle(_ message: [String: Any]) throws -> VehicleProfile {
        if let name = message["vehicle"] as? String {
            guard let profile = VehicleProfile.named(name) else {
                throw ProtocolError(description: "no vehicle '\(name)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
            }
            return profile
        }
        var vehicle = car.vehicle
        if let name = message["screen"] as? String {
            guard let screen = CarScreen.all.first(where: { $0.name == name }) else {
                throw ProtocolError(description: "no screen '\(name)'; screens: \(CarScreen.all.map(\.name).joined(separator: ", "))")
            }
            vehicle.screen = screen
        }
        if let side = message["driveSide"] as? String {
            guard let s = DriveSide(rawValue: side) else { throw ProtocolError(description: "driveSide is left or right") }
            vehicle.driveSide = s
        }
        if let input = message["input"] as? String {
            guard let kind = InputKind(rawValue: input) else { throw ProtocolError(description: "input is touch, knob or touchpad") }
            vehicle.inputs = kind == .touch ? [.touch] : [kind, .touch]
        }
        return vehicle
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
            }, screen: car.vehicle.screen, style: car.style == .dark ? "dark" : "light", driveSide: car.vehicle.driveSide,
            isDriving: car.isDriving, isPhoneLocked: car.isPhoneLocked, page: homePage, banner: car.visibleBanner, bitmaps: bitmapCache,
            language: car.phoneLanguage)
    }

    /// The main screen as SVG lines.
    func screenLines() -> [String] {
        let list: DisplayList
        if let front = remoteFront, let frame = appProcesses?.frame(of: front), let screen = frame.screen {
            list = CarRenderer.layout(screen, focused: frame.focused, bitmaps: bitmapCache)
        } else if let s = car.activeSession, s.isConnected {
            list = CarRenderer.layout(s.screenSnapshot(), focused: runner.focused, bitmaps: bitmapCache)
        } else {
            list = homeList()
        }
        return SVGWriter.svg(list).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
            frameObserver(LiveAppFrame(screen: session?.screenSnapshot(), focused: runner.focused, state: stateJSON(), panels: panelsJSON()))
        }
        guard !clients.isEmpty else { return }
        let lines = screenLines()
        let state = stateJSON()
        let panels = panelsJSON()
        let recorderState = recorderJSON()
        for id in clients.keys { push(to: id, lines: lines, state: state, panels: panels, recorderState: recorderState) }
    }

    private func push(to id: UUID, lines: [String]? = nil, state: String? = nil, panels: String? = nil, recorderState: String? = nil) {
        guard var client = clients[id] else { return }
        let lines = lines ?? screenLines()
        if lines != client.lines {
            client.version += 1
            let old = client.lines
            client.lines = lines
            var prefix = 0
            while prefix < old.count, prefix < lines.count, old[prefix] == lines[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < old.count - prefix, suffix < lines.count - prefix, old[old.count - 1 - suffix] == lines[lines.count - 1 - suffix] { suffix += 1 }
            let inserted = Array(lines[prefix..<(lines.count - suffix)])
            let patch = encode([
                "type": "patch", "version": client.version, "base": client.version - 1, "start": prefix,
                "delete": old.count - prefix - suffix, "insert": inserted
            ])
            let full = encode(["type": "screen", "version": client.version, "svg": lines.joined(separator: "\n")])
            client.continuation.yield(!old.isEmpty && patch.utf8.count < full.utf8.count ? patch : full)
            pushes += 1
        }
        let state = state ?? stateJSON()
        if state != client.lastState {
            client.lastState = state
            client.continuation.yield(state)
        }
        let panels = panels ?? panelsJSON()
        if panels != client.lastPanels {
            client.lastPanels = panels
            client.continuation.yield(panels)
        }
        let recorderState = recorderState ?? recorderJSON()
        if recorderState != client.lastRecorder {
            client.lastRecorder = recorderState
            client.continuation.yield(recorderState)
        }
        clients[id] = client
    }

    func reply(_ id: UUID, _ object: [String: Any]) {
        clients[id]?.continuation.yield(encode(object))
    }

    func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
