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
