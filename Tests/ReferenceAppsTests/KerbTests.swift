import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@testable import ReferenceApps

@Suite @MainActor
struct KerbTests {
    func connect(store: ParkingStore? = nil, driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, ParkingStore) {
        let store = store ?? ParkingStore()
        return (
            try await CarPlayTestSession(app: ReferenceApps.parking(store: store), driving: driving, phoneLocked: locked, hosting: .testProcess),
            store
        )
    }

    @Test func onlyTheOperatorsOwnCarParksOnTheMap() async throws {
        let (car, _) = try await connect()
        #expect(car.top?.kind == .pointOfInterest)
        #expect(car.top!.sections[0].items.map(\.text) == ["Kerb Forum", "Kerb Kamppi", "Kerb Hakaniemi"])
        #expect(car.texts.contains("7 free · €3.00/h"))
    }

    @Test func startWatchAndExtendASessionWhileDrivingAndLocked() async throws {
        let (car, store) = try await connect(driving: true, locked: true)
        try await car.tap("Kerb Kamppi")
        try await car.tap("Start Parking")
        #expect(store.session?.carParkID == "kamppi")
        #expect(car.stack.count == 2)
        #expect(car.top?.kind == .information)
        #expect(car.texts.contains("1 h 0 min"))
        #expect(car.texts.contains("€4.20"))
        await car.advance(by: .seconds(60 * 20))
        #expect(store.session?.elapsedMinutes == 20)
        #expect(car.texts.contains("40 min"), "the countdown updates the session template in place")
        #expect(car.texts.contains("20 min"))
        #expect(car.stack.count == 2, "in place: nothing pushed")
        try await car.tap("Extend 30 min")
        #expect(store.session?.boughtMinutes == 90)
        #expect(car.texts.contains("1 h 10 min"))
        #expect(car.texts.contains("€6.30"))
        #expect(car.exceptions.isEmpty)
    }

    @Test func theCountdownKeepsCountingWhileAnotherAppIsInFront() async throws {
        let (car, store) = try await connect()
        try await car.tap("Kerb Kamppi")
        try await car.tap("Start Parking")
        #expect(car.texts.contains("1 h 0 min"))
        try await car.open(ReferenceApps.podcasts(library: PodcastLibrary()))
        #expect(car.session.app.name == "Podcasts")
        await car.advance(by: .seconds(60 * 20))
        #expect(store.session?.remainingMinutes == 40)
        let podcastsTexts = car.texts
        try await car.open(ReferenceApps.parking(store: store))
        #expect(car.session.app.name == "Kerb")
        #expect(car.texts.contains("40 min"), "Kerb's own session heard of the change its timer made in the background")
        #expect(!car.texts.contains("1 h 0 min"))
        try await car.open(ReferenceApps.podcasts(library: PodcastLibrary()))
        #expect(car.texts == podcastsTexts, "Podcasts' screen did not take Kerb's change")
        #expect(car.exceptions.isEmpty)
    }

    @Test func reminderAtFifteenMinutesShowsInTheCar() async throws {
        let (car, store) = try await connect()
        try await car.tap("Kerb Forum")
        try await car.tap("Start Parking")
        await car.advance(by: .seconds(60 * 45))
        await car.settle()
        #expect(store.session?.remainingMinutes == 15)
        #expect(
            car.banners.last == CarBanner(app: "Kerb", title: "15 min of parking left", subtitle: "Kerb Forum"),
            "parking apps' notifications show in CarPlay")
        await car.advance(by: .seconds(60 * 15))
        await car.settle()
        #expect(car.top?.title == "Parking Expired")
        #expect(car.banners.last?.title == "Parking expired")
        await car.advance(by: .seconds(60 * 5))
        #expect(store.session?.elapsedMinutes == 60, "an expired session stops counting")
        try await car.tap("Extend 30 min")
        #expect(car.top?.title == "Parking Session")
        await car.advance(by: .seconds(60 * 10))
        #expect(store.session?.remainingMinutes == 20, "extending an expired session starts the countdown again")
        #expect(car.texts.contains("20 min"))
    }

    @Test func endParkingAndStartAgainElsewhere() async throws {
        let (car, store) = try await connect()
        try await car.tap("Kerb Forum")
        try await car.tap("Start Parking")
        try await car.tap("End Parking")
        #expect(store.session == nil)
        #expect(car.top?.title == "Parking Ended")
        try await car.tap("Done")
        #expect(car.stack.count == 1)
        try await car.tap("Kerb Hakaniemi")
        #expect(car.texts.contains("Start Parking"))
    }

    @Test func theSessionSurvivesADisconnectAndReconnect() async throws {
        // The phone app runs before the car connects: its countdown follows the phone's clock.
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let store = ParkingStore()
        store.start(at: "forum")
        await PhoneTime.pass(.seconds(60 * 10))
        // Launched from the car with the phone locked and the phone app not running.
        let car = try await CarPlayTestSession(app: ReferenceApps.parking(store: store), phoneLocked: true, hosting: .testProcess)
        try await car.tap("Kerb Forum")
        #expect(car.texts.contains("View Session"))
        #expect(!car.texts.contains("Start Parking"), "one session at a time")
        try await car.tap("View Session")
        #expect(car.texts.contains("50 min"))
        await car.disconnect()
        await car.advance(by: .seconds(60 * 5))
        await car.reconnect()
        try await car.tap("Kerb Forum")
        try await car.tap("View Session")
        #expect(car.texts.contains("45 min"))
        #expect(car.stack.count == 2)
    }

    /// A knob-only car: turn to the car park, press, turn to Start Parking, press; the session shows.
    @Test func startParkingWithTheKnobOnly() async throws {
        let (car, store) = try await connect(driving: true)
        func focus(_ label: String) async throws {
            let targets = car.displayList.targets
            let index = try #require(targets.firstIndex { $0.label == label }, "\(label) among \(targets.map(\.label))")
            await car.rotateKnob(-100)
            await car.rotateKnob(index)
            #expect(car.focusedElement == targets[index].elementID)
        }
        try await focus("Kerb Hakaniemi")
        try await car.pressKnob()
        try await focus("Start Parking")
        try await car.pressKnob()
        #expect(store.session?.carParkID == "hakaniemi")
        #expect(car.top?.title == "Parking Session")
    }
}
