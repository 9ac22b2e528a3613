// SPDX-License-Identifier: Apache-2.0

import Foundation

extension Schema {
    /// A persisted property of a model class, as `@Model` lists it in the class's `schemaMetadata`: its name, key path,
    /// default value and options, and (ours) how the store keeps its value — an attribute through `Codable`, a
    /// relationship as the identifiers of the models it holds.
    public struct PropertyMetadata {
        public let name: String
        public let keypath: AnyKeyPath
        /// The property's initial value as declared (nil for an optional without one), made anew each time read.
        public var defaultValue: Any? { makeDefault?() }
        /// The options of its `@Attribute`, if written.
        public let attribute: Schema.Attribute?
        /// The options of its `@Relationship`, if written.
        public let relationship: Schema.Relationship?
        let makeDefault: (() -> Any)?
        /// For an attribute: its value to the store's form and back.
        let coding: (encode: (Any) throws -> StoredValue, decode: (StoredValue) throws -> Any)?
        /// For a relationship: the models its value holds, and how to make and change such a value.
        let relationshipShape: RelationshipShape?

        /// An attribute: a `Codable` value. - Note: Ours, for `@Model`'s generated code.
        public static func _persisted<Root: PersistentModel, Value: Codable>(
            _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, defaultValue: (() -> Value)? = nil,
            attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
        ) -> PropertyMetadata {
            let coding: (encode: (Any) throws -> StoredValue, decode: (StoredValue) throws -> Any) = (
                encode: { value in
                    guard let value = value as? Value else {
                        throw SwiftDataError(.modelValidationFailure, "\(Root.self).\(name) holds no \(Value.self) to save")
                    }
                    return try StoredValue(encoding: value)
                },
                decode: { stored in try stored.decoded(as: Value.self) }
            )
            return PropertyMetadata(
                name: name, keypath: keyPath, attribute: attribute, relationship: relationship, makeDefault: defaultValue.map { make in { make() } },
                coding: coding, relationshipShape: nil)
        }

        /// A to-one relationship that may be empty. - Note: Ours, for `@Model`'s generated code.
        public static func _persisted<Root: PersistentModel, Destination: PersistentModel>(
            _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Destination?>, defaultValue: (() -> Destination?)? = nil,
            attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
        ) -> PropertyMetadata {
            related(name, keyPath, defaultValue, attribute, relationship, shape: .toOne(Destination.self, optional: true))
        }

        /// A to-one relationship that always holds a model. - Note: Ours, for `@Model`'s generated code.
        public static func _persisted<Root: PersistentModel, Destination: PersistentModel>(
            _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Destination>, defaultValue: (() -> Destination)? = nil,
            attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
        ) -> PropertyMetadata {
            related(name, keyPath, defaultValue, attribute, relationship, shape: .toOne(Destination.self, optional: false))
        }

        /// A to-many relationship. - Note: Ours, for `@Model`'s generated code.
        public static func _persisted<Root: PersistentModel, Destination: PersistentModel>(
            _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Destination]>, defaultValue: (() -> [Destination])? = nil,
            attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
        ) -> PropertyMetadata {
            related(name, keyPath, defaultValue, attribute, relationship, shape: .toMany(Destination.self, optional: false))
        }

        /// A to-many relationship that may be nil (as CloudKit-ready models declare them). - Note: Ours.
        public static func _persisted<Root: PersistentModel, Destination: PersistentModel>(
            _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Destination]?>, defaultValue: (() -> [Destination]?)? = nil,
            attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
        ) -> PropertyMetadata {
            related(name, keyPath, defaultValue, attribute, relationship, shape: .toMany(Destination.self, optional: true))
        }

        private static func related<Value>(
            _ name: String, _ keyPath: AnyKeyPath, _ defaultValue: (() -> Value)?, _ attribute: Schema.Attribute?,
            _ relationship: Schema.Relationship?, shape: RelationshipShape
        ) -> PropertyMetadata {
            PropertyMetadata(
                name: name, keypath: keyPath, attribute: attribute, relationship: relationship,
                makeDefault: defaultValue.map { make in { make() } }, coding: nil, relationshipShape: shape)
        }

        /// The delete rule of a relationship (nullify unless its `@Relationship` says otherwise). - Note: Ours.
        var deleteRule: Schema.Relationship.DeleteRule { relationship?.deleteRule ?? .nullify }

        /// The relationship on the other side that mirrors this one: the one this one's `@Relationship(inverse:)` names,
        /// else one on the destination whose `inverse:` names this one. Looked up when used (the two sides' metadata
        /// refer to each other). - Note: Ours.
        func inverse(in root: any PersistentModel.Type) -> PropertyMetadata? {
            guard let shape = relationshipShape else { return nil }
            let other = shape.destination.schemaMetadata
            if let named = relationship?.inverseKeyPath { return other.first { $0.keypath == named } }
            return other.first { $0.relationship?.inverseKeyPath == keypath }
        }
    }
}
