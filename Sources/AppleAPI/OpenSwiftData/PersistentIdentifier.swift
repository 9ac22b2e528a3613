// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The identity of a model in its store: its entity (the model class's name) and a key the store gave it when it was
/// first inserted, the same across launches.
public struct PersistentIdentifier: Hashable, Codable, Comparable, Sendable {
    /// The model's entity: the name of its class.
    public let entityName: String
    /// The store the model is kept in (its file's name, or nil for a model not yet inserted in a context).
    public let storeIdentifier: String?
    /// The model's key in the store. - Note: Ours.
    let key: UUID

    init(entityName: String, storeIdentifier: String?, key: UUID) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.key = key
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.key.uuidString) < (rhs.entityName, rhs.key.uuidString)
    }

    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        lhs.entityName == rhs.entityName && lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entityName)
        hasher.combine(key)
    }
}
