// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenIntents
import OpenUIKit
import OpenWidgetKit

/// What the car asks of a declaration (is it shown, does it browse playable content, which scene for a role), and
/// declarations made from it with one thing changed (widgets, a delegate, what a launch runs).
extension AppDeclaration {
    /// Why this car doesn't show the app, if it doesn't: not a CarPlay app, or an automaker app whose protocols
    /// the vehicle doesn't declare (the WWDC talk's matching: one shared protocol is enough).
    public func reasonNotShown(on vehicle: VehicleProfile) -> String? {
        if let reason = reasonNotShown { return reason }
        if !carPlayProtocols.isEmpty && Set(carPlayProtocols).isDisjoint(with: vehicle.accessoryProtocols) {
            return "the vehicle declares none of its CarPlay protocols (\(carPlayProtocols.joined(separator: ", ")))"
        }
        return nil
    }

    /// Whether the car browses the app through `MPPlayableContentManager` rather than a CarPlay scene: it has the
    /// playable content entitlement and either no CarPlay scene, or a phone older than iOS 14 (from iOS 14 the
    /// CarPlay framework takes precedence when an app has both).
    public func browsesPlayableContent(iOSMajorVersion: Int) -> Bool {
        usesPlayableContent && (scene(for: Self.carPlayRole) == nil || iOSMajorVersion < 14 || categories.isEmpty)
    }

    /// Adds the app's widget extension: its widgets and Live Activity configurations.
    @MainActor
    public func withWidgets(_ widgets: [any Widget]) -> AppDeclaration {
        var copy = self
        copy.widgets = widgets.map { $0.body.descriptor }
        return copy
    }

    /// Sets what `application(_:continue:restorationHandler:)` does (e.g. start the call Siri asked for).
    /// - Note: Ours, like ``launching(_:)``.
    public func continuingUserActivity(_ body: @escaping @MainActor @Sendable (NSUserActivity) -> Void) -> AppDeclaration {
        var copy = self
        copy.userActivityHandler = body
        return copy
    }

    /// Runs what the app does when iOS launches it in the background for the car (for a playable content app,
    /// `application(_:didFinishLaunchingWithOptions:)` setting `MPPlayableContentManager`'s data source and
    /// delegate). - Note: Ours: an app declared in code has no app delegate for the car to launch.
    public func launching(_ body: @escaping @MainActor @Sendable () -> Void) -> AppDeclaration {
        var copy = self
        copy.launchHandler = body
        return copy
    }

    /// Why the car doesn't show the app, if it doesn't.
    public var reasonNotShown: String? {
        if isCarPlayApp { return nil }
        if !deprecatedEntitlements.isEmpty {
            return
                "only deprecated CarPlay entitlements (\(deprecatedEntitlements.joined(separator: ", "))); the CarPlay framework needs a category entitlement"
        }
        return "no CarPlay entitlement (com.apple.developer.carplay-*)"
    }

    public var rules: TemplateRules { TemplateRules(categories: categories) }

    public func scene(for role: UISceneSession.Role) -> SceneDeclaration? { scenes.first { $0.role == role } }

    @MainActor
    func makeDelegate(for scene: SceneDeclaration) -> (any UISceneDelegate)? {
        scene.delegateClassName.flatMap { makeDelegate(named: $0) }
    }

    /// A scene delegate of the class `name` names (with or without its module prefix), if the app registers it.
    @MainActor
    func makeDelegate(named name: String) -> (any UISceneDelegate)? {
        factories[Self.resolve(name)]?.make()
    }

    /// The same declaration with an app delegate (the class the app's code marks `@main`).
    public func withApplicationDelegate<D: UIApplicationDelegate>(_ type: D.Type, make: @escaping @MainActor @Sendable () -> D) -> AppDeclaration {
        var copy = self
        copy.applicationDelegate = ApplicationDelegateFactory(type, make: make)
        return copy
    }
}
