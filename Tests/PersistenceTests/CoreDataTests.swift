// SPDX-License-Identifier: Apache-2.0

import AppleImportsFixture
import CarPlayShim
import Foundation
import OpenCoreData
import Testing

/// Core Data as an app uses it, through classes written as Xcode generates them (`@NSManaged` properties and to-many
/// accessors, Tests/AppleImportsOriginals/MeshNode+CoreData.swift, rewritten by the AppleImports plugin): the model read
/// from its `.xcdatamodeld`, fetch requests with predicates and sort descriptors, relationships and their inverses,
/// a fetched results controller telling its delegate, and the store read back by a new container.
@MainActor
struct CoreDataTests {
    static let modelURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Mesh.xcdatamodeld")

    /// A model version found among a bundle's resources, as apps pick one to migrate from (on Linux Foundation lists a
    /// bundle's resources as `NSURL`).
    @Test func aModelIsReadFromAResourceURL() {
        #if !canImport(Darwin)
            let resources: [NSURL] = [NSURL(fileURLWithPath: Self.modelURL.path)]
        #else
            let resources: [URL] = [Self.modelURL]
        #endif
        let model = resources.first.flatMap(NSManagedObjectModel.init)
        #expect(model?.entitiesByName.isEmpty == false)
    }

    func makeContainer(inMemory: Bool = true, url: URL? = nil) throws -> NSPersistentContainer {
        let model = try #require(NSManagedObjectModel(contentsOf: Self.modelURL))
        let container = NSPersistentContainer(name: "Mesh", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        } else if let url {
            container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        }
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    func addNode(_ num: Int64, _ name: String?, favorite: Bool = false, in context: NSManagedObjectContext) -> MeshNode {
        let node = MeshNode(context: context)
        node.num = num
        node.longName = name
        node.favorite = favorite
        return node
    }

    @Test func theModelFileGivesEntitiesRelationshipsAndDefaults() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: Self.modelURL))
        let node = try #require(model.entitiesByName["MeshNode"])
        #expect(node.attributesByName["num"]?.attributeType == .integer64AttributeType)
        let messages = try #require(node.relationshipsByName["messages"])
        #expect(messages.isToMany && messages.deleteRule == .cascadeDeleteRule)
        #expect(messages.inverseRelationship?.name == "from" && messages.destinationEntity?.name == "MeshMessage")
        let context = try makeContainer().viewContext
        #expect(MeshNode(context: context).snr == -20, "an attribute not yet set reads the model's default")
    }

    /// Generated code makes an object by its entity's name and casts it to the entity's class, as apps' `create(in:)`
    /// helpers do; the class is the one the model names.
    @Test func anObjectInsertedByEntityNameIsOfTheModelsClass() throws {
        let context = try makeContainer().viewContext
        _ = try context.fetch(MeshNode.fetchRequest())
        let message = NSEntityDescription.insertNewObject(forEntityName: "MeshMessage", into: context)
        #expect(message is MeshMessage)
        let node = NSEntityDescription.insertNewObject(forEntityName: "MeshNode", into: context) as? MeshNode
        node?.longName = "Delta"
        try context.save()
        #expect(try context.fetch(MeshNode.fetchRequest()).map(\.longName) == ["Delta"])
    }

    @Test func aFetchRequestFiltersAndSorts() throws {
        let context = try makeContainer().viewContext
        _ = addNode(3, "Charlie", favorite: true, in: context)
        _ = addNode(1, "alpha", in: context)
        _ = addNode(2, "Bravo", favorite: true, in: context)
        _ = addNode(4, nil, in: context)
        try context.save()

        let request: NSFetchRequest<MeshNode> = MeshNode.fetchRequest()
        request.predicate = NSPredicate(format: "favorite == YES AND num > %d", 1)
        request.sortDescriptors = [NSSortDescriptor(key: "num", ascending: false)]
        #expect(try context.fetch(request).map(\.longName) == ["Charlie", "Bravo"])

        let named = NSFetchRequest<MeshNode>(entityName: "MeshNode")
        named.predicate = NSPredicate(format: "%K BEGINSWITH[c] %@", "longName", "a")
        #expect(try context.fetch(named).map(\.num) == [1])
        named.predicate = NSCompoundPredicate(orPredicateWithSubpredicates: [
            NSPredicate(format: "longName == nil"), NSPredicate(format: "num IN %@", [1, 3])
        ])
        named.sortDescriptors = [NSSortDescriptor(keyPath: \MeshNode.num, ascending: true)]
        named.fetchLimit = 2
        #expect(try context.fetch(named).map(\.num) == [1, 3])
        #expect(try context.count(for: MeshNode.fetchRequest()) == 4)
    }

    @Test func aRelationshipKeepsItsInverseAndCascades() throws {
        let context = try makeContainer().viewContext
        let node = addNode(7, "Relay", in: context)
        let message = MeshMessage(context: context)
        message.text = "ping"
        message.from = node
        #expect((node.messages?.allObjects as? [MeshMessage])?.map(\.text) == ["ping"], "the inverse follows")
        let reply = MeshMessage(context: context)
        reply.text = "pong"
        node.addToMessages(reply)
        #expect(reply.from === node)
        try context.save()
        let any = NSFetchRequest<MeshNode>(entityName: "MeshNode")
        any.predicate = NSPredicate(format: "ANY messages.text == %@", "pong")
        #expect(try context.fetch(any).first === node)
        context.delete(node)
        try context.save()
        #expect(try context.count(for: MeshMessage.fetchRequest()) == 0, "the delete rule cascades")
    }

    @Test func aFetchedResultsControllerReportsChanges() async throws {
        let container = try makeContainer()
        let context = container.viewContext
        _ = addNode(1, "Base", in: context)
        try context.save()
        let request: NSFetchRequest<MeshNode> = MeshNode.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "num", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let delegate = ChangeRecorder()
        controller.delegate = delegate
        try controller.performFetch()
        #expect(controller.fetchedObjects?.map(\.longName) == ["Base"])
        #expect(controller.sections?.first?.numberOfObjects == 1)

        let added = addNode(2, "Mobile", in: context)
        try context.save()
        #expect(delegate.changes == ["insert [0, 1]"] && delegate.didChangeContent == 1)
        #expect(controller.object(at: IndexPath(indexes: [0, 1])) === added)

        // A save in a background context reaches the view context that merges changes.
        context.automaticallyMergesChangesFromParent = true
        let id = added.objectID
        try await container.performBackgroundTask { background in
            let node = background.object(with: id) as? MeshNode
            node?.longName = "Mobile 2"
            try background.save()
        }
        for _ in 0..<50 where delegate.didChangeContent < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(added.longName == "Mobile 2")
        #expect(delegate.changes.last == "update [0, 1]", "\(delegate.changes)")
    }

    /// Classes Xcode generates from the model (Codegen "Class Definition"), written by the plugin from
    /// Tests/AppleImportsOriginals/Logbook.xcdatamodeld: an ordered to-many relationship and its inverse.
    @Test func classesGeneratedFromTheModelKeepAnOrderedRelationship() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppleImportsOriginals/Logbook.xcdatamodeld")
        let container = NSPersistentContainer(name: "Logbook", managedObjectModel: try #require(NSManagedObjectModel(contentsOf: url)))
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        let drive = Drive(context: context)
        drive.title = "Commute"
        for (i, name) in ["Home", "Kindergarten", "Office"].enumerated() {
            let stop = Stop(context: context)
            stop.name = name
            stop.minutes = Int32(i * 10)
            drive.addToStops(stop)
        }
        let moved = try #require(drive.stops?.array.last as? Stop)
        drive.removeFromStops(moved)
        drive.insertIntoStops(moved, at: 0)
        #expect(drive.stops?.array.compactMap { ($0 as? Stop)?.name } == ["Office", "Home", "Kindergarten"])
        #expect(moved.drive === drive)
        try context.save()
        let request: NSFetchRequest<Stop> = Stop.fetchRequest()
        request.predicate = NSPredicate(format: "drive.title == %@ AND minutes >= 10", "Commute")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["Kindergarten", "Office"])
    }

    /// A library item's kind kept as an enum over an `Integer 16` attribute, as apps write `@NSManaged var type:
    /// ItemType` with an `@objc enum ItemType: Int16`: saved as its raw value and read back as the case.
    @Test func anEnumPropertyIsKeptAsItsRawValue() throws {
        let kind = NSAttributeDescription()
        kind.name = "kind"
        kind.attributeType = .integer16AttributeType
        let entity = NSEntityDescription()
        entity.name = "ShelfItem"
        entity.managedObjectClassName = "ShelfItem"
        entity.properties = [kind]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-enum-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        func open() throws -> NSManagedObjectContext {
            let container = NSPersistentContainer(name: "Shelf", managedObjectModel: model)
            container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
            var failure: (any Error)?
            container.loadPersistentStores { _, error in failure = error }
            if let failure { throw failure }
            return container.viewContext
        }
        let context = try open()
        let item = ShelfItem(context: context)
        #expect(item.kind == .folder, "no value yet: the raw value 0")
        item.kind = .book
        try context.save()
        #expect(try open().fetch(ShelfItem.fetchRequest()).map(\.kind) == [.book])
    }

    /// A library whose books and folders are both library items (`parentEntity` in the model): a fetch of the items
    /// finds both kinds, each with the attributes it inherits, unless it excludes subentities.
    @Test func aFetchOfAnEntityFindsItsSubentitiesObjects() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString).xcdatamodeld")
        let version = folder.appendingPathComponent("Library.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="LibraryItem" representedClassName="LibraryItem" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="orderRank" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            <entity name="Book" representedClassName="Book" parentEntity="LibraryItem" syncable="YES">
                <attribute name="duration" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            <entity name="Folder" representedClassName="Folder" parentEntity="LibraryItem" syncable="YES"/>
        </model>
        """.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let model = try #require(NSManagedObjectModel(contentsOf: folder))
        let book = try #require(model.entitiesByName["Book"])
        #expect(book.superentity?.name == "LibraryItem")
        #expect(Set(book.attributesByName.keys) == ["title", "orderRank", "duration"])
        let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        for (rank, (entity, title)) in [("Folder", "Tolkien"), ("Book", "Dune")].enumerated() {
            let item = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
            item.setValue(title, forKey: "title")
            item.setValue(Int16(rank), forKey: "orderRank")
        }
        try context.save()
        let items = NSFetchRequest<NSManagedObject>(entityName: "LibraryItem")
        items.sortDescriptors = [NSSortDescriptor(key: "orderRank", ascending: true)]
        #expect(try context.fetch(items).map { $0.value(forKey: "title") as? String } == ["Tolkien", "Dune"])
        #expect(try context.fetch(items).map { $0.entity.name } == ["Folder", "Book"])
        items.includesSubentities = false
        #expect(try context.fetch(items).isEmpty)
    }

    @Test func aNewContainerReadsTheStoreBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-coredata-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = try makeContainer(inMemory: false, url: url).viewContext
            let node = addNode(9, "Saved", in: context)
            node.lastHeard = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let message = MeshMessage(context: context)
            message.text = "kept"
            node.addToMessages(message)
            try context.save()
        }
        let context = try makeContainer(inMemory: false, url: url).viewContext
        let node = try #require(try context.fetch(MeshNode.fetchRequest() as NSFetchRequest<MeshNode>).first)
        #expect(node.num == 9 && node.longName == "Saved" && node.lastHeard == Date(timeIntervalSinceReferenceDate: 800_000_000))
        #expect((node.messages?.allObjects as? [MeshMessage])?.map(\.text) == ["kept"])
        #expect((node.messages?.allObjects.first as? MeshMessage)?.from === node)
    }

    @Test func aFormatThePredicateCantReadIsRefusedWithItsReason() throws {
        for (format, reason) in [("name == $NAME", "variables"), ("name === 'x'", "'=' where a value"), ("name ~ 1", "character '~'"), ("(num > 1", "')'")] {
            do {
                try PredicateParser.check(format: format, arguments: [])
                Issue.record("\(format) was read")
            } catch {
                #expect(error is PredicateParser.Failure && "\(error)".contains(reason), "\(format): \(error)")
            }
        }
        #expect(NSPredicate(format: "name LIKE[c] 'm*e'").evaluate(with: ["name": "MeshNode"]))
        #expect(!NSPredicate(format: "NOT (count BETWEEN {1, 5})").evaluate(with: ["count": 3]))
    }
}

/// What a fetched results controller told its delegate.
@MainActor
final class ChangeRecorder: NSFetchedResultsControllerDelegate {
    var changes: [String] = []
    var didChangeContent = 0

    nonisolated func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let path = (newIndexPath ?? indexPath).map { "\(Array($0))" } ?? "-"
        let name = ["", "insert", "delete", "move", "update"][Int(type.rawValue)]
        MainActor.assumeIsolated { changes.append("\(name) \(path)") }
    }

    nonisolated func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        MainActor.assumeIsolated { didChangeContent += 1 }
    }
}

/// A library item as generated code declares it, its kind an enum over an integer attribute (the accessors are what the
/// AppleImports plugin makes of `@NSManaged public var kind: ShelfItemKind`).
final class ShelfItem: NSManagedObject {
    enum Kind: Int16 { case folder, bound, book }
    var kind: Kind {
        get { _managedValue(forKey: "kind") }
        set { _setManagedValue(newValue, forKey: "kind") }
    }
    class func fetchRequest() -> NSFetchRequest<ShelfItem> { NSFetchRequest<ShelfItem>(entityName: "ShelfItem") }
}
