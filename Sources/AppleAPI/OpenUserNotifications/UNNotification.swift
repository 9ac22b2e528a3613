// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`UNNotification`](https://developer.apple.com/documentation/usernotifications/unnotification): a request
/// the phone delivered, and when.
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date

    /// The phone delivers `request` at `date`. - Note: Ours (UserNotifications makes these itself).
    package init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}
