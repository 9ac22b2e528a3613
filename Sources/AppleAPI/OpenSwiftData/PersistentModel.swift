// SPDX-License-Identifier: Apache-2.0

import Foundation
import Observation

/// A class whose instances a model context keeps in its container's store. Write `@Model` on the class to conform;
/// the requirements below are what the macro generates.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model's persisted values live. - Note: the type is OpenSwiftData's own.
    var persistentBackingData: _ModelBacking { get set }
    /// A model with the values in `backingData` (how a context makes the models it reads from its store).
    init(backingData: _ModelBacking)
    /// The model's persisted properties.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(
            entityName: Schema.entityName(of: Self.self), storeIdentifier: persistentBackingData.storeIdentifier, key: persistentBackingData.key)
    }

    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted in or fetched by (nil before it is inserted, and after it is deleted and saved).
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    /// Whether the model has changes its context hasn't saved (a new model has).
    public var hasChanges: Bool { modelContext?.hasChanges(persistentModelID) ?? false }

    /// The value of a persisted property.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
        persistentBackingData.value(forKey: key, in: self)
    }

    /// Sets a persisted property: a relationship's inverse follows, models it now holds join the model's context, and
    /// the context notes the change.
    public func setValue<Value>(forKey key: ReferenceWritableKeyPath<Self, Value>, to newValue: Value) {
        let backing = persistentBackingData
        let old = backing.values[key]
        backing.values[key] = newValue
        if let property = Self.schemaMetadata.first(where: { $0.keypath == key }), let shape = property.relationshipShape {
            ModelGraph.relink(self, property: property, shape: shape, old: old, new: newValue)
        }
        backing.context?.noteChanged(self)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
