// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

// Models as an iOS app writes them (Meshtastic-like: channels holding messages).

@Model
final class Channel {
    @Attribute(.unique) var name: String
    var index: Int
    var muted: Bool = false
    @Relationship(deleteRule: .cascade, inverse: \Message.channel) var messages: [Message] = []
    @Transient var unreadBadge = 0

    init(name: String, index: Int) {
        self.name = name
        self.index = index
    }
}

@Model
final class Message {
    var text: String
    var sentAt: Date
    var sender: String?
    var channel: Channel?

    init(text: String, sentAt: Date, sender: String? = nil) {
        self.text = text
        self.sentAt = sentAt
        self.sender = sender
    }
}

/// A reading of a node's sensors: a model with no relationship, and an attribute of the app's own `Codable` type.
@Model
final class Reading {
    enum Kind: String, Codable {
        case temperature, humidity
    }
    var kind: Kind
    var value: Double
    var takenAt: Date = Date(timeIntervalSinceReferenceDate: 0)

    init(kind: Kind, value: Double) {
        self.kind = kind
        self.value = value
    }
}
