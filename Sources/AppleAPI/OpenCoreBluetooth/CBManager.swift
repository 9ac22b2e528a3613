// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// What central (and, on iOS, peripheral) managers share: the state of the phone's Bluetooth and the app's
/// authorization. Mirrors [`CBManager`](https://developer.apple.com/documentation/corebluetooth/cbmanager).
open class CBManager: NSObject, @unchecked Sendable {
    private let stateLock = NSLock()
    private var known: CBManagerState = .unknown

    /// The phone's Bluetooth as this manager last heard it: `.unknown` until the first update reaches the delegate.
    /// Mirrors [`state`](https://developer.apple.com/documentation/corebluetooth/cbmanager/state).
    open var state: CBManagerState { stateLock.withLock { known } }

    /// The manager heard the phone's state (on its queue, just before its delegate does).
    package func updateState(_ state: CBManagerState) { stateLock.withLock { known = state } }

    /// Whether the user allows the app Bluetooth: the phone of the car the app runs in (`PhoneBluetooth` in
    /// CarPlayHost); outside any car, not asked. Mirrors
    /// [`authorization`](https://developer.apple.com/documentation/corebluetooth/cbmanager/authorization-swift.type.property) (iOS 13.1).
    open class var authorization: CBManagerAuthorization {
        AppLaunch.current?.existingInstance(PhoneBluetoothRadio.self)?.authorization ?? .notDetermined
    }

    /// Mirrors [`authorization`](https://developer.apple.com/documentation/corebluetooth/cbmanager/authorization-swift.property),
    /// deprecated since iOS 13.1.
    @available(iOS, introduced: 13.0, deprecated: 13.1)
    open var authorization: CBManagerAuthorization { Self.authorization }
}
