// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How an action behaves: needs an unlocked phone, is shown as destructive, opens the app. Mirrors
/// [`UNNotificationActionOptions`](https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions).
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors [`authenticationRequired`](https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/authenticationrequired).
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Mirrors [`destructive`](https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/destructive).
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Mirrors [`foreground`](https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/foreground).
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
