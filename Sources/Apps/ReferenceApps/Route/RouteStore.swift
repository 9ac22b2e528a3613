// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// A stop on today's route.
public struct RouteStop: Codable, Equatable, Sendable {
    public var id: Int
    public var customer: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    public var isComplete = false
}

/// The phone-side itinerary: today's stops, kept in a JSON file and announced through NotificationCenter, so the
/// phone UI and the car stay in sync both ways (the seed's design).
///
/// A file rather than SQLite: one small document read and written whole, no queries; an atomic write keeps it
/// consistent, and it is readable while the phone is locked (it is not written with complete file protection).
@MainActor
public final class RouteStore {
    public nonisolated static let didChange = Notification.Name("RouteStoreDidChange")
    /// The notification's `userInfo["sender"]`: who changed the route ("phone" or "carplay").
    public nonisolated static let senderKey = "sender"

    public let file: URL
    public private(set) var stops: [RouteStop]

    public init(file: URL, initial: [RouteStop] = RouteStore.sample) {
        self.file = file
        if let data = try? Data(contentsOf: file), let saved = try? JSONDecoder().decode([RouteStop].self, from: data) {
            stops = saved
        } else {
            stops = initial
        }
    }

    public static var defaultFile: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-route.json")
    }

    /// Replaces the stops (from the scheduling service, or the phone UI), saves and announces.
    public func update(_ newStops: [RouteStop], sender: String) {
        stops = newStops
        save()
        NotificationCenter.default.post(name: Self.didChange, object: self, userInfo: [Self.senderKey: sender])
    }

    public func markComplete(_ id: Int, sender: String) {
        var copy = stops
        guard let i = copy.firstIndex(where: { $0.id == id }) else { return }
        copy[i].isComplete = true
        update(copy, sender: sender)
    }

    func save() {
        do {
            let data = try JSONEncoder().encode(stops)
            try data.write(to: file, options: .atomic)
        } catch {
            print("Route: could not save the itinerary to \(file.path): \(error)")
        }
    }

    public static let sample: [RouteStop] = [
        RouteStop(id: 1, customer: "Virtanen lawn", address: "Mannerheimintie 12", latitude: 60.1699, longitude: 24.9384),
        RouteStop(id: 2, customer: "Korhonen hedges", address: "Runeberginkatu 5", latitude: 60.1733, longitude: 24.9271),
        RouteStop(id: 3, customer: "Mäkinen garden", address: "Fredrikinkatu 40", latitude: 60.1652, longitude: 24.9346),
        RouteStop(id: 4, customer: "Nieminen yard", address: "Tehtaankatu 22", latitude: 60.1581, longitude: 24.9457)
    ]
}
