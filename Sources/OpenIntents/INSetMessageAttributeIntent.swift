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
public protocol INSetMessageAttributeIntentHandling: NSObjectProtocol {
    func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void)
}
