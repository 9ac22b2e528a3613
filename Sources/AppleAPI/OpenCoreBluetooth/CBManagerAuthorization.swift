// SPDX-License-Identifier: Apache-2.0

/// Whether the user allows the app Bluetooth. Mirrors
/// [`CBManagerAuthorization`](https://developer.apple.com/documentation/corebluetooth/cbmanagerauthorization) (iOS 13).
public enum CBManagerAuthorization: Int, Sendable, Hashable {
    /// Not asked yet: the first manager the app makes asks.
    case notDetermined = 0
    /// A restriction (Screen Time, a profile) keeps the app from Bluetooth.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed it.
    case allowedAlways = 3
}
