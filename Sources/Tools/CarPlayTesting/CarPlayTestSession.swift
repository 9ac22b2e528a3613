// SPDX-License-Identifier: Apache-2.0

@_exported import CarPlayHost
import CarPlayRendering
@_exported import CarPlayReviewer
import Clocks
import Foundation
import IssueReporting
import OpenCarPlay
import OpenMapKit
import OpenMediaPlayer
import OpenUIKit

/// A CarPlay app connected to a headless car, driven from a test.
///
/// ```swift
/// @Test @MainActor func playsAnEpisode() async throws {
///     let car = try await CarPlayTestSession(app: MyApp.declaration(), vehicle: .standard)
///     try await car.tap("Latest Episodes")
///     #expect(car.top?.title == "Latest Episodes")
///     await car.drive()
///     #expect(car.top!.sections[0].items.count <= 12)
/// }
/// ```
///
/// Exceptions that would crash the app on a real car are recorded as test failures (unless expected with
/// ``expectException(_:fileID:filePath:line:column:)``); the test clock only moves when the test advances it.
@MainActor
public final class CarPlayTestSession {
    /// Where the app runs: in a process of its own (the default, as on a phone) or in the test's process.
    public let hosting: AppHosting
    /// The app, as the test declared it.
    public let app: AppDeclaration
    /// The car, the app and the test's tools, when they are in this process.
    let local: LocalCar?
    /// The app's own process, when it has one.
    let remote: TestAppProcess?
    /// The app's car as its process last described it.
    var remoteState: TestAppState?
    /// Every event the app's process reported (``events``).
    var remoteEvents: [TimedCarEvent] = []
    /// Why the app's process ended early, once it has (then the session asks it nothing more).
    var remoteEnd: String?
    var remotePromptAnswers: (location: CLAuthorizationStatus, mediaLibrary: MPMediaLibraryAuthorizationStatus) = (
        .authorizedWhenInUse, .authorized
    )
    /// Requests for the app's process that wait for the test's next one (``queue(_:)``).
    var queuedRequests: [TestAppRequest] = []
    /// Whether unexpected exceptions are reported as test failures (the default).
    public var reportsExceptions = true
    var checkedEvents = 0

