// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A button on a notification of a category (``UNNotificationCategory/actions``): what the app does when the user
/// picks it. Mirrors [`UNNotificationAction`](https://developer.apple.com/documentation/usernotifications/unnotificationaction).
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// Mirrors [`identifier`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier).
    open private(set) var identifier: String
    /// Mirrors [`title`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/title).
    open private(set) var title: String
    /// Mirrors [`options`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/options).
    open private(set) var options: UNNotificationActionOptions
    /// Mirrors [`icon`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/icon) (iOS 15).
    open private(set) var icon: UNNotificationActionIcon?

    /// Mirrors [`init(identifier:title:options:)`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)).
    /// (A convenience initializer in Apple's SDK.)
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    /// Mirrors [`init(identifier:title:options:icon:)`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:icon:))
    /// (iOS 15; a convenience initializer in Apple's SDK).
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        super.init()
    }

    /// Actions are equal when their identifiers, titles and options are, as their `isEqual(_:)` says on iOS.
    /// - Note: Ours: which fields iOS compares is not confirmed by our research.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.title == title && other.options == options
    }

    open override var hash: Int { identifier.hashValue }
}
