// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

/// The car side of automaker apps (seed 002): protocol matching, the External Accessory byte streams, the car's
/// screen in `UIScreen.screens`, and UIKit hit-testing and focus on it.
@Suite @MainActor
struct AutomakerTests {
    /// The talk's vehicle: a performance protocol and a climate protocol.
    static let talkVehicle = VehicleProfile(
        name: "talk", screen: .standard, inputs: [.touch, .knob],
        accessoryProtocols: ["com.automaker.performance", "com.automaker.climate"], manufacturer: "Automaker")

    @Test func carPlayMatchesAutomakerAppsToVehiclesByTheirExternalAccessoryProtocols() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        HeadUnit.resetProcessState()
        let car = HeadUnit(vehicle: Self.talkVehicle, clock: TestClock(), exceptionPolicy: .record)
        // Track Laps: the performance protocol, which the vehicle declares.
        car.install(try .automaker(name: "Track Laps", protocols: ["com.automaker.performance"]))
        // Comfort Cruise: climate and radio; the vehicle has no radio protocol, but one shared protocol is enough.
        car.install(try .automaker(name: "Comfort Cruise", protocols: ["com.automaker.climate", "com.automaker.radio"]))
        // Charge Up: an electric protocol this (non-electric) vehicle doesn't declare.
        car.install(try .automaker(name: "Charge Up", protocols: ["com.automaker.electric"]))
        #expect(car.homeScreenApps.map(\.name) == ["Track Laps", "Comfort Cruise"])
        let hidden = try #require(car.hiddenApps.first { $0.name == "Charge Up" })
        #expect(hidden.reason.contains("com.automaker.electric"))
        #expect(throws: CarInputError.self) { try car.launch("Charge Up") }
        // An electric vehicle shows Charge Up (and not the others).
        var ev = Self.talkVehicle
        ev.name = "ev"
        ev.accessoryProtocols = ["com.automaker.electric"]
        car.setVehicle(ev)
        #expect(car.homeScreenApps.map(\.name) == ["Charge Up"])
    }

    @Test func theProtocolsEntitlementMustBeAnArrayOfStringsTheAppAlsoDeclaresInItsInfoPlist() throws {
        let info = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Bad</string>
            <key>UISupportedExternalAccessoryProtocols</key><array><string>com.a.climate</string></array>
            </dict></plist>
            """.utf8)
        let notArray = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.carplay-protocols</key>
            <string>com.a.climate</string>
            </dict></plist>
            """.utf8)
        #expect { try AppDeclaration(infoPlist: info, entitlements: notArray, delegates: []) } throws: { error in
            let e = error as? DeclarationError
            return e?.line == 4 && e?.message.contains("must be an <array>") == true && e?.file == "Entitlements.plist"
        }
        let undeclared = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.carplay-protocols</key>
            <array><string>com.a.climate</string><string>com.a.radio</string></array>
            </dict></plist>
            """.utf8)
        #expect { try AppDeclaration(infoPlist: info, entitlements: undeclared, delegates: []) } throws: { error in
            (error as? DeclarationError)?.message.contains("com.a.radio") == true
        }
    }

    /// A view that draws itself (a gauge's bar).
    final class Gauge: UIView {
        override func draw(_ rect: CGRect) {
            let c = UIGraphicsGetCurrentContext()
            c?.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c?.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
    }

    /// A minimal automaker app: reads one protocol's frames, shows a window with a button, a stepper and a table.
    @MainActor final class Probe: NSObject, StreamDelegate, UITableViewDataSource, UITableViewDelegate {
        var session: EASession?
        var received: [UInt8] = []
        var events: [Stream.Event] = []
        var screenNotifications: [String] = []
        var window: UIWindow?
        var taps: [String] = []
        var selectedRows: [Int] = []
        var rows = 30
        let stepper = UIStepper()

        func launch() {
            EAAccessoryManager.shared().registerForLocalNotifications()
            _ = NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.screenNotifications.append("connect") }
            }
            _ = NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.screenNotifications.append("disconnect") }
            }
        }

        func open(_ protocolName: String) -> Bool {
            guard let accessory = EAAccessoryManager.shared().connectedAccessories.first,
                let session = EASession(accessory: accessory, forProtocol: protocolName)
            else { return false }
            self.session = session
            for s in [session.inputStream, session.outputStream] as [Stream?] {
                s?.delegate = self
                s?.open()
            }
            return true
        }

        func write(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBufferPointer { session?.outputStream?.write($0.baseAddress!, maxLength: bytes.count) }
        }

        nonisolated func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
            nonisolated(unsafe) let stream = aStream
            MainActor.assumeIsolated {
                events.append(eventCode)
                guard eventCode == .hasBytesAvailable, let input = stream as? InputStream else { return }
                var buffer = [UInt8](repeating: 0, count: 7)
                while input.hasBytesAvailable {
                    let n = buffer.withUnsafeMutableBufferPointer { input.read($0.baseAddress!, maxLength: 7) }
                    received += buffer[0..<max(n, 0)]
                }
            }
        }

        func showWindow() {
            guard let screen = UIScreen.screens.first(where: { $0.traitCollection.userInterfaceIdiom == .carPlay }) else { return }
            let w = UIWindow(frame: screen.bounds)
            w.screen = screen
            let vc = UIViewController()
            let a = UIButton(type: .system, primaryAction: UIAction(title: "Alpha") { [weak self] _ in self?.taps.append("Alpha") })
            a.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
            let b = UIButton(type: .system, primaryAction: UIAction(title: "Beta") { [weak self] _ in self?.taps.append("Beta") })
            b.frame = CGRect(x: 120, y: 10, width: 100, height: 44)
            let cover = UIView(frame: CGRect(x: 115, y: 0, width: 120, height: 60))
            cover.isUserInteractionEnabled = false
            stepper.frame = CGRect(x: 10, y: 70, width: 94, height: 32)
            stepper.maximumValue = 3
            stepper.value = 1
            stepper.addAction(UIAction { [weak self] _ in self?.taps.append("step \(Int(self?.stepper.value ?? 0))") }, for: .valueChanged)
            let table = UITableView(frame: CGRect(x: 10, y: 110, width: 300, height: 100), style: .plain)
            table.dataSource = self
            table.delegate = self
            let gauge = Gauge(frame: CGRect(x: 240, y: 70, width: 40, height: 32))
            for v in [a, b, cover, stepper, table, gauge] { vc.view.addSubview(v) }
            w.rootViewController = vc
            w.isHidden = false
            window = w
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "r") ?? UITableViewCell(style: .default, reuseIdentifier: "r")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath.row) }
    }

    func decode(_ bytes: [UInt8]) -> [AccessoryWire.Frame] {
        var d = AccessoryWire.Decoder()
        return d.feed(bytes)
    }

    func connectProbe(_ probe: Probe, vehicle: VehicleProfile = .veloE) async throws -> CarPlayTestSession {
        let p = probe
        let app = try AppDeclaration.automaker(name: "Probe", protocols: vehicle.accessoryProtocols) {
            p.launch()
            p.showWindow()
        }
        return try await CarPlayTestSession(app: app, vehicle: vehicle, hosting: .testProcess)
    }

    @Test func externalAccessorySessionsCarryTheProtocolsBytesBothWays() async throws {
        let probe = Probe()
        let car = try await connectProbe(probe)
        #expect(EAAccessoryManager.shared().connectedAccessories.map(\.manufacturer) == ["Velo Motors"])
        #expect(probe.open("com.velomotors.climate"))
        await car.settle()
        #expect(probe.events.contains(.openCompleted) && probe.events.contains(.hasSpaceAvailable))
        // GET: the car answers with the climate STATE (10 keys × 3 bytes).
        probe.write(AccessoryWire.Frame.get().bytes)
        await car.settle()
        var frames = decode(probe.received)
        #expect(frames.count == 1 && frames[0].type == AccessoryWire.MessageType.state.rawValue)
        #expect(frames[0].values[AccessoryWire.Key.Climate.driverTemperature.rawValue] == 210)
        // SET split across two writes: the car decodes the stream, changes the vehicle and reports.
        probe.received = []
        let set = AccessoryWire.Frame.set(AccessoryWire.Key.Climate.driverTemperature.rawValue, 235).bytes
        probe.write(Array(set.prefix(2)))
        probe.write(Array(set.dropFirst(2)))
        await car.settle()
        #expect(car.vehicleSystems.climate.driverTemperature == 23.5)
        frames = decode(probe.received)
        #expect(frames.last?.values[AccessoryWire.Key.Climate.driverTemperature.rawValue] == 235)
        // Out of range and unknown keys: an ERROR frame naming the problem and the key; nothing changes.
        probe.received = []
        probe.write(AccessoryWire.Frame.set(AccessoryWire.Key.Climate.fanSpeed.rawValue, 9).bytes + AccessoryWire.Frame.set(0x7F, 1).bytes)
        await car.settle()
        frames = decode(probe.received)
        #expect(frames.map(\.payload) == [[AccessoryWire.ErrorCode.outOfRange.rawValue, 0x03], [AccessoryWire.ErrorCode.unknownKey.rawValue, 0x7F]])
        #expect(car.vehicleSystems.climate.fanSpeed == 3)
        // A change made elsewhere (the car's own panel) is pushed to the open session.
        probe.received = []
        car.vehicleSystems.climate.fanSpeed = 6
        await car.settle()
        #expect(decode(probe.received).last?.values[AccessoryWire.Key.Climate.fanSpeed.rawValue] == 6)
    }

    @Test func sessionsNeedADeclaredProtocolTheAccessorySpeaksAndEndWithTheCar() async throws {
        let probe = Probe()
        let car = try await connectProbe(probe, vehicle: .veloGT)
        #expect(!probe.open("com.velomotors.radio"), "the GT declares no radio protocol")
        #expect(!probe.open("com.other.climate"))
        #expect(probe.open("com.velomotors.performance"))
        let first = try #require(probe.session)
        #expect(probe.open("com.velomotors.performance"))
        await car.settle()
        #expect(first.inputStream?.streamStatus == .atEnd, "a second session for the protocol closes the first")
        await car.disconnect()
        await car.settle()
        #expect(probe.session?.inputStream?.streamStatus == .atEnd)
        #expect(probe.events.contains(.endEncountered))
        #expect(EAAccessoryManager.shared().connectedAccessories.isEmpty)
        #expect(probe.screenNotifications == ["disconnect"], "the screen was there at launch; it leaves with the car")
    }

    @Test func theCarScreenIsAUIScreenWithTheCarPlayIdiom() async throws {
        let probe = Probe()
        let car = try await connectProbe(probe)
        let screen = try #require(UIScreen.screens.last)
        #expect(UIScreen.screens.count == 2 && screen.traitCollection.userInterfaceIdiom == .carPlay)
        #expect(screen.bounds.size == CGSize(width: 640 - 44, height: 240))
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .phone)
        // A window left on the phone's screen isn't drawn in the car.
        let phoneWindow = UIWindow(frame: UIScreen.main.bounds)
        phoneWindow.isHidden = false
        #expect(car.screen.customUI?.texts.contains("Alpha") == true)
        #expect(car.screen.customUI?.views.allSatisfy { $0.frame[2] <= 596 } == true)
        // What a view draws itself comes along, in window coordinates, and is drawn by the renderer.
        let drawn = try #require(car.screen.customUI?.views.first { $0.drawing != nil }?.drawing?.first)
        #expect(drawn.path.hasPrefix("M240 70") && drawn.fill == "#ff0000")
        #expect(car.displayList.items.contains { if case .path(let d, _, _, _) = $0 { d.hasPrefix("M284 70") } else { false } })
        _ = phoneWindow
    }

    @Test func touchesHitTheFrontmostInteractiveViewAndTablesAreLimited() async throws {
        let probe = Probe()
        let car = try await connectProbe(probe)
        // Screen points: the app area starts beside the 44 pt status bar.
        try await car.tap(atX: 44 + 50, y: 30)
        // Beta lies under a view that ignores touches: the touch goes through to the button.
        try await car.tap(atX: 44 + 170, y: 30)
        #expect(probe.taps == ["Alpha", "Beta"])
        // The stepper's halves: each steps; at the minimum, minus is disabled and a touch on it does nothing.
        try await car.tap(atX: 44 + 80, y: 85)
        try await car.tap(atX: 44 + 20, y: 85)
        try await car.tap(atX: 44 + 20, y: 85)
        try await car.tap(atX: 44 + 20, y: 85)
        #expect(probe.taps.suffix(3) == ["step 2", "step 1", "step 0"])
        #expect(car.screen.customUI?.views.first { $0.kind == .stepperMinus }?.isEnabled == false)
        await #expect(throws: CarInputError.self) { try await car.tap(atX: 44 + 500, y: 300) }
        // Rows: tap one; the car limits the table (500 when parked in this car, 12 while driving).
        try await car.tap(atX: 44 + 100, y: 110 + 60)
        #expect(probe.selectedRows == [1])
        #expect(car.screen.customUI?.limitedTables.isEmpty == true)
        await car.drive()
        let limited = try #require(car.screen.customUI?.limitedTables.values.first)
        #expect(limited == [12, 30])
        #expect(car.texts.contains("Row 11") && !car.texts.contains("Row 12"))
    }

    @Test func theKnobMovesFocusInReadingOrderAndPressesTheFocusedControl() async throws {
        let probe = Probe()
        let car = try await connectProbe(probe)
        let ui = try #require(car.screen.customUI)
        let textOf = Dictionary(uniqueKeysWithValues: ui.views.map { ($0.id, $0.text ?? $0.kind.rawValue) })
        // Reading order: Alpha, Beta (same row), then the stepper's halves, then the rows.
        #expect(Array(ui.focusOrder.prefix(5).map { textOf[$0] ?? "" }) == ["Alpha", "Beta", "−", "+", "Row 0"])
        #expect(ui.focused == ui.focusOrder.first, "focus starts on the first focusable view")
        await car.rotateKnob(1)
        try await car.pressKnob()
        #expect(probe.taps == ["Beta"])
        await car.rotateKnob(2)
        try await car.pressKnob()
        #expect(probe.taps.last == "step 2")
        // Far down the table: the table scrolls the focused row into view.
        await car.rotateKnob(8)
        let after = try #require(car.screen.customUI)
        let focusedRow = try #require(after.views.first { $0.id == after.focused })
        #expect(focusedRow.text == "Row 7")
        #expect(focusedRow.frame[1] + focusedRow.frame[3] <= 110 + 100 + 0.5)
    }

    /// A screen that prefers focus on its second button and won't let focus leave a "locked" button.
    final class PreferringController: UIViewController {
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        let third = UIButton(type: .system)
        var moves: [String] = []
        override func viewDidLoad() {
            for (i, b) in [first, second, third].enumerated() {
                b.setTitle(["One", "Two", "Three"][i], for: .normal)
                b.frame = CGRect(x: 10, y: 10 + Double(i) * 50, width: 120, height: 44)
                view.addSubview(b)
            }
        }
        override var preferredFocusEnvironments: [any UIFocusEnvironment] { [second] }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { context.nextFocusedView !== first }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            moves.append(context.nextFocusedView.map { ($0 as? UIButton)?.currentTitle ?? "?" } ?? "nil")
        }
    }

    @Test func appsChooseWhereFocusStartsAndMayRefuseAMove() async throws {
        let vc = PreferringController()
        let controller = vc
        nonisolated(unsafe) var window: UIWindow?
        let app = try AppDeclaration.automaker(name: "Prefers", protocols: ["com.velomotors.climate"]) {
            let screen = UIScreen.screens.first { $0.traitCollection.userInterfaceIdiom == .carPlay }!
            let w = UIWindow(frame: screen.bounds)
            w.screen = screen
            w.rootViewController = controller
            w.makeKeyAndVisible()
            window = w
        }
        let car = try await CarPlayTestSession(app: app, vehicle: .veloE, hosting: .testProcess)
        #expect(car.screen.customUI.map { ui in ui.views.first { $0.id == ui.focused }?.text } == "Two")
        await car.rotateKnob(-1)
        #expect(car.screen.customUI.map { ui in ui.views.first { $0.id == ui.focused }?.text } == "Two", "the app refused focus on One")
        await car.rotateKnob(1)
        #expect(vc.moves == ["Two", "Three"])
        #expect(vc.third.isFocused && UIFocusSystem.focusSystem(for: vc)?.focusedItem === vc.third)
        // The app asks for focus to be reset to its preference.
        vc.setNeedsFocusUpdate()
        vc.updateFocusIfNeeded()
        #expect(vc.second.isFocused)
        _ = window
    }
}
