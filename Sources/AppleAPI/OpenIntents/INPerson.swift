// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A phone number, e-mail address or app-specific handle. Mirrors [`INPersonHandle`](https://developer.apple.com/documentation/intents/inpersonhandle).
open class INPersonHandle: NSObject, @unchecked Sendable {
    public enum HandleType: Int, Sendable {
        case unknown = 0
        case emailAddress, phoneNumber
    }
    public let value: String?
    public let type: HandleType
    public init(value: String?, type: HandleType) {
        self.value = value
        self.type = type
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? INPersonHandle else { return false }
        return o.value == value && o.type == type
    }
    open override var hash: Int { (value ?? "").hashValue ^ type.rawValue }
}

/// A person in an intent. Mirrors [`INPerson`](https://developer.apple.com/documentation/intents/inperson).
open class INPerson: NSObject, @unchecked Sendable {
    public let personHandle: INPersonHandle?
    public let nameComponents: PersonNameComponents?
    public let displayName: String
    public let customIdentifier: String?
    public let isMe: Bool

    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: Any?, contactIdentifier: String?, customIdentifier: String?
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        self.displayName =
            displayName ?? nameComponents.map { [$0.givenName, $0.familyName].compactMap { $0 }.joined(separator: " ") } ?? personHandle.value ?? ""
        self.customIdentifier = customIdentifier
        self.isMe = false
        super.init()
    }

    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: Any?, contactIdentifier: String?, customIdentifier: String?, isMe: Bool
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        self.displayName = displayName ?? personHandle.value ?? ""
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        super.init()
    }
}

/// A name with how Siri should say it. Mirrors [`INSpeakableString`](https://developer.apple.com/documentation/intents/inspeakablestring).
open class INSpeakableString: NSObject, @unchecked Sendable {
    public let spokenPhrase: String
    public let vocabularyIdentifier: String?
    public let pronunciationHint: String?
    public init(spokenPhrase: String) {
        self.spokenPhrase = spokenPhrase
        vocabularyIdentifier = nil
        pronunciationHint = nil
        super.init()
    }
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }
}

/// A message found or sent. Mirrors [`INMessage`](https://developer.apple.com/documentation/intents/inmessage).
open class INMessage: NSObject, @unchecked Sendable {
    public enum MessageType: Int, Sendable {
        case unspecified = 0
        case text = 1
    }
    public let identifier: String
    public let conversationIdentifier: String?
    public let content: String?
    public let dateSent: Date?
    public let sender: INPerson?
    public let recipients: [INPerson]?
    public let groupName: INSpeakableString?
    public let messageType: MessageType
    public init(
        identifier: String, conversationIdentifier: String?, content: String?, dateSent: Date?, sender: INPerson?,
        recipients: [INPerson]?, groupName: INSpeakableString?, messageType: MessageType
    ) {
        self.identifier = identifier
        self.conversationIdentifier = conversationIdentifier
        self.content = content
        self.dateSent = dateSent
        self.sender = sender
        self.recipients = recipients
        self.groupName = groupName
        self.messageType = messageType
        super.init()
    }
    public convenience init(identifier: String, content: String?, dateSent: Date?, sender: INPerson?, recipients: [INPerson]?) {
        self.init(
            identifier: identifier, conversationIdentifier: nil, content: content, dateSent: dateSent, sender: sender,
            recipients: recipients, groupName: nil, messageType: .text)
    }
}
