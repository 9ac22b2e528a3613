// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`UNNotificationDefaultActionIdentifier`](https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier):
/// the user opened the app from the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// Mirrors [`UNNotificationDismissActionIdentifier`](https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier):
/// the user dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Mirrors [`UNNotificationResponse`](https://developer.apple.com/documentation/usernotifications/unnotificationresponse):
/// what the user did with a delivered notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    /// The user chose `actionIdentifier` for `notification`. - Note: Ours (UserNotifications makes these itself).
    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}
