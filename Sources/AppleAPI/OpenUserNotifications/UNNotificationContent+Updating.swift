// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UNNotificationContent {
    /// A copy of the content made a communication notification by `provider` (an `INSendMessageIntent`). Mirrors
    /// [`updating(from:)`](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)).
    ///
    /// The copy's title is the message's sender, and its thread the conversation when the content has none: what the
    /// phone (and the car reading messages aloud) shows of a communication notification. How iOS itself lays out the
    /// sender and the content's own title we haven't matched exactly (unsure). A provider that isn't one of the SDK's
    /// adds nothing, as on iOS.
    public func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
        let copy = UNNotificationContent()
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.userInfo = userInfo
        copy.sound = sound
        copy.interruptionLevel = interruptionLevel
        if let context = provider as? any UNCommunicationContext {
            if let sender = context.communicationSenderName, !sender.isEmpty { copy.title = sender }
            if copy.threadIdentifier.isEmpty, let conversation = context.communicationConversationIdentifier {
                copy.threadIdentifier = conversation
            }
        }
        return copy
    }
}
