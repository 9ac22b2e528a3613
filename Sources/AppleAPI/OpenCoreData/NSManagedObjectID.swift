// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The identity of a managed object in its store: its entity and a key the store keeps across launches.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    /// The object's key in the store. - Note: Ours.
    let key: UUID
    /// The store's identifier, once the object is saved. - Note: Ours.
    let storeIdentifier: String?

    init(entity: NSEntityDescription, key: UUID, storeIdentifier: String?) {
        self.entity = entity
        self.key = key
        self.storeIdentifier = storeIdentifier
        super.init()
    }

    /// Whether the object hasn't been saved yet (its identity is temporary on iOS until then).
    open var isTemporaryID: Bool { storeIdentifier == nil }

    /// A URL naming the object: `x-coredata://<store>/<entity>/<key>`.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier ?? "temporary")/\(entity.name ?? "NSManagedObject")/\(key.uuidString)")!
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.key == key && other.entity.name == entity.name
    }

    open override var hash: Int { key.hashValue }
}
