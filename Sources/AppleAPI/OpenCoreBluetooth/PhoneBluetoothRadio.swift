// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Bluetooth of the phone in one car: whether it is on, what the user allowed the car's apps, and the accessories
/// near it. A test sets it through CarPlayHost's `PhoneBluetooth`, which holds one; each app's launch in that car is
/// given it (`AppLaunch.instance`), so a central manager reaches the phone of the car its app runs in, and two cars in
/// one process each have their own.
///
/// - Note: Ours. Managers made outside any car reach a phone of their own without Bluetooth Low Energy
///   (`.unsupported`, as in the iOS Simulator).
package final class PhoneBluetoothRadio: @unchecked Sendable {
    private let lock = NSLock()
    private var power: CBManagerState
    private var grant: CBManagerAuthorization
    private var answer: CBManagerAuthorization = .allowedAlways
    private var near: [SimulatedAccessory] = []
    private var managers: [ObjectIdentifier: WeakManager] = [:]

    private struct WeakManager {
        weak var manager: CBCentralManager?
    }

    package init(state: CBManagerState = .poweredOn, authorization: CBManagerAuthorization = .allowedAlways) {
        power = state
        grant = authorization
    }

    /// Whether Bluetooth is on (`.poweredOn`, `.poweredOff`, `.resetting`, `.unsupported`); every manager hears a change.
    package var powerState: CBManagerState {
        get { lock.withLock { power } }
        set {
            lock.withLock { power = newValue }
            stateChanged()
        }
    }

    /// What the user allowed the apps; every manager hears a change (`.denied` and `.restricted` read `.unauthorized`).
    package var authorization: CBManagerAuthorization {
        get { lock.withLock { grant } }
        set {
            lock.withLock { grant = newValue }
            stateChanged()
        }
    }

    /// What the user answers when an app first makes a manager while `authorization` is `.notDetermined`.
    package var promptAnswer: CBManagerAuthorization {
        get { lock.withLock { answer } }
        set { lock.withLock { answer = newValue } }
    }

    /// The state managers report: `.unauthorized` when the user didn't allow the app, else the power state.
    package var effectiveState: CBManagerState {
        lock.withLock { grant == .denied || grant == .restricted ? .unauthorized : power }
    }

    /// The accessories the phone knows, in the order they were added (in range or not).
    package var accessories: [SimulatedAccessory] { lock.withLock { near } }

    /// Brings `accessory` near the phone: scanning managers discover it, pending connections to it complete. An
    /// accessory already near this phone, or near another, stops the test with a message naming it.
    package func add(_ accessory: SimulatedAccessory) {
        precondition(
            accessory.radio == nil,
            "PhoneBluetooth.add: accessory \(accessory.name ?? accessory.identifier.uuidString) was added to a phone already")
        accessory.radio = self
        lock.withLock { near.append(accessory) }
        if accessory.isInRange { accessoryAvailable(accessory) }
    }

    // MARK: Managers

    /// A manager made on this phone: the first the app makes asks the user, when nobody has.
    func register(_ manager: CBCentralManager) {
        lock.withLock {
            if grant == .notDetermined && power != .unsupported { grant = answer }
            managers = managers.filter { $0.value.manager != nil }
            managers[ObjectIdentifier(manager)] = WeakManager(manager: manager)
        }
    }

    func unregister(_ manager: CBCentralManager) { _ = lock.withLock { managers.removeValue(forKey: ObjectIdentifier(manager)) } }

    private var liveManagers: [CBCentralManager] { lock.withLock { managers.values.compactMap(\.manager) } }

    private func stateChanged() { for manager in liveManagers { manager.phoneStateChanged() } }

    func accessoryAvailable(_ accessory: SimulatedAccessory) { for manager in liveManagers { manager.accessoryAvailable(accessory) } }

    func accessoryLost(_ accessory: SimulatedAccessory, reason: CBError.Code) {
        for manager in liveManagers { manager.accessoryLost(accessory, reason: reason) }
    }

    func valueChanged(of accessory: SimulatedAccessory, characteristic: CBUUID, to value: Data) {
        for manager in liveManagers { manager.accessoryNotified(accessory, characteristic: characteristic, value: value) }
    }
}
