// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One instance of an app's user interface (the phone's window, the car's screen, the dashboard…).
///
/// Mirrors [`UIScene`](https://developer.apple.com/documentation/uikit/uiscene).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Mirrors [`UIScene.ActivationState`](https://developer.apple.com/documentation/uikit/uiscene/activationstate).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive, background
    }

    /// Options for opening a URL from a scene.
    public final class OpenExternalURLOptions: NSObject {
        public var universalLinksOnly: Bool = false
        public override init() { super.init() }
    }

    public let session: UISceneSession
    /// The scene's delegate (a strong reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    public package(set) var activationState: ActivationState = .unattached
    open var title: String!

    /// Whoever hosts this scene (the simulated car). - Note: Not in UIKit.
    package weak var host: (any UISceneHost)?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Asks the system to open a URL; on the car screen this launches another app (for example navigation).
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        let ok = host?.scene(self, open: url) ?? false
        completionHandler?(ok)
    }
}

/// The system side of a scene. - Note: Not in UIKit.
@MainActor
package protocol UISceneHost: AnyObject {
    func scene(_ scene: UIScene, open url: URL) -> Bool
}

extension UIScene {
    /// Posted with the scene as its object when a scene connects. Mirrors
    /// [`willConnectNotification`](https://developer.apple.com/documentation/uikit/uiscene/willconnectnotification).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Mirrors [`didDisconnectNotification`](https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification).
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Mirrors [`didActivateNotification`](https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification).
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Mirrors [`willDeactivateNotification`](https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification).
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Mirrors [`willEnterForegroundNotification`](https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification).
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Mirrors [`didEnterBackgroundNotification`](https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification).
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The scene's activation state changes as UIKit changes it, posting the scene's notifications (object: the scene)
    /// on the default center: entering the foreground, activating, deactivating, entering the background.
    /// - Note: Not in UIKit (the system drives it).
    package func moveActivationState(to state: ActivationState) {
        let old = activationState
        guard old != state else { return }
        let center = NotificationCenter.default
        if old == .foregroundActive { center.post(name: Self.willDeactivateNotification, object: self) }
        if (old == .background || old == .unattached) && (state == .foregroundInactive || state == .foregroundActive) {
            center.post(name: Self.willEnterForegroundNotification, object: self)
        }
        activationState = state
        if state == .foregroundActive { center.post(name: Self.didActivateNotification, object: self) }
        if state == .background { center.post(name: Self.didEnterBackgroundNotification, object: self) }
    }
}
