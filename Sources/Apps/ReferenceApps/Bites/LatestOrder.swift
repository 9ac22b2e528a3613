// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The latest order, as Bites keeps it in its app group for its widget extension (a file both targets build on iOS):
/// the app writes it when an order is placed, the widget reads it when its timeline loads.
public struct LatestOrder: Codable, Equatable, Sendable {
    public var restaurant: String
    public var minutes: Int
    public var placedAt: Date

    /// The app group Bites and its widget extension share (its entitlements' `com.apple.security.application-groups`).
    public static let appGroup = "group.org.opencarplay.bites"

    private static var file: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?.appendingPathComponent("latest-order.json")
    }

    /// The latest order in the group's container (nil: none placed on this phone yet, or unreadable).
    public static func read() -> LatestOrder? {
        guard let file, let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(LatestOrder.self, from: data)
    }

    /// Keeps this as the latest order in the group's container.
    public func save() throws {
        guard let file = Self.file else { throw CocoaError(.fileNoSuchFile) }
        try JSONEncoder().encode(self).write(to: file, options: .atomic)
    }
}
