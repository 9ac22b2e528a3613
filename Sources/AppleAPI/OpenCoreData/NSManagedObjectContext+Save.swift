// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSManagedObjectContext {
    /// Writes what was inserted, changed and deleted to the store (its file too). Throws, saving nothing, when a
    /// deleted object's deny relationship still holds objects, the context has no loaded store, or a value is of a type
    /// the store doesn't keep.
    public func save() throws {
        processPendingChanges()
        guard hasChanges else { return }
        guard let store = persistentStoreCoordinator?.store else {
            throw CocoaError(.coreData, userInfo: [NSLocalizedDescriptionKey: "the context has no loaded store: call loadPersistentStores first"])
        }
        for object in deleted {
            for relationship in object.entity.relationshipsByName.values where relationship.deleteRule == .denyDeleteRule {
                guard ManagedGraph.objects(object.storage[relationship.name]).allSatisfy(\.isDeleted) else {
                    throw CocoaError(
                        CocoaError.Code(rawValue: 1550),
                        userInfo: [
                            NSLocalizedDescriptionKey:
                                "\(object.entity.name ?? "object") can't be deleted: its relationship '\(relationship.name)' still holds objects (deny)"
                        ])
                }
            }
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let saving = inserted + updated
        for object in saving { object.willSave() }
        let records = try saving.map(record(of:))
        let removed = deleted.map(StoredObjectReference.init)
        try store.save(changed: records, deleted: removed)
        let (savedInserted, savedUpdated, savedDeleted) = (inserted, updated, deleted)
        for object in saving {
            object.state = NSManagedObject.State()
            object.storeIdentifier = store.identifier
            object.committed = object.storage
        }
        for object in deleted {
            registered[StoredObjectReference(object)] = nil
            object.managedObjectContext = nil
        }
        inserted = []
        updated = []
        deleted = []
        for object in saving { object.didSave() }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [NSInsertedObjectsKey: Set(savedInserted), NSUpdatedObjectsKey: Set(savedUpdated), NSDeletedObjectsKey: Set(savedDeleted)])
        persistentStoreCoordinator?.context(self, saved: records.map { StoredObjectReference(entity: $0.entity, key: $0.key) }, deleted: removed)
    }

    /// An object as the store keeps it.
    func record(of object: NSManagedObject) throws -> StoredObject {
        var values: [String: StoredAttribute] = [:]
        for (key, value) in object.storage {
            if let objects = value as? [NSManagedObject] {
                values[key] = .objects(objects.filter { !$0.isDeleted }.map(StoredObjectReference.init))
            } else if let related = value as? NSManagedObject {
                if !related.isDeleted { values[key] = .object(StoredObjectReference(related)) }
            } else if let stored = StoredAttribute(value) {
                values[key] = stored
            } else {
                throw CocoaError(
                    .coreData,
                    userInfo: [NSLocalizedDescriptionKey: "\(object.entity.name ?? "object").\(key) holds a \(type(of: value)), which the store doesn't keep"])
            }
        }
        return StoredObject(entity: object.entity.name ?? "NSManagedObject", key: object.key, position: 0, values: values)
    }

    /// Discards every change since the last save: inserted objects leave, changed and deleted ones take their saved
    /// values again.
    public func rollback() {
        for object in inserted {
            registered[StoredObjectReference(object)] = nil
            object.managedObjectContext = nil
            object.state = NSManagedObject.State()
        }
        for object in updated + deleted {
            object.state = NSManagedObject.State()
            object.storage = object.committed
        }
        inserted = []
        updated = []
        deleted = []
        pending = ([], [], [])
    }

    /// Forgets every object and change (objects fetched before are no longer the context's).
    public func reset() {
        rollback()
        for object in registered.values { object.managedObjectContext = nil }
        registered = [:]
    }

    /// Reads an object's saved values again (keeping its unsaved changes when `flag` is true).
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard let stored = persistentStoreCoordinator?.store?.object(StoredObjectReference(object)) else { return }
        let changes = object.storage.filter { !ManagedValues.same($0.value, object.committed[$0.key]) }
        fill(object, from: stored)
        if flag {
            for (key, value) in changes { object.storage[key] = value }
        } else {
            updated.removeAll { $0 === object }
            object.state.isUpdated = false
        }
    }

    /// Reads every registered object's saved values again, keeping unsaved changes.
    public func refreshAllObjects() {
        for object in registered.values { refresh(object, mergeChanges: true) }
    }

    /// Another context of the coordinator saved: objects without unsaved changes take the saved values, deleted ones
    /// leave, and the change is announced. - Note: Ours.
    func mergeSaved(_ saved: [StoredObjectReference], deleted gone: [StoredObjectReference]) {
        var refreshed: [NSManagedObject] = []
        var removed: [NSManagedObject] = []
        for reference in saved {
            guard let object = registered[reference], !object.hasChanges else { continue }
            refresh(object, mergeChanges: false)
            refreshed.append(object)
        }
        for reference in gone {
            guard let object = registered.removeValue(forKey: reference) else { continue }
            object.state.isDeleted = true
            object.managedObjectContext = nil
            removed.append(object)
        }
        // Announced even when only objects new to this context were saved, so fetched results controllers fetch again.
        NotificationCenter.default.post(
            name: .NSManagedObjectContextObjectsDidChange, object: self,
            userInfo: [NSUpdatedObjectsKey: Set(refreshed), NSDeletedObjectsKey: Set(removed), NSRefreshedObjectsKey: Set(refreshed)])
    }
}
