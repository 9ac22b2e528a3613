import CarPlayShim
import Foundation
import Testing

@Suite struct NotificationActionTests {
    @Test func aCategoryKeepsItsActionsInOrder() {
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [.authenticationRequired], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let mute = UNNotificationAction(
            identifier: "mute", title: "Mute", options: [.destructive], icon: UNNotificationActionIcon(systemImageName: "bell.slash"))
        let open = UNNotificationAction(identifier: "open", title: "Open", options: .foreground)
        let category = UNNotificationCategory(
            identifier: "message", actions: [reply, mute, open], intentIdentifiers: [INSendMessageIntentIdentifier],
            hiddenPreviewsBodyPlaceholder: "New message", categorySummaryFormat: "%u new messages from %@", options: [.allowInCarPlay])
        #expect(category.actions.map(\.identifier) == ["reply", "mute", "open"])
        #expect(category.hiddenPreviewsBodyPlaceholder == "New message")
        #expect(category.categorySummaryFormat == "%u new messages from %@")
        let text = category.actions.first as? UNTextInputNotificationAction
        #expect(text?.textInputButtonTitle == "Send")
        #expect(text?.textInputPlaceholder == "Message")
        #expect(text?.options == [.authenticationRequired])
        #expect(category.actions[1].icon?.systemImageName == "bell.slash")
        #expect(category.actions[1].options.contains(.destructive))
        #expect(category.actions[2].icon == nil)
        #expect(UNNotificationCategory(identifier: "plain", actions: [], intentIdentifiers: []).categorySummaryFormat == "")
    }

    @Test func actionsCompareByWhatTheyAre() {
        #expect(UNNotificationAction(identifier: "a", title: "A") == UNNotificationAction(identifier: "a", title: "A"))
        #expect(UNNotificationAction(identifier: "a", title: "A") != UNNotificationAction(identifier: "a", title: "A", options: .foreground))
        let text = UNTextInputNotificationAction(identifier: "a", title: "A", textInputButtonTitle: "Send", textInputPlaceholder: "")
        #expect(UNNotificationAction(identifier: "a", title: "A") != text, "a text input action is a different kind of action")
        #expect(UNNotificationActionOptions.foreground.rawValue == 4)
    }

    @Test func allowBluetoothHFPIsIOS26sNameForTheHandsFreeOption() {
        // Not set on the shared session: other tests in this process use it at the same time.
        let options: AVAudioSession.CategoryOptions = [.allowBluetoothHFP, .allowBluetoothA2DP]
        #expect(options.contains(.allowBluetooth), "the old name and the new one are one option")
        #expect(options.rawValue == 0x24)
    }
}
