// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a model's persisted values live (SwiftData calls it the model's backing data): each property's value by key
/// path, the model's key in the store, and the context it was inserted in. - Note: Ours; `@Model`'s generated code
/// makes one for each model, and a context makes one for each model it reads from its store.
public final class _ModelBacking {
    /// The values of the model's persisted properties.
    var values: [AnyKeyPath: Any] = [:]
    /// The model's key in its store (a model that replaces another with the same unique value takes the other's).
    var key = UUID()
    /// The store the model is kept in, once a context saved or read it.
    var storeIdentifier: String?
    /// The context the model was inserted in or read by.
    weak var context: ModelContext?
    /// Whether the model was deleted from its context.
    var isDeleted = false

    public init() {}

    /// A property's initial value (its declaration's, or the first its initializer assigns).
    public func setInitialValue<Value>(_ value: Value, forKey key: AnyKeyPath) { values[key] = value }

    func value<Value>(forKey key: AnyKeyPath, in model: AnyObject) -> Value {
        guard let value = values[key] as? Value else {
            fatalError("\(type(of: model)): the property \(key) has no value (a model read from a store without it, or used before its initializer set it)")
        }
        return value
    }
}
