import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

@testable import ReferenceApps

@Suite @MainActor
struct RouteTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, RouteStore, RouteCarPlaySceneDelegate) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("route-\(UUID().uuidString).json")
        let store = RouteStore(file: file)
        let clock = TestClock<Duration>()
        let car = try await CarPlayTestSession(
            app: ReferenceApps.route(store: store, clock: clock), driving: driving, phoneLocked: locked, clock: clock, hosting: .testProcess)
        return (car, store, car.session.sceneDelegate as! RouteCarPlaySceneDelegate)
    }

    @Test func todaysStopsNavigateAndMarkComplete() async throws {
        let (car, store, _) = try await connect()
        #expect(car.top?.kind == .pointOfInterest)
        #expect(car.top?.sections[0].items.map(\.text) == ["Virtanen lawn", "Korhonen hedges", "Mäkinen garden", "Nieminen yard"])
        try await car.tap("Korhonen hedges")
        try await car.tap("Navigate")
        #expect(car.openedURLs.last?.absoluteString == "maps://?daddr=60.1733,24.9271")
        final class Heard: @unchecked Sendable { var sender: String? }
        let heard = Heard()
        let token = NotificationCenter.default.addObserver(forName: RouteStore.didChange, object: store, queue: nil) { n in
            heard.sender = n.userInfo?["sender"] as? String
        }
        defer { NotificationCenter.default.removeObserver(token) }
        try await car.tap("Mark Complete")
        #expect(store.stops[1].isComplete)
        #expect(heard.sender == "carplay", "the phone side hears the car's change")
        let saved = try JSONDecoder().decode([RouteStop].self, from: Data(contentsOf: store.file))
        #expect(saved[1].isComplete, "persisted")
        #expect(car.top?.sections[0].items.count == 3, "the first change refreshes at once")
    }

    @Test func phoneChangesReachTheCarAtMostOncePerMinuteLatestWins() async throws {
        let (car, store, delegate) = try await connect()
        store.markComplete(1, sender: "phone")
        #expect(car.top?.sections[0].items.count == 3)
        let refreshes = delegate.poiRefreshes
        await car.advance(by: .seconds(5))
        store.markComplete(2, sender: "phone")
        await car.advance(by: .seconds(5))
        store.markComplete(3, sender: "phone")
        await car.advance(by: .seconds(40))
        #expect(delegate.poiRefreshes == refreshes, "still within the minute")
        #expect(car.top?.sections[0].items.count == 3)
        await car.advance(by: .seconds(10))
        #expect(delegate.poiRefreshes == refreshes + 1, "one coalesced refresh")
        #expect(car.top?.sections[0].items.map(\.text) == ["Nieminen yard"], "with the latest state")
    }

    @Test func completedListRefreshesAtMostEveryTenSecondsAndDepthStaysWithinTwo() async throws {
        let (car, store, _) = try await connect()
        try await car.tap("Completed")
        #expect(car.stack.count == 2)
        #expect(car.top?.list?.emptyTitle == "No stops completed yet")
        store.markComplete(1, sender: "phone")
        #expect(car.top?.sections[0].items.map(\.text) == ["Virtanen lawn"])
        store.markComplete(2, sender: "phone")
        await car.advance(by: .seconds(9))
        #expect(car.top?.sections[0].items.count == 1)
        await car.advance(by: .seconds(1))
        #expect(car.top?.sections[0].items.count == 2)
        #expect(CPTabBarTemplate.maximumTabCount == 5)
        #expect(car.exceptions.isEmpty)
    }

    @Test func worksLockedWhileDrivingAndAfterReconnect() async throws {
        let (car, store, _) = try await connect(driving: true, locked: true)
        try await car.tap("Mäkinen garden")
        try await car.tap("Mark Complete")
        await car.disconnect()
        await car.reconnect()
        #expect(car.top?.sections[0].items.count == 3)
        #expect(RouteStore(file: store.file).stops[2].isComplete, "the itinerary file is read back")
    }
}
