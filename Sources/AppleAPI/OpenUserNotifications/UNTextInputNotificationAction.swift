// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An action that asks the user for text (a reply) before the app hears of it. Mirrors
/// [`UNTextInputNotificationAction`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The title of the button that sends the text. Mirrors
    /// [`textInputButtonTitle`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/textinputbuttontitle).
    open private(set) var textInputButtonTitle: String
    /// What the empty text field shows. Mirrors
    /// [`textInputPlaceholder`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/textinputplaceholder).
    open private(set) var textInputPlaceholder: String

    /// Mirrors [`init(identifier:title:options:textInputButtonTitle:textInputPlaceholder:)`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:))
    /// (a convenience initializer in Apple's SDK).
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }

    /// Mirrors [`init(identifier:title:options:icon:textInputButtonTitle:textInputPlaceholder:)`](https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:icon:textinputbuttontitle:textinputplaceholder:))
    /// (iOS 15; a convenience initializer in Apple's SDK).
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?, textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    /// The action with an empty button title and placeholder. Mirrors the initializer iOS apps call on this class,
    /// inherited from [`UNNotificationAction`](https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:));
    /// the empty strings are our reading of what iOS leaves there (unsure).
    public override init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        textInputButtonTitle = ""
        textInputPlaceholder = ""
        super.init(identifier: identifier, title: title, options: options)
    }

    /// As `init(identifier:title:options:)`, with an icon (iOS 15).
    public override init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        textInputButtonTitle = ""
        textInputPlaceholder = ""
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else { return false }
        return other.textInputButtonTitle == textInputButtonTitle && other.textInputPlaceholder == textInputPlaceholder
    }

    open override var hash: Int { super.hash }
}
