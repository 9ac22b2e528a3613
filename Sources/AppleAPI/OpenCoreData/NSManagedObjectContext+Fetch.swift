// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSManagedObjectContext {
    /// The objects a request asks for: the store's objects of its entity (the context's own instances, with their
    /// unsaved changes) and, unless `includesPendingChanges` is false, those inserted and not yet saved — less the
    /// deleted —, filtered by its predicate, sorted by its sort descriptors (else in the order they were first saved,
    /// then inserted), from its offset, up to its limit. Results of type managed object, object ID and count.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try fetchObjects(request)
        switch request.resultType {
        case .managedObjectIDResultType: return objects.compactMap { $0.objectID as? T }
        case .countResultType: return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        case .dictionaryResultType:
            return objects.compactMap { object in
                let keys = request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
                let values = object.storage.filter { keys?.contains($0.key) ?? true }.compactMapValues { $0 as? NSManagedObject == nil ? $0 : nil }
                return NSDictionary(dictionary: values) as? T
            }
        default: return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects `fetch(_:)` would return for the request.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetchObjects(request).count }

    func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        let typed = T.self as? NSManagedObject.Type
        let name = request.entityName ?? request.entity?.name ?? typed.map { String(describing: $0) }
        guard let name, name != "NSManagedObject" else {
            throw CocoaError(.coreData, userInfo: [NSLocalizedDescriptionKey: "the fetch request names no entity (set entityName)"])
        }
        let entity: NSEntityDescription
        if let typed, typed != NSManagedObject.self {
            entity = model.entity(for: typed)
        } else if let known = model.entitiesByName[name] {
            entity = known
        } else {
            throw CocoaError(
                .coreData,
                userInfo: [NSLocalizedDescriptionKey: "no entity named '\(name)' in the model (\(model.entitiesByName.keys.sorted().joined(separator: ", ")))"])
        }
        var found: [NSManagedObject] = []
        var seen: Set<StoredObjectReference> = []
        // The entity's objects and, unless the request excludes them, its subentities' (a fetch of `LibraryItem` finds
        // its `Book`s), each as its own entity.
        let names = request.includesSubentities ? [name] + entity.subentities.flatMap(\.namesWithSubentities) : [name]
        for stored in names.flatMap({ persistentStoreCoordinator?.store?.objects(of: $0) ?? [] }) {
            let object = materialize(stored, entity: stored.entity == name ? entity : model.entitiesByName[stored.entity] ?? entity)
            seen.insert(StoredObjectReference(object))
            if !object.isDeleted { found.append(object) }
        }
        if request.includesPendingChanges {
            found += inserted.filter { names.contains($0.entity.name ?? "") && !seen.contains(StoredObjectReference($0)) }
        }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        if let sorts = request.sortDescriptors, !sorts.isEmpty {
            found.sort { a, b in
                for sort in sorts {
                    switch sort.compare(a, to: b) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        found = Array(found.dropFirst(max(request.fetchOffset, 0)))
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found
    }

    /// The context's instance of a stored object, made from the store when it has none (with the objects its
    /// relationships hold).
    func materialize(_ stored: StoredObject, entity: NSEntityDescription) -> NSManagedObject {
        let reference = StoredObjectReference(entity: stored.entity, key: stored.key)
        if let object = registered[reference] { return object }
        let type = model.objectClass(of: entity) ?? NSManagedObject.self
        let object = type.init(entity: entity, insertInto: nil)
        object.key = stored.key
        object.storeIdentifier = persistentStoreCoordinator?.store?.identifier
        object.managedObjectContext = self
        registered[reference] = object
        fill(object, from: stored)
        object.awakeFromFetch()
        return object
    }

    /// Puts a stored object's values in `object` (related objects made as needed).
    func fill(_ object: NSManagedObject, from stored: StoredObject) {
        var storage: [String: Any] = [:]
        for (key, value) in stored.values {
            switch value {
            case .object(let reference): storage[key] = related(reference)
            case .objects(let references): storage[key] = references.compactMap(related)
            default: storage[key] = value.attributeValue
            }
        }
        object.storage = storage
        object.committed = storage
    }

    private func related(_ reference: StoredObjectReference) -> NSManagedObject? {
        if let object = registered[reference] { return object }
        guard let stored = persistentStoreCoordinator?.store?.object(reference) else { return nil }
        let entity =
            model.entitiesByName[reference.entity] ?? model.entity(for: NSManagedObject.self, described: NSEntityDescription(name: reference.entity))
        return materialize(stored, entity: entity)
    }

    /// The object with an ID: the context's instance, else one read from the store (an object the store lacks stops
    /// the app, as accessing such a fault does on iOS).
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = try? existingObject(with: objectID) else {
            fatalError("CoreData could not fulfill a fault for '\(objectID.uriRepresentation())'")
        }
        return object
    }

    /// The object with an ID, if the context or its store has it.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        let reference = StoredObjectReference(entity: objectID.entity.name ?? "", key: objectID.key)
        if let object = registered[reference] { return object }
        guard let stored = persistentStoreCoordinator?.store?.object(reference) else {
            throw CocoaError(.coreData, userInfo: [NSLocalizedDescriptionKey: "no object for \(objectID.uriRepresentation())"])
        }
        return materialize(stored, entity: model.entitiesByName[reference.entity] ?? objectID.entity)
    }

    /// The context's instance of an object, if it has one.
    public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        registered[StoredObjectReference(entity: objectID.entity.name ?? "", key: objectID.key)]
    }
}

extension NSEntityDescription {
    /// An entity known by name only (a store's object of an entity the model doesn't describe). - Note: Ours.
    convenience init(name: String) {
        self.init()
        self.name = name
    }
}
