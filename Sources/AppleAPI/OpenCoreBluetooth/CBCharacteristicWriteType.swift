// SPDX-License-Identifier: Apache-2.0

/// How a value is written. Mirrors
/// [`CBCharacteristicWriteType`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristicwritetype).
public enum CBCharacteristicWriteType: Int, Sendable, Hashable {
    /// The accessory answers; the peripheral's delegate hears `peripheral(_:didWriteValueFor:error:)`.
    case withResponse = 0
    /// No answer and no callback.
    case withoutResponse = 1
}
