// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The phone's assistive technologies, as an app asks about them and tells them what changed. The simulated phone runs
/// none: VoiceOver is off, so a posted notification is spoken by nothing, as on an iPhone with VoiceOver off. Mirrors
/// [`UIAccessibility`](https://developer.apple.com/documentation/uikit/uiaccessibility).
public enum UIAccessibility {
    /// What an app tells VoiceOver. Mirrors
    /// [`UIAccessibility.Notification`](https://developer.apple.com/documentation/uikit/uiaccessibility/notification).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared. Mirrors [`screenChanged`](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed. Mirrors [`layoutChanged`](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text for VoiceOver to speak. Mirrors [`announcement`](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished. Mirrors [`pageScrolled`](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on (never, on the simulated phone). Mirrors
    /// [`isVoiceOverRunning`](https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning).
    public static var isVoiceOverRunning: Bool { false }

    /// Tells the assistive technologies that something changed; with VoiceOver off, nothing hears it. Mirrors
    /// [`post(notification:argument:)`](https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)).
    public static func post(notification: Notification, argument: Any?) {}
}
