// SPDX-License-Identifier: Apache-2.0

// The option keys of a central manager's initializer, scans and connections. Mirror Core Bluetooth's
// [central manager initialization options](https://developer.apple.com/documentation/corebluetooth/central-manager-initialization-options),
// [peripheral scanning options](https://developer.apple.com/documentation/corebluetooth/peripheral-scanning-options) and
// [peripheral connection options](https://developer.apple.com/documentation/corebluetooth/peripheral-connection-options);
// the strings are the ones iOS uses (not confirmed here). Of these the car reads
// `CBCentralManagerScanOptionAllowDuplicatesKey`; the others concern alerts and background launches the car doesn't show.

/// Show an alert when Bluetooth is off as the manager is made (`NSNumber`, a Boolean).
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// The identifier for state restoration (`String`).
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
/// Report every advertisement of a peripheral, not only the first of a scan (`NSNumber`, a Boolean).
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// Also report peripherals soliciting these services (`[CBUUID]`).
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
/// Alert on connection while the app is suspended (`NSNumber`, a Boolean).
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
/// Alert on disconnection while the app is suspended (`NSNumber`, a Boolean).
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// Alert on notifications while the app is suspended (`NSNumber`, a Boolean).
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
