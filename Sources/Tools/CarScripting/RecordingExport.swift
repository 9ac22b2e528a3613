// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Writes a ``CarRecording`` as a car script (for `headunit drive --script`, `render` and the live car's replay) and
/// as a Swift Testing test that drives `CarPlayTestSession` (CarPlayTesting) the way a developer writes one. - Note: Ours.
public enum RecordingExport {
    /// How the exported test makes its app: what it imports and the expression that declares an app by name.
    public struct TestSetup: Sendable {
        /// Modules the test imports besides CarPlaySnapshotTesting, CarPlayTesting and Testing.
        public var imports: [String]
        /// The Swift expression (it may throw) of the app named so, as just installed; `clock` is in scope when
        /// ``passesClock`` is true.
        public var declaration: @Sendable (String) -> String
        /// Whether the test makes a `TestClock` named `clock` for the apps and the car (apps that take a clock).
        public var passesClock: Bool

        public init(imports: [String], passesClock: Bool = false, declaration: @escaping @Sendable (String) -> String) {
            self.imports = imports
            self.passesClock = passesClock
            self.declaration = declaration
        }

        /// The reference apps, each freshly installed on the test's clock.
        public static let referenceApps = TestSetup(imports: ["Clocks", "ReferenceApps"], passesClock: true) {
            "try #require(ReferenceApps.freshInstall(\(swiftString($0)), clock: clock))"
        }

        /// A package `headunit init` wrote: the app's module and its `CarPlayApp.declaration()`.
        public static func package(module: String) -> TestSetup {
            TestSetup(imports: [module]) { _ in "try CarPlayApp.declaration()" }
        }
    }

    /// An export: the script, the test, and the screens its snapshot checks compare with.
    public struct Files: Sendable {
        public var script: String
        public var test: String
        /// The test file's name: `<suite>.swift`.
        public var testFileName: String
        /// The reference screens, at the path swift-snapshot-testing reads for the test (relative to the test file's
        /// folder: `__Snapshots__/<file>/<test>.<n>.svg`), to draw with the car's renderer.
        public var snapshots: [(path: String, screen: ScreenSnapshot)]
    }

    /// The export of a recording; `name` names the suite (`Recorded<Name>Tests`), by default the first app opened.
    public static func export(_ recording: CarRecording, name: String? = nil, setup: TestSetup, testName: String = "recordedSession") throws -> Files {
        let suite = "Recorded" + typeName(name ?? firstApp(recording) ?? "Car") + "Tests"
        let (test, screens) = try swiftTest(recording, suite: suite, testName: testName, setup: setup)
        let snapshots = screens.map { n, screen in (path: "__Snapshots__/\(suite)/\(testName).\(n).svg", screen: screen) }
        return Files(script: script(recording), test: test, testFileName: suite + ".swift", snapshots: snapshots)
    }

    static func firstApp(_ recording: CarRecording) -> String? {
        for step in recording.steps { if case .input(.launch(let app)) = step.command { return app } }
        return nil
    }

    // MARK: The car script

