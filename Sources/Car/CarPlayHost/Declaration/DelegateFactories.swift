// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenIntents
import OpenUIKit
import OpenWidgetKit

/// How the app makes one of its scene delegates, standing in for the Objective-C runtime, which iOS uses
/// to instantiate `UISceneDelegateClassName`.
public struct SceneDelegateFactory: Sendable {
    public let className: String
    public let make: @MainActor @Sendable () -> any UISceneDelegate
    /// The Swift module the type is in (nil when registered by name). - Note: Ours.
    public let moduleName: String?

    /// Registers a delegate type under its class name.
    public init<D: UISceneDelegate>(_ type: D.Type, make: @escaping @MainActor @Sendable () -> D) {
        // The type's name as `String(describing:)` gives it, without its search of the metatype's conformances
        // (`CustomStringConvertible`…: each a scan of every conformance the first time a process asks).
        className = _typeName(type, qualified: false)
        moduleName = moduleOf(type)
        self.make = make
    }

    /// Registers a delegate under an explicit class name.
    public init(className: String, make: @escaping @MainActor @Sendable () -> any UISceneDelegate) {
        self.className = className
        moduleName = nil
        self.make = make
    }
}

/// The module a type is declared in (the first part of its fully qualified name).
private func moduleOf(_ type: Any.Type) -> String? {
    _typeName(type, qualified: true).split(separator: ".").first.map(String.init)
}

/// How the app makes its app delegate, standing in for what `@main` (or `@UIApplicationMain`) on the delegate class and
/// `UIApplicationMain` do on iOS. - Note: Ours: Swift on Linux has no Objective-C runtime to make a class from its name.
public struct ApplicationDelegateFactory: Sendable {
    public let className: String
    public let make: @MainActor @Sendable () -> any UIApplicationDelegate
    /// The Swift module the type is in.
    public let moduleName: String?

    /// Registers the app delegate type (the class marked `@main` in the app's code).
    public init<D: UIApplicationDelegate>(_ type: D.Type, make: @escaping @MainActor @Sendable () -> D) {
        // The type's name as `String(describing:)` gives it, without its search of the metatype's conformances
        // (`CustomStringConvertible`…: each a scan of every conformance the first time a process asks).
        className = _typeName(type, qualified: false)
        moduleName = moduleOf(type)
        self.make = make
    }

    /// An app delegate known by its class name only (a tool reading an app's files, such as `headunit init`, checks
    /// the declaration before the app's code is built).
    public init(className: String, make: @escaping @MainActor @Sendable () -> any UIApplicationDelegate) {
        self.className = className
        moduleName = nil
        self.make = make
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
