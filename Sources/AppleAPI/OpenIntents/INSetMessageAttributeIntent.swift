// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mark messages read, unread, flagged… Mirrors [`INSetMessageAttributeIntent`](https://developer.apple.com/documentation/intents/insetmessageattributeintent).
open class INSetMessageAttributeIntent: INIntent, @unchecked Sendable {
    public let identifiers: [String]?
    public let attribute: INMessageAttribute
    public init(identifiers: [String]?, attribute: INMessageAttribute) {
        self.identifiers = identifiers
        self.attribute = attribute
        super.init()
    }

    /// The intent with the attribute the app resolved. - Note: Not in Intents.
    package func resolved(attribute: INMessageAttribute) -> INSetMessageAttributeIntent {
        let copy = INSetMessageAttributeIntent(identifiers: identifiers, attribute: attribute)
        copy.copyIntentValues(from: self)
        return copy
    }
}

/// Mirrors [`INMessageAttribute`](https://developer.apple.com/documentation/intents/inmessageattribute).
public enum INMessageAttribute: Int, Sendable {
    case unknown = 0
    case read, unread, flagged, unflagged, played
}

/// Mirrors [`INSetMessageAttributeIntentResponse`](https://developer.apple.com/documentation/intents/insetmessageattributeintentresponse).
open class INSetMessageAttributeIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageNotFound, failureMessageAttributeNotSet
    }
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetMessageAttributeIntentHandling`](https://developer.apple.com/documentation/intents/insetmessageattributeintenthandling).
/// Each method comes in the two forms Swift imports, completion handler and `async`: implement either (see
/// `INHandlingForms`). `handle` is required.
public protocol INSetMessageAttributeIntentHandling: NSObjectProtocol {
    func handle(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
    func handle(intent: INSetMessageAttributeIntent) async -> INSetMessageAttributeIntentResponse
    func confirm(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void)
    func confirm(intent: INSetMessageAttributeIntent) async -> INSetMessageAttributeIntentResponse
    func resolveAttribute(for intent: INSetMessageAttributeIntent, with completion: @escaping @Sendable (INMessageAttributeResolutionResult) -> Void)
    func resolveAttribute(for intent: INSetMessageAttributeIntent) async -> INMessageAttributeResolutionResult
}

extension INSetMessageAttributeIntentHandling {
    private static var missingHandle: String {
        INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetMessageAttributeIntentHandling")
    }
    public func handle(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSetMessageAttributeIntentResponse(code: .failure, userActivity: nil) },
            completion: completion, async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetMessageAttributeIntent) async -> INSetMessageAttributeIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle", missing: Self.missingHandle, fallback: { INSetMessageAttributeIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }

    public func confirm(intent: INSetMessageAttributeIntent, completion: @escaping @Sendable (INSetMessageAttributeIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "confirm", fallback: { INSetMessageAttributeIntentResponse(code: .ready, userActivity: nil) }, completion: completion,
            async: { await self.confirm(intent: intent) })
    }
    public func confirm(intent: INSetMessageAttributeIntent) async -> INSetMessageAttributeIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "confirm", fallback: { INSetMessageAttributeIntentResponse(code: .ready, userActivity: nil) },
            completionForm: { done in self.confirm(intent: intent, completion: done) })
    }

    public func resolveAttribute(
        for intent: INSetMessageAttributeIntent, with completion: @escaping @Sendable (INMessageAttributeResolutionResult) -> Void
    ) {
        INHandlingForms.completionForm(
            of: self, "resolveAttribute", fallback: { .success(with: intent.attribute) }, completion: completion,
            async: { await self.resolveAttribute(for: intent) })
    }
    public func resolveAttribute(for intent: INSetMessageAttributeIntent) async -> INMessageAttributeResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveAttribute", fallback: { .success(with: intent.attribute) },
            completionForm: { done in self.resolveAttribute(for: intent, with: done) })
    }
}
