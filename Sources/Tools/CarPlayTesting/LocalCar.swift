// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import Clocks
import Foundation
import Testing

/// A test session's car with its app, in the process that runs them (the test's own with ``AppHosting/testProcess``,
/// else the app's process): the car, its clock, the phone it holds, and the reviewer watching. - Note: Ours.
@MainActor
final class LocalCar {
    /// What the test asked for: the same values on both sides of an app's process.
    struct Setup {
        var app: AppDeclaration
        var vehicle: VehicleProfile
        var driving: Bool
        var phoneLocked: Bool
        var phoneLanguage: String
        var clock: TestClock<Duration>?
        var settlesAtConnect: Bool
        var network: CarNetwork?
        var bluetooth: PhoneBluetooth?
    }

    let car: HeadUnit
    /// The time the car reads (see `CarClock`).
    let carTime: CarClock
    private(set) var session: AppSession
    let reviewer: ReviewRecorder
    let phone: PhoneLease
    let driver: CarDriver

    /// Takes the phone, makes the car and connects the app (what it starts as it connects has run, with `settlesAtConnect`).
    init(_ setup: Setup) async throws {
        Self.testsIdentified
        phone = await PhoneLease.acquire(stoppingTime: true)
        HeadUnit.resetProcessState()
        carTime = CarClock(base: setup.clock ?? TestClock(), handedOut: setup.clock != nil)
        // A car started with the phone locked: the phone hasn't been unlocked since it started.
        car = CarSetup(
            vehicle: setup.vehicle, driving: setup.driving, phone: setup.phoneLocked ? .lockedSinceStart : .unlocked,
            exceptionPolicy: .record, phoneLanguage: setup.phoneLanguage
        )
        .makeCar(clock: carTime)
        if let network = setup.network { car.network = network }
        if let bluetooth = setup.bluetooth { car.bluetooth = bluetooth }
        reviewer = ReviewRecorder(car: car)
        driver = CarDriver(car: car, layout: .rendered)
        let app = setup.app
        reviewer.step("connect \(app.name)\(setup.driving ? " (driving)" : "")\(setup.phoneLocked ? " (phone locked)" : "")")
        guard let session = car.connect(app) else {
            throw CarInputError("\(app.name) is not shown in CarPlay: \(app.reasonNotShown(on: setup.vehicle) ?? "")")
        }
        self.session = session
        if setup.settlesAtConnect { await PhoneTime.settle() }
    }

    /// The phone tells which test's code runs by Swift Testing's current test: another test's code, beside this car,
    /// reaches none of its apps (see `AppLaunch.current`).
    private static let testsIdentified: Void = PhoneLease.identifyTests { Test.current?.id.hashValue }

    /// Every visible text (of the templates, or of an automaker app's own screen).
    var texts: [String] {
        let screen = session.screenSnapshot()
        return session.app.isAutomakerApp ? screen.customUI?.texts ?? [] : (screen.presented ?? screen.stack.last)?.texts ?? []
    }

    /// Performs input through the driver, marking the step for the reviewer; the session follows the app in front.
    func perform(_ input: CarInput) throws {
        reviewer.step(input.description)
        defer { if let active = car.activeSession { session = active } }
        try driver.perform(input)
    }

    /// Moves the car's clock, stopping at every deadline and at least each second, so the reviewer sees what the screen
    /// showed along the way.
    func advance(by duration: Duration) async {
        reviewer.step("wait \(duration)")
        await carTime.pass(duration, step: .seconds(1), observe: { [reviewer] in reviewer.observe() })
    }

    /// The car as a test reads it, with the events after position `from` (of all the car ever recorded).
    func state(eventsAfter from: inout Int, refusal: String? = nil) -> TestAppState {
        let log = car.events
        let dropped = car.eventsDropped
        let end = dropped + log.count
        let new = Array(log[(max(from, dropped) - dropped)...])
        from = end
        return TestAppState(
            screen: session.screenSnapshot(), visible: session.visible, texts: texts, focused: driver.focused, events: new,
            audio: car.audio, banners: car.banners, openedURLs: car.openedURLs, refusal: refusal)
    }
}
