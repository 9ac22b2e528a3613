// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What happened to an object in a fetched results controller's results.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// A section of a fetched results controller's results: the objects with one value of its section key path.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// Hears of changes in a fetched results controller's results. Every method has a default that does nothing.
///
/// - Note: The controller a delegate is given is the untyped face of the app's controller (`NSFetchedResultsController<
///   NSFetchRequestResult>`, sharing its results): compare `controller.fetchRequest` or read its objects, not `===`.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
}

/// The results of a fetch request kept up to date: after `performFetch()`, each change its context announces
/// (insertions, updates, deletions, saves merged from other contexts) fetches again and tells the delegate what was
/// inserted, deleted, moved and updated, section by section. `cacheName` is kept; nothing is cached.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    /// The results, shared with the untyped face the delegate is given.
    let results: FetchedResults
    private var observer: (any NSObjectProtocol)?

    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?,
        cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        results = FetchedResults(sectionNameKeyPath: sectionNameKeyPath)
        super.init()
    }

    /// The untyped face: the same results and request. - Note: Ours.
    private init(face results: FetchedResults, request: NSFetchRequest<ResultType>, context: NSManagedObjectContext) {
        fetchRequest = request
        managedObjectContext = context
        sectionNameKeyPath = results.sectionNameKeyPath
        cacheName = nil
        self.results = results
        super.init()
    }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    /// Fetches the results, and from now on follows the context's changes.
    open func performFetch() throws {
        results.objects = try managedObjectContext.fetchObjects(fetchRequest)
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext, queue: nil) {
            [weak self] notification in
            let updated = (notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [])
                .union(notification.userInfo?[NSRefreshedObjectsKey] as? Set<NSManagedObject> ?? [])
            self?.contextChanged(updated: updated)
        }
    }

    open var fetchedObjects: [ResultType]? { results.fetched ? results.objects.compactMap { $0 as? ResultType } : nil }

    open var sections: [any NSFetchedResultsSectionInfo]? { results.fetched ? results.sections : nil }

    open var sectionIndexTitles: [String] { results.sections.compactMap(\.indexTitle) }

    open func object(at indexPath: IndexPath) -> ResultType {
        guard let object = results.object(at: indexPath) as? ResultType else {
            fatalError("no object at index \(indexPath.count > 1 ? indexPath[1] : -1) in section at index \(indexPath.first ?? -1)")
        }
        return object
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        (object as? NSManagedObject).flatMap(results.indexPath(of:))
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int { sectionIndex }

    /// The context announced changes: fetch again, and tell the delegate what changed.
    private func contextChanged(updated: Set<NSManagedObject>) {
        let before = results.snapshot()
        guard let objects = try? managedObjectContext.fetchObjects(fetchRequest) else { return }
        results.objects = objects
        let after = results.snapshot()
        let changes = FetchedResults.changes(from: before, to: after, updated: updated)
        guard let delegate, !changes.isEmpty else { return }
        let face = NSFetchedResultsController<any NSFetchRequestResult>(
            face: results, request: erasedRequest(), context: managedObjectContext)
        delegate.controllerWillChangeContent(face)
        for change in changes {
            switch change {
            case .section(let info, let index, let type): delegate.controller(face, didChange: info, atSectionIndex: index, for: type)
            case .object(let object, let from, let to, let type): delegate.controller(face, didChange: object, at: from, for: type, newIndexPath: to)
            }
        }
        delegate.controllerDidChangeContent(face)
    }

    private func erasedRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        let request = NSFetchRequest<any NSFetchRequestResult>()
        request.entityName = fetchRequest.entityName ?? (ResultType.self as? NSManagedObject.Type).map { String(describing: $0) }
        request.entity = fetchRequest.entity
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        request.fetchLimit = fetchRequest.fetchLimit
        request.fetchOffset = fetchRequest.fetchOffset
        return request
    }
}
