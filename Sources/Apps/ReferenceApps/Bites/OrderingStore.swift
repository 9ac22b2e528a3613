// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

public struct Restaurant: Equatable, Sendable {
    public let id: String
    public let name: String
    public let latitude: Double, longitude: Double
    public let prepMinutes: Int
}

/// An order the customer placed before (and can place again from the car).
public struct SavedOrder: Equatable, Sendable {
    public let id: String
    public let restaurantID: String
    public let items: [String]
    public let total: Double
}

/// The phone-side ordering account: nearby restaurants, recent orders and favorites (the car shows 12 of each at
/// most, per the guide), and placed orders.
@MainActor
public final class OrderingStore {
    public static let shared = OrderingStore()
    public let restaurants: [Restaurant]
    public let recents: [SavedOrder]
    public let favorites: [SavedOrder]
    public private(set) var placed: [SavedOrder] = []

    public init(
        restaurants: [Restaurant] = OrderingStore.sampleRestaurants, recents: [SavedOrder] = OrderingStore.sampleRecents,
        favorites: [SavedOrder] = OrderingStore.sampleFavorites
    ) {
        self.restaurants = restaurants
        self.recents = recents
        self.favorites = favorites
    }

    public func restaurant(_ id: String) -> Restaurant? { restaurants.first { $0.id == id } }

    /// Places an order (the phone app pays with the saved card); returns the minutes until pick-up.
    public func place(_ order: SavedOrder) -> Int {
        placed.append(order)
        let minutes = restaurant(order.restaurantID)?.prepMinutes ?? 15
        // The widget extension reads it from the app group.
        try? LatestOrder(restaurant: restaurant(order.restaurantID)?.name ?? order.restaurantID, minutes: minutes, placedAt: Date()).save()
        return minutes
    }

    public static let sampleRestaurants = [
        Restaurant(id: "kamppi", name: "Bites Kamppi", latitude: 60.1690, longitude: 24.9320, prepMinutes: 12),
        Restaurant(id: "toolo", name: "Bites Töölö", latitude: 60.1790, longitude: 24.9240, prepMinutes: 8),
        Restaurant(id: "pasila", name: "Bites Pasila", latitude: 60.1990, longitude: 24.9330, prepMinutes: 15)
    ]
    public static let sampleRecents: [SavedOrder] = (1...15).map { i in
        SavedOrder(
            id: "r\(i)", restaurantID: ["kamppi", "toolo", "pasila"][i % 3], items: i % 2 == 0 ? ["Latte", "Bagel"] : ["Burger", "Fries"],
            total: i % 2 == 0 ? 8.90 : 12.40)
    }
    public static let sampleFavorites: [SavedOrder] = [
        SavedOrder(id: "f1", restaurantID: "kamppi", items: ["Flat white"], total: 4.20),
        SavedOrder(id: "f2", restaurantID: "toolo", items: ["Veggie wrap", "Juice"], total: 10.50)
    ]
}
