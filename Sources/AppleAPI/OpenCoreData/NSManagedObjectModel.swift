// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// The entities a persistent container keeps. Made in code (`entities`), or by the container from the model file
/// Xcode keeps beside the app's code (`<name>.xcdatamodeld`, see `NSPersistentContainer`); an entity the model lacks is
/// added when the app first uses its `NSManagedObject` subclass (entity name = class name, properties undescribed).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    private let state = Mutex<[NSEntityDescription]>([])

    public override init() { super.init() }

    /// The model in the file at `url`: an `.xcdatamodeld` folder or an `.xcdatamodel` (nil when it can't be read).
    public convenience init?(contentsOf url: URL) {
        guard let entities = try? XCDataModelReader.entities(at: url) else { return nil }
        self.init()
        self.entities = entities
    }

    #if !canImport(Darwin)
        /// The model in the file at `url`, as `init?(contentsOf:)` reads it. - Note: Ours: Foundation on Linux gives a
        /// bundle's resource URLs as `NSURL` (`Bundle.urls(forResourcesWithExtension:subdirectory:)`, `[URL]` on iOS),
        /// so code passing one on (`.flatMap(NSManagedObjectModel.init)`) needs this form.
        public convenience init?(contentsOf url: NSURL) {
            guard let path = url.path else { return nil }
            self.init(contentsOf: URL(fileURLWithPath: path))
        }
    #endif

    open var entities: [NSEntityDescription] {
        get { state.withLock { $0 } }
        set {
            state.withLock { $0 = newValue }
            for entity in newValue { entity.managedObjectModel = self }
        }
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The class of an entity's objects: the one the app's code used, else the class its model names
    /// (`managedObjectClassName`), found by name — as given, or in the module of a class the model knows (Swift
    /// classes have their module in their name) — and remembered; nil when none is found. - Note: Ours.
    func objectClass(of entity: NSEntityDescription) -> NSManagedObject.Type? {
        if let known = entity.objectClass { return known }
        let name = entity.managedObjectClassName
        guard name != "NSManagedObject" else { return nil }
        let modules = Set(entities.compactMap { $0.objectClass.flatMap { String(reflecting: $0).split(separator: ".").first.map(String.init) } })
        for candidate in [name] + modules.sorted().map({ "\($0).\(name)" }) {
            if let found = NSClassFromString(candidate) as? NSManagedObject.Type {
                state.withLock { _ in entity.objectClass = found }
                return found
            }
        }
        return nil
    }

    /// The model's entity for objects of `type` (a subclass: the entity named as the class; `NSManagedObject` itself:
    /// the one `described` names), learning the class; a new entity is added when the model has none of the name.
    /// - Note: Ours.
    func entity(for type: NSManagedObject.Type, described: NSEntityDescription? = nil) -> NSEntityDescription {
        let name = described?.name ?? String(describing: type)
        let learns = type != NSManagedObject.self
        return state.withLock { entities in
            if let found = entities.first(where: { $0.name == name }) {
                if learns, found.objectClass == nil { found.objectClass = type }
                return found
            }
            let entity = described ?? NSEntityDescription(name: name, objectClass: type)
            if learns, entity.objectClass == nil { entity.objectClass = type }
            entity.managedObjectModel = self
            entities.append(entity)
            return entity
        }
    }
}
