// SPDX-License-Identifier: Apache-2.0

// The keys of the advertisement data a central manager's delegate hears with each discovery
// (`centralManager(_:didDiscover:advertisementData:rssi:)`). Mirror Core Bluetooth's
// [advertisement data retrieval keys](https://developer.apple.com/documentation/corebluetooth/advertisement-data-retrieval-keys);
// the strings are the ones iOS uses (not confirmed here: compare keys with these constants, never with literals).

/// The accessory's local name (a `String`).
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// The manufacturer's data (`Data`).
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// Service-specific data (`[CBUUID: Data]`).
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
/// The services it advertises (`[CBUUID]`).
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Services that didn't fit the advertisement (`[CBUUID]`).
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataHashedServiceUUIDs"
/// The transmit power level (`NSNumber`).
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
/// Whether it accepts connections (`NSNumber`, a Boolean).
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
/// Services it asks for (`[CBUUID]`).
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"
