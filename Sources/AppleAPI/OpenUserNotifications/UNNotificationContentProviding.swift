// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An object of Apple's SDK that gives a notification more context (a message's sender and conversation). Mirrors
/// [`UNNotificationContentProviding`](https://developer.apple.com/documentation/usernotifications/unnotificationcontentproviding);
/// as on iOS, only the SDK's own types (here `INSendMessageIntent`) add anything: an app's conformance is ignored.
public protocol UNNotificationContentProviding: NSObjectProtocol {}

/// What a provider of the SDK tells a notification about a message: who sent it and in which conversation.
/// - Note: Ours (UserNotifications reads the intent itself).
package protocol UNCommunicationContext {
    /// The sender's name, as the notification shows it.
    var communicationSenderName: String? { get }
    /// The conversation, which groups its notifications.
    var communicationConversationIdentifier: String? { get }
}
