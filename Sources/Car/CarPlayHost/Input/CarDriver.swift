// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenMapKit
import OpenUIKit

/// Where things are on the car's screen, for input that needs the layout: which element a touch at a point hits, and
/// the order the knob moves the focus in. The renderer provides it (`CarScreenLayout.rendered` in CarPlayRendering);
/// the host doesn't lay screens out itself. - Note: Ours.
public struct CarScreenLayout: Sendable {
    /// The id of the element at a point of the screen (in points from its top-left corner), nil for none.
    public var hitTest: @MainActor @Sendable (ScreenSnapshot, Double, Double) -> String?
    /// The ids of the elements the knob can focus, in the order it moves through them.
    public var focusOrder: @MainActor @Sendable (ScreenSnapshot) -> [String]

    public init(
        hitTest: @escaping @MainActor @Sendable (ScreenSnapshot, Double, Double) -> String?,
        focusOrder: @escaping @MainActor @Sendable (ScreenSnapshot) -> [String]
    ) {
        self.hitTest = hitTest
        self.focusOrder = focusOrder
    }
}

/// Performs the driver's input on a car: the one place that knows what a tap, a knob turn, the back button, driving,
/// a locked phone or a pulled cable does. The harness, car scripts (and so the CLI and the live car) and the
/// reviewer's explorer all drive the car through one of these; it keeps the knob's focus. - Note: Ours.
@MainActor
public final class CarDriver {
    public let car: HeadUnit
    /// The screen's layout, for touches at a point and the knob (nil: those inputs are refused).
    public var layout: CarScreenLayout?
    /// The element the knob has focused (nil: nothing).
    public private(set) var focused: String?

    public init(car: HeadUnit, layout: CarScreenLayout? = nil) {
        self.car = car
        self.layout = layout
    }

    /// The app on the car's screen, connected.
    public func session() throws -> AppSession {
        guard let s = car.activeSession else { throw CarInputError("no app is open (use: launch APP)") }
        guard s.isConnected else { throw CarInputError("\(s.app.name) is disconnected (use: reconnect)") }
        return s
    }

    /// The navigation app that owns CarPlay Dashboard and the cluster: the open one if it navigates, else the last
    /// navigation app connected.
    public func navigationSession() throws -> AppSession {
        if let s = car.activeSession, s.isConnected, s.app.categories.contains(.navigation) { return s }
        guard let s = car.sessions.last(where: { $0.isConnected && $0.app.categories.contains(.navigation) }) else {
            throw CarInputError("no navigation app is running (use: launch APP)")
        }
        return s
    }

    /// Performs one input. Throws, naming the problem, when the car can't do it (nothing to tap there, no app open…).
    public func perform(_ input: CarInput) throws {
        let automaker = car.activeSession?.app.isAutomakerApp == true
        switch input {
        case .launch(let name): try car.launch(name)
        case .tap(let text, let role, let occurrence): try session().tap(text: text, role: role, occurrence: occurrence)
        case .tapID(let id): try session().tap(id: id)
        case .tapRole(let role, let index): try session().tap(role: role, index: index)
        case .touch(let x, let y) where automaker:
            // UIKit hit-testing on the app's window: points are the screen's, the app area starts beside the status bar.
            try session().touch(atX: x - CarPlayMetrics.appAreaX(driveSide: car.vehicle.driveSide), y: y)
        case .touch(let x, let y):
            let s = try session()
            guard let layout else { throw CarInputError("touching a point needs the screen's layout (the renderer)") }
            guard let id = layout.hitTest(s.screenSnapshot(), x, y) else { throw CarInputError("nothing to tap at \(x),\(y)") }
            try s.tap(id: id)
        case .knobRotate(let n) where automaker:
            // An automaker app's own screen: UIKit's focus system moves, as the app's focus environments decide.
            let s = try session()
            try s.rotateKnob(by: n)
            focused = s.focusedCustomViewID
        case .knobRotate(let n): try rotate(by: n)
        case .knobNudge(let direction):
            let s = try session()
            if let arrow = s.panningArrow(direction.rawValue) {
                try s.tap(id: arrow)
            } else {
                try perform(.knobRotate(direction == .down || direction == .right ? 1 : -1))
            }
        case .knobPress where automaker:
            try session().pressKnob()
        case .knobPress:
            let s = try session()
            let order = layout?.focusOrder(s.screenSnapshot()) ?? []
            guard let f = focused, order.contains(f) else { throw CarInputError("nothing is focused (turn the knob first)") }
            focused = nil
            try s.tap(id: f)
        case .back: try session().back()
        case .type(let text): try session().type(text)
        case .search: try session().pressSearchButton()
        case .nowPlaying: try session().showNowPlaying()
        case .cancelNavigation: try session().cancelNavigationBySystem()
        case .dragMap(let x, let y): try session().dragMap(translationX: x, y: y)
        case .tapWidget(let id): _ = try car.tapWidget(id)
        case .dashboardButton(let n): try navigationSession().tapDashboardButton(n)
        case .clusterZoom(let zoomIn): try navigationSession().zoomInstrumentCluster(in: zoomIn)
        case .clusterSetting(let control, let on):
            let setting: CPInstrumentClusterSetting = on ? .enabled : .disabled
            switch control {
            case .compass: try navigationSession().setInstrumentCluster(compass: setting)
            case .speedLimit: try navigationSession().setInstrumentCluster(speedLimit: setting)
            }
        case .drive: car.setDriving(true)
        case .park: car.setDriving(false)
        case .lockPhone: car.setPhoneLocked(true)
        case .unlockPhone: car.setPhoneLocked(false)
        case .phoneApp(let foreground): car.setPhoneAppInForeground(foreground)
        case .style(let style): car.setStyle(style)
        case .vehicle(let vehicle): car.setVehicle(vehicle)
        case .phoneLanguage(let tag): car.setPhoneLanguage(tag)
        case .moveCar(let latitude, let longitude, let course, let speed):
            guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                throw CarInputError("a position is a latitude from -90 to 90 and a longitude from -180 to 180, not \(latitude), \(longitude)")
            }
            car.moveCar(to: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), course: course, speed: speed)
        case .locationAuthorization(let status): car.setLocationAuthorization(status)
        case .incomingCall(let caller): car.simulateVoIPPush(from: caller)
        case .disconnect: car.disconnectAll()
        case .reconnect:
            for s in car.sessions where !s.isConnected { s.reconnect() }
            car.routeAudio(toCar: true)
        case .home:
            focused = nil
            car.goHome()
        }
    }

    /// The driver asks Siri; returns what Siri's interface shows.
    @discardableResult
    public func ask(siri request: String) async -> SiriSnapshot { await car.askSiri(request) }

    /// Moves the knob's focus through the screen's focusable elements: the first turn focuses the first element
    /// (a turn back, too), later turns move and stop at the ends.
    private func rotate(by n: Int) throws {
        let s = try session()
        guard let layout else { throw CarInputError("the knob needs the screen's layout (the renderer)") }
        let order = layout.focusOrder(s.screenSnapshot())
        guard !order.isEmpty else {
            focused = nil
            throw CarInputError("nothing on screen can take the focus")
        }
        let current = focused.flatMap { order.firstIndex(of: $0) }
        // Counts are bounded by the parser (CarScript.maximumDetents); the arithmetic saturates all the same.
        let next =
            current.map { c in c.addingReportingOverflow(n).overflow ? (n > 0 ? order.count - 1 : 0) : min(max(c + n, 0), order.count - 1) }
            ?? (n > 0 ? n - 1 : 0)
        focused = order[min(next, order.count - 1)]
    }
}
