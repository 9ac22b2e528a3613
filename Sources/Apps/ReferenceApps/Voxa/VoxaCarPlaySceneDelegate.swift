// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Voxa on the car screen: calls and messages in one communication app, as the guide allows. Recents (tap to
/// call back), Contacts (a contact template with call and message buttons) and Messages (conversations; Siri
/// reads and sends them, the car never shows their content). Calls themselves are on CarPlay's call screen.
public final class VoxaCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let phone: VoxaPhone
    var interfaceController: CPInterfaceController?
    private var recents: CPListTemplate?
    private var messages: CPListTemplate?

    public init(phone: VoxaPhone) {
        self.phone = phone
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        phone.launch()
        let recents = CPListTemplate(title: "Recents", sections: recentSections())
        recents.tabTitle = "Recents"
        recents.tabImage = UIImage(systemName: "clock")
        recents.emptyViewTitleVariants = ["No recent calls"]
        let contacts = CPListTemplate(title: "Contacts", sections: [CPListSection(items: phone.contacts.map(contactItem))])
        contacts.tabTitle = "Contacts"
        contacts.tabImage = UIImage(systemName: "person.crop.circle")
        let messages = CPListTemplate(title: "Messages", sections: messageSections())
        messages.tabTitle = "Messages"
        messages.tabImage = UIImage(systemName: "message")
        self.recents = recents
        self.messages = messages
        phone.onChange = { [weak self] in self?.refresh() }
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [recents, contacts, messages]), animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        phone.onChange = nil
    }

    func refresh() {
        recents?.updateSections(recentSections())
        messages?.updateSections(messageSections())
    }

    func recentSections() -> [CPListSection] {
        let limit = Int(CPListTemplate.maximumItemCount)
        let items = phone.history.reversed().prefix(limit).map { entry -> CPListItem in
            let item = CPListItem(
                text: entry.name, detailText: entry.kind.rawValue,
                image: UIImage(
                    systemName: entry.kind == .missed
                        ? "phone.arrow.down.left" : entry.kind == .outgoing ? "phone.arrow.up.right" : "phone.arrow.down.left.fill"))
            item.handler = { [weak self] _, completion in
                self?.phone.startCall(to: entry.name)
                completion()
            }
            return item
        }
        return [CPListSection(items: Array(items))]
    }

    func contactItem(_ name: String) -> CPListItem {
        let item = CPListItem(
            text: name, detailText: nil, image: UIImage(systemName: "person.crop.circle"), accessoryImage: nil, accessoryType: .disclosureIndicator)
        item.handler = { [weak self] _, completion in
            self?.showContact(name)
            completion()
        }
        return item
    }

    func showContact(_ name: String) {
        let contact = CPContact(name: name, image: UIImage(systemName: "person.crop.circle.fill")!)
        contact.subtitle = "Voxa"
        contact.actions = [
            CPContactCallButton { [weak self] _ in self?.phone.startCall(to: name) },
            CPContactMessageButton(phoneOrEmail: name)
        ]
        interfaceController?.pushTemplate(CPContactTemplate(contact: contact), animated: true, completion: nil)
    }

    func messageSections() -> [CPListSection] {
        let items = phone.conversations.map { c -> CPMessageListItem in
            CPMessageListItem(
                conversationIdentifier: c.id, text: c.name,
                leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: !c.unread.isEmpty),
                trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .none, trailingImage: nil),
                detailText: c.unread.isEmpty ? nil : "\(c.unread.count) unread", trailingText: nil)
        }
        return [CPListSection(items: items)]
    }
}

/// Voxa's intents extension: the calling and messaging intents a communication app needs in CarPlay (start a
/// call, call history; send, search, mark read).
public final class VoxaIntentHandler: INExtension, INStartCallIntentHandling, INSearchCallHistoryIntentHandling, INSendMessageIntentHandling,
    INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling, @unchecked Sendable
{
    let phone: VoxaPhone

    public init(phone: VoxaPhone) {
        self.phone = phone
        super.init()
    }

    public override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is INStartCallIntent, is INSearchCallHistoryIntent, is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: self
        default: nil
        }
    }

    public func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            let known = intent.contacts?.first.map { name in phone.contacts.contains { $0.caseInsensitiveCompare(name.displayName) == .orderedSame } } ?? false
            // The call itself starts in the app (CallKit), which iOS launches to continue the interaction.
            completion(INStartCallIntentResponse(code: known ? .continueInApp : .failureContactNotSupportedByApp, userActivity: nil))
        }
    }

    public func handle(intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            let response = INSearchCallHistoryIntentResponse(code: .success, userActivity: nil)
            response.callRecords = phone.history.enumerated().map { i, e in
                INCallRecord(
                    identifier: "call-\(i)", dateCreated: nil,
                    callRecordType: e.kind == .missed ? .missed : e.kind == .outgoing ? .outgoing : .received,
                    callCapability: .audioCall, callDuration: nil, unseen: nil, participants: [VoxaPhone.person(e.name)],
                    numberOfCalls: 1, isCallerIdBlocked: false)
            }
            completion(response)
        }
    }

    public func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            completion((intent.recipients ?? []).map { phone.conversation(named: $0.displayName) != nil ? .success(with: $0) : .unsupported() })
        }
    }

    public func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            guard let name = intent.recipients?.first?.displayName, let text = intent.content, phone.send(text, to: name) else {
                return completion(INSendMessageIntentResponse(code: .failure, userActivity: nil))
            }
            completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
        }
    }

    public func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
            response.messages = phone.conversations.flatMap { c in
                c.unread.enumerated().map { i, text in
                    INMessage(
                        identifier: "\(c.id)-\(i)", conversationIdentifier: c.id, content: text, dateSent: nil,
                        sender: VoxaPhone.person(c.name), recipients: nil, groupName: nil, messageType: .text)
                }
            }
            completion(response)
        }
    }

    public func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            phone.markAllRead()
            completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
        }
    }
}
