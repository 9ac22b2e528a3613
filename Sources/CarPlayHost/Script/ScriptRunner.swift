// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenUIKit

/// Runs car script commands against a car, printing what the screen shows.
@MainActor
public final class ScriptRunner {
    public let car: HeadUnit
    /// Lets time pass on the car's clock (a test clock advances instantly; a real one sleeps).
    let wait: @MainActor (Duration) async -> Void
    /// Where screens and messages go.
    public var output: (String) -> Void
    /// Finds the element at a point of the screen (set by whoever can lay the screen out: the renderer).
    public var hitTest: ((ScreenSnapshot, Double, Double) -> String?)?
    /// The focusable elements of a screen in knob order (set by the renderer).
    public var focusOrder: ((ScreenSnapshot) -> [String])?
    /// The element the knob has focused, and the template it is on.
    public private(set) var focused: String?

    public init(car: HeadUnit, wait: @escaping @MainActor (Duration) async -> Void, output: @escaping (String) -> Void = { print($0) }) {
        self.car = car
        self.wait = wait
        self.output = output
    }

    /// The home screen: the installed CarPlay apps and why others are missing.
    public func homeScreen() -> String {
        var s = "┌ CarPlay · \(car.vehicle.name) · \(car.isDriving ? "driving" : "parked") · \(car.style == .dark ? "dark" : "light")\n"
        for app in car.homeScreenApps {
            let running = car.sessions.first { $0.app.name == app.name && $0.isConnected } != nil
            let kind = app.isAutomakerApp ? "automaker" : app.categories.map(\.rawValue).sorted().joined(separator: ", ")
            s += "│ [\(app.iconSymbol ?? "app")] \(app.name) — \(kind)\(running ? " (running)" : "")\n"
        }
        for app in car.homeScreenApps where app.isAutomakerApp {
            s +=
                "│   \(app.name): automaker app, protocols \(app.carPlayProtocols.filter { car.vehicle.accessoryProtocols.contains($0) }.joined(separator: ", ")) shared with this car\n"
        }
        for hidden in car.hiddenApps { s += "│ not shown: \(hidden.name): \(hidden.reason)\n" }
        return s + "└\n"
    }

    public func screen() -> String {
        guard let session = car.activeSession else { return homeScreen() }
        guard session.isConnected else { return "┌ \(session.app.name) · disconnected\n└\n" }
        return ScreenText.render(session.screenSnapshot()) + panels(session)
    }

    /// What a navigation app shows on the car's other displays: CarPlay Dashboard and the instrument cluster.
    func panels(_ session: AppSession) -> String {
        var out = ""
        if let d = session.dashboardSnapshot() {
            out +=
                "  dashboard: "
                + (d.guidance.map { "guidance “\($0.instruction)”\($0.road.map { " on \($0)" } ?? "")" }
                    ?? d.buttons.map { "[\($0.id)] \($0.text ?? "")" }.joined(separator: "  ")) + "\n"
        }
        if let c = session.clusterSnapshot(on: .standard) {
            out += "  cluster: " + (c.guidance.map { "“\($0.instruction)”" } ?? c.inactiveDescription ?? "")
            let controller = session.instrumentClusterController
            out +=
                " · map \(c.baseView.count) paths · compass \(controller?.compassSetting.label ?? "") · speed limit \(controller?.speedLimitSetting.label ?? "")\n"
        }
        return out
    }

    func session() throws -> AppSession {
        guard let s = car.activeSession else { throw CarInputError("no app is open (use: launch APP)") }
        guard s.isConnected else { throw CarInputError("\(s.app.name) is disconnected (use: reconnect)") }
        return s
    }

    /// The navigation app that owns CarPlay Dashboard and the cluster: the open one if it navigates, else the last
    /// navigation app connected.
    func navigationSession() throws -> AppSession {
        if let s = car.activeSession, s.isConnected, s.app.categories.contains(.navigation) { return s }
        guard let s = car.sessions.last(where: { $0.isConnected && $0.app.categories.contains(.navigation) }) else {
            throw CarInputError("no navigation app is running (use: launch APP)")
        }
        return s
    }

    /// Runs one command.
    public func run(_ command: CarCommand) async throws {
        try await execute(command)
        // An automaker app hears back from the car asynchronously (stream events): let that happen before the
        // next command reads the screen.
        if car.activeSession?.app.isAutomakerApp == true { await settlePendingWork() }
    }

