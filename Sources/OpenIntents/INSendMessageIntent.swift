// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Send a message. Mirrors [`INSendMessageIntent`](https://developer.apple.com/documentation/intents/insendmessageintent).
open class INSendMessageIntent: INIntent, @unchecked Sendable {
    public let recipients: [INPerson]?
    public let content: String?
    public let speakableGroupName: INSpeakableString?
    public let conversationIdentifier: String?
    public let serviceName: String?
    public let sender: INPerson?
    public init(
        recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
        speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?, sender: INPerson?,
        attachments: [Any]? = nil
    ) {
        self.recipients = recipients
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        super.init()
    }
}

/// Mirrors [`INOutgoingMessageType`](https://developer.apple.com/documentation/intents/inoutgoingmessagetype).
public enum INOutgoingMessageType: Int, Sendable {
    case unknown = 0
    case outgoingMessageText, outgoingMessageAudio
}

/// Mirrors [`INSendMessageIntentResponse`](https://developer.apple.com/documentation/intents/insendmessageintentresponse).
open class INSendMessageIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable
    }
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Handles ``INSendMessageIntent``. Mirrors [`INSendMessageIntentHandling`](https://developer.apple.com/documentation/intents/insendmessageintenthandling).
public protocol INSendMessageIntentHandling: NSObjectProtocol {
    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
    func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void)
    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void)
    func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
}

extension INSendMessageIntentHandling {
    public func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        completion((intent.recipients ?? []).map { INSendMessageRecipientResolutionResult.success(with: $0) })
    }
    public func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void) {
        completion(intent.content.map { INStringResolutionResult.success(with: $0) } ?? INStringResolutionResult.needsValue())
    }
    public func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .ready, userActivity: nil))
    }
}
