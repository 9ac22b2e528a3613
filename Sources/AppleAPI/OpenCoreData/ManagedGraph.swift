// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Keeps a relationship and its inverse (as the model describes them) in step, and applies delete rules, on the
/// objects' storage. - Note: Ours.
enum ManagedGraph {
    /// The objects a stored relationship value holds.
    static func objects(_ value: Any?) -> [NSManagedObject] {
        if let many = value as? [NSManagedObject] { return many }
        if let one = value as? NSManagedObject { return [one] }
        return []
    }

    /// `object`'s `relationship` went from `old` to `new`: objects no longer held leave the inverse, objects now held
    /// join it (a to-one inverse first leaves the object that held it), and new objects join `object`'s context.
    static func relink(_ object: NSManagedObject, _ relationship: NSRelationshipDescription, old: Any?, new: Any?) {
        let before = objects(old)
        let after = objects(new)
        if let inverse = relationship.inverseRelationship {
            for gone in before where !after.contains(where: { $0 === gone }) {
                remove(object, from: gone, inverse)
            }
            for added in after where !before.contains(where: { $0 === added }) {
                if !inverse.isToMany {
                    for previous in objects(added.storage[inverse.name]) where previous !== object {
                        remove(added, from: previous, relationship)
                    }
                    added.storage[inverse.name] = object
                } else {
                    let current = objects(added.storage[inverse.name])
                    if !current.contains(where: { $0 === object }) { added.storage[inverse.name] = current + [object] }
                }
                added.managedObjectContext?.noteChanged(added)
            }
        }
        if let context = object.managedObjectContext {
            for added in after where added.managedObjectContext == nil { context.insert(added) }
        }
    }

    /// Takes `object` out of `holder`'s `relationship`.
    static func remove(_ object: NSManagedObject, from holder: NSManagedObject, _ relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            holder.storage[relationship.name] = objects(holder.storage[relationship.name]).filter { $0 !== object }
        } else if holder.storage[relationship.name] as? NSManagedObject === object {
            holder.storage[relationship.name] = nil
        }
        holder.managedObjectContext?.noteChanged(holder)
    }

    /// `object` is deleted: by each relationship's delete rule, cascade returns the objects to delete too, nullify
    /// takes `object` out of their inverse; deny returns the relationship's name if it holds objects.
    static func detach(_ object: NSManagedObject) -> (cascaded: [NSManagedObject], denied: [String]) {
        var cascaded: [NSManagedObject] = []
        var denied: [String] = []
        for relationship in object.entity.relationshipsByName.values {
            let held = objects(object.storage[relationship.name]).filter { !$0.isDeleted }
            guard !held.isEmpty else { continue }
            switch relationship.deleteRule {
            case .cascadeDeleteRule: cascaded += held
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship { for other in held { remove(object, from: other, inverse) } }
            case .denyDeleteRule: denied.append(relationship.name)
            case .noActionDeleteRule: continue
            }
        }
        return (cascaded, denied)
    }
}