    private func execute(_ command: CarCommand) async throws {
        switch command {
        case .launch(let name): try car.launch(name)
        case .tapText(let text, let n): try session().tap(text: text, occurrence: n)
        case .tapID(let id): try session().tap(id: id)
        case .tapRole(let role, let n): try session().tap(role: role, index: n)
        case .knobRotate(let n) where car.activeSession?.app.isAutomakerApp == true:
            // An automaker app's own screen: UIKit's focus system moves, as the app's focus environments decide.
            try session().rotateKnob(by: n)
        case .knobPress where car.activeSession?.app.isAutomakerApp == true:
            try session().pressKnob()
        case .tapPoint(let x, let y) where car.activeSession?.app.isAutomakerApp == true:
            // Points are screen points; the app area starts beside the status bar.
            let s = try session()
            let offset = CarPlayMetrics.appAreaX(driveSide: car.vehicle.driveSide)
            try s.touch(atX: x - offset, y: y)
        case .knobRotate(let n):
            let s = try session()
            guard let focusOrder else { throw CarInputError("the knob needs the renderer") }
            let order = focusOrder(s.screenSnapshot())
            guard !order.isEmpty else { throw CarInputError("nothing on screen can take the focus") }
            let current = focused.flatMap { order.firstIndex(of: $0) }
            // The first turn focuses the first element; further turns move and stop at the ends.
            // Counts are bounded by the parser (CarScript.maximumDetents); the arithmetic saturates all the same.
            let next =
                current.map { c in c.addingReportingOverflow(n).overflow ? (n > 0 ? order.count - 1 : 0) : min(max(c + n, 0), order.count - 1) }
                ?? (n > 0 ? n - 1 : 0)
            focused = order[min(next, order.count - 1)]
        case .knobNudge(let direction):
            let s = try session()
            if let arrow = s.panningArrow(direction) {
                try s.tap(id: arrow)
            } else {
                try await execute(.knobRotate(direction == "down" || direction == "right" ? 1 : -1))
            }
        case .knobPress:
            let s = try session()
            let order = focusOrder?(s.screenSnapshot()) ?? []
            guard let f = focused, order.contains(f) else { throw CarInputError("nothing is focused (turn the knob first)") }
            try s.tap(id: f)
            focused = nil
        case .tapPoint(let x, let y):
            let s = try session()
            guard let hitTest else { throw CarInputError("tapping at a point needs the renderer") }
            guard let id = hitTest(s.screenSnapshot(), x, y) else { throw CarInputError("nothing to tap at \(x),\(y)") }
            try s.tap(id: id)
        case .back: try session().back()
        case .type(let text): try session().type(text)
        case .search: try session().pressSearchButton()
        case .nowPlaying: try session().showNowPlaying()
        case .drive: car.setDriving(true)
        case .park: car.setDriving(false)
        case .lock: car.setPhoneLocked(true)
        case .unlock: car.setPhoneLocked(false)
        case .phoneApp(let foreground): car.setPhoneAppInForeground(foreground)
        case .style(let s): car.setStyle(s == "dark" ? .dark : .light)
        case .vehicle(let name):
            guard let v = VehicleProfile.named(name) else {
                throw CarInputError("no vehicle '\(name)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
            }
            car.setVehicle(v)
        case .disconnect: car.disconnectAll()
        case .reconnect:
            for s in car.sessions where !s.isConnected { s.reconnect() }
        case .wait(let seconds):
            // The parser bounds it (CarScript.maximumWait); a command made in code is checked here too.
            guard seconds.isFinite, seconds >= 0, seconds <= CarScript.maximumWait else {
                throw CarInputError("wait takes 0 to \(Int(CarScript.maximumWait)) seconds, not \(seconds)")
            }
            await wait(.milliseconds(Int64((seconds * 1000).rounded())))
        case .home: car.goHome()
        case .screenshot: output(screen())
        case .screenshotJSON:
            if let session = car.activeSession, session.isConnected {
                output(String(decoding: try session.screenSnapshot().wireJSON(), as: UTF8.self) + "\n")
            } else {
                output("null\n")
            }
        case .expect(let text):
            let snapshot = car.activeSession?.screenSnapshot()
            let texts = snapshot?.customUI?.texts ?? snapshot?.top?.texts ?? []
            guard texts.contains(text) else {
                throw CarInputError("expected '\(text)' on screen; it shows: \(texts.map { "'\($0)'" }.joined(separator: ", "))")
            }
        case .cancelNavigation: try session().cancelNavigationBySystem()
        case .siri(let request): await car.askSiri(request)
        case .incomingCall(let name): car.simulateVoIPPush(from: name)
        case .clusterZoom(let zoomIn): try navigationSession().zoomInstrumentCluster(in: zoomIn)
        case .clusterSetting(let name, let on):
            let setting: CPInstrumentClusterSetting = on ? .enabled : .disabled
            if name == "compass" {
                try navigationSession().setInstrumentCluster(compass: setting)
            } else {
                try navigationSession().setInstrumentCluster(speedLimit: setting)
            }
        case .dashboardButton(let n): try navigationSession().tapDashboardButton(n)
        }
    }

    /// Runs a whole script; stops at the first failing line with its line number.
    public func run(script text: String, source: String) async throws {
        for (line, command) in try CarScript.parse(text, source: source) {
            do { try await run(command) } catch let e as CarInputError {
                throw CarScriptError(source: source, line: line, message: e.message)
            }
        }
    }
}
