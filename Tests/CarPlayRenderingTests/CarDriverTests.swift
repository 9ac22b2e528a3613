// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import CarScripting
import Foundation
import ReferenceApps
import Testing

/// One driver of the car: a test, a script (and so the CLI and the live car) and the reviewer's explorer perform input
/// through the same `CarDriver`, so the same input does the same thing wherever it comes from.
@Suite @MainActor
struct CarDriverTests {
    /// A car with Podcasts open, driven by a script runner as the CLI drives it.
    func scriptedCar() throws -> (HeadUnit, ScriptRunner) {
        let car = CarSetup(exceptionPolicy: .record).makeCar(clock: ContinuousClock(), apps: [try ReferenceApps.podcasts(library: PodcastLibrary())])
        return (car, ScriptRunner(car: car, layout: .rendered, wait: { _ in }, output: { _ in }))
    }

    @Test func aTestAndAScriptTurningTheKnobFocusTheSameElement() async throws {
        let harness = try await CarPlayTestSession(app: try ReferenceApps.podcasts(library: PodcastLibrary()))
        await harness.rotateKnob(3)
        let fromTest = try #require(harness.focusedElement)
        await harness.rotateKnob(-1)
        let backOne = try #require(harness.focusedElement)
        // A script, on a car of its own: the same words, the same focus.
        let phone = await PhoneLease.acquire(stoppingTime: true)
        defer { phone.release() }
        let (_, runner) = try scriptedCar()
        try await runner.run(script: "launch Podcasts\nknob right 3", source: "knob.script")
        #expect(runner.focused == fromTest)
        try await runner.run(.input(.knobRotate(-1)))
        #expect(runner.focused == backOne)
        #expect(fromTest != backOne)
    }

    @Test func pressingAFocusThatLeftTheScreenIsRefused() async throws {
        let car = try await CarPlayTestSession(app: try ReferenceApps.podcasts(library: PodcastLibrary()))
        await car.rotateKnob(5)
        let focused = try #require(car.focusedElement)
        try await car.tap(.listItem, at: 0)  // a touch opens another screen; the knob's focus stays where it was
        try #require(!car.displayList.targets.map(\.elementID).contains(focused))
        let error = await #expect(throws: CarInputError.self) { try await car.pressKnob() }
        #expect(error?.message == "nothing is focused (turn the knob first)")
        await car.rotateKnob(1)
        try await car.pressKnob()
        #expect(car.focusedElement == nil, "a press uses the focus up")
    }

    @Test func touchesAndTheKnobNeedTheScreensLayout() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)
        defer { phone.release() }
        let (car, _) = try scriptedCar()
        let driver = CarDriver(car: car)  // no layout given
        await #expect(throws: CarInputError("no app is open (use: launch APP)")) { try await driver.perform(.back) }
        try driver.perform(.launch("Podcasts"))
        await #expect(throws: CarInputError("touching a point needs the screen's layout (the renderer)")) {
            try await driver.perform(.touch(x: 400, y: 200))
        }
        await #expect(throws: CarInputError("the knob needs the screen's layout (the renderer)")) { try await driver.perform(.knobRotate(1)) }
        driver.layout = .rendered
        try driver.perform(.knobRotate(1))
        #expect(driver.focused != nil)
        // Going home leaves no focus behind.
        try driver.perform(.home)
        #expect(driver.focused == nil && car.activeSession == nil)
    }

    @Test func aScriptMovesTheCarAndRefusesAPlaceOffTheGlobe() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)
        defer { phone.release() }
        let (car, runner) = try scriptedCar()
        try await runner.run(script: "move 60.1699,24.9384", source: "move.script")
        #expect(abs(car.location.coordinate.latitude - 60.1699) < 1e-9)
        #expect(abs(car.location.coordinate.longitude - 24.9384) < 1e-9)
        #expect(throws: CarScriptError.self) { try CarScript.parse("move 91,24", source: "s") }
        #expect(throws: CarScriptError.self) { try CarScript.parse("move north", source: "s") }
        #expect(throws: CarInputError.self) { try runner.driver.perform(.moveCar(latitude: 0, longitude: 200)) }
    }

    @Test func aScriptNamesAnUnknownVehicleWhenItIsRead() throws {
        #expect(throws: CarScriptError.self) { try CarScript.parse("launch Podcasts\nvehicle hovercraft", source: "s") }
        #expect(try CarScript.parseLine("vehicle velo-e") == .input(.vehicle(try #require(VehicleProfile.named("velo-e")))))
    }

    /// The reviewer's paths and the harness's steps name input the same way (the words are derived from the input).
    @Test func inputIsNamedOnceForPeople() {
        #expect(CarInput.tap(text: "Play").description == "tap 'Play'")
        #expect(CarInput.tap(text: "Play", role: .listItem, occurrence: 1).description == "tap 'Play' (listItem) #1")
        #expect(CarInput.touch(x: 100, y: 40.5).description == "touch 100,40.5")
        #expect(CarInput.knobRotate(-2).description == "turn the knob left 2")
        #expect(CarInput.clusterSetting(.speedLimit, on: false).description == "cluster speed-limit off")
    }
}
