// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A service of a connected peripheral, as `discoverServices(_:)` found it. Mirrors
/// [`CBService`](https://developer.apple.com/documentation/corebluetooth/cbservice).
open class CBService: CBAttribute, @unchecked Sendable {
    private let lock = NSLock()
    private var found: [CBCharacteristic]?
    private weak var owner: CBPeripheral?

    /// Mirrors [`isPrimary`](https://developer.apple.com/documentation/corebluetooth/cbservice/isprimary).
    public let isPrimary: Bool

    package init(uuid: CBUUID, isPrimary: Bool, peripheral: CBPeripheral) {
        self.isPrimary = isPrimary
        owner = peripheral
        super.init(uuid: uuid)
    }

    /// Mirrors [`peripheral`](https://developer.apple.com/documentation/corebluetooth/cbservice/peripheral).
    open var peripheral: CBPeripheral? { lock.withLock { owner } }

    /// The characteristics discovered so far (nil before `discoverCharacteristics(_:for:)` answered). Mirrors
    /// [`characteristics`](https://developer.apple.com/documentation/corebluetooth/cbservice/characteristics).
    open var characteristics: [CBCharacteristic]? {
        get { lock.withLock { found } }
        set { lock.withLock { found = newValue } }
    }

    /// Mirrors [`includedServices`](https://developer.apple.com/documentation/corebluetooth/cbservice/includedservices):
    /// the car's accessories have none.
    open var includedServices: [CBService]? { nil }

    open override var description: String { "<CBService: \(uuid.uuidString), isPrimary = \(isPrimary ? "YES" : "NO")>" }
}
