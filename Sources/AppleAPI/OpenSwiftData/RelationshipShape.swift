// SPDX-License-Identifier: Apache-2.0

/// The form of a relationship's value — one model (maybe nil) or an array (maybe nil) of a destination class — and how
/// to read, make and change such a value without knowing its type statically. - Note: Ours.
struct RelationshipShape {
    let destination: any PersistentModel.Type
    let isToMany: Bool
    /// The models a value holds.
    let models: (Any?) -> [any PersistentModel]
    /// A value holding `models` (nil when a to-one relationship that can't be empty has none).
    let make: ([any PersistentModel]) -> Any?
    /// The value with `model` added (a to-one relationship: replaced).
    let adding: (any PersistentModel, Any?) -> Any?
    /// The value without `model` (a to-one relationship that can't be empty keeps it).
    let removing: (any PersistentModel, Any?) -> Any?

    static func toOne<Destination: PersistentModel>(_ type: Destination.Type, optional: Bool) -> RelationshipShape {
        func read(_ value: Any?) -> Destination? {
            if let model = value as? Destination { return model }
            if let model = value as? Destination? { return model }
            return nil
        }
        func wrap(_ model: Destination?) -> Any? { optional ? model as Any : model.map { $0 as Any } }
        return RelationshipShape(
            destination: type, isToMany: false, models: { read($0).map { [$0] } ?? [] },
            make: { wrap($0.first as? Destination) },
            adding: { model, _ in wrap(model as? Destination) },
            removing: { model, value in
                guard let current = read(value), current === model as AnyObject else { return value }
                return optional ? Destination?.none as Any : value
            })
    }

    static func toMany<Destination: PersistentModel>(_ type: Destination.Type, optional: Bool) -> RelationshipShape {
        func read(_ value: Any?) -> [Destination] {
            if let models = value as? [Destination] { return models }
            if let models = value as? [Destination]? { return models ?? [] }
            return []
        }
        func wrap(_ models: [Destination]) -> Any { optional ? [Destination]?.some(models) as Any : models }
        return RelationshipShape(
            destination: type, isToMany: true, models: { read($0) }, make: { wrap($0.compactMap { $0 as? Destination }) },
            adding: { model, value in
                let models = read(value)
                guard let model = model as? Destination, !models.contains(where: { $0 === model }) else { return value }
                return wrap(models + [model])
            },
            removing: { model, value in wrap(read(value).filter { $0 !== model as AnyObject }) })
    }
}
