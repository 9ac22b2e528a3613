import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@testable import ReferenceApps

@Suite @MainActor
struct BitesTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, OrderingStore) {
        let store = OrderingStore()
        return (try await CarPlayTestSession(app: ReferenceApps.ordering(store: store), driving: driving, phoneLocked: locked, hosting: .testProcess), store)
    }

    @Test func nearbyRecentsAndFavoritesWithinTwelve() async throws {
        let (car, store) = try await connect()
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Nearby", "Recents", "Favorites"])
        #expect(car.top!.tabs[0].kind == .pointOfInterest)
        #expect(car.top!.tabs[0].sections[0].items.map(\.text) == ["Bites Kamppi", "Bites Töölö", "Bites Pasila"])
        try await car.tap("Recents", role: .tab)
        #expect(store.recents.count == 15)
        #expect(car.top!.tabs[1].sections[0].items.count == 12, "the guide: 12 recent orders at most")
    }

    @Test func orderFromAFavoriteAndPlaceIt() async throws {
        let (car, store) = try await connect()
        try await car.tap("Favorites", role: .tab)
        try await car.tap("Veggie wrap, Juice")
        #expect(car.stack.count == 2, "depth 2: the tab bar and the summary")
        #expect(car.top?.kind == .information)
        #expect(car.texts.contains("Ready in about 8 min"))
        try await car.tap("Place Order")
        #expect(store.placed.map(\.id) == ["f2"])
        #expect(car.top?.title == "Order Placed")
        #expect(car.texts.contains("Ready in 8 min"))
        await car.settle()
        #expect(
            car.events.contains(.note("notification not shown in CarPlay: Bites's category does not show notifications in CarPlay")),
            "order status goes to the phone; CarPlay shows notifications only for the categories the guide allows")
        try await car.tap("Done")
        #expect(car.stack.count == 1)
    }

    @Test func orderAgainFromTheMapNeverGoesDeeperThanTwo() async throws {
        let (car, _) = try await connect(driving: true, locked: true)
        try await car.tap("Bites Kamppi")
        try await car.tap("Order Flat white")
        #expect(car.stack.count == 2)
        try await car.tap("Cancel")
        #expect(car.stack.count == 1)
        #expect(car.exceptions.isEmpty)
    }
}
