// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// Joins a model to its store and to the contexts that read and save through it; a save in one context is announced
/// to the others (those that merge changes take them in).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    private let state = Mutex<(store: CoreDataStore?, contexts: [WeakContext])>((nil, []))

    private struct WeakContext {
        weak var context: NSManagedObjectContext?
    }

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// The loaded store (nil until the container loads it). - Note: Ours.
    var store: CoreDataStore? {
        get { state.withLock { $0.store } }
        set { state.withLock { $0.store = newValue } }
    }

    func register(_ context: NSManagedObjectContext) {
        state.withLock { state in
            state.contexts.removeAll { $0.context == nil }
            state.contexts.append(WeakContext(context: context))
        }
    }

    /// `context` saved `saved` objects and deleted `deleted` ones: the other contexts hear of it.
    func context(_ context: NSManagedObjectContext, saved: [StoredObjectReference], deleted: [StoredObjectReference]) {
        let others = state.withLock { $0.contexts.compactMap(\.context) }.filter { $0 !== context }
        for other in others where other.automaticallyMergesChangesFromParent {
            other.perform { other.mergeSaved(saved, deleted: deleted) }
        }
    }
}
