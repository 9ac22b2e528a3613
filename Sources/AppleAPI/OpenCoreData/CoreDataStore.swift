// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// A persistent store: the saved objects in memory and, for a store on disk, in its file — a JSON document
/// (`{"format": 1, "objects": [...]}`) read when the store is loaded and written whole, atomically, at each save (not
/// SQLite, whatever the file's name). Shared by the container's contexts. - Note: Ours.
final class CoreDataStore: Sendable {
    let file: URL?
    let identifier: String
    private let objects: Mutex<[StoredObjectReference: StoredObject]>

    private struct Document: Codable {
        var format: Int
        var objects: [StoredObject]
    }

    init(file: URL?, identifier: String) throws {
        self.file = file
        self.identifier = identifier
        var found: [StoredObjectReference: StoredObject] = [:]
        if let file, FileManager.default.fileExists(atPath: file.path) {
            let document: Document
            do {
                document = try JSONDecoder().decode(Document.self, from: try Data(contentsOf: file))
            } catch {
                throw CocoaError(
                    .coreData, userInfo: [NSFilePathErrorKey: file.path, NSLocalizedDescriptionKey: "\(file.path): the store can't be read: \(error)"])
            }
            for object in document.objects { found[StoredObjectReference(entity: object.entity, key: object.key)] = object }
        }
        objects = Mutex(found)
    }

    func objects(of entity: String) -> [StoredObject] {
        objects.withLock { $0.values.filter { $0.entity == entity } }.sorted { $0.position < $1.position }
    }

    func object(_ reference: StoredObjectReference) -> StoredObject? { objects.withLock { $0[reference] } }

    /// Saves `changed` and removes `deleted`, then writes the file (the objects in memory change only once it is written).
    func save(changed: [StoredObject], deleted: [StoredObjectReference]) throws {
        try objects.withLock { objects in
            var next = objects
            for reference in deleted { next[reference] = nil }
            var last = next.values.map(\.position).max() ?? 0
            for var object in changed {
                let reference = StoredObjectReference(entity: object.entity, key: object.key)
                if let saved = next[reference] {
                    object.position = saved.position
                } else {
                    last += 1
                    object.position = last
                }
                next[reference] = object
            }
            if let file {
                let sorted = next.values.sorted { ($0.entity, $0.position) < ($1.entity, $1.position) }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                let data = try encoder.encode(Document(format: 1, objects: sorted))
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            }
            objects = next
        }
    }
}

extension CocoaError.Code {
    /// Core Data's general error (`NSCoreDataError`, 134060). - Note: Ours.
    static let coreData = CocoaError.Code(rawValue: 134060)
}
