// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`UNNotificationCategoryOptions`](https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions).
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and its options. Mirrors [`UNNotificationCategory`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory).
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    /// The buttons a notification of this category offers, in order. Mirrors
    /// [`actions`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/actions).
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    /// What the body says when previews are hidden. Mirrors
    /// [`hiddenPreviewsBodyPlaceholder`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/hiddenpreviewsbodyplaceholder).
    public let hiddenPreviewsBodyPlaceholder: String
    /// The summary of a group of these notifications ("%u new messages from %@"). Mirrors
    /// [`categorySummaryFormat`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/categorysummaryformat).
    public let categorySummaryFormat: String

    /// Mirrors [`init(identifier:actions:intentIdentifiers:options:)`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)).
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = ""
        categorySummaryFormat = ""
        super.init()
    }

    /// Mirrors [`init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:)`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:options:)) (iOS 11).
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        categorySummaryFormat = ""
        super.init()
    }

    /// Mirrors [`init(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)`](https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:categorysummaryformat:options:)) (iOS 12).
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String?,
        categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        super.init()
    }

    open override var hash: Int { identifier.hashValue }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
}

/// What a notification says. Mirrors [`UNMutableNotificationContent`](https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent).
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// Mirrors [`sound`](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/sound).
    open internal(set) var sound: UNNotificationSound?
    /// Mirrors [`interruptionLevel`](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/interruptionlevel).
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
}

open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// Mirrors [`sound`](https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/sound).
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    /// Mirrors [`interruptionLevel`](https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/interruptionlevel).
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
}

/// Mirrors [`UNNotificationRequest`](https://developer.apple.com/documentation/usernotifications/unnotificationrequest).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// Mirrors [`UNNotificationTrigger`](https://developer.apple.com/documentation/usernotifications/unnotificationtrigger).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    package init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}
