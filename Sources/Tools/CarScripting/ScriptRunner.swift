// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenCarPlay
import OpenUIKit

/// Runs car script commands against a car, printing what the screen shows. Input goes to its `CarDriver` (CarPlayHost).
@MainActor
public final class ScriptRunner {
    public var car: HeadUnit { driver.car }
    /// What performs the script's input (and keeps the knob's focus).
    public let driver: CarDriver
    /// Lets time pass on the car's clock (a test clock advances instantly; a real one sleeps).
    let wait: @MainActor (Duration) async -> Void
    /// Where screens and messages go.
    public var output: (String) -> Void

    /// `layout` is the screen's layout for touches at a point and the knob (the renderer's: `.rendered`).
    public init(
        car: HeadUnit, layout: CarScreenLayout? = nil, wait: @escaping @MainActor (Duration) async -> Void,
        output: @escaping (String) -> Void = { print($0) }
    ) {
        self.driver = CarDriver(car: car, layout: layout)
        self.wait = wait
        self.output = output
    }

    /// The element the knob has focused.
    public var focused: String? { driver.focused }

    /// Whether an app runs, where the car's own sessions don't say (the live car's app processes); nil: its sessions.
    package var isRunning: (@MainActor (String) -> Bool)?

    /// The home screen: the installed CarPlay apps and why others are missing.
    public func homeScreen() -> String {
        var s = "┌ CarPlay · \(car.vehicle.name) · \(car.isDriving ? "driving" : "parked") · \(car.style == .dark ? "dark" : "light")\n"
        for app in car.homeScreenApps {
            let running = isRunning?(app.name) ?? (car.sessions.first { $0.app.name == app.name && $0.isConnected } != nil)
            let kind = app.kindDescription
            s += "│ [\(app.iconSymbol ?? "app")] \(app.name) — \(kind)\(running ? " (running)" : "")\n"
        }
        for app in car.homeScreenApps where app.isAutomakerApp {
            s +=
                "│   \(app.name): automaker app, protocols \(app.carPlayProtocols.filter { car.vehicle.accessoryProtocols.contains($0) }.joined(separator: ", ")) shared with this car\n"
        }
        for hidden in car.hiddenApps { s += "│ not shown: \(hidden.name): \(hidden.reason)\n" }
        if let banner = car.visibleBanner { s += "│ banner: \(banner.title)\(banner.subtitle.isEmpty ? "" : " — \(banner.subtitle)")\n" }
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

    /// Runs one command.
    public func run(_ command: CarCommand) async throws {
        try await execute(command)
        // An automaker app hears back from the car asynchronously (stream events): let that happen before the
        // next command reads the screen.
        if car.activeSession?.app.isAutomakerApp == true { await settlePendingWork() }
    }

    private func execute(_ command: CarCommand) async throws {
        switch command {
        case .input(let input): try driver.perform(input)
        case .wait(let seconds):
            // The parser bounds it (CarScript.maximumWait); a command made in code is checked here too.
            guard seconds.isFinite, seconds >= 0, seconds <= CarScript.maximumWait else {
                throw CarInputError("wait takes 0 to \(Int(CarScript.maximumWait)) seconds, not \(seconds)")
            }
            await wait(.milliseconds(Int64((seconds * 1000).rounded())))
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
        case .siri(let request): await driver.ask(siri: request)
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
