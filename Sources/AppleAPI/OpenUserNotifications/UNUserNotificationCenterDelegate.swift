// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`UNUserNotificationCenterDelegate`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate):
/// how an app takes part in its notifications. Apple's methods are optional; here each has a default that does what
/// the system does without it (a notification for an app in front isn't shown; a response is acknowledged).
///
/// The car asks `userNotificationCenter(_:willPresent:withCompletionHandler:)` when a notification arrives while its
/// app is the one on the car's screen, and shows a banner only if the answer includes `.banner` (or `.alert`). That
/// an app on the CarPlay screen counts as "in the foreground" for this is our reading (its scene is active). The car's
/// banners can't be tapped, so `didReceive` is never called by the car.
///
/// Main-actor isolated here (the car calls it on the main thread), so both a `UIResponder` app delegate and an app
/// that marks its methods `nonisolated` conform, as each does on iOS.
@MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
