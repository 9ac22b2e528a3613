// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A property that reads a dependency the app registered with an `AppDependencyManager`. Mirrors AppIntents'
/// [`AppDependency`](https://developer.apple.com/documentation/appintents/appdependency).
/// - Note: Ours: a dependency registered as an asynchronous provider can't be read here (the property is synchronous);
///   reading one, or one never registered, stops the app, as iOS stops an intent that reads a dependency not set.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager

    /// Mirrors [`init(key:manager:)`](https://developer.apple.com/documentation/appintents/appdependency/init(key:manager:)).
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
    }

    /// Mirrors [`wrappedValue`](https://developer.apple.com/documentation/appintents/appdependency/wrappedvalue).
    public var wrappedValue: Value {
        guard let value = manager.resolveNow(Value.self, key: key) else {
            fatalError("AppDependency of type \(Value.self) was not registered with AppDependencyManager before it was read")
        }
        return value
    }

    /// Mirrors [`projectedValue`](https://developer.apple.com/documentation/appintents/appdependency/projectedvalue).
    public var projectedValue: AppDependency<Value> { self }
}
