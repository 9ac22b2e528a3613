// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An accessory as one central manager sees it: its connection, the services and characteristics the app found,
/// and the reads, writes and subscriptions the app asks for.
///
/// Mirrors [`CBPeripheral`](https://developer.apple.com/documentation/corebluetooth/cbperipheral). Each request is
/// answered on the central manager's queue after the call, as the app's code: a read brings the value the test set
/// on the accessory, a write with response reaches the accessory (the test reads it) and is acknowledged, a
/// subscription makes each value the test sets later reach the delegate. What the characteristic doesn't allow is
/// answered with a `CBATTError` (`.readNotPermitted`, `.writeNotPermitted`, `.requestNotSupported`); a write without
/// response it doesn't allow is dropped. Requests while not connected are ignored with a message on standard error,
/// as iOS logs its "API MISUSE". A disconnection forgets the services found (discover them again after
/// reconnecting).
open class CBPeripheral: CBPeer, @unchecked Sendable {
    /// Mirrors [`delegate`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/delegate).
    open weak var delegate: (any CBPeripheralDelegate)?

    package let accessory: SimulatedAccessory
    private weak var manager: CBCentralManager?
    private let lock = NSLock()
    private var connection: CBPeripheralState = .disconnected
    private var found: [CBService]?

    init(accessory: SimulatedAccessory, central: CBCentralManager) {
        self.accessory = accessory
        manager = central
        super.init(identifier: accessory.identifier)
    }

    /// The manager the peripheral belongs to.
    var central: CBCentralManager? { lock.withLock { manager } }

    /// Mirrors [`name`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/name).
    open var name: String? { accessory.name }

    /// Mirrors [`state`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/state).
    open var state: CBPeripheralState { lock.withLock { connection } }

    func setState(_ state: CBPeripheralState) { lock.withLock { connection = state } }

    /// The services found so far (nil before `discoverServices(_:)` answered). Mirrors
    /// [`services`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/services).
    open var services: [CBService]? { lock.withLock { found } }

    /// Mirrors [`canSendWriteWithoutResponse`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/cansendwritewithoutresponse):
    /// true while connected (the car's link never fills up).
    open var canSendWriteWithoutResponse: Bool { state == .connected }

    /// The connection ended: disconnected, with no services found and no subscriptions.
    func forgetConnection() {
        lock.withLock {
            connection = .disconnected
            found = nil
        }
    }

    open override var description: String {
        "<CBPeripheral: identifier = \(identifier.uuidString), name = \(name ?? "(null)"), state = \(state)>"
    }

    // MARK: Requests

    /// Runs `body` on the manager's queue if the peripheral is still connected then; a message when it isn't now.
    private func request(_ call: String, _ body: @escaping @Sendable (CBPeripheral, (any CBPeripheralDelegate)?) -> Void) {
        guard let manager = central else { return }
        guard state == .connected else {
            manager.misuse("\(call) needs a connected peripheral; \(name ?? identifier.uuidString) is \(state)")
            return
        }
        manager.deliver { [self] _ in
            guard state == .connected else { return }
            body(self, delegate)
        }
    }

    /// Mirrors [`readRSSI()`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/readrssi()).
    open func readRSSI() {
        request("readRSSI()") { peripheral, delegate in
            delegate?.peripheral(peripheral, didReadRSSI: NSNumber(value: peripheral.accessory.rssi), error: nil)
        }
    }

    /// Finds the accessory's services with these UUIDs (nil: all). Mirrors
    /// [`discoverServices(_:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/discoverservices(_:)).
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {
        request("discoverServices(_:)") { peripheral, delegate in
            peripheral.lock.withLock {
                var services = peripheral.found ?? []
                for service in peripheral.accessory.services
                where serviceUUIDs.map({ $0.contains(service.uuid) }) ?? true && !services.contains(where: { $0.uuid == service.uuid }) {
                    services.append(CBService(uuid: service.uuid, isPrimary: service.isPrimary, peripheral: peripheral))
                }
                peripheral.found = services
            }
            delegate?.peripheral(peripheral, didDiscoverServices: nil)
        }
    }

