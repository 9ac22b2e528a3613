// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIApplication {
    /// Marks the start of work the app asks to finish should it move to the background. Mirrors
    /// [`beginBackgroundTask(withName:expirationHandler:)`](https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)).
    /// - Note: Ours: the simulated phone never suspends an app, so the time is never up and `handler` never runs; the
    ///   task is kept until the app ends it (`backgroundTasks`).
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        nextBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        backgroundTasks[identifier] = taskName ?? ""
        return identifier
    }

    /// Mirrors [`beginBackgroundTask(expirationHandler:)`](https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)).
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the end of a background task (`.invalid`, or one ended already, is ignored, where iOS logs a warning).
    /// Mirrors [`endBackgroundTask(_:)`](https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks[identifier] = nil
    }

    /// How long the app may still run in the background. Mirrors
    /// [`backgroundTimeRemaining`](https://developer.apple.com/documentation/uikit/uiapplication/backgroundtimeremaining)
    /// (the phone never suspends an app here, so there's no limit: `.greatestFiniteMagnitude`, as iOS answers in front).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
