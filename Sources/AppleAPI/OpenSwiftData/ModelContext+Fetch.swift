// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ModelContext {
    /// The models a descriptor asks for: the store's models of its class (the context's own instances, with their
    /// unsaved changes) and, unless `includePendingChanges` is false, those inserted and not yet saved — less those
    /// deleted —, filtered by its predicate, sorted by its sort descriptors (else in the order they were first saved,
    /// then inserted), from its offset, up to its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let entity = Schema.entityName(of: T.self)
        guard container.schema.types[entity] != nil else {
            throw SwiftDataError(
                .unknownSchema, "\(entity) is not in the container's schema (\(container.schema.entityNames.joined(separator: ", ")))")
        }
        var found: [T] = []
        var seen: Set<PersistentIdentifier> = []
        for stored in container.store.models(of: entity) {
            guard let model = try materialize(stored, as: T.self) as? T else { continue }
            seen.insert(model.persistentModelID)
            if !model.isDeleted { found.append(model) }
        }
        if descriptor.includePendingChanges {
            for id in inserted where !seen.contains(id) {
                if let model = registered[id] as? T { found.append(model) }
            }
        }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        found = Array(found.dropFirst(max(descriptor.fetchOffset ?? 0, 0)))
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(limit, 0))) }
        return found
    }

    /// How many models `fetch(_:)` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The identities of the models `fetch(_:)` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The context's instance of a stored model, made from the store when it has none (with the models its
    /// relationships hold, made the same way).
    func materialize(_ stored: StoredModel, as type: any PersistentModel.Type) throws -> any PersistentModel {
        let id = PersistentIdentifier(entityName: stored.entity, storeIdentifier: container.store.identifier, key: stored.key)
        if let model = registered[id] { return model }
        let backing = _ModelBacking()
        backing.key = stored.key
        backing.storeIdentifier = container.store.identifier
        backing.context = self
        let model = type.init(backingData: backing)
        registered[id] = model
        do {
            try fill(backing, of: type, from: stored)
        } catch {
            registered[id] = nil
            throw error
        }
        return model
    }

    /// Puts a stored model's values in a backing: each attribute decoded (or its default, for one the store lacks),
    /// each relationship's models made.
    func fill(_ backing: _ModelBacking, of type: any PersistentModel.Type, from stored: StoredModel) throws {
        for property in type.schemaMetadata {
            if let coding = property.coding {
                if let value = stored.attributes[property.name] {
                    do {
                        backing.values[property.keypath] = try coding.decode(value)
                    } catch {
                        throw SwiftDataError(
                            .loadIssueModelContainer, "\(container.store.file?.path ?? "the store"): \(stored.entity).\(property.name) can't be read: \(error)")
                    }
                } else if let make = property.makeDefault {
                    backing.values[property.keypath] = make()
                } else {
                    throw SwiftDataError(
                        .loadIssueModelContainer,
                        "\(container.store.file?.path ?? "the store"): \(stored.entity) has no value for '\(property.name)', which has no default (migrations are not done)"
                    )
                }
            } else if let shape = property.relationshipShape {
                let models = try (stored.relationships[property.name] ?? []).compactMap { reference -> (any PersistentModel)? in
                    guard let related = container.store.model(reference) else { return nil }
                    return try materialize(related, as: shape.destination)
                }
                guard let value = shape.make(models) else {
                    throw SwiftDataError(
                        .loadIssueModelContainer,
                        "\(container.store.file?.path ?? "the store"): \(stored.entity).\(property.name) holds no \(shape.destination)")
                }
                backing.values[property.keypath] = value
            }
        }
    }
}
