// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What services and characteristics share: their UUID. Mirrors
/// [`CBAttribute`](https://developer.apple.com/documentation/corebluetooth/cbattribute).
open class CBAttribute: NSObject, @unchecked Sendable {
    /// Mirrors [`uuid`](https://developer.apple.com/documentation/corebluetooth/cbattribute/uuid).
    public let uuid: CBUUID

    package init(uuid: CBUUID) {
        self.uuid = uuid
        super.init()
    }
}
