// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a context's work is run: on the main queue (the container's `viewContext`) or on a queue of its own
/// (`newBackgroundContext()`).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects over a store: it keeps one instance per stored object, tracks insertions,
/// changes and deletions until `save()`, and runs its work on its queue (`perform`, `performAndWait`).
///
/// A context announces its changes (`NSManagedObjectContextObjectsDidChange`, which fetched results controllers
/// follow) at the next turn of its queue after a change, and at each save. Parent contexts (a context whose store is
/// another context) are not supported.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.register(self) }
    }
    /// Whether saves of the other contexts of its coordinator are merged in (their objects refreshed, deleted ones
    /// removed), on the context's queue.
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    open var name: String?
    open var transactionAuthor: String?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    /// What records the context's changes for undo. Mirrors
    /// [`undoManager`](https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/undomanager): nil by
    /// default, as on iOS. - Note: A manager set here is kept, but the context records no undo actions in it.
    open var undoManager: UndoManager?

    /// The context's objects by reference (deleted ones too, until saved).
    var registered: [StoredObjectReference: NSManagedObject] = [:]
    var inserted: [NSManagedObject] = []
    var updated: [NSManagedObject] = []
    var deleted: [NSManagedObject] = []
    /// Changes not yet announced (`processPendingChanges()`).
    var pending = (inserted: [NSManagedObject](), updated: [NSManagedObject](), deleted: [NSManagedObject]())
    private var announcementScheduled = false
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
    /// The model of a context without a coordinator (objects of subclasses can still be made and changed).
    private let ownModel = NSManagedObjectModel()

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        queue = ct == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        if ct == .privateQueueConcurrencyType { queue.setSpecific(key: queueKey, value: ObjectIdentifier(self)) }
    }

    /// The model of the context's coordinator. - Note: Ours.
    var model: NSManagedObjectModel { persistentStoreCoordinator?.managedObjectModel ?? ownModel }

    open var hasChanges: Bool { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

    // MARK: The context's queue

    private struct Work: @unchecked Sendable {
        let run: () -> Void
    }

    private var isOnQueue: Bool {
        concurrencyType == .mainQueueConcurrencyType ? Thread.isMainThread : DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
    }

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        let work = Work(run: block)
        queue.async { work.run() }
    }

    /// Runs `block` on the context's queue and waits for it (at once when already on it).
    open func performAndWait(_ block: () -> Void) {
        if isOnQueue { return block() }
        withoutActuallyEscaping(block) { block in
            let work = Work(run: block)
            queue.sync { work.run() }
        }
    }

    /// When `perform(schedule:_:)` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// At once when already on the context's queue, else queued.
        case immediate
        /// Queued, after the work queued before it.
        case enqueued
    }

    /// Runs `block` on the context's queue and returns its result.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async throws -> T {
        if schedule == .immediate, isOnQueue { return try block() }
        let box = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedResult<Result<T, any Error>>, Never>) in
            let work = Work { continuation.resume(returning: UncheckedResult(value: Result { try block() })) }
            queue.async { work.run() }
        }
        return try box.value.get()
    }

    /// Runs `block` on the context's queue and returns its result.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () -> T) async -> T {
        if schedule == .immediate, isOnQueue { return block() }
        let box = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedResult<T>, Never>) in
            let work = Work { continuation.resume(returning: UncheckedResult(value: block())) }
            queue.async { work.run() }
        }
        return box.value
    }

    private struct UncheckedResult<T>: @unchecked Sendable {
        let value: T
    }

    // MARK: Inserting and deleting

    /// Adds a new object to the context (and the new objects its relationships hold); the next save stores it.
    open func insert(_ object: NSManagedObject) {
        if object.managedObjectContext === self { return }
        precondition(object.managedObjectContext == nil, "An NSManagedObject may only be in (or observed by) a single NSManagedObjectContext.")
        object.managedObjectContext = self
        object.state.isInserted = true
        registered[StoredObjectReference(object)] = object
        inserted.append(object)
        pending.inserted.append(object)
        object.awakeFromInsert()
        for relationship in object.entity.relationshipsByName.values {
            for other in ManagedGraph.objects(object.storage[relationship.name]) where other.managedObjectContext == nil { insert(other) }
        }
        scheduleAnnouncement()
    }

    /// Deletes an object: it leaves fetches now, its relationships' delete rules apply, the next save removes it.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.isDeleted else { return }
        object.prepareForDeletion()
        object.state.isDeleted = true
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            registered[StoredObjectReference(object)] = nil
        } else {
            deleted.append(object)
            updated.removeAll { $0 === object }
        }
        pending.deleted.append(object)
        let (cascaded, _) = ManagedGraph.detach(object)
        for other in cascaded { delete(other) }
        scheduleAnnouncement()
    }

    /// An object of the context changed.
    func noteChanged(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.isInserted, !object.isDeleted else { return }
        if !updated.contains(where: { $0 === object }) {
            updated.append(object)
            object.state.isUpdated = true
        }
        if !pending.updated.contains(where: { $0 === object }) { pending.updated.append(object) }
        scheduleAnnouncement()
    }

    private func scheduleAnnouncement() {
        guard !announcementScheduled else { return }
        announcementScheduled = true
        perform { [weak self] in self?.processPendingChanges() }
    }

    /// Announces the changes since the last announcement (`NSManagedObjectContextObjectsDidChange`, with the inserted,
    /// updated and deleted objects).
    open func processPendingChanges() {
        announcementScheduled = false
        let changes = pending
        pending = ([], [], [])
        guard !changes.inserted.isEmpty || !changes.updated.isEmpty || !changes.deleted.isEmpty else { return }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextObjectsDidChange, object: self,
            userInfo: [
                NSInsertedObjectsKey: Set(changes.inserted), NSUpdatedObjectsKey: Set(changes.updated), NSDeletedObjectsKey: Set(changes.deleted)
            ])
    }
}

extension Notification.Name {
    /// A context's objects changed (posted at the next turn of its queue after changes, and at a save).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// A context saved.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// A context is about to save.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
