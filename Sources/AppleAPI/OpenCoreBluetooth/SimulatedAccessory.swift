// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A Bluetooth Low Energy accessory near the car's phone, as a test describes it: its name, identifier, signal
/// strength, services and characteristics, whose values the test sets and whose writes it reads.
///
/// - Note: Ours. A test makes one through CarPlayHost's `BluetoothAccessory` and adds it to the car's `PhoneBluetooth`;
///   apps reach it through `CBCentralManager` and `CBPeripheral`. A characteristic's UUID names it within the
///   accessory (two characteristics of one accessory can't share one).
package final class SimulatedAccessory: @unchecked Sendable {
    package struct Characteristic: Sendable {
        package let uuid: CBUUID
        package let properties: CBCharacteristicProperties
        package let value: Data?
        package init(uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
            self.uuid = uuid
            self.properties = properties
            self.value = value
        }
    }

    package struct Service: Sendable {
        package let uuid: CBUUID
        package let isPrimary: Bool
        package let characteristics: [Characteristic]
        package init(uuid: CBUUID, isPrimary: Bool, characteristics: [Characteristic]) {
            self.uuid = uuid
            self.isPrimary = isPrimary
            self.characteristics = characteristics
        }
    }

    package let identifier: UUID
    package let name: String?
    package let services: [Service]
    /// The services it advertises (what a scan filtered by service finds it by).
    package let advertisedServiceUUIDs: [CBUUID]
    package let manufacturerData: Data?

    private let lock = NSLock()
    private var signal: Int
    private var values: [CBUUID: Data] = [:]
    private var written: [CBUUID: [Data]] = [:]
    private var inRange = true
    private var accepts = true
    private var links: Set<ObjectIdentifier> = []
    private var writeHandler: (@Sendable (CBUUID, Data) -> Void)?
    private var readHandler: (@Sendable (CBUUID) -> Data?)?
    private weak var phone: PhoneBluetoothRadio?

    /// An accessory advertising `advertisedServiceUUIDs` (nil: every service it has). A characteristic UUID used twice
    /// stops the test with a message naming it.
    package init(
        identifier: UUID, name: String?, rssi: Int, services: [Service], advertisedServiceUUIDs: [CBUUID]?, manufacturerData: Data?
    ) {
        var seen: Set<CBUUID> = []
        for service in services {
            for characteristic in service.characteristics where !seen.insert(characteristic.uuid).inserted {
                preconditionFailure(
                    "Bluetooth accessory \(name ?? identifier.uuidString): characteristic \(characteristic.uuid.uuidString) appears twice "
                        + "(in service \(service.uuid.uuidString)); give each characteristic of an accessory its own UUID")
            }
        }
        self.identifier = identifier
        self.name = name
        self.services = services
        self.advertisedServiceUUIDs = advertisedServiceUUIDs ?? services.map(\.uuid)
        self.manufacturerData = manufacturerData
        signal = rssi
        for service in services {
            for characteristic in service.characteristics { values[characteristic.uuid] = characteristic.value }
        }
    }

    /// The phone the accessory was added to (it can be near one phone).
    package var radio: PhoneBluetoothRadio? {
        get { lock.withLock { phone } }
        set { lock.withLock { phone = newValue } }
    }

    /// The characteristic named `uuid`, with the service holding it.
    package func characteristic(_ uuid: CBUUID) -> (service: Service, characteristic: Characteristic)? {
        for service in services {
            if let found = service.characteristics.first(where: { $0.uuid == uuid }) { return (service, found) }
        }
        return nil
    }

    /// Signal strength (dBm) as the phone receives it.
    package var rssi: Int {
        get { lock.withLock { signal } }
        set { lock.withLock { signal = newValue } }
    }

    /// The characteristic's value now.
    package func value(of uuid: CBUUID) -> Data? { lock.withLock { values[uuid] } }

    /// A new value: apps connected to the accessory that subscribed to the characteristic hear it. A UUID the
    /// accessory has no characteristic for stops the test with a message naming it.
    package func setValue(_ data: Data, for uuid: CBUUID) {
        requireCharacteristic(uuid, "setValue(_:for:)")
        lock.withLock { values[uuid] = data }
        radio?.valueChanged(of: self, characteristic: uuid, to: data)
    }

    /// What apps wrote to the characteristic, oldest first.
    package func writes(to uuid: CBUUID) -> [Data] {
        requireCharacteristic(uuid, "writes(to:)")
        return lock.withLock { written[uuid] ?? [] }
    }

    /// Called with each write an app makes (the characteristic's UUID and the bytes), after it is recorded.
    package var onWrite: (@Sendable (CBUUID, Data) -> Void)? {
        get { lock.withLock { writeHandler } }
        set { lock.withLock { writeHandler = newValue } }
    }

    /// Answers each read an app makes of a characteristic: a value it returns becomes the characteristic's value and
    /// what the read gets (nil: the value as it is). An accessory whose reads drain a queue (each read the next packet,
    /// then empty) answers this way.
    package var onRead: (@Sendable (CBUUID) -> Data?)? {
        get { lock.withLock { readHandler } }
        set { lock.withLock { readHandler = newValue } }
    }

    /// An app reads the characteristic: what it gets.
    func answerRead(of uuid: CBUUID) -> Data? {
        if let handler = onRead, let answer = handler(uuid) { lock.withLock { values[uuid] = answer } }
        return value(of: uuid)
    }

    /// An app wrote `data`: it is the characteristic's value now, as on a plain GATT server.
    func receiveWrite(_ data: Data, to uuid: CBUUID) {
        let handler = lock.withLock { () -> (@Sendable (CBUUID, Data) -> Void)? in
            written[uuid, default: []].append(data)
            values[uuid] = data
            return writeHandler
        }
        handler?(uuid, data)
    }

    /// Whether the accessory is near the phone (advertising, or connected): out of range it drops its connections.
    package var isInRange: Bool {
        get { lock.withLock { inRange } }
        set {
            let changed = lock.withLock { () -> Bool in
                defer { inRange = newValue }
                return inRange != newValue
            }
            guard changed, let radio else { return }
            if newValue { radio.accessoryAvailable(self) } else { radio.accessoryLost(self, reason: .connectionTimeout) }
        }
    }

    /// Whether it accepts connections (false: a connection attempt fails with `CBError.connectionFailed`).
    package var acceptsConnections: Bool {
        get { lock.withLock { accepts } }
        set { lock.withLock { accepts = newValue } }
    }

    /// Whether an app is connected to it.
    package var isConnected: Bool { lock.withLock { !links.isEmpty } }

    /// The accessory ends its connections (apps hear `CBError.peripheralDisconnected`); it advertises again.
    package func disconnect() {
        guard isConnected, let radio else { return }
        radio.accessoryLost(self, reason: .peripheralDisconnected)
        radio.accessoryAvailable(self)
    }

    func link(_ peripheral: CBPeripheral) { _ = lock.withLock { links.insert(ObjectIdentifier(peripheral)) } }
    func unlink(_ peripheral: CBPeripheral) { _ = lock.withLock { links.remove(ObjectIdentifier(peripheral)) } }

    private func requireCharacteristic(_ uuid: CBUUID, _ call: String) {
        guard characteristic(uuid) == nil else { return }
        let known = services.flatMap(\.characteristics).map(\.uuid.uuidString).joined(separator: ", ")
        preconditionFailure("\(call): Bluetooth accessory \(name ?? identifier.uuidString) has no characteristic \(uuid.uuidString) (it has: \(known))")
    }
}
