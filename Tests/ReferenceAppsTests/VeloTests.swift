// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Testing

/// Automaker apps (seed 002, "automaker apps"), with Velo on Velo Motors' two cars.
@Suite @MainActor
struct VeloTests {
    func connect(_ vehicle: VehicleProfile, app: VeloApp = VeloApp()) async throws -> (CarPlayTestSession, VeloApp) {
        let car = try await CarPlayTestSession(app: try ReferenceApps.velo(app: app), vehicle: vehicle, hosting: .testProcess)
        await car.settle()
        return (car, app)
    }

    func tabs(_ car: CarPlayTestSession) -> [String] {
        (car.screen.customUI?.views ?? []).filter { $0.kind == .button && $0.frame[1] < 20 }.compactMap(\.text)
    }

    func focusedText(_ car: CarPlayTestSession) -> String? {
        car.screen.customUI.flatMap { ui in ui.views.first { $0.id == ui.focused }?.text }
    }

    @Test func automakerAppsShowOnlyTheFeaturesTheConnectedVehicleSupports() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // the test ends with a HeadUnit without the harness
        defer { lease.release() }
        let (gt, _) = try await connect(.veloGT)
        #expect(tabs(gt) == ["Climate", "Comfort", "Track"], "the GT has no radio and no battery protocol")
        let (ev, _) = try await connect(.veloE)
        #expect(tabs(ev) == ["Climate", "Comfort", "Radio", "Battery"], "the electric car has no performance protocol")
        // And the app isn't on the home screen of a car without Velo's protocols.
        HeadUnit.resetProcessState()
        let plain = HeadUnit(vehicle: .standard, clock: TestClock(), exceptionPolicy: .record)
        plain.install(try ReferenceApps.velo())
        #expect(!plain.homeScreenApps.contains { $0.name == "Velo" })
        #expect(plain.hiddenApps.first { $0.name == "Velo" }?.reason.contains("com.velomotors.climate") == true)
    }

    @Test func climateByTouchChangesTheVehicleOverTheAccessoryProtocol() async throws {
        let (car, app) = try await connect(.veloE)
        #expect(car.texts.contains("21.0°"))
        // The driver's stepper: "+" twice (0.5° steps), through the bytes of com.velomotors.climate.
        try await car.tap("+")
        await car.settle()
        try await car.tap("+")
        await car.settle()
        #expect(car.vehicleSystems.climate.driverTemperature == 22.0)
        #expect(app.vehicle.climate.driverTemperature == 22.0, "the app shows what the car reported")
        #expect(car.texts.contains("22.0°"))
        try await car.tap("A/C On")
        await car.settle()
        #expect(car.vehicleSystems.climate.airConditioner == false && car.texts.contains("A/C Off"))
        try await car.tap("Comfort")
        try await car.tap("+", occurrence: 0)
        await car.settle()
        #expect(car.vehicleSystems.climate.driverSeatHeat == 1 && car.texts.contains("●○○"))
        try await car.tap("Rear Off")
        await car.settle()
        #expect(car.vehicleSystems.climate.rearDefroster)
        try await car.tap("Climate")
        // The car's own panel changes the fan: the app hears about it and redraws.
        car.vehicleSystems.climate.fanSpeed = 5
        await car.settle()
        #expect(app.vehicle.climate.fanSpeed == 5 && car.texts.contains("5"))
    }

    @Test func theWholeAppWorksWithTheKnobOnBothVehicles() async throws {
        for vehicle in [VehicleProfile.veloGT, .veloE] {
            let (car, _) = try await connect(vehicle)
            // Focus starts on the page's first control (the driver's "−"), not the tabs.
            #expect(focusedText(car) == "−")
            await car.rotateKnob(1)
            try await car.pressKnob()
            await car.settle()
            #expect(car.vehicleSystems.climate.driverTemperature == 21.5, "\(vehicle.name)")
            // Back to the tabs, then the second tab.
            await car.rotateKnob(-10)
            #expect(focusedText(car) == "Climate")
            await car.rotateKnob(1)
            try await car.pressKnob()
            await car.settle()
            #expect(tabs(car).count >= 2)
            #expect(car.screen.customUI?.views.first { $0.text == "Comfort" }?.isSelected == true)
            // The new page takes the focus: its first control.
            #expect(focusedText(car) == "Front Off")
        }
    }

    @Test func radioPresetsAreATableTheKnobAndTouchCanSelect() async throws {
        let (car, _) = try await connect(.veloE)
        try await car.tap("Radio")
        await car.settle()
        #expect(car.texts.contains { $0.contains("FM 94.0") && $0.contains("Radio Helsinki") })
        try await car.tap("3  FM 101.1")
        await car.settle()
        #expect(car.vehicleSystems.radio.frequency == 101.1)
        #expect(car.audio.radioStation == "FM 101.1 Classic Hits")
        #expect(car.texts.contains { $0.contains("Classic Hits") })
        try await car.tap("Seek Up")
        await car.settle()
        #expect(car.vehicleSystems.radio.frequency == 103.7)
        let row = try #require(car.screen.customUI?.views.first { $0.text == "4  FM 103.7" })
        #expect(row.accessory == "checkmark")
    }

    @Test func lapTimesComeFromTheCarsPerformanceProtocolOnItsClock() async throws {
        let (car, app) = try await connect(.veloGT)
        try await car.tap("Track")
        await car.drive()
        try await car.tap("Start Lap")
        await car.advance(by: .seconds(42))
        #expect(app.vehicle.performance.lapRunning)
        #expect(app.vehicle.performance.speed > 50, "the car streams its speed every second while driving")
        #expect(car.texts.contains { $0.hasPrefix("Lap 1  0:4") })
        try await car.tap("End Lap")
        await car.settle()
        #expect(car.vehicleSystems.performance.laps == [42])
        #expect(app.vehicle.performance.lapCount == 1 && app.vehicle.performance.lastLap == 42)
        #expect(car.texts.contains("Lap 1") && car.texts.contains("42.0 s"))
    }

    @Test func theEVOnlyFeatureSetsTheChargeLimit() async throws {
        let (car, app) = try await connect(.veloE)
        try await car.tap("Battery")
        await car.settle()
        #expect(car.texts.contains("72%") && car.texts.contains("80%"))
        try await car.tap("+")
        await car.settle()
        #expect(car.vehicleSystems.electric.chargeLimit == 85 && app.vehicle.battery.chargeLimit == 85)
    }

    @Test func carCommandsGoThroughSiriToTheAutomakerAppAndTheCar() async throws {
        let (car, _) = try await connect(.veloGT)
        car.vehicleSystems.body.locked = false
        var answer = await car.askSiri("Lock my car")
        #expect(answer.app == "Velo" && answer.reply == "Your car is locked.")
        await car.settle()
        #expect(car.vehicleSystems.body.locked)
        answer = await car.askSiri("How much fuel is left?")
        #expect(answer.reply == "Your car has 64% fuel, 520 km range.")
        answer = await car.askSiri("Honk the horn")
        await car.settle()
        #expect(car.vehicleSystems.body.hornCount == 1 && answer.reply == "Honking the horn.")
        // The CarPlay car controls were withdrawn in iOS 15: Siri says so on an iOS 26 phone.
        answer = await car.askSiri("Turn on the AC")
        #expect(answer.app == nil && answer.reply.contains("no longer offers"))
    }

    @Test func carPlayCarControlsRouteToTheAutomakerAppOnOlderPhones() async throws {
        var old = VehicleProfile.veloE
        old.iOSMajorVersion = 14
        let (car, _) = try await connect(old)
        var answer = await car.askSiri("Set the temperature to 24 degrees")
        await car.settle()
        #expect(answer.app == "Velo" && car.vehicleSystems.climate.driverTemperature == 24)
        answer = await car.askSiri("Turn the fan to max")
        await car.settle()
        #expect(car.vehicleSystems.climate.fanSpeed == 7)
        answer = await car.askSiri("Turn on the rear defroster")
        await car.settle()
        #expect(car.vehicleSystems.climate.rearDefroster && !car.vehicleSystems.climate.frontDefroster)
        answer = await car.askSiri("Turn on my seat heater")
        await car.settle()
        #expect(car.vehicleSystems.climate.driverSeatHeat == 2)
        answer = await car.askSiri("Tune to 98.5 FM")
        await car.settle()
        #expect(car.vehicleSystems.radio.frequency == 98.5 && car.vehicleSystems.audioSource == "radio")
        answer = await car.askSiri("Switch the audio source to bluetooth")
        await car.settle()
        #expect(car.vehicleSystems.audioSource == "bluetooth" && answer.reply == "Switched.")
    }

    @Test func launchedLockedWhileDrivingByTheKnobAloneThenReconnected() async throws {
        var knobOnly = VehicleProfile.veloE
        knobOnly.inputs = [.knob]
        let app = VeloApp()
        let car = try await CarPlayTestSession(
            app: try ReferenceApps.velo(app: app), vehicle: knobOnly, driving: true, phoneLocked: true, hosting: .testProcess)
        await car.settle()
        #expect(focusedText(car) == "−")
        await car.rotateKnob(1)
        try await car.pressKnob()
        await car.settle()
        #expect(car.vehicleSystems.climate.driverTemperature == 21.5)
        await car.disconnect()
        await car.settle()
        #expect(app.carWindow == nil && !app.vehicle.isConnected)
        await car.reconnect()
        await car.settle()
        #expect(app.vehicle.features.contains(.radio) && tabs(car) == ["Climate", "Comfort", "Radio", "Battery"])
        #expect(car.texts.contains("21.5°"), "the car kept its state; the app read it again")
        #expect(focusedText(car) == "−")
        await car.expectNoFindings()
    }

    @Test func veloWorksOnThePhoneWithoutCarPlay() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        HeadUnit.resetProcessState()
        let cloud = VeloCloud()
        let app = VeloApp(cloud: cloud)
        let car = HeadUnit(vehicle: .veloGT, clock: TestClock(), exceptionPolicy: .record)
        car.install(try ReferenceApps.velo(app: app))
        try car.runOnPhone("Velo")
        #expect(app.carWindow == nil && !app.vehicle.isConnected)
        // Siri on the phone (no CarPlay): the intents extension reaches the car through Velo's services.
        let handler = try #require(car.installed.first?.intentHandler?().handler(for: INSetCarLockStatusIntent(locked: false, carName: nil)))
        let lock = try #require(handler as? any INSetCarLockStatusIntentHandling)
        let response = await withCheckedContinuation { c in
            lock.handle(intent: INSetCarLockStatusIntent(locked: false, carName: nil)) { c.resume(returning: $0) }
        }
        #expect(response.code == .success && cloud.remoteCommands == ["unlock"] && !cloud.body.locked)
        // Then CarPlay connects: the app gets the screen and the accessory and shows its interface.
        try car.launch("Velo")
        await settlePendingWork()
        #expect(app.carWindow != nil && app.vehicle.features == [.climate, .performance, .vehicle])
        #expect(car.activeSession?.screenSnapshot().customUI?.texts.contains("Climate") == true)
        // CarPlay goes away: the window is released, the app falls back to its services.
        car.disconnectAll()
        await settlePendingWork()
        #expect(app.carWindow == nil && !app.vehicle.isConnected)
    }
}