    /// Mirrors [`discoverIncludedServices(_:for:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/discoverincludedservices(_:for:)):
    /// the car's accessories include none, so the answer finds nothing.
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {
        request("discoverIncludedServices(_:for:)") { peripheral, delegate in
            delegate?.peripheral(peripheral, didDiscoverIncludedServicesFor: service, error: nil)
        }
    }

    /// Finds the service's characteristics with these UUIDs (nil: all). Mirrors
    /// [`discoverCharacteristics(_:for:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/discovercharacteristics(_:for:)).
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {
        request("discoverCharacteristics(_:for:)") { peripheral, delegate in
            let described = peripheral.accessory.services.first { $0.uuid == service.uuid }?.characteristics ?? []
            var characteristics = service.characteristics ?? []
            for characteristic in described
            where characteristicUUIDs.map({ $0.contains(characteristic.uuid) }) ?? true
                && !characteristics.contains(where: { $0.uuid == characteristic.uuid })
            {
                characteristics.append(CBCharacteristic(uuid: characteristic.uuid, properties: characteristic.properties, service: service))
            }
            service.characteristics = characteristics
            delegate?.peripheral(peripheral, didDiscoverCharacteristicsFor: service, error: nil)
        }
    }

    /// Reads the characteristic's value from the accessory. Mirrors
    /// [`readValue(for:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/readvalue(for:)).
    open func readValue(for characteristic: CBCharacteristic) {
        request("readValue(for:)") { peripheral, delegate in
            guard characteristic.properties.contains(.read) else {
                delegate?.peripheral(peripheral, didUpdateValueFor: characteristic, error: CBATTError(.readNotPermitted))
                return
            }
            characteristic.value = peripheral.accessory.answerRead(of: characteristic.uuid)
            delegate?.peripheral(peripheral, didUpdateValueFor: characteristic, error: nil)
        }
    }

    /// Writes `data` to the characteristic. Mirrors
    /// [`writeValue(_:for:type:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/writevalue(_:for:type:)).
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {
        request("writeValue(_:for:type:)") { peripheral, delegate in
            switch type {
            case .withResponse:
                guard characteristic.properties.contains(.write) else {
                    delegate?.peripheral(peripheral, didWriteValueFor: characteristic, error: CBATTError(.writeNotPermitted))
                    return
                }
                peripheral.accessory.receiveWrite(data, to: characteristic.uuid)
                delegate?.peripheral(peripheral, didWriteValueFor: characteristic, error: nil)
            case .withoutResponse:
                guard characteristic.properties.contains(.writeWithoutResponse) else {
                    peripheral.central?.misuse(
                        "writeValue(_:for:type:) without response to \(characteristic.uuid.uuidString), which doesn't allow it: dropped")
                    return
                }
                peripheral.accessory.receiveWrite(data, to: characteristic.uuid)
            }
        }
    }

    /// Subscribes to (or unsubscribes from) the characteristic's new values. Mirrors
    /// [`setNotifyValue(_:for:)`](https://developer.apple.com/documentation/corebluetooth/cbperipheral/setnotifyvalue(_:for:)).
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {
        request("setNotifyValue(_:for:)") { peripheral, delegate in
            guard !characteristic.properties.isDisjoint(with: [.notify, .indicate]) else {
                delegate?.peripheral(peripheral, didUpdateNotificationStateFor: characteristic, error: CBATTError(.requestNotSupported))
                return
            }
            characteristic.isNotifying = enabled
            delegate?.peripheral(peripheral, didUpdateNotificationStateFor: characteristic, error: nil)
        }
    }

    /// The accessory has a new value: if the app has subscribed to the characteristic by now, the delegate hears it
    /// (a value set before the subscription took effect isn't sent, as an accessory notifies its subscribers only).
    func accessoryNotified(characteristic uuid: CBUUID, value: Data) {
        guard state == .connected, let manager = central else { return }
        let subscribed = (services ?? []).lazy.compactMap { $0.characteristics?.first { $0.uuid == uuid } }.first
        guard let subscribed, subscribed.isNotifying else { return }
        manager.deliver { [self] _ in
            guard state == .connected else { return }
            subscribed.value = value
            delegate?.peripheral(self, didUpdateValueFor: subscribed, error: nil)
        }
    }
}
