// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// A Core Data stack: a model, a coordinator, its store and the contexts over it.
///
/// `init(name:)` reads the model Xcode keeps beside the app's code, `<name>.xcdatamodeld`, found in the app's bundle
/// folder or a folder under it (with no such file the model starts empty and learns each entity from its subclass as the
/// app uses it: entity name = class name, no inverse relationships). The store's file is by default
/// `<name>.sqlite` in `defaultDirectoryURL()`: the app's Application Support folder, which under the car is the app's
/// own data container on the car's phone (the same for every launch of the app in that car, so a relaunch reads what
/// the last launch saved). The file holds JSON, not SQLite (see `NSPersistentStoreDescription`). Migrations, CloudKit
/// mirroring and persistent history are not done.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open private(set) var name: String
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    private var view: NSManagedObjectContext?

    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: Self.model(named: name))
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// The folder stores are kept in by default: the Application Support folder of the app whose code runs (its data
    /// container on the car's phone), else the user's.
    open class func defaultDirectoryURL() -> URL {
        if let folder = AppLaunch.current?.folder(.applicationSupportDirectory) { return folder }
        return FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }

    /// Loads the store of each description (its file read, or an empty store in memory), calling `block` for each with
    /// nil or the error (a file that can't be read).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                let file = description.isInMemory ? nil : description.url
                let identifier = file?.lastPathComponent ?? "\(name)-in-memory"
                persistentStoreCoordinator.store = try CoreDataStore(file: file, identifier: identifier)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// The context on the main queue, for the app's interface.
    open var viewContext: NSManagedObjectContext {
        if let view { return view }
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        view = context
        return context
    }

    /// A new context on a queue of its own.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, on its queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context, on its queue, and returns its result.
    open func performBackgroundTask<T>(_ block: @escaping @Sendable (NSManagedObjectContext) throws -> T) async throws -> T {
        let context = newBackgroundContext()
        return try await context.perform(schedule: .enqueued) { try block(context) }
    }

    /// The model `<name>.xcdatamodeld` in the app's bundle folder or under it, else an empty model. - Note: Ours.
    static func model(named name: String) -> NSManagedObjectModel {
        let root = Bundle.main.bundleURL
        guard let file = find("\(name).xcdatamodeld", under: root, depth: 4) else { return NSManagedObjectModel() }
        do {
            let model = NSManagedObjectModel()
            model.entities = try XCDataModelReader.entities(at: file)
            return model
        } catch {
            FileHandle.standardError.write(Data("CoreData: \(error); the model starts empty\n".utf8))
            return NSManagedObjectModel()
        }
    }

    private static func find(_ name: String, under folder: URL, depth: Int) -> URL? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        if names.contains(name) { return folder.appendingPathComponent(name) }
        guard depth > 0 else { return nil }
        for sub in names where !sub.contains(".") {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(sub)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if let found = find(name, under: url, depth: depth - 1) { return found }
        }
        return nil
    }
}
