// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps
import Synchronization

/// Siri's authorization of the app. Mirrors [`INPreferences`](https://developer.apple.com/documentation/intents/inpreferences).
///
/// The phone answers as a user who allows Siri: the first request is granted (the prompt iOS shows is not drawn) and
/// the app's status reads `authorized` from then on (kept per app, as iOS keeps the user's choice), `notDetermined`
/// before. The car's Siri doesn't gate the app's handlers on it.
open class INPreferences: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Asks the user to let the app work with Siri; `handler` gets the status later, on another queue, as on iOS.
    /// Mirrors [`requestSiriAuthorization(_:)`](https://developer.apple.com/documentation/intents/inpreferences/requestsiriauthorization(_:)).
    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) {
        let app = AppLaunch.current?.name ?? ""
        authorized.withLock { _ = $0.insert(app) }
        nonisolated(unsafe) let handler = handler
        DispatchQueue.global().async { handler(.authorized) }
    }

    /// The app's status. Mirrors [`siriAuthorizationStatus()`](https://developer.apple.com/documentation/intents/inpreferences/siriauthorizationstatus()).
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus {
        let app = AppLaunch.current?.name ?? ""
        return authorized.withLock { $0.contains(app) } ? .authorized : .notDetermined
    }

    /// The apps the user allowed, by name.
    private static let authorized = Mutex<Set<String>>([])
}
