// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The user's answer to a text input action: the action chosen and the text typed (or dictated). Mirrors
/// [`UNTextInputNotificationResponse`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse).
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    /// Mirrors [`userText`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse/usertext).
    public let userText: String

    /// The user answered `notification`'s text input action `actionIdentifier` with `userText`. - Note: Ours
    /// (UserNotifications makes these itself).
    package init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
