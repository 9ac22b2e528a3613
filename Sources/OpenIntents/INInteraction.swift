// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An intent and its response, donated so Siri and CarPlay know the conversation.
///
/// Mirrors [`INInteraction`](https://developer.apple.com/documentation/intents/ininteraction). Donations go to an
/// in-process record that the car reads (ours, in place of the intents daemon).
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    open var direction: INInteractionDirection = .unspecified
    open var identifier: String = UUID().uuidString
    open var groupIdentifier: String?
    open var dateInterval: DateInterval?

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        self.intentResponse = response
        super.init()
    }

    /// Donates the interaction. Completion gets nil on success.
    open func donate(completion: ((Error?) -> Void)? = nil) {
        INInteraction.lock.lock()
        INInteraction.donations.append(self)
        INInteraction.lock.unlock()
        completion?(nil)
    }

    public class func deleteAll(completion: ((Error?) -> Void)? = nil) {
        lock.lock()
        donations.removeAll()
        lock.unlock()
        completion?(nil)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var donations: [INInteraction] = []

    /// Everything donated so far. - Note: Not in Intents.
    package static var donated: [INInteraction] {
        lock.lock()
        defer { lock.unlock() }
        return donations
    }
}

/// Mirrors [`INInteractionDirection`](https://developer.apple.com/documentation/intents/ininteractiondirection).
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0
    case outgoing, incoming
}