    /// The recording as a car script: the car's state at the start, then one line per step, with `expect` lines for
    /// the texts marked and `screenshot` where a snapshot was marked. Input the script language has no word for is
    /// kept as a comment.
    public static func script(_ recording: CarRecording) -> String {
        let s = recording.start
        var lines = [
            "# Recorded with OpenCarPlay: \(recording.steps.count) steps. Replay: headunit drive --script FILE (or the live car's Replay).",
            "vehicle \(quoted(s.vehicle.name))", s.dark ? "style dark" : "style light", s.driving ? "drive" : "park", s.phoneLocked ? "lock" : "unlock"
        ]
        if VehicleProfile.named(s.vehicle.name) != s.vehicle { lines[1] = "# vehicle: a changed \(s.vehicle.name) (not named in the script language)" }
        if s.language != "en" { lines.append("language \(s.language)") }
        for step in recording.steps {
            lines.append(scriptLine(step.command))
            for text in step.checkTexts { lines.append("expect \(quoted(text))") }
            if step.checksSnapshot { lines.append("screenshot") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command as the script language writes it (``CarScript/parseLine(_:source:line:)`` reads it back).
    public static func scriptLine(_ command: CarCommand) -> String {
        switch command {
        case .wait(let seconds): return "wait \(number(seconds))"
        case .screenshot: return "screenshot"
        case .screenshotJSON: return "screenshot json"
        case .expect(let text): return "expect \(quoted(text))"
        case .siri(let request): return "siri \(quoted(request))"
        case .input(let input): return scriptLine(input)
        }
    }

    static func scriptLine(_ input: CarInput) -> String {
        switch input {
        case .launch(let app): return "launch \(quoted(app))"
        case .tap(let text, _, let occurrence): return "tap \(quoted(text))" + (occurrence > 0 ? " \(occurrence)" : "")
        case .tapID(let id): return "tap #\(id)"
        case .tapRole(let role, let index): return "tap \(role.rawValue) \(index)"
        case .touch(let x, let y): return "tap @\(number(x)),\(number(y))"
        case .knobRotate(let n): return "knob \(n > 0 ? "right" : "left") \(n.magnitude)"
        case .knobNudge(let direction): return "knob nudge \(direction.rawValue)"
        case .knobPress: return "knob press"
        case .back: return "back"
        case .type(let text): return "type \(quoted(text))"
        case .search: return "search"
        case .nowPlaying: return "nowplaying"
        case .cancelNavigation: return "cancel-navigation"
        case .dragMap(let x, let y): return "drag \(number(x)),\(number(y))"
        case .tapWidget(let id): return "widget \(quoted(id))"
        case .dashboardButton(let n): return "dashboard \(n)"
        case .clusterZoom(let zoomIn): return "cluster zoom \(zoomIn ? "in" : "out")"
        case .clusterSetting(let control, let on): return "cluster \(control.rawValue) \(on ? "on" : "off")"
        case .drive: return "drive"
        case .park: return "park"
        case .lockPhone: return "lock"
        case .unlockPhone: return "unlock"
        case .phoneApp(let foreground): return "phone-app \(foreground ? "foreground" : "background")"
        case .style(let style): return "style \(style == .dark ? "dark" : "light")"
        case .phoneLanguage(let tag): return "language \(tag)"
        case .vehicle(let vehicle):
            return VehicleProfile.named(vehicle.name) == vehicle
                ? "vehicle \(quoted(vehicle.name))" : "# vehicle: a changed \(vehicle.name) (screen, input or drive side; not in the script language)"
        case .moveCar(let latitude, let longitude, _, _): return "move \(number(latitude)),\(number(longitude))"
        case .locationAuthorization: return "# \(input.description) (not in the script language)"
        case .incomingCall(let caller): return "incoming-call \(quoted(caller))"
        case .disconnect: return "disconnect"
        case .reconnect: return "reconnect"
        case .home: return "home"
        }
    }

    /// A script word: bare when the tokenizer reads it back as one word, else in double quotes (`\"`, `\\` escaped).
    static func quoted(_ word: String) -> String {
        let bare = !word.isEmpty && !word.hasPrefix("#") && !word.hasPrefix("@") && !word.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
        if bare, Int(word) == nil { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A number without a needless ".0".
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    // MARK: The Swift test

    /// The test, and the screens its snapshot checks compare with (by the number swift-snapshot-testing gives each
    /// check: 1, 2, …; a check whose step kept no screen records its reference on the first run).
    static func swiftTest(_ recording: CarRecording, suite: String, testName: String, setup: TestSetup) throws -> (String, [(Int, ScreenSnapshot)]) {
        guard let firstLaunch = recording.steps.firstIndex(where: { if case .input(.launch) = $0.command { true } else { false } }),
            case .input(.launch(let app)) = recording.steps[firstLaunch].command
        else {
            throw CarInputError("the recording opens no app: a test connects one (record from the home screen, then open the app)")
        }
        var start = recording.start
        var body: [String] = []
        var screens: [(Int, ScreenSnapshot)] = []
        var snapshotChecks = 0
        var opened: Set<String> = [app]
        var setStyle: Bool? = recording.start.dark ? true : nil
        // What happened before the app opened becomes the car the test starts with.
        for step in recording.steps[..<firstLaunch] {
            switch step.command {
            case .input(.drive): start.driving = true
            case .input(.park): start.driving = false
            case .input(.lockPhone): start.phoneLocked = true
            case .input(.unlockPhone): start.phoneLocked = false
            case .input(.vehicle(let v)) where VehicleProfile.named(v.name) == v: start.vehicle = v
            case .input(.style(let style)): setStyle = style == .dark
            case .input(.phoneLanguage(let tag)): start.language = tag
            case .wait: break
            default: body.append("// before \(app) opened: \(describe(step.command)) (not replayed: the test starts with \(app) connected)")
            }
        }
        if let dark = setStyle { body.append(swiftLine(.style(dark ? .dark : .light))) }
        if start.language != "en" { body.append(swiftLine(.phoneLanguage(start.language))) }
        func checks(_ step: RecordedStep, settle: Bool = true) {
            // What the input started (the app's tasks, main-queue blocks) lands before the check, as it had on the car.
            if settle, step.isChecked, case .input = step.command { body.append("await car.settle()") }
            for text in step.checkTexts { body.append("#expect(car.texts.contains(\(swiftString(text))))") }
            if step.checksSnapshot {
                body.append("assertSnapshot(of: car.screen, as: .svg)")
                snapshotChecks += 1
                if let screen = step.screen.snapshot { screens.append((snapshotChecks, screen)) }
            }
        }
        checks(recording.steps[firstLaunch], settle: false)
        for step in recording.steps[(firstLaunch + 1)...] {
            switch step.command {
            case .input(.launch(let name)) where !opened.contains(name):
                opened.insert(name)
                body.append("try await car.open(\(setup.declaration(name)))")
            default: body.append(contentsOf: swiftLines(step.command))
            }
            checks(step)
        }
        var arguments = ["app: \(setup.declaration(app))"]
        if start.vehicle != .standard {
            arguments.append(
                VehicleProfile.named(start.vehicle.name) == start.vehicle
                    ? "vehicle: try #require(VehicleProfile.named(\(swiftString(start.vehicle.name))))" : "vehicle: .standard /* a changed vehicle */")
        }
        if start.driving { arguments.append("driving: true") }
        if start.phoneLocked { arguments.append("phoneLocked: true") }
        if setup.passesClock { arguments.append("clock: clock") }
        let imports = (["CarPlaySnapshotTesting", "CarPlayTesting", "Testing"] + setup.imports).sorted()
        var text = """
            // Recorded with OpenCarPlay (\(recording.steps.count) steps). The same steps as a car script: headunit drive --script FILE.
            \(imports.map { "import \($0)" }.joined(separator: "\n"))

            @MainActor
            struct \(suite) {
                @Test func \(testName)() async throws {

            """
        if setup.passesClock { text += "        let clock = TestClock<Duration>()\n" }
        text += "        let car = try await CarPlayTestSession(\(arguments.joined(separator: ", ")))\n"
        for line in body { text += "        \(line)\n" }
        text += "    }\n}\n"
        return (text, screens)
    }

    /// One step as the harness writes it.
    static func swiftLines(_ command: CarCommand) -> [String] {
        switch command {
        case .wait(let seconds): return ["await car.advance(by: \(duration(seconds)))"]
        case .siri(let request): return ["await car.askSiri(\(swiftString(request)))"]
        case .expect(let text): return ["#expect(car.texts.contains(\(swiftString(text))))"]
        case .screenshot, .screenshotJSON: return ["assertSnapshot(of: car.screen, as: .svg)"]
        case .input(let input): return [swiftLine(input)]
        }
    }

    /// The input as the harness's call; every input waits for the app (`await`), and input that can be refused throws.
    static func swiftLine(_ input: CarInput) -> String {
        let call = swiftCall(input)
        if call.hasPrefix("try car.") { return "try await " + call.dropFirst(4) }
        if call.hasPrefix("car.") { return "await " + call }
        return call
    }

    static func swiftCall(_ input: CarInput) -> String {
        switch input {
        case .launch(let app): return "try car.perform(.launch(\(swiftString(app))))"
        case .tap(let text, let role, let occurrence):
            return "try car.tap(\(swiftString(text))\(role.map { ", role: .\($0.rawValue)" } ?? "")\(occurrence > 0 ? ", occurrence: \(occurrence)" : ""))"
        case .tapID(let id): return "try car.tap(id: \(swiftString(id)))"
        case .tapRole(let role, let index): return "try car.tap(.\(role.rawValue), at: \(index))"
        case .touch(let x, let y): return "try car.tap(atX: \(number(x)), y: \(number(y)))"
        case .knobRotate(let n): return "car.rotateKnob(\(n))"
        case .knobNudge(let direction): return "try car.nudgeKnob(.\(direction.rawValue))"
        case .knobPress: return "try car.pressKnob()"
        case .back: return "try car.back()"
        case .type(let text): return "try car.type(\(swiftString(text)))"
        case .search: return "try car.pressSearchButton()"
        case .nowPlaying: return "car.showNowPlaying()"
        case .cancelNavigation: return "car.cancelNavigationBySystem()"
        case .dragMap(let x, let y): return "try car.dragMap(x: \(number(x)), y: \(number(y)))"
        case .tapWidget(let id): return "try car.perform(.tapWidget(\(swiftString(id))))"
        case .dashboardButton(let n): return "try car.perform(.dashboardButton(\(n)))"
        case .clusterZoom(let zoomIn): return "try car.perform(.clusterZoom(zoomIn: \(zoomIn)))"
        case .clusterSetting(let control, let on): return "try car.perform(.clusterSetting(.\(control == .compass ? "compass" : "speedLimit"), on: \(on)))"
        case .drive: return "car.drive()"
        case .park: return "car.park()"
        case .lockPhone: return "car.lockPhone()"
        case .unlockPhone: return "car.unlockPhone()"
        case .phoneApp(let foreground): return "try car.perform(.phoneApp(foreground: \(foreground)))"
        case .style(let style): return "car.setStyle(\(style == .dark ? ".dark" : ".light"))"
        case .phoneLanguage(let tag): return "car.setPhoneLanguage(\(swiftString(tag)))"
        case .vehicle(let vehicle):
            return VehicleProfile.named(vehicle.name) == vehicle
                ? "car.setVehicle(try #require(VehicleProfile.named(\(swiftString(vehicle.name)))))"
                : "// \(input.description): a changed vehicle (screen, input or drive side), not replayed"
        case .moveCar(let latitude, let longitude, let course, let speed):
            return "try car.perform(.moveCar(latitude: \(number(latitude)), longitude: \(number(longitude))"
                + (course >= 0 || speed >= 0 ? ", course: \(number(course)), speed: \(number(speed))" : "") + "))"
        case .locationAuthorization: return "// \(input.description): not replayed"
        case .incomingCall(let caller): return "car.receiveVoIPCall(from: \(swiftString(caller)))"
        case .disconnect: return "car.disconnect()"
        case .reconnect: return "car.reconnect()"
        case .home: return "try car.perform(.home)"
        }
    }

    /// A `Duration` literal: whole seconds, else milliseconds.
    static func duration(_ seconds: Double) -> String {
        let ms = Int64((seconds * 1000).rounded())
        return ms % 1000 == 0 ? ".seconds(\(ms / 1000))" : ".milliseconds(\(ms))"
    }

    /// The step in words (the page's step list).
    public static func describe(_ command: CarCommand) -> String {
        switch command {
        case .input(let input): input.description
        case .wait(let seconds): "\(number(seconds)) s pass"
        case .siri(let request): "siri '\(request)'"
        case .expect(let text): "expect '\(text)'"
        case .screenshot, .screenshotJSON: "screenshot"
        }
    }

    /// A Swift string literal.
    public static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A type name from an app's name: letters and digits, each word capitalized (`Kerb` → `Kerb`, `my app` → `MyApp`).
    static func typeName(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, !first.isNumber else { return "App" + joined }
        return joined
    }
}
