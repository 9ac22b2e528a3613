// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Mesh on the car screen: Channels and Direct Messages tabs of message items. Sections are updated in place,
/// radio connection changes are debounced (300 ms) and never rebuild the templates; interactions are donated
/// once per CarPlay session; notifications show only the sender and the channel.
public final class MeshCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let store: MeshStore
    var interfaceController: CPInterfaceController?
    private(set) var channels: CPListTemplate?
    private(set) var directs: CPListTemplate?
    /// Interactions donated in this CarPlay session (cleared at connect).
    private(set) var donated: Set<String> = []
    /// Connection changes, debounced with Combine on the main run loop.
    private let connectionChanges = PassthroughSubject<Void, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var refreshCount = 0
    static let categoryIdentifier = "mesh-message"

    public init(store: MeshStore = .shared) {
        self.store = store
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        configureNotifications()
        let channels = CPListTemplate(title: "Channels", sections: sections(channels: true))
        channels.tabTitle = "Channels"
        channels.tabImage = UIImage(systemName: "antenna.radiowaves.left.and.right")
        channels.emptyViewTitleVariants = ["No channels"]
        let directs = CPListTemplate(title: "Direct Messages", sections: sections(channels: false))
        directs.tabTitle = "Direct"
        directs.tabImage = UIImage(systemName: "person.2")
        directs.emptyViewTitleVariants = ["No conversations"]
        self.channels = channels
        self.directs = directs
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [channels, directs]), animated: false, completion: nil)
        store.onChange.append { [weak self] in self?.refresh() }
        store.onIncoming.append { [weak self] m in self?.incoming(m) }
        store.onDeliveryFailure.append { [weak self] m in self?.deliveryFailed(m) }
        connectionChanges.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] in MainActor.assumeIsolated { self?.refresh() } }
            .store(in: &subscriptions)
        store.radio.onConnectionChange = { [weak self] _ in self?.scheduleRefresh() }
        // A new CarPlay session: forget what was donated, donate up to 50 unread so Siri can read them.
        donated.removeAll()
        for m in store.allUnread.prefix(50) { donate(m) }
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        subscriptions.removeAll()  // a refresh still waiting for quiet is dropped
        store.onChange.removeAll()
        store.onIncoming.removeAll()
        store.onDeliveryFailure.removeAll()
        store.radio.onConnectionChange = nil
        self.interfaceController = nil
    }

    // MARK: Lists

    func sections(channels: Bool) -> [CPListSection] {
        let status = store.radio.isConnected ? "Radio connected" : "Radio offline — messages will send when it reconnects"
        let items = store.conversations.filter { $0.isChannel == channels }.map { c -> CPMessageListItem in
            let unread = store.unread(in: c.id).count
            // No message content in the car: the conversation, the unread count.
            let item = CPMessageListItem(
                conversationIdentifier: c.id, text: c.name,
                leadingConfiguration: CPMessageListItemLeadingConfiguration(
                    leadingItem: c.isPinned ? .pin : .none,
                    leadingImage: nil, unread: unread > 0),
                trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: c.isMuted ? .mute : .none, trailingImage: nil),
                detailText: unread > 0 ? "\(unread) unread" : nil, trailingText: nil)
            return item
        }
        return [CPListSection(items: items, header: status, sectionIndexTitle: nil)]
    }

    /// Updates the lists in place (no new templates).
    func refresh() {
        refreshCount += 1
        channels?.updateSections(sections(channels: true))
        directs?.updateSections(sections(channels: false))
    }

    /// Connection changes come in bursts while the radio renegotiates: wait 300 ms of quiet, then refresh once.
    func scheduleRefresh() {
        connectionChanges.send()
    }

    // MARK: Siri and notifications

    static func person(_ name: String) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name, image: nil,
            contactIdentifier: nil, customIdentifier: name)
    }

    /// Donates a message once per CarPlay session.
    func donate(_ m: MeshMessage) {
        guard donated.insert(m.id).inserted else { return }
        let group = store.conversations.first { $0.id == m.conversation }
        let intent = INSendMessageIntent(
            recipients: m.isOutgoing ? [Self.person(group?.name ?? m.conversation)] : [Self.person("Me")],
            outgoingMessageType: .outgoingMessageText, content: m.text,
            speakableGroupName: group?.isChannel == true ? INSpeakableString(spokenPhrase: group!.name) : nil,
            conversationIdentifier: m.conversation, serviceName: "Mesh", sender: Self.person(m.sender))
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = m.isOutgoing ? .outgoing : .incoming
        interaction.identifier = m.id
        interaction.donate(completion: nil)
    }

    func configureNotifications() {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .carPlay]) { _, _ in }
        center.setNotificationCategories([
            UNNotificationCategory(
                identifier: Self.categoryIdentifier, actions: [],
                intentIdentifiers: [], options: [.allowInCarPlay])
        ])
    }

    func incoming(_ m: MeshMessage) {
        donate(m)
        let group = store.conversations.first { $0.id == m.conversation }
        let content = UNMutableNotificationContent()
        content.title = m.sender
        content.subtitle = group?.isChannel == true ? group!.name : ""
        content.body = m.text
        content.categoryIdentifier = Self.categoryIdentifier
        content.threadIdentifier = m.conversation
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: m.id, content: content, trigger: nil), withCompletionHandler: nil)
    }

    func deliveryFailed(_ m: MeshMessage) {
        let group = store.conversations.first { $0.id == m.conversation }
        let content = UNMutableNotificationContent()
        content.title = "Not delivered"
        content.subtitle = group?.name ?? m.conversation
        content.body = m.text
        content.categoryIdentifier = Self.categoryIdentifier
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "fail-\(m.id)", content: content, trigger: nil), withCompletionHandler: nil)
    }
}
