// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreBluetooth

/// The Bluetooth of the car's phone as its apps' `CBCentralManager`s see it: on or off, whether the user allowed the
/// apps, and the accessories in range. Each car has its own; a test sets it before or while the app runs, and the
/// app's managers hear each change on their queues, as on iOS. - Note: Ours.
///
/// ```swift
/// let radio = BluetoothAccessory(name: "Meshtastic_1a2b", services: [
///     .init(uuid: CBUUID(string: "6BA1B218-15A8-461F-9FA8-5DCAE273EAFD"), characteristics: [
///         .init(uuid: CBUUID(string: "2C55E69E-4993-11ED-B878-0242AC120002"), properties: [.read], value: Data([1])),
///     ]),
/// ])
/// let bluetooth = PhoneBluetooth(accessories: [radio])
/// let car = try await CarPlayTestSession(app: app, bluetooth: bluetooth)
/// bluetooth.state = .poweredOff          // the app's managers hear .poweredOff; connections end
/// ```
public final class PhoneBluetooth: Sendable {
    /// The phone's side, which the car gives each app's launch.
    package let radio: PhoneBluetoothRadio

    /// A phone with Bluetooth in `state` (`.poweredOn`, `.poweredOff`, `.resetting`, `.unsupported`), which the user
    /// allowed the apps `authorization`, with `accessories` in range.
    public init(
        state: CBManagerState = .poweredOn, authorization: CBManagerAuthorization = .allowedAlways, accessories: [BluetoothAccessory] = []
    ) {
        radio = PhoneBluetoothRadio(state: state, authorization: authorization)
        for accessory in accessories { add(accessory) }
    }

    /// Whether Bluetooth is on. Setting it tells every manager of the car's apps: off ends their connections and scans.
    public var state: CBManagerState {
        get { radio.powerState }
        set { radio.powerState = newValue }
    }

    /// What the user allowed the car's apps: `.denied` or `.restricted` makes their managers' state `.unauthorized`;
    /// `.notDetermined` is asked the first time an app makes a manager, and answered with ``promptAnswer``.
    public var authorization: CBManagerAuthorization {
        get { radio.authorization }
        set { radio.authorization = newValue }
    }

    /// What the user answers when asked (`.allowedAlways` unless a test says otherwise).
    public var promptAnswer: CBManagerAuthorization {
        get { radio.promptAnswer }
        set { radio.promptAnswer = newValue }
    }

    /// Brings `accessory` near the phone: a scanning app discovers it. An accessory belongs to one phone.
    public func add(_ accessory: BluetoothAccessory) { radio.add(accessory.simulated) }

    /// The accessories the phone knows (in range or not), in the order added.
    public var accessories: [BluetoothAccessory] { radio.accessories.map(BluetoothAccessory.init(simulated:)) }
}
