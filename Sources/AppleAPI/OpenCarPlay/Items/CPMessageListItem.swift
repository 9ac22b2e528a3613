// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A conversation or contact in a communication app's list. It has no handler: selecting it hands off
/// to Siri with the conversation identifier or the phone/e-mail address.
///
/// Mirrors [`CPMessageListItem`](https://developer.apple.com/documentation/carplay/cpmessagelistitem).
@preconcurrency @MainActor
open class CPMessageListItem: NSObject, CPListTemplateItem {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var conversationIdentifier: String? { didSet { changed("conversationIdentifier") } }
    open var phoneOrEmailAddress: String? { didSet { changed("phoneOrEmailAddress") } }
    open var text: String? { didSet { changed("text") } }
    open var detailText: String? { didSet { changed("detailText") } }
    open var trailingText: String? { didSet { changed("trailingText") } }
    open var leadingConfiguration: CPMessageListItemLeadingConfiguration { didSet { changed("leadingConfiguration") } }
    open var trailingConfiguration: CPMessageListItemTrailingConfiguration? { didSet { changed("trailingConfiguration") } }
    open var leadingDetailTextImage: UIImage? { didSet { changed("leadingDetailTextImage") } }
    open var userInfo: Any?
    open var isEnabled = true { didSet { changed("isEnabled") } }

    public init(
        conversationIdentifier: String, text: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        self.conversationIdentifier = conversationIdentifier
        self.text = text
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    public init(
        fullName: String, phoneOrEmailAddress: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        self.text = fullName
        self.phoneOrEmailAddress = phoneOrEmailAddress
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    private func changed(_ what: String) { CPRuntime.elementDidChange(self, what) }
}

/// The leading side of a message item: a pin or star, an image, the unread dot.
/// Mirrors [`CPMessageListItemLeadingConfiguration`](https://developer.apple.com/documentation/carplay/cpmessagelistitemleadingconfiguration).
@preconcurrency @MainActor
open class CPMessageListItemLeadingConfiguration: NSObject {
    public let leadingItem: CPMessageLeadingItem
    public let leadingImage: UIImage?
    public let isUnread: Bool
    public init(leadingItem: CPMessageLeadingItem, leadingImage: UIImage?, unread: Bool) {
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        self.isUnread = unread
        super.init()
    }
}

/// The trailing side of a message item: a mute symbol or an image.
/// Mirrors [`CPMessageListItemTrailingConfiguration`](https://developer.apple.com/documentation/carplay/cpmessagelistitemtrailingconfiguration).
@preconcurrency @MainActor
open class CPMessageListItemTrailingConfiguration: NSObject {
    public let trailingItem: CPMessageTrailingItem
    public let trailingImage: UIImage?
    public init(trailingItem: CPMessageTrailingItem, trailingImage: UIImage?) {
        self.trailingItem = trailingItem
        self.trailingImage = trailingImage
        super.init()
    }
}

extension CPMessageListItem: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
