// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The image shown beside an action's title: an SF Symbol or a template image of the app's. Mirrors
/// [`UNNotificationActionIcon`](https://developer.apple.com/documentation/usernotifications/unnotificationactionicon).
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// The symbol's name, for an icon made with ``init(systemImageName:)``. - Note: Ours (iOS doesn't expose it).
    public let systemImageName: String?
    /// The image's name in the app's bundle, for an icon made with ``init(templateImageName:)``. - Note: Ours.
    public let templateImageName: String?

    /// Mirrors [`init(systemImageName:)`](https://developer.apple.com/documentation/usernotifications/unnotificationactionicon/init(systemimagename:)).
    public init(systemImageName: String) {
        self.systemImageName = systemImageName
        templateImageName = nil
        super.init()
    }

    /// Mirrors [`init(templateImageName:)`](https://developer.apple.com/documentation/usernotifications/unnotificationactionicon/init(templateimagename:)).
    public init(templateImageName: String) {
        systemImageName = nil
        self.templateImageName = templateImageName
        super.init()
    }
}
