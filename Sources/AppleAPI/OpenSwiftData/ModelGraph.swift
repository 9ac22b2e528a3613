// SPDX-License-Identifier: Apache-2.0

/// Keeps the two sides of a relationship in step and applies delete rules, on models' backing data (so one side's
/// change doesn't set off the other side's setter). - Note: Ours.
enum ModelGraph {
    /// `model`'s relationship `property` went from `old` to `new`: models no longer held leave the inverse, models now
    /// held join it (a to-one inverse first leaves the model that held it), and new ones join `model`'s context (or
    /// `model` joins theirs).
    static func relink(_ model: any PersistentModel, property: Schema.PropertyMetadata, shape: RelationshipShape, old: Any?, new: Any?) {
        let before = shape.models(old)
        let after = shape.models(new)
        if let inverse = property.inverse(in: type(of: model)), let inverseShape = inverse.relationshipShape {
            for gone in before where !after.contains(where: { $0 === gone }) {
                let backing = gone.persistentBackingData
                backing.values[inverse.keypath] = inverseShape.removing(model, backing.values[inverse.keypath])
                backing.context?.noteChanged(gone)
            }
            for added in after where !before.contains(where: { $0 === added }) {
                let backing = added.persistentBackingData
                if !inverseShape.isToMany {
                    // It leaves the model that held it.
                    for previous in inverseShape.models(backing.values[inverse.keypath]) where previous !== model {
                        let previousBacking = previous.persistentBackingData
                        previousBacking.values[property.keypath] = shape.removing(added, previousBacking.values[property.keypath])
                        previousBacking.context?.noteChanged(previous)
                    }
                }
                backing.values[inverse.keypath] = inverseShape.adding(model, backing.values[inverse.keypath])
                backing.context?.noteChanged(added)
            }
        }
        if let context = model.persistentBackingData.context {
            for added in after where added.modelContext == nil { context.insertModel(added) }
        } else if let context = after.lazy.compactMap({ $0.modelContext }).first {
            // A new model related to one in a context joins it (with the other new models it holds).
            context.insertModel(model)
        }
    }

    /// The models `model`'s relationships hold, each with its relationship.
    static func related(_ model: any PersistentModel) -> [(property: Schema.PropertyMetadata, models: [any PersistentModel])] {
        type(of: model).schemaMetadata.compactMap { property in
            property.relationshipShape.map { (property, $0.models(model.persistentBackingData.values[property.keypath])) }
        }
    }

    /// `model` goes from the models its relationships hold, by each relationship's delete rule: cascade deletes them
    /// (returned, for the context to delete), nullify takes `model` out of their inverse, deny and no action leave them.
    static func detach(_ model: any PersistentModel) -> [any PersistentModel] {
        var cascaded: [any PersistentModel] = []
        for (property, models) in related(model) where !models.isEmpty {
            switch property.deleteRule {
            case .cascade: cascaded += models
            case .nullify:
                guard let inverse = property.inverse(in: type(of: model)), let inverseShape = inverse.relationshipShape else { continue }
                for other in models {
                    let backing = other.persistentBackingData
                    backing.values[inverse.keypath] = inverseShape.removing(model, backing.values[inverse.keypath])
                    backing.context?.noteChanged(other)
                }
            case .deny, .noAction: continue
            }
        }
        return cascaded
    }
}
