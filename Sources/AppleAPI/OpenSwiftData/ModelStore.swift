// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// One model as a store keeps it: its identity, its attributes' values and the identities of the models its
/// relationships hold, by property name. - Note: Ours.
struct StoredModel: Codable, Sendable {
    var entity: String
    var key: UUID
    /// The order the store first saved the model in (a fetch without sort descriptors reads models in that order).
    var position: Int
    var attributes: [String: StoredValue]
    var relationships: [String: [StoredReference]]
}

/// A stored model's reference to another: its entity and key.
struct StoredReference: Codable, Hashable, Sendable {
    var entity: String
    var key: UUID
}

/// A container's store: the saved models, in memory, and for a store on disk also in its file — a JSON document
/// (`{"format": 1, "models": [...]}`) read when the container is made and written whole, atomically, at each save.
/// Shared by the container's contexts. - Note: Ours.
final class ModelStore: Sendable {
    /// The store file, or nil for a store in memory only.
    let file: URL?
    let identifier: String
    private let models: Mutex<[StoredReference: StoredModel]>

    private struct Document: Codable {
        var format: Int
        var models: [StoredModel]
    }

    init(configuration: ModelConfiguration) throws {
        identifier = configuration.url.lastPathComponent
        guard !configuration.isStoredInMemoryOnly else {
            file = nil
            models = Mutex([:])
            return
        }
        file = configuration.url
        var found: [StoredReference: StoredModel] = [:]
        if FileManager.default.fileExists(atPath: configuration.url.path) {
            do {
                let document = try JSONDecoder().decode(Document.self, from: try Data(contentsOf: configuration.url))
                guard document.format == 1 else {
                    throw SwiftDataError(
                        .loadIssueModelContainer, "\(configuration.url.path): store format \(document.format) is not one this version reads (1)")
                }
                for model in document.models { found[StoredReference(entity: model.entity, key: model.key)] = model }
            } catch let error as SwiftDataError {
                throw error
            } catch {
                throw SwiftDataError(.loadIssueModelContainer, "\(configuration.url.path): the store can't be read: \(error)")
            }
        }
        models = Mutex(found)
    }

    /// The saved models of an entity, in the order they were first saved.
    func models(of entity: String) -> [StoredModel] {
        models.withLock { $0.values.filter { $0.entity == entity } }.sorted { $0.position < $1.position }
    }

    /// The entities the store has models of.
    var entityNames: Set<String> { models.withLock { Set($0.values.map(\.entity)) } }

    func model(_ reference: StoredReference) -> StoredModel? { models.withLock { $0[reference] } }

    /// Saves `changed` and removes `deleted`, then writes the file (all or nothing: the models in memory change only
    /// once the file is written).
    func save(changed: [StoredModel], deleted: [StoredReference]) throws {
        try models.withLock { models in
            var next = models
            for reference in deleted { next[reference] = nil }
            var last = next.values.map(\.position).max() ?? 0
            for var model in changed {
                let reference = StoredReference(entity: model.entity, key: model.key)
                if let saved = next[reference] {
                    model.position = saved.position
                } else {
                    last += 1
                    model.position = last
                }
                next[reference] = model
            }
            try write(next)
            models = next
        }
    }

    /// Removes every model (`ModelContainer.deleteAllData()`).
    func removeAll() throws {
        try models.withLock { models in
            try write([:])
            models = [:]
        }
    }

    private func write(_ models: [StoredReference: StoredModel]) throws {
        guard let file else { return }
        let sorted = models.values.sorted { ($0.entity, $0.position) < ($1.entity, $1.position) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Document(format: 1, models: sorted))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}
