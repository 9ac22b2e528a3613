// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object a managed object context keeps in its store. Its values live in the object's own storage, by key:
/// `value(forKey:)`/`setValue(_:forKey:)`, and the `@NSManaged` properties of a subclass (the AppleImports plugin
/// rewrites each into a property reading and writing that storage, see `_managedValue(forKey:)`).
///
/// Attributes are kept as the Swift values set (String, the integer and floating types, Bool, Date, Data, UUID, URL,
/// Decimal); a to-one relationship as the object, a to-many one as its objects (read back as the property's type: `NSSet`,
/// `NSOrderedSet`, `Set` or an array). Transformable attributes and other value types are not stored.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's values by key (to-many relationships as arrays of objects).
    var storage: [String: Any] = [:]
    /// The values as last saved or fetched (for `changedValues()` and a rollback).
    var committed: [String: Any] = [:]
    open private(set) var entity: NSEntityDescription
    /// The context the object is in (nil after it is deleted and saved, or before it is inserted).
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    var key = UUID()
    var storeIdentifier: String?
    var state = State()

    struct State {
        var isInserted = false
        var isUpdated = false
        var isDeleted = false
    }

    /// A new object of `entity`, inserted in `context` if given. - Note: `required` here (not on iOS), so a context can
    /// make the objects it reads of a subclass; a subclass declaring initializers of its own must declare this one too.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        if let context {
            self.entity = context.model.entity(for: Self.self, described: entity)
            context.insert(self)
        }
    }

    /// A new object of the class's entity, inserted in `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: moc.model.entity(for: Self.self), insertInto: moc)
    }

    /// The class's entity: named as the class.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self), objectClass: self) }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
    }

    open var objectID: NSManagedObjectID { NSManagedObjectID(entity: entity, key: key, storeIdentifier: storeIdentifier) }
    open var isInserted: Bool { state.isInserted }
    open var isUpdated: Bool { state.isUpdated }
    open var isDeleted: Bool { state.isDeleted }
    open var hasChanges: Bool { state.isInserted || state.isUpdated || state.isDeleted }
    /// Whether the object's values are still to be read: never here (objects are read whole).
    open var isFault: Bool { false }
    /// Whether the object's values have been saved since it changed.
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

    // Key-value coding: NSObject has it on Apple's platforms (so these override it), not on Linux.
    #if canImport(ObjectiveC)
        /// The value for a key: an attribute's value, a to-one relationship's object, or a to-many relationship's objects
        /// as an `NSSet`.
        open override func value(forKey key: String) -> Any? {
            let value = storage[key]
            if let objects = value as? [NSManagedObject] { return NSSet(array: objects) }
            return value
        }

        /// The value for a key path: keys separated by dots, through to-one relationships.
        open override func value(forKeyPath keyPath: String) -> Any? {
            var current: Any? = self
            for key in keyPath.split(separator: ".") {
                guard let object = current as? NSManagedObject else { return nil }
                current = object.value(forKey: String(key))
            }
            return current
        }

        /// Sets the value for a key (a to-many relationship from an `NSSet`, `NSOrderedSet`, `Set` or array of objects).
        open override func setValue(_ value: Any?, forKey key: String) { _setManagedValue(value, forKey: key) }

        open override func willChangeValue(forKey key: String) {}
        open override func didChangeValue(forKey key: String) {}
    #else
        /// The value for a key: an attribute's value, a to-one relationship's object, or a to-many relationship's objects
        /// as an `NSSet`.
        open func value(forKey key: String) -> Any? {
            let value = storage[key]
            if let objects = value as? [NSManagedObject] { return NSSet(array: objects) }
            return value
        }

        /// The value for a key path: keys separated by dots, through to-one relationships.
        open func value(forKeyPath keyPath: String) -> Any? {
            var current: Any? = self
            for key in keyPath.split(separator: ".") {
                guard let object = current as? NSManagedObject else { return nil }
                current = object.value(forKey: String(key))
            }
            return current
        }

        /// Sets the value for a key (a to-many relationship from an `NSSet`, `NSOrderedSet`, `Set` or array of objects).
        open func setValue(_ value: Any?, forKey key: String) { _setManagedValue(value, forKey: key) }

        open func willChangeValue(forKey key: String) {}
        open func didChangeValue(forKey key: String) {}
    #endif

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { storage[key] = ManagedValues.normalized(value) }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    /// Called once when the object is first inserted in a context.
    open func awakeFromInsert() {}
    /// Called when a context makes the object from its store.
    open func awakeFromFetch() {}
    /// Called before the object's context saves it.
    open func willSave() {}
    /// Called after its context saved it.
    open func didSave() {}
    /// Called when the object is deleted, before its relationships' delete rules apply.
    open func prepareForDeletion() {}

    /// The values changed since the object was last saved or fetched (to-many relationships as `NSSet`s).
    open func changedValues() -> [String: Any] {
        var changes: [String: Any] = [:]
        for (key, value) in storage where !ManagedValues.same(value, committed[key]) {
            changes[key] = (value as? [NSManagedObject]).map { NSSet(array: $0) } ?? value
        }
        for key in committed.keys where storage[key] == nil { changes[key] = NSNull() }
        return changes
    }

    /// The values as last saved or fetched, for `keys` (all of them for nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committed }
        return committed.filter { keys.contains($0.key) }
    }
}
