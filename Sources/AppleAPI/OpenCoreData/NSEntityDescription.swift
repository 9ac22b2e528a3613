// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An entity of a managed object model: its name, the class of its objects, its properties.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The name of the class of its objects (`NSManagedObject` for none of its own).
    open var managedObjectClassName: String = "NSManagedObject"
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }
    /// The entities that inherit this one's properties (`Book` and `Folder` of `LibraryItem`); a fetch of this entity
    /// finds theirs too, unless it excludes subentities.
    open var subentities: [NSEntityDescription] = [] {
        didSet { for entity in subentities { entity.superentity = self } }
    }
    /// The entity this one inherits its properties from.
    open internal(set) weak var superentity: NSEntityDescription?
    /// The model the entity is in.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?
    /// The class of its objects, when known (a subclass the app's code used, or the one the model was given). - Note: Ours.
    var objectClass: NSManagedObject.Type?

    public override init() { super.init() }

    /// An entity named `name` for objects of `objectClass` (with no properties described). - Note: Ours.
    init(name: String, objectClass: NSManagedObject.Type) {
        self.name = name
        managedObjectClassName = String(describing: objectClass)
        self.objectClass = objectClass
        super.init()
    }

    /// Its properties by name, those it inherits from its superentity included.
    open var propertiesByName: [String: NSPropertyDescription] {
        let own = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return (superentity?.propertiesByName ?? [:]).merging(own) { _, mine in mine }
    }

    /// This entity's name and its subentities', all the way down. - Note: Ours.
    var namesWithSubentities: [String] { [name].compactMap { $0 } + subentities.flatMap(\.namesWithSubentities) }
    open var attributesByName: [String: NSAttributeDescription] { propertiesByName.compactMapValues { $0 as? NSAttributeDescription } }
    open var relationshipsByName: [String: NSRelationshipDescription] { propertiesByName.compactMapValues { $0 as? NSRelationshipDescription } }

    /// The entity named `entityName` in the context's model.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, of the class the model names for it, inserted in `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = context.model.entitiesByName[entityName] else {
            fatalError(
                "+[NSEntityDescription insertNewObjectForEntityForName:inManagedObjectContext:] could not locate an entity named '\(entityName)' in this model")
        }
        // The class the model names for it (`representedClassName`), found as a fetch finds it: generated code casts
        // the new object to it (`insertNewObject(forEntityName: "Account", into: context) as! Account`).
        return (context.model.objectClass(of: entity) ?? NSManagedObject.self).init(entity: entity, insertInto: context)
    }
}
