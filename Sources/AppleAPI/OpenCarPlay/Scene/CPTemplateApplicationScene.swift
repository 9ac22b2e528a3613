// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

extension UISceneSession.Role {
    /// The CarPlay screen's role. Mirrors `UISceneSession.Role.carTemplateApplication`.
    public static let carTemplateApplication = UISceneSession.Role("CPTemplateApplicationSceneSessionRoleApplication")
    /// CarPlay Dashboard's role (iOS 13.4).
    public static let CPTemplateApplicationDashboardSceneSessionRoleApplication =
        UISceneSession.Role("CPTemplateApplicationDashboardSceneSessionRoleApplication")
    /// The instrument cluster's role (iOS 15.4).
    public static let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication =
        UISceneSession.Role("CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
}

/// The app's scene on the car screen.
///
/// Mirrors [`CPTemplateApplicationScene`](https://developer.apple.com/documentation/carplay/cptemplateapplicationscene).
/// Its `delegate` is the inherited `UIScene.delegate` (typed as a scene delegate): Swift can't narrow a
/// property's type in a subclass as Apple's Objective-C import does.
@preconcurrency @MainActor
open class CPTemplateApplicationScene: UIScene {
    public private(set) var interfaceController: CPInterfaceController!
    public private(set) var carWindow: CPWindow!
    /// The car's light or dark style (iOS 15.4).
    open package(set) var contentStyle: UIUserInterfaceStyle = .light

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's delegate. Typed as a scene delegate here: Swift can't narrow an inherited property's type
    /// as Apple's Objective-C import does; cast it to the CarPlay delegate protocol to call its methods.
    open override var delegate: (any UISceneDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    package func attach(interfaceController: CPInterfaceController, window: CPWindow) {
        self.interfaceController = interfaceController
        carWindow = window
        window.templateApplicationScene = self
    }

    package func setActivationState(_ state: UIScene.ActivationState) { moveActivationState(to: state) }
}

/// Connection callbacks of the car screen's scene; every method is optional.
///
/// Mirrors [`CPTemplateApplicationSceneDelegate`](https://developer.apple.com/documentation/carplay/cptemplateapplicationscenedelegate).
/// Navigation apps get the window forms; by default they forward to the plain forms.
@preconcurrency @MainActor
public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {}
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {}
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.templateApplicationScene(templateApplicationScene, didConnect: interfaceController)
    }
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        self.templateApplicationScene(templateApplicationScene, didDisconnectInterfaceController: interfaceController)
    }
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert) {}
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver) {}
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
