// SPDX-License-Identifier: Apache-2.0

@_exported import CarPlayHost
import CarPlayRendering
@_exported import CarPlayReviewer
import Clocks
import Foundation
import IssueReporting
import OpenCarPlay
import OpenMapKit
import OpenUIKit

/// A CarPlay app connected to a headless car, driven from a test.
///
/// ```swift
/// @Test @MainActor func playsAnEpisode() async throws {
///     let car = try await CarPlayTestSession(app: MyApp.declaration(), vehicle: .standard)
///     try car.tap("Latest Episodes")
///     #expect(car.top?.title == "Latest Episodes")
///     car.drive()
///     #expect(car.top!.sections[0].items.count <= 12)
/// }
/// ```
///
/// Exceptions that would crash the app on a real car are recorded as test failures (unless expected with
/// ``expectException(_:fileID:filePath:line:column:)``); the test clock only moves when the test advances it.
@MainActor
public final class CarPlayTestSession {
    public let car: HeadUnit
    /// The car's test clock. Reading it hands it out: from then on it moves at every stop of ``advance(by:)``.
    public var clock: TestClock<Duration> { carTime.handOut() }
    /// The time the car reads (see `CarClock`).
    let carTime: CarClock
    public private(set) var session: AppSession
    /// Watches the session for guideline findings (see ``findings`` and ``expectNoFindings(fileID:filePath:line:column:)``).
    public let reviewer: ReviewRecorder
    /// The phone this car holds while it lives: cars in tests that run in parallel take turns (see `PhoneLease` in CarPlayHost).
    public let phone: PhoneLease
    /// What performs the test's input on the car (the one driver scripts, the CLI, the live car and the reviewer use).
    public let driver: CarDriver
    /// Whether unexpected exceptions are reported as test failures (the default).
    public var reportsExceptions = true
    var checkedEvents = 0

