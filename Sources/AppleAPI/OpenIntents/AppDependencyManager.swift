// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where an app registers what its App Intents depend on (its services), for `AppDependency` to resolve. Mirrors
/// AppIntents'
/// [`AppDependencyManager`](https://developer.apple.com/documentation/appintents/appdependencymanager).
/// - Note: Ours: registration and resolution of dependencies given as values (or synchronous providers); one given as
///   an asynchronous provider is kept and resolved only by `dependency(_:key:)`. Nothing runs an app's intents here
///   (Siri on the car speaks SiriKit's Intents), so the registrations matter to the app's own code.
public final class AppDependencyManager: @unchecked Sendable {
    /// Mirrors [`shared`](https://developer.apple.com/documentation/appintents/appdependencymanager/shared).
    public static let shared = AppDependencyManager()

    private struct Registration {
        let resolve: () async throws -> Any
        let resolveNow: (() throws -> Any)?
    }
    private var registrations: [String: Registration] = [:]
    private let lock = NSLock()

    /// Mirrors [`init()`](https://developer.apple.com/documentation/appintents/appdependencymanager/init()).
    public init() {}

    /// Registers `dependency` for its type (and `key`). Mirrors
    /// [`add(key:dependency:)`](https://developer.apple.com/documentation/appintents/appdependencymanager/add(key:dependency:)-2le3x).
    public final func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping @Sendable () -> Dependency) {
        register(Dependency.self, key, Registration(resolve: { dependencyProvider() }, resolveNow: { dependencyProvider() }))
    }

    /// Registers a provider of the dependency, run when it is first needed. Mirrors
    /// [`add(key:dependency:)`](https://developer.apple.com/documentation/appintents/appdependencymanager/add(key:dependency:)-gth5).
    public final func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency) {
        register(Dependency.self, key, Registration(resolve: { try await dependencyProvider() }, resolveNow: nil))
    }

    /// The dependency of `type` (and `key`) registered, or nil. Ours.
    public final func dependency<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable? = nil) async throws -> Dependency? {
        guard let registration = lock.withLock({ registrations[Self.name(type, key)] }) else { return nil }
        return try await registration.resolve() as? Dependency
    }

    func resolveNow<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Dependency? {
        guard let registration = lock.withLock({ registrations[Self.name(type, key)] }) else { return nil }
        return (try? registration.resolveNow?()) as? Dependency
    }

    private func register<Dependency>(_ type: Dependency.Type, _ key: AnyHashable?, _ registration: Registration) {
        lock.withLock { registrations[Self.name(type, key)] = registration }
    }

    private static func name<Dependency>(_ type: Dependency.Type, _ key: AnyHashable?) -> String {
        String(reflecting: type) + (key.map { "#\($0)" } ?? "")
    }
}
