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

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
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
