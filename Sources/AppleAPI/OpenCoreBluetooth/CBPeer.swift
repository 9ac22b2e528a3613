// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A remote device: its identifier. Mirrors [`CBPeer`](https://developer.apple.com/documentation/corebluetooth/cbpeer).
open class CBPeer: NSObject, @unchecked Sendable {
    /// The identifier the phone gives the device (the same for the same accessory in every manager). Mirrors
    /// [`identifier`](https://developer.apple.com/documentation/corebluetooth/cbpeer/identifier).
    public let identifier: UUID

    package init(identifier: UUID) {
        self.identifier = identifier
        super.init()
    }
}
