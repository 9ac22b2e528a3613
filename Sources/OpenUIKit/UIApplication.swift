// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The running app. Mirrors [`UIApplication`](https://developer.apple.com/documentation/uikit/uiapplication).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Mirrors [`UIApplication.State`](https://developer.apple.com/documentation/uikit/uiapplication/state).
    public enum State: Int, Sendable { case active = 0, inactive, background }

    private static let instance = UIApplication()
    public class var shared: UIApplication { instance }

    /// Whether the phone app is in the foreground; set by the simulated phone.
    open package(set) var applicationState: State = .background
    /// Whether protected data (files protected "complete", keychain items "when unlocked") can be read.
    open package(set) var isProtectedDataAvailable = true
    open weak var delegate: AnyObject?

    private override init() { super.init() }

    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}
