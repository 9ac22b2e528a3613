// SPDX-License-Identifier: Apache-2.0

/// The state of the phone's Bluetooth as a manager sees it. Mirrors
/// [`CBManagerState`](https://developer.apple.com/documentation/corebluetooth/cbmanagerstate) (raw values as in Core
/// Bluetooth's header).
public enum CBManagerState: Int, Sendable, Hashable {
    /// Not known yet: a new manager, until the phone tells it (a moment later, on its queue).
    case unknown = 0
    /// The connection to the Bluetooth service was lost for a moment; an update follows.
    case resetting = 1
    /// The device has no Bluetooth Low Energy (the iOS Simulator, and here: code outside any car).
    case unsupported = 2
    /// The user didn't allow the app Bluetooth (see `CBManager.authorization`).
    case unauthorized = 3
    /// Bluetooth is off.
    case poweredOff = 4
    /// Bluetooth is on: the only state in which a manager scans and connects.
    case poweredOn = 5
}
