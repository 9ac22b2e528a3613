// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenIntents
import OpenUIKit
import OpenWidgetKit

/// How the app makes one of its delegates: a scene delegate, standing in for the Objective-C runtime, which iOS uses to
/// instantiate `UISceneDelegateClassName`, or its app delegate, standing in for what `@main` (or `@UIApplicationMain`)
/// on the delegate class and `UIApplicationMain` do on iOS. - Note: Ours: Swift on Linux has no Objective-C runtime to
/// make a class from its name.
public struct DelegateFactory<Delegate>: Sendable {
    public let className: String
    public let make: @MainActor @Sendable () -> Delegate
    /// The Swift module the type is in (nil when registered by name). - Note: Ours.
    public let moduleName: String?

    /// Registers a delegate type under its class name.
    fileprivate init(typeNamed type: Any.Type, make: @escaping @MainActor @Sendable () -> Delegate) {
        // The type's name as `String(describing:)` gives it, without its search of the metatype's conformances
        // (`CustomStringConvertible`…: each a scan of every conformance the first time a process asks).
        className = _typeName(type, qualified: false)
        // The module a type is declared in: the first part of its fully qualified name.
        moduleName = _typeName(type, qualified: true).split(separator: ".").first.map(String.init)
        self.make = make
    }

    /// A delegate known by its class name only (a tool reading an app's files, such as `headunit init`, checks the
    /// declaration before the app's code is built).
    public init(className: String, make: @escaping @MainActor @Sendable () -> Delegate) {
        self.className = className
        moduleName = nil
        self.make = make
    }
}

/// How the app makes one of its scene delegates.
public typealias SceneDelegateFactory = DelegateFactory<any UISceneDelegate>

/// How the app makes its app delegate.
public typealias ApplicationDelegateFactory = DelegateFactory<any UIApplicationDelegate>

extension DelegateFactory where Delegate == any UISceneDelegate {
    /// Registers a delegate type under its class name.
    public init<D: UISceneDelegate>(_ type: D.Type, make: @escaping @MainActor @Sendable () -> D) {
        self.init(typeNamed: type, make: make)
    }
}

extension DelegateFactory where Delegate == any UIApplicationDelegate {
    /// Registers the app delegate type (the class marked `@main` in the app's code).
    public init<D: UIApplicationDelegate>(_ type: D.Type, make: @escaping @MainActor @Sendable () -> D) {
        self.init(typeNamed: type, make: make)
    }
}

/// One scene configuration of the app's scene manifest.
public struct SceneDeclaration: Sendable, Equatable {
    public let role: UISceneSession.Role
    public let configurationName: String?
    public let sceneClassName: String?
    public let delegateClassName: String?
    public let line: Int
}
