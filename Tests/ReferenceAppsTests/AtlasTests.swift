// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Roads
import Testing

/// Atlas, navigation on the Helsinki road data: search, trip preview with route choices, guidance to arrival.
@Suite(.serialized) @MainActor
struct AtlasTests {
    func connect() async throws -> (CarPlayTestSession, AtlasNavigator) {
        let clock = TestClock<Duration>()
        let navigator = AtlasNavigator(clock: clock)
        let car = try CarPlayTestSession(app: try ReferenceApps.atlas(navigator: navigator, clock: clock), clock: clock)
        await car.settle()
        return (car, navigator)
    }

    func startTrip(_ car: CarPlayTestSession, to name: String) async throws {
        try car.tap(.barButton, at: 1)
        try car.type(name)
        await car.settle()
        try car.tap(name, role: .searchResult)
        await car.settle()
        try car.tap(.startTrip, at: 0)
        await car.settle()
    }

    @Test func theMapIsDrawnFromTheRoadData() async throws {
        let (car, _) = try await connect()
        #expect(car.top?.kind == .map)
        let base = try #require(car.screen.baseView)
        // The land, one path per road class present, the car.
        #expect(base.count >= 5)
        #expect(base.filter { $0.stroke != nil }.count >= 3)
    }

    @Test func searchPreviewAndDriveToArrival() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        let drive = try #require(navigator.drive)
        #expect(navigator.destination?.name == "Cafe Engel")
        #expect(drive.maneuvers.count >= 3)
        var seconds = 0
        while navigator.drive != nil && seconds < 900 {
            await car.advance(by: .seconds(10))
            seconds += 10
        }
        #expect(navigator.drive == nil, "arrived within \(seconds) s")
        #expect(navigator.prompts.last == "You have arrived at Cafe Engel")
        #expect(navigator.prompts.count >= 3)
        #expect(AVAudioSession.sharedInstance().mode == .voicePrompt)
        #expect(AVAudioSession.sharedInstance().isActive, "speaking the arrival")
        await car.advance(by: .seconds(3))
        #expect(!AVAudioSession.sharedInstance().isActive, "the prompt session is active only while speaking")
    }

    @Test func theSystemCancellingNavigationEndsGuidanceAtOnce() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        #expect(navigator.drive != nil)
        car.cancelNavigationBySystem()
        let said = navigator.prompts.count
        await car.advance(by: .seconds(60))
        #expect(navigator.drive == nil && navigator.prompts.count == said)
    }

    @Test func noPromptsDuringAPhoneCall() async throws {
        let (car, navigator) = try await connect()
        AVAudioSession.sharedInstance().setPromptStyle(.none)
        defer { AVAudioSession.sharedInstance().setPromptStyle(.normal) }
        try await startTrip(car, to: "Cafe Engel")
        await car.advance(by: .seconds(120))
        #expect(navigator.prompts.isEmpty)
    }
}
