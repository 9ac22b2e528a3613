// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreBluetooth

/// A Bluetooth Low Energy accessory near the car's phone (a radio, a sensor): what apps discover, connect to and
/// talk to through Core Bluetooth. The test sets its characteristics' values (subscribed apps hear each new one) and
/// reads what apps wrote. Add it to the car's ``PhoneBluetooth``. - Note: Ours.
public final class BluetoothAccessory: Sendable {
    /// A characteristic: its UUID (unique within the accessory), what it allows, and its first value.
    public struct Characteristic: Sendable {
        public var uuid: CBUUID
        public var properties: CBCharacteristicProperties
        public var value: Data?
        public init(uuid: CBUUID, properties: CBCharacteristicProperties, value: Data? = nil) {
            self.uuid = uuid
            self.properties = properties
            self.value = value
        }
    }

    /// A service and its characteristics.
    public struct Service: Sendable {
        public var uuid: CBUUID
        public var isPrimary: Bool
        public var characteristics: [Characteristic]
        public init(uuid: CBUUID, isPrimary: Bool = true, characteristics: [Characteristic]) {
            self.uuid = uuid
            self.isPrimary = isPrimary
            self.characteristics = characteristics
        }
    }

    package let simulated: SimulatedAccessory

    /// An accessory named `name` (its advertised local name), with `services`, advertising `advertisedServices` (nil:
    /// all its services) at `rssi` dBm. Two characteristics with one UUID stop the test with a message naming it.
    public init(
        name: String?, identifier: UUID = UUID(), rssi: Int = -60, services: [Service], advertisedServices: [CBUUID]? = nil,
        manufacturerData: Data? = nil
    ) {
        simulated = SimulatedAccessory(
            identifier: identifier, name: name, rssi: rssi,
            services: services.map { service in
                SimulatedAccessory.Service(
                    uuid: service.uuid, isPrimary: service.isPrimary,
                    characteristics: service.characteristics.map { .init(uuid: $0.uuid, properties: $0.properties, value: $0.value) })
            },
            advertisedServiceUUIDs: advertisedServices, manufacturerData: manufacturerData)
    }

    init(simulated: SimulatedAccessory) { self.simulated = simulated }

    /// The identifier apps see (`CBPeripheral.identifier`).
    public var identifier: UUID { simulated.identifier }
    public var name: String? { simulated.name }

    /// Signal strength as the phone receives it (dBm), reported with each discovery and `readRSSI()`.
    public var rssi: Int {
        get { simulated.rssi }
        set { simulated.rssi = newValue }
    }

    /// The characteristic's value now (what an app's read gets).
    public func value(of characteristic: CBUUID) -> Data? { simulated.value(of: characteristic) }

    /// A new value for the characteristic: apps subscribed to it (`setNotifyValue(true, for:)`) hear it on their
    /// queues. A UUID the accessory has no characteristic for stops the test with a message naming it.
    public func setValue(_ value: Data, for characteristic: CBUUID) { simulated.setValue(value, for: characteristic) }

    /// What apps wrote to the characteristic (with or without response), oldest first.
    public func writes(to characteristic: CBUUID) -> [Data] { simulated.writes(to: characteristic) }

    /// Called with each write an app makes (after it is recorded): answer it as the accessory would, with
    /// ``setValue(_:for:)``.
    public var onWrite: (@Sendable (CBUUID, Data) -> Void)? {
        get { simulated.onWrite }
        set { simulated.onWrite = newValue }
    }

    /// Answers each read an app makes (the characteristic's UUID): a value returned becomes the characteristic's
    /// value and what the read gets; nil leaves the value as it is. For an accessory whose reads drain a queue.
    public var onRead: (@Sendable (CBUUID) -> Data?)? {
        get { simulated.onRead }
        set { simulated.onRead = newValue }
    }

    /// Whether it is near the phone. Out of range, apps connected to it hear `CBError.connectionTimeout`; back in
    /// range, scans discover it and waiting connections complete.
    public var isInRange: Bool {
        get { simulated.isInRange }
        set { simulated.isInRange = newValue }
    }

    /// Whether it accepts connections (false: `connect` fails with `CBError.connectionFailed`).
    public var acceptsConnections: Bool {
        get { simulated.acceptsConnections }
        set { simulated.acceptsConnections = newValue }
    }

    /// Whether an app is connected to it.
    public var isConnected: Bool { simulated.isConnected }

    /// The accessory ends its connections: apps hear `CBError.peripheralDisconnected`.
    public func disconnect() { simulated.disconnect() }
}
