// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A media app's user as Siri needs to know them: how many items their library has and whether they subscribe. Apple's
/// [`INMediaUserContext`](https://developer.apple.com/documentation/intents/inmediausercontext).
public final class INMediaUserContext: INUserContext, @unchecked Sendable {
    /// Whether the user subscribes to the app's service. Raw values as Apple's header.
    public enum SubscriptionStatus: Int, Sendable {
        /// The app offers no subscription, or doesn't know.
        case unknown = 0
        case notSubscribed = 1
        case subscribed = 2
    }

    public var subscriptionStatus: SubscriptionStatus = .unknown
    public var numberOfLibraryItems: Int?

    public override init() { super.init() }
}
