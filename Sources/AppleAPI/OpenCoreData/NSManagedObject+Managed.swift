// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSManagedObject {
    /// The getter of an `@NSManaged` property (what the AppleImports plugin rewrites one into): the stored value as
    /// the property's type; before any is set, the attribute's default from the model, else nil for an optional,
    /// zero, false or an empty collection. Stops the app with a message naming the entity and key when a
    /// non-optional property of another type has no value. - Note: Ours, for rewritten code.
    public func _managedValue<T>(forKey key: String) -> T {
        if let value = ManagedValues.read(storage[key], as: T.self) { return value }
        if storage[key] == nil {
            if let initial = entity.attributesByName[key]?.defaultValue, let value = ManagedValues.read(initial, as: T.self) { return value }
            if let empty = ManagedValues.empty(T.self) { return empty }
            fatalError("\(entity.name ?? "NSManagedObject").\(key) has no value: set it before reading it (it is not optional)")
        }
        fatalError("\(entity.name ?? "NSManagedObject").\(key) holds a \(type(of: storage[key]!)), not a \(T.self)")
    }

    /// The setter of an `@NSManaged` property and of `setValue(_:forKey:)`: keeps the value, keeps the relationship's
    /// inverse in step (when the model describes it), and tells the context. - Note: Ours, for rewritten code.
    public func _setManagedValue<T>(_ value: T, forKey key: String) {
        let old = storage[key]
        let new = ManagedValues.normalized(value)
        storage[key] = new
        if let relationship = entity.relationshipsByName[key] { ManagedGraph.relink(self, relationship, old: old, new: new) }
        managedObjectContext?.noteChanged(self)
    }

    /// `addToX(_:)` of a generated to-many accessor: adds one object, or the objects of a set. - Note: Ours.
    public func _addManagedObjects(_ value: Any, forKey key: String) {
        let current = storage[key] as? [NSManagedObject] ?? []
        let adding = ManagedValues.normalized(value).map { ($0 as? [NSManagedObject]) ?? [$0 as? NSManagedObject].compactMap { $0 } } ?? []
        _setManagedValue(current + adding.filter { object in !current.contains { $0 === object } }, forKey: key)
    }

    /// `removeFromX(_:)` of a generated to-many accessor: removes one object, or the objects of a set. - Note: Ours.
    public func _removeManagedObjects(_ value: Any, forKey key: String) {
        let removing = ManagedValues.normalized(value).map { ($0 as? [NSManagedObject]) ?? [$0 as? NSManagedObject].compactMap { $0 } } ?? []
        let current = storage[key] as? [NSManagedObject] ?? []
        _setManagedValue(current.filter { object in !removing.contains { $0 === object } }, forKey: key)
    }

    /// `insertIntoX(_:at:)` of an ordered to-many accessor. - Note: Ours.
    public func _insertManagedObject(_ object: NSManagedObject, at index: Int, forKey key: String) {
        var current = (storage[key] as? [NSManagedObject] ?? []).filter { $0 !== object }
        current.insert(object, at: min(max(index, 0), current.count))
        _setManagedValue(current, forKey: key)
    }

    /// `removeFromX(at:)` of an ordered to-many accessor. - Note: Ours.
    public func _removeManagedObject(at index: Int, forKey key: String) {
        var current = storage[key] as? [NSManagedObject] ?? []
        guard current.indices.contains(index) else { return }
        current.remove(at: index)
        _setManagedValue(current, forKey: key)
    }
}

extension NSManagedObject {
    /// `insertIntoX(_:at:)` with index sets, of an ordered to-many accessor. - Note: Ours.
    public func _insertManagedObjects(_ values: [NSManagedObject], at indexes: NSIndexSet, forKey key: String) {
        var current = (storage[key] as? [NSManagedObject] ?? []).filter { object in !values.contains { $0 === object } }
        for (value, index) in zip(values, indexes.map { $0 }) { current.insert(value, at: min(max(index, 0), current.count)) }
        _setManagedValue(current, forKey: key)
    }

    /// `removeFromX(at:)` with an index set, of an ordered to-many accessor. - Note: Ours.
    public func _removeManagedObjects(at indexes: NSIndexSet, forKey key: String) {
        let current = storage[key] as? [NSManagedObject] ?? []
        let removing = Set(indexes.map { $0 })
        _setManagedValue(current.enumerated().filter { !removing.contains($0.offset) }.map(\.element), forKey: key)
    }

    /// `replaceX(at:with:)` of an ordered to-many accessor. - Note: Ours.
    public func _replaceManagedObject(at index: Int, with value: NSManagedObject, forKey key: String) {
        var current = storage[key] as? [NSManagedObject] ?? []
        guard current.indices.contains(index) else { return }
        current[index] = value
        _setManagedValue(current, forKey: key)
    }

    /// `replaceX(at:with:)` with an index set, of an ordered to-many accessor. - Note: Ours.
    public func _replaceManagedObjects(at indexes: NSIndexSet, with values: [NSManagedObject], forKey key: String) {
        var current = storage[key] as? [NSManagedObject] ?? []
        for (index, value) in zip(indexes.map { $0 }, values) where current.indices.contains(index) { current[index] = value }
        _setManagedValue(current, forKey: key)
    }
}
