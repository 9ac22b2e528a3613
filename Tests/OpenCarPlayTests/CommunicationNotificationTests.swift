// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import PhoneApps
import Testing

/// A messaging app's notifications as it writes them: a message made a communication notification by its intent, a
/// time-sensitive alert, the settings read before scheduling, the icon's badge, and a typed reply.
@Suite struct CommunicationNotificationTests {
    func incoming(from name: String, in conversation: String) -> INSendMessageIntent {
        let sender = INPerson(
            personHandle: INPersonHandle(value: "!a1b2", type: .unknown), nameComponents: nil, displayName: name, image: nil,
            contactIdentifier: nil, customIdentifier: "!a1b2")
        return INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: "On my way", speakableGroupName: nil,
            conversationIdentifier: conversation, serviceName: "Mesh", sender: sender, attachments: nil)
    }

    @Test func aMessageIntentMakesTheContentACommunicationNotification() throws {
        let content = UNMutableNotificationContent()
        content.body = "On my way"
        content.userInfo["messageId"] = 42
        content.sound = nil
        let updated = try content.updating(from: incoming(from: "Kim", in: "channel-0"))
        #expect(updated.title == "Kim")
        #expect(updated.body == "On my way" && updated.threadIdentifier == "channel-0")
        #expect(updated.userInfo["messageId"] as? Int == 42)
        #expect(!(updated is UNMutableNotificationContent), "the updated copy can't be changed, as on iOS")
        content.threadIdentifier = "dm-7"
        #expect(try content.updating(from: incoming(from: "Kim", in: "channel-0")).threadIdentifier == "dm-7")
    }

    @Test func anAlertCanBeTimeSensitive() {
        let content = UNMutableNotificationContent()
        #expect(content.interruptionLevel == .active)
        content.interruptionLevel = .timeSensitive
        #expect(content.interruptionLevel == .timeSensitive && content.interruptionLevel.rawValue == 2)
        #expect(UNNotificationInterruptionLevel(rawValue: 3) == .critical)
    }

    @Test func settingsAreReadBeforeAskingAndTheBadgeFollowsTheUnreadCount() async throws {
        let launch = AppLaunch(name: "Mesh")
        try await AppLaunch.runningInTask.withValue(launch) {
            let center = UNUserNotificationCenter.current()
            #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
            _ = try await center.requestAuthorization(options: [.alert, .badge, .sound])
            #expect(await center.notificationSettings().authorizationStatus == .authorized)
            // As a Combine sink keeps the badge in step with the unread count (the completion form).
            center.setBadgeCount(3) { error in #expect(error == nil) }
            #expect(center.badgeCount == 3)
            try await center.setBadgeCount(0)
            #expect(center.badgeCount == 0)
        }
    }

    @Test func aReplyActionIsMadeWithTheInheritedInitializerAndItsResponseCarriesTheText() {
        let reply = UNTextInputNotificationAction(identifier: "messageNotification.replyInputAction", title: "Reply", options: [])
        #expect(reply.identifier == "messageNotification.replyInputAction" && reply.title == "Reply")
        #expect(reply.textInputButtonTitle.isEmpty && reply.textInputPlaceholder.isEmpty)
        let content = UNMutableNotificationContent()
        content.body = "Lunch?"
        let notification = UNNotification(
            request: UNNotificationRequest(identifier: "m1", content: content, trigger: nil), date: Date(timeIntervalSinceReferenceDate: 0))
        let response: UNNotificationResponse = UNTextInputNotificationResponse(
            notification: notification, actionIdentifier: reply.identifier, userText: "Sure")
        #expect((response as? UNTextInputNotificationResponse)?.userText == "Sure")
        #expect(response.actionIdentifier == "messageNotification.replyInputAction")
    }
}
