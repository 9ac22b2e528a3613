// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Send a message. Mirrors [`INSendMessageIntent`](https://developer.apple.com/documentation/intents/insendmessageintent).
open class INSendMessageIntent: INIntent, @unchecked Sendable {
    public let recipients: [INPerson]?
    public let outgoingMessageType: INOutgoingMessageType
    public let content: String?
    public let speakableGroupName: INSpeakableString?
    public let conversationIdentifier: String?
    public let serviceName: String?
    public let sender: INPerson?
    private let attachmentsGiven: [Any]?
    public init(
        recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
        speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?, sender: INPerson?,
        attachments: [Any]? = nil
    ) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachmentsGiven = attachments
        super.init()
    }

    /// The intent with the values the app resolved, as Siri passes it on to `confirm` and `handle`. - Note: Not in Intents.
    package func resolved(recipients: [INPerson]?, content: String?, speakableGroupName: INSpeakableString?) -> INSendMessageIntent {
        let copy = INSendMessageIntent(
            recipients: recipients, outgoingMessageType: outgoingMessageType, content: content, speakableGroupName: speakableGroupName,
            conversationIdentifier: conversationIdentifier, serviceName: serviceName, sender: sender, attachments: attachmentsGiven)
        copy.copyIntentValues(from: self)
        return copy
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
///
/// Each method comes in the two forms Swift imports from Apple's Objective-C protocol, completion handler and `async`:
/// implement either (see `INHandlingForms`). `handle` is required; implementing neither form is reported to the car.
public protocol INSendMessageIntentHandling: NSObjectProtocol {
    func handle(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
    func handle(intent: INSendMessageIntent) async -> INSendMessageIntentResponse
    func confirm(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void)
    func confirm(intent: INSendMessageIntent) async -> INSendMessageIntentResponse
    func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void)
    func resolveRecipients(for intent: INSendMessageIntent) async -> [INSendMessageRecipientResolutionResult]
    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void)
    func resolveContent(for intent: INSendMessageIntent) async -> INStringResolutionResult
    func resolveSpeakableGroupName(for intent: INSendMessageIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    func resolveSpeakableGroupName(for intent: INSendMessageIntent) async -> INSpeakableStringResolutionResult
}

extension INSendMessageIntentHandling {
    private static var missingHandle: String {
        INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSendMessageIntentHandling")
    }

    public func handle(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSendMessageIntentResponse(code: .failure, userActivity: nil) },
            completion: completion, async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSendMessageIntent) async -> INSendMessageIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSendMessageIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }

    public func confirm(intent: INSendMessageIntent, completion: @escaping @Sendable (INSendMessageIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "confirm", fallback: { INSendMessageIntentResponse(code: .ready, userActivity: nil) }, completion: completion,
            async: { await self.confirm(intent: intent) })
    }
    public func confirm(intent: INSendMessageIntent) async -> INSendMessageIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "confirm", fallback: { INSendMessageIntentResponse(code: .ready, userActivity: nil) },
            completionForm: { done in self.confirm(intent: intent, completion: done) })
    }

    public func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping @Sendable ([INSendMessageRecipientResolutionResult]) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolveRecipients", fallback: { recipientsAsSpoken(intent) }, completion: completion,
            async: { await self.resolveRecipients(for: intent) })
    }
    public func resolveRecipients(for intent: INSendMessageIntent) async -> [INSendMessageRecipientResolutionResult] {
        await INHandlingForms.asyncForm(
            of: self, "resolveRecipients", fallback: { recipientsAsSpoken(intent) },
            completionForm: { done in self.resolveRecipients(for: intent, with: done) })
    }

    public func resolveContent(for intent: INSendMessageIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolveContent", fallback: { contentAsSpoken(intent) }, completion: completion,
            async: { await self.resolveContent(for: intent) })
    }
    public func resolveContent(for intent: INSendMessageIntent) async -> INStringResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveContent", fallback: { contentAsSpoken(intent) },
            completionForm: { done in self.resolveContent(for: intent, with: done) })
    }

    public func resolveSpeakableGroupName(
        for intent: INSendMessageIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        INHandlingForms.completionForm(
            of: self, "resolveSpeakableGroupName", fallback: { groupAsSpoken(intent) }, completion: completion,
            async: { await self.resolveSpeakableGroupName(for: intent) })
    }
    public func resolveSpeakableGroupName(for intent: INSendMessageIntent) async -> INSpeakableStringResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveSpeakableGroupName", fallback: { groupAsSpoken(intent) },
            completionForm: { done in self.resolveSpeakableGroupName(for: intent, with: done) })
    }
}

private func recipientsAsSpoken(_ intent: INSendMessageIntent) -> [INSendMessageRecipientResolutionResult] {
    (intent.recipients ?? []).map { INSendMessageRecipientResolutionResult.success(with: $0) }
}

private func contentAsSpoken(_ intent: INSendMessageIntent) -> INStringResolutionResult {
    intent.content.map { INStringResolutionResult.success(with: $0) } ?? INStringResolutionResult.needsValue()
}

private func groupAsSpoken(_ intent: INSendMessageIntent) -> INSpeakableStringResolutionResult {
    intent.speakableGroupName.map { INSpeakableStringResolutionResult.success(with: $0) } ?? INSpeakableStringResolutionResult.notRequired()
}
