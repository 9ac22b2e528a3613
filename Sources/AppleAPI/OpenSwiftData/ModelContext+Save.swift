// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ModelContext {
    /// Writes what was inserted, changed and deleted to the store (and its file). New models held by the context's
    /// models' relationships are inserted first. A new model whose `@Attribute(.unique)` value another model of its
    /// class already has replaces that model (it takes its identity: an upsert, as in SwiftData). Throws, saving
    /// nothing, when a deleted model's `.deny` relationship still holds models or the configuration doesn't allow saving.
    public func save() throws {
        guard hasChanges else { return }
        guard container.configuration.allowsSave else {
            throw SwiftDataError(.modelValidationFailure, "the configuration '\(container.configuration.name)' doesn't allow saving (allowsSave is false)")
        }
        for model in deleted.values {
            for (property, models) in ModelGraph.related(model) where property.deleteRule == .deny {
                let held = models.filter { !$0.isDeleted }
                guard held.isEmpty else {
                    throw SwiftDataError(
                        .modelValidationFailure,
                        "\(type(of: model)) can't be deleted: its relationship '\(property.name)' still holds \(held.count) model(s) (delete rule .deny)")
                }
            }
        }
        var queue = Array(registered.values)
        while let model = queue.popLast() {
            for (_, models) in ModelGraph.related(model) {
                for other in models where other.modelContext == nil && !other.isDeleted {
                    insertModel(other)
                    queue.append(other)
                }
            }
        }
        try resolveUniqueValues()
        let saving = inserted + changed.subtracting(inserted).sorted()
        let records = try saving.compactMap { registered[$0] }.map(record(of:))
        let removed = deleted.keys.map { StoredReference(entity: $0.entityName, key: $0.key) }
        try container.store.save(changed: records, deleted: removed)
        for id in deleted.keys {
            registered[id]?.persistentBackingData.context = nil
            registered[id] = nil
        }
        for model in registered.values { model.persistentBackingData.storeIdentifier = container.store.identifier }
        inserted = []
        changed = []
        deleted = [:]
    }

    /// A model as the store keeps it.
    func record(of model: any PersistentModel) throws -> StoredModel {
        let backing = model.persistentBackingData
        let entity = Schema.entityName(of: type(of: model))
        var attributes: [String: StoredValue] = [:]
        var relationships: [String: [StoredReference]] = [:]
        for property in type(of: model).schemaMetadata {
            let value = backing.values[property.keypath]
            if let coding = property.coding {
                guard let value else { throw SwiftDataError(.modelValidationFailure, "\(entity).\(property.name) has no value to save") }
                attributes[property.name] = try coding.encode(value)
            } else if let shape = property.relationshipShape {
                relationships[property.name] = shape.models(value).filter { !$0.isDeleted }.map {
                    StoredReference(entity: Schema.entityName(of: type(of: $0)), key: $0.persistentBackingData.key)
                }
            }
        }
        return StoredModel(entity: entity, key: backing.key, position: 0, attributes: attributes, relationships: relationships)
    }

    /// New models whose unique attribute's value another model of their class has take that model's identity (the
    /// later of two new ones wins), so saving replaces it.
    func resolveUniqueValues() throws {
        for id in inserted {
            guard let model = registered[id] else { continue }
            let entity = id.entityName
            for property in type(of: model).schemaMetadata where property.attribute?.isUnique == true {
                guard let coding = property.coding, let raw = model.persistentBackingData.values[property.keypath] else { continue }
                let value = try coding.encode(raw)
                // An earlier new model with the value goes.
                let position = inserted.firstIndex(of: model.persistentModelID) ?? 0
                for otherID in inserted[..<position] where otherID.entityName == entity {
                    guard let other = registered[otherID], let otherRaw = other.persistentBackingData.values[property.keypath],
                        try coding.encode(otherRaw) == value
                    else { continue }
                    other.persistentBackingData.context = nil
                    registered[otherID] = nil
                    inserted.removeAll { $0 == otherID }
                }
                let existing = container.store.models(of: entity).first {
                    $0.key != model.persistentBackingData.key && $0.attributes[property.name] == value
                        && deleted[PersistentIdentifier(entityName: entity, storeIdentifier: nil, key: $0.key)] == nil
                }
                if let existing { adopt(model, key: existing.key) }
            }
        }
    }

    /// `model` takes the identity `key` of a stored model it replaces (the context's instance of that one leaves it).
    private func adopt(_ model: any PersistentModel, key: UUID) {
        let old = model.persistentModelID
        let new = PersistentIdentifier(entityName: old.entityName, storeIdentifier: container.store.identifier, key: key)
        if let replaced = registered[new] {
            replaced.persistentBackingData.context = nil
            changed.remove(new)
        }
        registered[old] = nil
        model.persistentBackingData.key = key
        registered[new] = model
        inserted = inserted.map { $0 == old ? new : $0 }
    }
}
