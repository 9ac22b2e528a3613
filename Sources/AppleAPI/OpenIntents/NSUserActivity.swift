// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)
    /// An activity handed between the system and the app. Foundation has it on Apple platforms only.
    ///
    /// Mirrors [`NSUserActivity`](https://developer.apple.com/documentation/foundation/nsuseractivity).
    open class NSUserActivity: NSObject, @unchecked Sendable {
        public let activityType: String
        open var title: String?
        open var userInfo: [AnyHashable: Any]?
        /// The Siri interaction that launched the app to continue (Intents adds it to NSUserActivity).
        open var interaction: INInteraction?
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }
    }
#endif
