// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where an app inserts, changes, fetches and deletes models, and saves them to its container's store.
///
/// A context keeps one instance per stored model (a fetch returns the instances it already has, with their unsaved
/// changes), tracks what was inserted, changed and deleted until `save()`, and can `rollback()` to the store. The
/// container's `mainContext` saves on its own (`autosaveEnabled`): at the next turn of the main queue after a change.
public class ModelContext {
    public let container: ModelContainer
    /// Whether the context saves by itself after changes (at the next turn of the main queue). The container's main
    /// context does; a context made with `init(_:)` doesn't until told to.
    public var autosaveEnabled = false {
        didSet { if autosaveEnabled { scheduleAutosave() } }
    }
    /// The instances the context has, by identity (the deleted ones too, until saved).
    var registered: [PersistentIdentifier: any PersistentModel] = [:]
    /// Inserted and not yet saved, in order.
    var inserted: [PersistentIdentifier] = []
    /// Saved models changed since.
    var changed: Set<PersistentIdentifier> = []
    /// Saved models deleted since.
    var deleted: [PersistentIdentifier: any PersistentModel] = [:]
    private var autosaveScheduled = false

    public init(_ container: ModelContainer) { self.container = container }

    /// Whether anything was inserted, changed or deleted since the last save.
    public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

    public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }
    public var changedModelsArray: [any PersistentModel] { changed.sorted().compactMap { registered[$0] } }
    public var deletedModelsArray: [any PersistentModel] { deleted.keys.sorted().compactMap { deleted[$0] } }

    /// Adds a new model (and the new models its relationships hold) to the context; the next save stores it. A model
    /// already in the context is left as it is; one in another context can't be inserted (as in SwiftData).
    public func insert<T: PersistentModel>(_ model: T) { insertModel(model) }

    func insertModel(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        if backing.context === self { return }
        precondition(
            backing.context == nil, "\(type(of: model)) \(model.persistentModelID.key) is in another model context: insert it in one context only")
        backing.context = self
        registered[model.persistentModelID] = model
        inserted.append(model.persistentModelID)
        for (_, models) in ModelGraph.related(model) {
            for other in models where other.modelContext == nil { insertModel(other) }
        }
        scheduleAutosave()
    }

    /// Deletes a model: it leaves fetches now, its relationships' delete rules apply (cascade deletes the models it
    /// holds, nullify takes it out of their inverse), and the next save removes it from the store.
    public func delete<T: PersistentModel>(_ model: T) { deleteModel(model) }

    /// Deletes the models of a class that match `predicate` (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(found) }
    }

    func deleteModel(_ model: any PersistentModel) {
        let backing = model.persistentBackingData
        guard backing.context === self, !backing.isDeleted else { return }
        let id = model.persistentModelID
        backing.isDeleted = true
        if let index = inserted.firstIndex(of: id) {
            inserted.remove(at: index)
            registered[id] = nil
        } else {
            deleted[id] = model
            changed.remove(id)
        }
        for cascaded in ModelGraph.detach(model) { deleteModel(cascaded) }
        if inserted.contains(id) == false, deleted[id] == nil { backing.context = nil }
        scheduleAutosave()
    }

    /// Discards every change since the last save: inserted models leave the context, changed and deleted ones take
    /// their stored values again.
    public func rollback() {
        for id in inserted {
            registered[id]?.persistentBackingData.context = nil
            registered[id] = nil
        }
        for id in changed.union(deleted.keys) {
            guard let model = registered[id] else { continue }
            model.persistentBackingData.isDeleted = false
            if let stored = container.store.model(StoredReference(entity: id.entityName, key: id.key)) {
                try? fill(model.persistentBackingData, of: type(of: model), from: stored)
            }
        }
        inserted = []
        changed = []
        deleted = [:]
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The model with an identity: the context's instance, else one read from the store. Stops the app with a message
    /// naming the identity when there is no such model (SwiftData hands back a model that faults later).
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let model = registered[persistentModelID] { return model }
        guard let type = container.schema.types[persistentModelID.entityName],
            let stored = container.store.model(StoredReference(entity: persistentModelID.entityName, key: persistentModelID.key)),
            let model = try? materialize(stored, as: type)
        else { fatalError("no \(persistentModelID.entityName) with identity \(persistentModelID.key) in the context or its store") }
        return model
    }

    /// The context's instance of a model, if it has one.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        registered[persistentModelID] as? T
    }

    /// A model of the context changed (its setter, or the other side of a relationship).
    func noteChanged(_ model: any PersistentModel) {
        let id = model.persistentModelID
        guard registered[id] != nil, !inserted.contains(id), deleted[id] == nil else { return }
        changed.insert(id)
        scheduleAutosave()
    }

    func hasChanges(_ id: PersistentIdentifier) -> Bool { inserted.contains(id) || changed.contains(id) || deleted[id] != nil }

    private struct WeakContext: @unchecked Sendable {
        weak var context: ModelContext?
    }

    private func scheduleAutosave() {
        guard autosaveEnabled, !autosaveScheduled, hasChanges else { return }
        autosaveScheduled = true
        let weak = WeakContext(context: self)
        DispatchQueue.main.async { weak.context?.autosave() }
    }

    private func autosave() {
        autosaveScheduled = false
        guard autosaveEnabled, hasChanges else { return }
        do { try save() } catch { FileHandle.standardError.write(Data("SwiftData: the autosave failed: \(error)\n".utf8)) }
    }
}
