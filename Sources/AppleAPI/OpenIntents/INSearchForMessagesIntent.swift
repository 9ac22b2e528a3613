// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Find messages (Siri reads them back). Mirrors [`INSearchForMessagesIntent`](https://developer.apple.com/documentation/intents/insearchformessagesintent).
open class INSearchForMessagesIntent: INIntent, @unchecked Sendable {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let read = Attributes(rawValue: 1)
        public static let unread = Attributes(rawValue: 2)
        public static let flagged = Attributes(rawValue: 4)
        public static let unflagged = Attributes(rawValue: 8)
        public static let played = Attributes(rawValue: 16)
    }
    public let recipients: [INPerson]?
    public let senders: [INPerson]?
    public let searchTerms: [String]?
    public let attributes: Attributes
    public let dateTimeRange: INDateComponentsRange?
    public let identifiers: [String]?
    public let notificationIdentifiers: [String]?
    public let speakableGroupNames: [INSpeakableString]?
    public let conversationIdentifiers: [String]?
    public init(
        recipients: [INPerson]?, senders: [INPerson]?, searchTerms: [String]?, attributes: Attributes,
        dateTimeRange: INDateComponentsRange?, identifiers: [String]?, notificationIdentifiers: [String]?,
        speakableGroupNames: [INSpeakableString]?, conversationIdentifiers: [String]?
    ) {
        self.recipients = recipients
        self.senders = senders
        self.searchTerms = searchTerms
        self.attributes = attributes
        self.dateTimeRange = dateTimeRange
        self.identifiers = identifiers
        self.notificationIdentifiers = notificationIdentifiers
        self.speakableGroupNames = speakableGroupNames
        self.conversationIdentifiers = conversationIdentifiers
        super.init()
    }
}

/// Mirrors [`INSearchForMessagesIntentResponse`](https://developer.apple.com/documentation/intents/insearchformessagesintentresponse).
open class INSearchForMessagesIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable, failureMessageTooManyResults
    }
    public let code: Code
    open var messages: [INMessage]?
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSearchForMessagesIntentHandling`](https://developer.apple.com/documentation/intents/insearchformessagesintenthandling).
/// `handle` comes in the two forms Swift imports, completion handler and `async`: implement either (see `INHandlingForms`).
public protocol INSearchForMessagesIntentHandling: NSObjectProtocol {
    func handle(intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void)
    func handle(intent: INSearchForMessagesIntent) async -> INSearchForMessagesIntentResponse
}

extension INSearchForMessagesIntentHandling {
    private static var missingHandle: String {
        INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSearchForMessagesIntentHandling")
    }
    public func handle(intent: INSearchForMessagesIntent, completion: @escaping @Sendable (INSearchForMessagesIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSearchForMessagesIntentResponse(code: .failure, userActivity: nil) },
            completion: completion, async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSearchForMessagesIntent) async -> INSearchForMessagesIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSearchForMessagesIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}