    /// Connects an app to a new car.
    /// `clock` is the car's test clock (a new one when nil); give the app the same one to test its timing (debounce,
    /// refresh limits). With `settlesAtConnect` (the default) what the app starts as it connects — a task, a
    /// main-queue block, an audio session it activates — has run before the test's first check or input, as on a
    /// phone; `false` keeps it pending until the test settles or advances the clock (to see a permission prompt still
    /// up, or set the phone's answer first). `phoneLanguage` is the phone's language as the app launches (a BCP 47 tag:
    /// `ja`, `ar`…): the car's words, a right-to-left car for Arabic and Hebrew, and the app's own `.lproj` strings.
    /// `network` answers the app's `URLSession` requests (see `CarNetwork` in CarPlayHost); give it the answers the app's first
    /// screen loads; it is also the connection the app's `NWPathMonitor`s watch. `bluetooth` is the phone's Bluetooth
    /// and the accessories near it, for the app's `CBCentralManager`s (see `PhoneBluetooth` in CarPlayHost).
    public init(
        app: AppDeclaration, vehicle: VehicleProfile = .standard, driving: Bool = false, phoneLocked: Bool = false,
        phoneLanguage: String = "en", clock: TestClock<Duration>? = nil, settlesAtConnect: Bool = true, network: CarNetwork? = nil,
        bluetooth: PhoneBluetooth? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        phone = await PhoneLease.acquire(stoppingTime: true)
        HeadUnit.resetProcessState()
        carTime = CarClock(base: clock ?? TestClock(), handedOut: clock != nil)
        // A car started with the phone locked: the phone hasn't been unlocked since it started.
        car = CarSetup(
            vehicle: vehicle, driving: driving, phone: phoneLocked ? .lockedSinceStart : .unlocked, exceptionPolicy: .record,
            phoneLanguage: phoneLanguage
        )
        .makeCar(clock: carTime)
        if let network { car.network = network }
        if let bluetooth { car.bluetooth = bluetooth }
        reviewer = ReviewRecorder(car: car)
        driver = CarDriver(car: car, layout: .rendered)
        reviewer.step("connect \(app.name)\(driving ? " (driving)" : "")\(phoneLocked ? " (phone locked)" : "")")
        guard let session = car.connect(app) else {
            throw CarInputError("\(app.name) is not shown in CarPlay: \(app.reasonNotShown(on: vehicle) ?? "")")
        }
        self.session = session
        if settlesAtConnect { await PhoneTime.settle() }
        checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Connects a scene delegate directly, declaring the app in memory with the given categories.
    public convenience init<D: CPTemplateApplicationSceneDelegate>(
        categories: Set<AppCategory>, vehicle: VehicleProfile = .standard, driving: Bool = false, phoneLocked: Bool = false,
        phoneLanguage: String = "en", settlesAtConnect: Bool = true, sceneDelegate: @escaping @MainActor @Sendable () -> D,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let app = try AppDeclaration.inMemory(
            name: String(describing: D.self), categories: categories,
            sceneDelegate: SceneDelegateFactory(D.self, make: sceneDelegate))
        try await self.init(
            app: app, vehicle: vehicle, driving: driving, phoneLocked: phoneLocked, phoneLanguage: phoneLanguage,
            settlesAtConnect: settlesAtConnect,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The network the car's phone gives the app: answer its requests before a tap that loads (see `CarNetwork` in CarPlayHost).
    public var network: CarNetwork { car.network }

    /// The Bluetooth of the car's phone: turn it off, or bring accessories near (see `PhoneBluetooth` in CarPlayHost).
    public var bluetooth: PhoneBluetooth { car.bluetooth }

    // MARK: Reading the screen

    public var screen: ScreenSnapshot { session.screenSnapshot() }
    /// The stack, root first, as plain values.
    public var stack: [TemplateSnapshot] { screen.stack }
    /// The template on top of the stack (not the modal).
    public var top: TemplateSnapshot? { stack.last }
    public var presented: TemplateSnapshot? { screen.presented }
    /// What the user sees: the modal if any, else the top of the stack.
    public var visibleTemplate: TemplateSnapshot? { presented ?? top }
    /// The elements the user can see and tap.
    public var elements: [ElementSnapshot] { session.visible }
    /// Every visible text.
    public var texts: [String] { session.app.isAutomakerApp ? screen.customUI?.texts ?? [] : visibleTemplate?.texts ?? [] }
    /// The app's live templates, as its interface controller reports them.
    public var templates: [CPTemplate] { session.stack }
    public var events: [CarEvent] { car.events.map(\.event) }
    public var exceptions: [(name: String, reason: String)] {
        events.compactMap { if case .exception(let n, let r, _) = $0 { (n, r) } else { nil } }
    }

    // MARK: Input

    /// Performs input on the car through its `CarDriver` (CarPlayHost) (as scripts, the CLI, the live car and the reviewer do),
    /// marks the step for the reviewer and reports any exception the app raised as a test failure.
    public func perform(
        _ input: CarInput, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        reviewer.step(input.description)
        defer { if let active = car.activeSession { session = active } }
        try driver.perform(input)
        checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func tap(
        _ text: String, role: ElementSnapshot.Role? = nil, occurrence: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        try perform(.tap(text: text, role: role, occurrence: occurrence), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func tap(id: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        try perform(.tapID(id), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func tap(
        _ role: ElementSnapshot.Role, at index: Int,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        try perform(.tapRole(role, index: index), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func back(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        try perform(.back, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func type(_ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        try perform(.type(text), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public func pressSearchButton(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        try perform(.search, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func showNowPlaying(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.nowPlaying, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func cancelNavigationBySystem(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        attempt(.cancelNavigation, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    /// Drags a finger across the map by a translation in points.
    public func dragMap(x: Double, y: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column)
        throws
    {
        try perform(.dragMap(x: x, y: y), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Input that can't fail on a car the test connected (the car's own controls): a refusal is a test failure.
    func attempt(_ input: CarInput, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        do { try perform(input, fileID: fileID, filePath: filePath, line: line, column: column) } catch {
            reportIssue("\(input.description): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    // MARK: Touch at a point, knob

    /// The screen laid out as the car draws it (with the knob's focus, if any).
    public var displayList: DisplayList { CarRenderer.layout(screen, focused: focusedElement) }

    /// The element the knob has focused.
    public var focusedElement: String? { driver.focused }

    /// Touches the screen at a point (in points from the top-left corner), as a finger would.
    public func tap(
        atX x: Double, y: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws {
        try perform(.touch(x: x, y: y), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Turns the knob by detents (positive: forward). The first turn focuses the first element; on a screen where
    /// nothing can take the focus, nothing is focused.
    public func rotateKnob(_ detents: Int) {
        reviewer.step(CarInput.knobRotate(detents).description)
        try? driver.perform(.knobRotate(detents))
        reviewer.observe()
    }

    /// Tilts the knob one way (up, down, left, right): in a map's panning mode it pans the map a step; elsewhere it
    /// moves the focus as a turn would.
    public func nudgeKnob(
        _ direction: CarInput.KnobDirection, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws {
        try perform(.knobNudge(direction), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the knob: selects the focused element.
    public func pressKnob(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        try perform(.knobPress, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Car and phone

    public func drive(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.drive, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func park(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.park, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func lockPhone(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.lockPhone, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func unlockPhone(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.unlockPhone, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func setStyle(
        _ style: UIUserInterfaceStyle, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        attempt(.style(style), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    public func setVehicle(
        _ vehicle: VehicleProfile, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        attempt(.vehicle(vehicle), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves the car (its GPS fix): an app updating its location hears of it once the car settles or time passes.
    public func moveCar(
        to coordinate: CLLocationCoordinate2D, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        attempt(
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
            moveCar(to: fix, course: course, speed: speed)
            previous = fix
            await advance(by: interval)
        }
    }

    /// What the user taps when the app asks for location (default `.authorizedWhenInUse`; `.denied`: Don't Allow).
    public var locationPromptAnswer: CLAuthorizationStatus {
        get { car.locationPromptAnswer }
        set { car.locationPromptAnswer = newValue }
    }

    /// The user changes the app's location permission in Settings.
    public func setLocationAuthorization(
        _ status: CLAuthorizationStatus, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        attempt(.locationAuthorization(status), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The cable is pulled: the app (and every other) disconnects.
    public func disconnect(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.disconnect, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Opens another app on the car as the user does from the home screen: the app in front moves to the
    /// background (its scene stays connected, its timers keep running) and ``session`` becomes the opened
    /// app's. Opening an app opened before brings it back to the front. - Note: Ours; not in CarPlay.
    public func open(
        _ app: AppDeclaration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws {
        if !car.installed.contains(where: { $0.name == app.name }) { car.install(app) }
        try perform(.launch(app.name), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The cable is plugged in again: disconnected apps connect.
    public func reconnect(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        attempt(.reconnect, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves the car's clock forward and lets everything waiting on it run: the car's own timing (the test clock) and
    /// the app's (`Timer`, `asyncAfter`, `Task.sleep`, Combine, `Date()`), stopping at each deadline in order, instantly.
    public func advance(by duration: Duration) async {
        reviewer.step("wait \(duration)")
        // At every deadline and at least each second, so the reviewer sees what the screen showed along the way.
        await carTime.pass(duration, step: .seconds(1), observe: { [reviewer] in reviewer.observe() })
    }

    // MARK: Guidelines

    /// The guideline findings of everything this session did so far (see `ReviewRule.catalogue` in CarPlayReviewer).
    public var findings: [Finding] {
        reviewer.observe()
        return reviewer.findings
    }

    /// Records a test failure for each guideline the app broke in this session so far.
    public func expectNoFindings(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        for f in findings {
            reportIssue(
                "[\(f.rule)] \(f.title) (\(f.guideline)): \(f.message)\nreached by: \(f.path.joined(separator: " → "))\nfix: \(f.fix)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Lets work the app scheduled run, as the next turns of iOS's main run loop would (see `settlePendingWork()`).
    public func settle() async { await PhoneTime.settle() }

    // MARK: Exceptions

    /// Runs `body` expecting it to raise an exception; returns it (nil, and a recorded failure, if none was raised).
    @discardableResult
    public func expectException(
        _ body: () throws -> Void, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) rethrows -> (name: String, reason: String)? {
        let before = exceptions.count
        let wasReporting = reportsExceptions
        reportsExceptions = false
        defer {
            reportsExceptions = wasReporting
            checkedEvents = car.events.count
        }
        try body()
        guard exceptions.count > before else {
            reportIssue("Expected a CarPlay exception, but none was raised", fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
        return exceptions.last
    }

    func checkExceptions(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        reviewer.observe()
        defer { checkedEvents = car.events.count }
        guard reportsExceptions, car.events.count > checkedEvents else { return }
        for e in car.events[checkedEvents...] {
            if case .exception(let name, let reason, _) = e.event {
                reportIssue(
                    "The app raised \(name): \(reason) (on a real car it would crash)",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
}
