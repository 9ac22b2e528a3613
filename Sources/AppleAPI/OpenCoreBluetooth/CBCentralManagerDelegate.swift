// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a central manager tells the app: the phone's Bluetooth state (required), discoveries, connections and
/// disconnections. Every other method is optional: a default that does nothing stands in for Objective-C's
/// `@optional`.
///
/// Mirrors [`CBCentralManagerDelegate`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate).
/// Not isolated to the main actor, as Apple's isn't; the car calls it on the manager's queue (a main-actor class
/// adopts it as `@MainActor CBCentralManagerDelegate` or `@preconcurrency CBCentralManagerDelegate` and gives the
/// main queue, or nil).
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    /// Mirrors [`centralManagerDidUpdateState(_:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanagerdidupdatestate(_:)).
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    /// Mirrors [`centralManager(_:didDiscover:advertisementData:rssi:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:diddiscover:advertisementdata:rssi:)).
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    /// Mirrors [`centralManager(_:didConnect:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:didconnect:)).
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    /// Mirrors [`centralManager(_:didFailToConnect:error:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:didfailtoconnect:error:)).
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    /// Mirrors [`centralManager(_:didDisconnectPeripheral:error:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:diddisconnectperipheral:error:)):
    /// no error when the app ended the connection, `CBError.peripheralDisconnected` when the accessory did,
    /// `CBError.connectionTimeout` when it went out of range.
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    /// Mirrors [`centralManager(_:didDisconnectPeripheral:timestamp:isReconnecting:error:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:diddisconnectperipheral:timestamp:isreconnecting:error:))
    /// (iOS 17): the car calls this one; unless the delegate implements it, it forwards to
    /// `centralManager(_:didDisconnectPeripheral:error:)`, as iOS calls the older one then. The car never reconnects.
    func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: CFAbsoluteTime, isReconnecting: Bool,
        error: (any Error)?)
    /// Mirrors [`centralManager(_:willRestoreState:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanagerdelegate/centralmanager(_:willrestorestate:)):
    /// never called (the car doesn't relaunch apps in the background for Bluetooth).
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
}

extension CBCentralManagerDelegate {
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: CFAbsoluteTime, isReconnecting: Bool,
        error: (any Error)?
    ) {
        centralManager(central, didDisconnectPeripheral: peripheral, error: error)
    }
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}
