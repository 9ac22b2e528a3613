// SPDX-License-Identifier: Apache-2.0

import OpenUserNotifications

/// A message intent makes a notification a communication notification (`UNNotificationContent.updating(from:)`): its
/// sender and conversation, as on iOS, where Intents declares this conformance.
extension INSendMessageIntent: UNNotificationContentProviding, UNCommunicationContext {
    package var communicationSenderName: String? { sender?.displayName }
    package var communicationConversationIdentifier: String? { conversationIdentifier }
}
