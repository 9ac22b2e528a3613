// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A characteristic of a peripheral's service: its value (as last read or notified) and what it allows. Mirrors
/// [`CBCharacteristic`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristic).
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Data?
    private var notifying = false
    private weak var owner: CBService?

    /// Mirrors [`properties`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristic/properties).
    public let properties: CBCharacteristicProperties

    package init(uuid: CBUUID, properties: CBCharacteristicProperties, service: CBService) {
        self.properties = properties
        owner = service
        super.init(uuid: uuid)
    }

    /// Mirrors [`service`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristic/service).
    open var service: CBService? { lock.withLock { owner } }

    /// The value as last read or notified (nil until then). Mirrors
    /// [`value`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristic/value).
    open var value: Data? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// Whether the accessory notifies the app of new values (after `setNotifyValue(true, for:)`). Mirrors
    /// [`isNotifying`](https://developer.apple.com/documentation/corebluetooth/cbcharacteristic/isnotifying).
    open var isNotifying: Bool {
        get { lock.withLock { notifying } }
        set { lock.withLock { notifying = newValue } }
    }

    open override var description: String {
        "<CBCharacteristic: \(uuid.uuidString), properties = 0x\(String(properties.rawValue, radix: 16, uppercase: true)), "
            + "notifying = \(isNotifying ? "YES" : "NO")>"
    }
}