    /// Connects an app to a new car.
    /// `hosting` is where the app runs: in a process of its own (the default), or in the test's process for a test that
    /// reaches into the app's objects (see ``AppHosting``).
    /// `clock` is the car's test clock (a new one when nil); give the app the same one to test its timing (debounce,
    /// refresh limits). Leave it out when the app doesn't take one: its `Task.sleep`, `Timer`, `asyncAfter` and `Date()`
    /// follow the car's clock without it, while a clock given here is moved at every stop of ``advance(by:)``, each
    /// move some forty background yields of swift-clocks' `megaYield` (a test moving its car an hour with an unused
    /// clock held the phone 18 s instead of 1.4 s). With `settlesAtConnect` (the default) what the app starts as it
    /// connects — a task, a main-queue block, an audio session it activates — has run before the test's first check
    /// or input, as on a phone; `false` keeps it pending until the test settles or advances the clock (to see a
    /// permission prompt still up, or set the phone's answer first). `phoneLanguage` is the phone's language as the app launches (a BCP 47 tag:
    /// `ja`, `ar`…): the car's words, a right-to-left car for Arabic and Hebrew, and the app's own `.lproj` strings.
    /// `network` answers the app's `URLSession` requests (see `CarNetwork` in CarPlayHost); give it the answers the app's first
    /// screen loads; it is also the connection the app's `NWPathMonitor`s watch. `bluetooth` is the phone's Bluetooth
    /// and the accessories near it, for the app's `CBCentralManager`s (see `PhoneBluetooth` in CarPlayHost).
    public init(
        app: AppDeclaration, vehicle: VehicleProfile = .standard, driving: Bool = false, phoneLocked: Bool = false,
        phoneLanguage: String = "en", clock: TestClock<Duration>? = nil, settlesAtConnect: Bool = true, network: CarNetwork? = nil,
        bluetooth: PhoneBluetooth? = nil, hosting: AppHosting = .ownProcess,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        self.app = app
        let setup = LocalCar.Setup(
            app: app, vehicle: vehicle, driving: driving, phoneLocked: phoneLocked, phoneLanguage: phoneLanguage, clock: clock,
            settlesAtConnect: settlesAtConnect, network: network, bluetooth: bluetooth)
        // Where app processes can't be made for this test (outside Swift Testing, a case that can't be named, not on
        // Linux yet), the app runs in the test's process.
        guard hosting == .ownProcess, let identity = TestAppProcess.nextIdentity(), Self.appProcessesWork else {
            self.hosting = .testProcess
            local = try await LocalCar(setup)
            remote = nil
            checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        self.hosting = .ownProcess
        let process: TestAppProcess
        switch try TestAppProcess.role(of: identity) {
        case .elsewhere: throw ServingAnotherTest()
        case .appSide(let channel): await Self.serve(setup, on: channel)
        case .replay(let replay): process = replay
        case .testSide: process = try await offMain { try TestAppProcess.launch(identity) }
        }
        local = nil
        remote = process
        let reply: TestAppReply
        do { reply = try await offMain { try process.connected() } } catch {
            throw CarInputError("\(app.name)'s process didn't connect to the car (\(error)): \(process.howItEnded())")
        }
        switch reply {
        case .refused(let why): throw CarInputError(why)
        case .state(let state): take(state)
        default: throw CarInputError("\(app.name)'s process answered the connection with \(reply)")
        }
        checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether this platform makes app processes for tests.
    static var appProcessesWork: Bool {
        #if os(Linux)
            ProcessInfo.processInfo.environment["OPENCARPLAY_APP_PROCESSES"] != "0"
        #else
            false
        #endif
    }

    /// Connects a scene delegate directly, declaring the app in memory with the given categories.
    public convenience init<D: CPTemplateApplicationSceneDelegate>(
        categories: Set<AppCategory>, vehicle: VehicleProfile = .standard, driving: Bool = false, phoneLocked: Bool = false,
        phoneLanguage: String = "en", settlesAtConnect: Bool = true, hosting: AppHosting = .ownProcess,
        sceneDelegate: @escaping @MainActor @Sendable () -> D,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let app = try AppDeclaration.inMemory(
            name: String(describing: D.self), categories: categories,
            sceneDelegate: SceneDelegateFactory(D.self, make: sceneDelegate))
        try await self.init(
            app: app, vehicle: vehicle, driving: driving, phoneLocked: phoneLocked, phoneLanguage: phoneLanguage,
            settlesAtConnect: settlesAtConnect, hosting: hosting,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit { remote?.end() }

    // MARK: The app's objects (in the test's process only)

    /// The car's head unit, with the app connected. Only with ``AppHosting/testProcess``.
    public var car: HeadUnit { inTestProcess("car").car }
    /// The car's test clock. Reading it hands it out: from then on it moves at every stop of ``advance(by:)``. Only
    /// with ``AppHosting/testProcess``; move an app in its own process with ``advance(by:)``.
    public var clock: TestClock<Duration> { inTestProcess("clock").carTime.handOut() }
    /// The app's session on the car (its scene, its interface controller). Only with ``AppHosting/testProcess``.
    public var session: AppSession { inTestProcess("session").session }
    /// Watches the session for guideline findings (see ``findings`` and ``expectNoFindings(fileID:filePath:line:column:)``).
    /// Only with ``AppHosting/testProcess``.
    public var reviewer: ReviewRecorder { inTestProcess("reviewer").reviewer }
    /// The phone this car holds while it lives: cars in the test's process take turns (see `PhoneLease` in CarPlayHost).
    public var phone: PhoneLease { inTestProcess("phone").phone }
    /// What performs the test's input on the car (the one driver scripts, the CLI, the live car and the reviewer use).
    public var driver: CarDriver { inTestProcess("driver").driver }

    /// The car in this process; a test that asks for an object of the app's in its own process stops here, saying so.
    func inTestProcess(_ member: String) -> LocalCar {
        if let local { return local }
        let words =
            "CarPlayTestSession.\(member) reaches into the app's objects, which live in the app's own process: "
            + "connect with `hosting: .testProcess` to reach them, or read the screen, events and findings instead"
        reportIssue(words)
        fatalError(words)
    }

    /// The network the car's phone gives the app: answer its requests before a tap that loads (see `CarNetwork` in CarPlayHost).
    public var network: CarNetwork { inTestProcess("network").car.network }

    /// The Bluetooth of the car's phone: turn it off, or bring accessories near (see `PhoneBluetooth` in CarPlayHost).
    public var bluetooth: PhoneBluetooth { inTestProcess("bluetooth").car.bluetooth }

    // MARK: Reading the screen

    public var screen: ScreenSnapshot { local?.session.screenSnapshot() ?? remoteState!.screen }
    /// The stack, root first, as plain values.
    public var stack: [TemplateSnapshot] { screen.stack }
    /// The template on top of the stack (not the modal).
    public var top: TemplateSnapshot? { stack.last }
    public var presented: TemplateSnapshot? { screen.presented }
    /// What the user sees: the modal if any, else the top of the stack.
    public var visibleTemplate: TemplateSnapshot? { presented ?? top }
    /// The elements the user can see and tap.
    public var elements: [ElementSnapshot] { local?.session.visible ?? remoteState!.visible }
    /// Every visible text.
    public var texts: [String] { local?.texts ?? remoteState!.texts }
    /// The app's live templates, as its interface controller reports them. Only with ``AppHosting/testProcess``.
    public var templates: [CPTemplate] { inTestProcess("templates").session.stack }
    public var events: [CarEvent] { eventLog.map(\.event) }
    /// The car's events with their times.
    var eventLog: [TimedCarEvent] { local?.car.events ?? remoteEvents }
    public var exceptions: [(name: String, reason: String)] {
        events.compactMap { if case .exception(let n, let r, _) = $0 { (n, r) } else { nil } }
    }

    // MARK: Input

    /// Performs input on the car through its `CarDriver` (CarPlayHost) (as scripts, the CLI, the live car and the reviewer do),
    /// marks the step for the reviewer and reports any exception the app raised as a test failure.
    public func perform(
        _ input: CarInput, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        defer { checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column) }
        if let local { return try local.perform(input) }
        guard let reply = await ask(.perform(input)) else { throw CarInputError(remoteEnd ?? "\(app.name)'s process didn't answer") }
        if let refusal = reply.carState?.refusal { throw CarInputError(refusal) }
    }

    public func tap(
        _ text: String, role: ElementSnapshot.Role? = nil, occurrence: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        try await perform(.tap(text: text, role: role, occurrence: occurrence), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func tap(id: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async throws {
        try await perform(.tapID(id), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func tap(
        _ role: ElementSnapshot.Role, at index: Int,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        try await perform(.tapRole(role, index: index), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func back(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async throws {
        try await perform(.back, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func type(_ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column)
        async throws
    {
        try await perform(.type(text), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func pressSearchButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async throws {
        try await perform(.search, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func showNowPlaying(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.nowPlaying, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func cancelNavigationBySystem(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(.cancelNavigation, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    /// Drags a finger across the map by a translation in points.
    public func dragMap(x: Double, y: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column)
        async throws
    {
        try await perform(.dragMap(x: x, y: y), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Input that can't fail on a car the test connected (the car's own controls): a refusal is a test failure.
    func attempt(_ input: CarInput, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) async {
        do { try await perform(input, fileID: fileID, filePath: filePath, line: line, column: column) } catch {
            reportIssue("\(input.description): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    // MARK: Touch at a point, knob

    /// The screen laid out as the car draws it (with the knob's focus, if any).
    public var displayList: DisplayList { CarRenderer.layout(screen, focused: focusedElement) }

    /// The element the knob has focused.
    public var focusedElement: String? { local?.driver.focused ?? remoteState?.focused }

    /// Touches the screen at a point (in points from the top-left corner), as a finger would.
    public func tap(
        atX x: Double, y: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        try await perform(.touch(x: x, y: y), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Turns the knob by detents (positive: forward). The first turn focuses the first element; on a screen where
    /// nothing can take the focus, nothing is focused.
    public func rotateKnob(_ detents: Int) async {
        guard let local else { return _ = await ask(.perform(.knobRotate(detents))) }
        _ = try? local.perform(.knobRotate(detents))
        local.reviewer.observe()
    }

    /// Tilts the knob one way (up, down, left, right): in a map's panning mode it pans the map a step; elsewhere it
    /// moves the focus as a turn would.
    public func nudgeKnob(
        _ direction: CarInput.KnobDirection, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws {
        try await perform(.knobNudge(direction), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the knob: selects the focused element.
    public func pressKnob(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async throws {
        try await perform(.knobPress, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Car and phone

    public func drive(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.drive, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func park(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.park, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func lockPhone(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.lockPhone, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func unlockPhone(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.unlockPhone, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func setStyle(
        _ style: UIUserInterfaceStyle, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(.style(style), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func setVehicle(
        _ vehicle: VehicleProfile, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(.vehicle(vehicle), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves the car (its GPS fix): an app updating its location hears of it once the car settles or time passes.
    public func moveCar(
        to coordinate: CLLocationCoordinate2D, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(
            .moveCar(latitude: coordinate.latitude, longitude: coordinate.longitude, course: course, speed: speed),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Drives through GPS fixes, one every `interval` of the car's clock (course and speed from fix to fix); the app's
    /// work runs as the time passes. Only the position moves: the car's driving limits follow ``drive(fileID:filePath:line:column:)`` and ``park(fileID:filePath:line:column:)``.
    public func drive(through fixes: [CLLocationCoordinate2D], every interval: Duration = .seconds(1)) async {
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        var previous: CLLocationCoordinate2D?
        for fix in fixes {
            var course: CLLocationDirection = -1
            var speed: CLLocationSpeed = -1
            if let p = previous {
                let from = CLLocation(latitude: p.latitude, longitude: p.longitude)
                speed = from.distance(from: CLLocation(latitude: fix.latitude, longitude: fix.longitude)) / max(seconds, 1e-9)
                let dLon = (fix.longitude - p.longitude) * cos(p.latitude * .pi / 180)
                course = (atan2(dLon, fix.latitude - p.latitude) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
            }
            await moveCar(to: fix, course: course, speed: speed)
            previous = fix
            await advance(by: interval)
        }
    }

    /// What the user taps when the app asks for location (default `.authorizedWhenInUse`; `.denied`: Don't Allow).
    public var locationPromptAnswer: CLAuthorizationStatus {
        get { local?.car.locationPromptAnswer ?? remotePromptAnswers.location }
        set {
            guard let local else {
                remotePromptAnswers.location = newValue
                return queue(.promptAnswers(location: newValue.rawValue, mediaLibrary: remotePromptAnswers.mediaLibrary.rawValue))
            }
            local.car.locationPromptAnswer = newValue
        }
    }

    /// The user changes the app's location permission in Settings.
    public func setLocationAuthorization(
        _ status: CLAuthorizationStatus, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        await attempt(.locationAuthorization(status), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The cable is pulled: the app (and every other) disconnects.
    public func disconnect(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.disconnect, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Opens another app on the car as the user does from the home screen: the app in front moves to the
    /// background (its scene stays connected, its timers keep running) and ``session`` becomes the opened
    /// app's. Opening an app opened before brings it back to the front. - Note: Ours; not in CarPlay.
    public func open(
        _ app: AppDeclaration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        guard let local else {
            return reportIssue(
                "Opening \(app.name) beside the app in its own process needs both in the test's process: connect with "
                    + "`hosting: .testProcess`", fileID: fileID, filePath: filePath, line: line, column: column)
        }
        if !local.car.installed.contains(where: { $0.name == app.name }) { local.car.install(app) }
        try await perform(.launch(app.name), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The cable is plugged in again: disconnected apps connect.
    public func reconnect(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await attempt(.reconnect, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves the car's clock forward and lets everything waiting on it run: the car's own timing (the test clock) and
    /// the app's (`Timer`, `asyncAfter`, `Task.sleep`, Combine, `Date()`), stopping at each deadline in order, instantly.
    public func advance(by duration: Duration) async {
        guard let local else { return _ = await ask(.advance(duration)) }
        await local.advance(by: duration)
    }

    // MARK: Guidelines

    /// The guideline findings of everything this session did so far (see `ReviewRule.catalogue` in CarPlayReviewer).
    public var findings: [Finding] {
        get async {
            guard let local else {
                guard case .findings(let findings, let state) = await ask(.findings) else { return [] }
                take(state)
                return findings
            }
            local.reviewer.observe()
            return local.reviewer.findings
        }
    }

    /// Records a test failure for each guideline the app broke in this session so far.
    public func expectNoFindings(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        for f in await findings {
            reportIssue(
                "[\(f.rule)] \(f.title) (\(f.guideline)): \(f.message)\nreached by: \(f.path.joined(separator: " → "))\nfix: \(f.fix)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Lets work the app scheduled run, as the next turns of iOS's main run loop would (see `settlePendingWork()`).
    public func settle() async {
        guard local != nil else { return _ = await ask(.settle) }
        await PhoneTime.settle()
    }
}
