// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// A message on the mesh.
public struct MeshMessage: Equatable, Sendable {
    public let id: String
    public let conversation: String
    public let sender: String
    public let text: String
    public var isRead: Bool
    public let isOutgoing: Bool
}

/// A channel (group) or a direct conversation.
public struct MeshConversation: Equatable, Sendable {
    public let id: String
    public let name: String
    public let isChannel: Bool
    public var isPinned = false
    public var isMuted = false
}

/// The radio link the app talks over: it can drop, reconnect, lose messages and deliver them late.
@MainActor
public final class RadioLink {
    public private(set) var isConnected = true
    /// The next outgoing message is lost (the sender is told).
    public var dropsNextMessage = false
    var onConnectionChange: ((Bool) -> Void)?
    var onDelivery: ((String, Bool) -> Void)?

    public func setConnected(_ connected: Bool) {
        guard connected != isConnected else { return }
        isConnected = connected
        onConnectionChange?(connected)
    }

    /// Sends a message; delivery is reported later (or failure at once when the link is down or drops it).
    func send(_ id: String) -> Bool {
        guard isConnected, !dropsNextMessage else {
            dropsNextMessage = false
            onDelivery?(id, false)
            return false
        }
        onDelivery?(id, true)
        return true
    }
}

/// The phone-side store of conversations and messages.
@MainActor
public final class MeshStore {
    public static let shared = MeshStore()
    public let radio = RadioLink()
    public private(set) var conversations: [MeshConversation]
    public private(set) var messages: [MeshMessage]
    /// Observers of new messages and changes.
    var onChange: [() -> Void] = []
    var onIncoming: [(MeshMessage) -> Void] = []
    var onDeliveryFailure: [(MeshMessage) -> Void] = []
    private var nextID = 1000

    public init(conversations: [MeshConversation] = MeshStore.sampleConversations, messages: [MeshMessage] = MeshStore.sampleMessages) {
        self.conversations = conversations
        self.messages = messages
        radio.onDelivery = { [weak self] id, ok in
            guard let self, !ok, let m = self.messages.first(where: { $0.id == id }) else { return }
            for f in self.onDeliveryFailure { f(m) }
        }
    }

    public func unread(in conversation: String) -> [MeshMessage] { messages.filter { $0.conversation == conversation && !$0.isRead && !$0.isOutgoing } }
    public var allUnread: [MeshMessage] { messages.filter { !$0.isRead && !$0.isOutgoing } }

    public func conversation(named name: String) -> MeshConversation? {
        conversations.first { $0.name.caseInsensitiveCompare(name) == .orderedSame || $0.id == name }
    }

    /// A message arrives over the radio.
    public func receive(from sender: String, in conversation: String, text: String) {
        nextID += 1
        let m = MeshMessage(id: "m\(nextID)", conversation: conversation, sender: sender, text: text, isRead: false, isOutgoing: false)
        messages.append(m)
        for f in onIncoming { f(m) }
        for f in onChange { f() }
    }

    /// Sends a message; false when the radio could not take it (the failure is also reported to observers).
    @discardableResult
    public func send(_ text: String, to conversation: String) -> Bool {
        nextID += 1
        let m = MeshMessage(id: "m\(nextID)", conversation: conversation, sender: "Me", text: text, isRead: true, isOutgoing: true)
        messages.append(m)
        let ok = radio.send(m.id)
        for f in onChange { f() }
        return ok
    }

    public func markRead(_ ids: [String]? = nil) {
        for i in messages.indices where ids == nil || ids!.contains(messages[i].id) { messages[i].isRead = true }
        for f in onChange { f() }
    }

    public static let sampleConversations = [
        MeshConversation(id: "base", name: "Base Camp", isChannel: true, isPinned: true),
        MeshConversation(id: "trail", name: "Trail Crew", isChannel: true),
        MeshConversation(id: "weather", name: "Weather Alerts", isChannel: true, isMuted: true),
        MeshConversation(id: "ann", name: "Ann", isChannel: false),
        MeshConversation(id: "ben", name: "Ben", isChannel: false)
    ]

    public static let sampleMessages: [MeshMessage] = [
        MeshMessage(id: "m1", conversation: "base", sender: "Ann", text: "Camp is set up", isRead: true, isOutgoing: false),
        MeshMessage(id: "m2", conversation: "base", sender: "Ben", text: "Bring water", isRead: false, isOutgoing: false),
        MeshMessage(id: "m3", conversation: "trail", sender: "Chen", text: "Bridge is out", isRead: false, isOutgoing: false),
        MeshMessage(id: "m4", conversation: "ann", sender: "Ann", text: "Running late", isRead: false, isOutgoing: false),
        MeshMessage(id: "m5", conversation: "ben", sender: "Me", text: "On my way", isRead: true, isOutgoing: true)
    ]
}
