// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// An intent and its response, donated so Siri and CarPlay know the conversation.
///
/// Mirrors [`INInteraction`](https://developer.apple.com/documentation/intents/ininteraction). Donations go to an
/// in-process record that the car reads (ours, in place of the intents daemon): every donation in order, and each
/// app launch's own (what a test reads as `donatedInteractions`).
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
        let launch = AppLaunch.current
        INInteraction.lock.lock()
        INInteraction.donations.append(self)
        INInteraction.lock.unlock()
        launch?.instance(LaunchDonations.self) { LaunchDonations() }.append(self)
        completion?(nil)
    }

    /// Deletes the app's donations (the whole record when no app runs). Completion gets nil on success.
    public class func deleteAll(completion: ((Error?) -> Void)? = nil) {
        lock.withLock { donations.removeAll() }
        AppLaunch.current?.existingInstance(LaunchDonations.self)?.removeAll()
        completion?(nil)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var donations: [INInteraction] = []

    /// Everything donated so far. - Note: Not in Intents.
    package static var donated: [INInteraction] {
        lock.withLock { donations }
    }

    /// What one launch of an app donated, in order (empty for a launch that donated nothing). - Note: Not in Intents.
    package static func donated(in launch: AppLaunch) -> [INInteraction] {
        launch.existingInstance(LaunchDonations.self)?.all ?? []
    }

    /// One app launch's donations.
    private final class LaunchDonations: @unchecked Sendable {
        private var items: [INInteraction] = []
        private let lock = NSLock()
        func append(_ interaction: INInteraction) { lock.withLock { items.append(interaction) } }
        func removeAll() { lock.withLock { items.removeAll() } }
        var all: [INInteraction] { lock.withLock { items } }
    }
}

/// Mirrors [`INInteractionDirection`](https://developer.apple.com/documentation/intents/ininteractiondirection).
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0
    case outgoing, incoming
}
