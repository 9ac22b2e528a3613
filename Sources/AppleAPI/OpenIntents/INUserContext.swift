// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// What an app tells Siri about its user, shared with ``becomeCurrent()``. Apple's
/// [`INUserContext`](https://developer.apple.com/documentation/intents/inusercontext). Not archivable here (Apple's
/// adopts `NSSecureCoding`; nothing in the car archives it).
open class INUserContext: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Makes this the app's current context: Siri reads the last one an app made current.
    public func becomeCurrent() { Self.holder(AppLaunch.current).context = self }

    /// The context an app made current last (nil: none yet), for the car's Siri. - Note: Ours.
    package static func current(of launch: AppLaunch?) -> INUserContext? { holder(launch).context }

    /// Each launch's current context (the process's own outside any app), as iOS keeps one per app.
    final class Holder: @unchecked Sendable {
        var context: INUserContext?
    }
    private static let processWide = Holder()
    static func holder(_ launch: AppLaunch?) -> Holder { launch?.instance(Holder.self) { Holder() } ?? processWide }
}
