// SPDX-License-Identifier: Apache-2.0

/// A peripheral's connection to the phone. Mirrors
/// [`CBPeripheralState`](https://developer.apple.com/documentation/corebluetooth/cbperipheralstate).
public enum CBPeripheralState: Int, Sendable, Hashable {
    case disconnected = 0
    case connecting = 1
    case connected = 2
    case disconnecting = 3
}
