// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import PhoneApps

/// Scans for, connects to and keeps track of the Bluetooth Low Energy accessories near the phone.
///
/// Mirrors [`CBCentralManager`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager). The phone is
/// the one in the car the app runs in (`PhoneBluetooth` in CarPlayHost, which a test sets: on or off, what the user
/// allowed, the accessories in range). As on iOS, nothing reaches the delegate during a call: the state arrives on
/// the manager's queue (the main queue when `queue` is nil) a moment after the manager is made, and every discovery,
/// connection and disconnection after the call that caused it; each runs as the app's code, so the car lets it
/// finish before a test reads the screen. Commands given while the state isn't `.poweredOn` are ignored with a
/// message on standard error, as iOS logs its "API MISUSE". A connection to an accessory out of range waits until
/// it comes back (iOS's connections don't time out). When Bluetooth goes off, scanning stops and every peripheral is
/// disconnected; the delegate hears only the new state, as on iOS.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// Mirrors [`delegate`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/delegate).
    open weak var delegate: (any CBCentralManagerDelegate)?

    package let radio: PhoneBluetoothRadio
    /// The app whose code made the manager (its delegate calls run as that app's code).
    private let launch: AppLaunch?
    private let queue: DispatchQueue
    private let lock = NSLock()
    private var scanning = false
    private var scanServices: [CBUUID]?
    private var reportsDuplicates = false
    private var discovered: Set<UUID> = []
    private var peripherals: [UUID: CBPeripheral] = [:]

    /// Mirrors [`init()`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/init()).
    public override convenience init() { self.init(delegate: nil, queue: nil, options: nil) }

    /// Mirrors [`init(delegate:queue:options:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/init(delegate:queue:options:))
    /// (and `init(delegate:queue:)`). The options concern alerts and state restoration, which the car doesn't show.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        let launch = AppLaunch.current
        self.launch = launch
        radio = launch?.existingInstance(PhoneBluetoothRadio.self) ?? PhoneBluetoothRadio(state: .unsupported, authorization: .notDetermined)
        self.queue = queue ?? .main
        super.init()
        self.delegate = delegate
        radio.register(self)
        phoneStateChanged()
    }

    deinit { radio.unregister(self) }

    /// Runs `body` on the manager's queue as the app's code.
    func deliver(_ body: @escaping @Sendable (CBCentralManager) -> Void) {
        AppLaunch.async(as: launch, on: queue) { [self] in body(self) }
    }

    /// A command given while it can't be carried out: ignored, with a message as iOS logs one.
    func misuse(_ message: String) {
        FileHandle.standardError.write(Data("CoreBluetooth: API misuse: \(message)\n".utf8))
    }

    private func requirePoweredOn(_ call: String) -> Bool {
        guard state == .poweredOn else {
            misuse("\(call) needs the powered on state; this manager's state is \(state)")
            return false
        }
        return true
    }

    // MARK: Scanning

    /// Mirrors [`isScanning`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/isscanning).
    open var isScanning: Bool { lock.withLock { scanning } }

    /// Discovers the accessories in range advertising one of `serviceUUIDs` (nil: every one), each once per scan
    /// unless `CBCentralManagerScanOptionAllowDuplicatesKey` is true; accessories that come into range later are
    /// discovered as they do. A connected accessory doesn't advertise. Mirrors
    /// [`scanForPeripherals(withServices:options:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/scanforperipherals(withservices:options:)).
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
        guard requirePoweredOn("scanForPeripherals(withServices:options:)") else { return }
        let duplicatesOption = options?[CBCentralManagerScanOptionAllowDuplicatesKey]
        let duplicates = (duplicatesOption as? Bool) ?? (duplicatesOption as? NSNumber)?.boolValue ?? false
        lock.withLock {
            scanning = true
            scanServices = serviceUUIDs
            reportsDuplicates = duplicates
            discovered = []
        }
        for accessory in radio.accessories where accessory.isInRange { offerDiscovery(of: accessory) }
    }

    /// Mirrors [`stopScan()`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/stopscan()).
    open func stopScan() { lock.withLock { scanning = false } }

    private func offerDiscovery(of accessory: SimulatedAccessory) {
        deliver { manager in
            guard accessory.isInRange, !accessory.isConnected, manager.state == .poweredOn else { return }
            let report = manager.lock.withLock { () -> Bool in
                guard manager.scanning else { return false }
                if let wanted = manager.scanServices, !wanted.isEmpty,
                    !accessory.advertisedServiceUUIDs.contains(where: { wanted.contains($0) })
                {
                    return false
                }
                return manager.discovered.insert(accessory.identifier).inserted || manager.reportsDuplicates
            }
            guard report else { return }
            var advertisement: [String: Any] = [CBAdvertisementDataIsConnectable: NSNumber(value: accessory.acceptsConnections)]
            if let name = accessory.name { advertisement[CBAdvertisementDataLocalNameKey] = name }
            if !accessory.advertisedServiceUUIDs.isEmpty { advertisement[CBAdvertisementDataServiceUUIDsKey] = accessory.advertisedServiceUUIDs }
            if let data = accessory.manufacturerData { advertisement[CBAdvertisementDataManufacturerDataKey] = data }
            let peripheral = manager.peripheral(for: accessory)
            manager.delegate?.centralManager(
                manager, didDiscover: peripheral, advertisementData: advertisement, rssi: NSNumber(value: accessory.rssi))
        }
    }

    // MARK: Connections

    /// Connects to `peripheral`: the delegate hears `centralManager(_:didConnect:)`, or
    /// `centralManager(_:didFailToConnect:error:)` when the accessory refuses. Mirrors
    /// [`connect(_:options:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/connect(_:options:)).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {
        guard requirePoweredOn("connect(_:options:)") else { return }
        guard peripheral.central === self else {
            misuse("connect(_:options:) was given a peripheral of another central manager")
            return
        }
        guard peripheral.state == .disconnected else { return }
        peripheral.setState(.connecting)
        if peripheral.accessory.isInRange { completeConnection(peripheral) }
    }

    private func completeConnection(_ peripheral: CBPeripheral) {
        deliver { manager in
            let accessory = peripheral.accessory
            guard peripheral.state == .connecting, accessory.isInRange, manager.state == .poweredOn else { return }
            guard accessory.acceptsConnections else {
                peripheral.setState(.disconnected)
                manager.delegate?.centralManager(manager, didFailToConnect: peripheral, error: CBError(.connectionFailed))
                return
            }
            accessory.link(peripheral)
            peripheral.setState(.connected)
            manager.delegate?.centralManager(manager, didConnect: peripheral)
        }
    }

    /// Ends the connection (or the attempt): the delegate hears `centralManager(_:didDisconnectPeripheral:error:)`
    /// with no error (for an attempt too; not confirmed here). Mirrors
    /// [`cancelPeripheralConnection(_:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/cancelperipheralconnection(_:)).
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {
        guard requirePoweredOn("cancelPeripheralConnection(_:)"), peripheral.central === self else { return }
        guard peripheral.state == .connected || peripheral.state == .connecting else { return }
        peripheral.setState(.disconnecting)
        disconnect(peripheral, error: nil)
    }

    private func disconnect(_ peripheral: CBPeripheral, error: CBError?) {
        deliver { manager in
            peripheral.accessory.unlink(peripheral)
            peripheral.forgetConnection()
            manager.delegate?.centralManager(
                manager, didDisconnectPeripheral: peripheral, timestamp: Date().timeIntervalSinceReferenceDate, isReconnecting: false, error: error)
        }
    }

    // MARK: Known peripherals

    /// The peripherals the phone knows with these identifiers (accessories it has seen, in range or not), in the
    /// order asked. Mirrors [`retrievePeripherals(withIdentifiers:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/retrieveperipherals(withidentifiers:)).
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] {
        let known = radio.accessories
        return identifiers.compactMap { id in known.first { $0.identifier == id }.map(peripheral(for:)) }
    }

    /// The peripherals connected to the phone (by any app) that have one of `serviceUUIDs`. Mirrors
    /// [`retrieveConnectedPeripherals(withServices:)`](https://developer.apple.com/documentation/corebluetooth/cbcentralmanager/retrieveconnectedperipherals(withservices:)).
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] {
        radio.accessories.filter { accessory in
            accessory.isConnected && accessory.services.contains { serviceUUIDs.contains($0.uuid) }
        }
        .map(peripheral(for:))
    }

    /// This manager's object for `accessory` (the same one each time, as on iOS).
    func peripheral(for accessory: SimulatedAccessory) -> CBPeripheral {
        lock.withLock {
            if let known = peripherals[accessory.identifier] { return known }
            let made = CBPeripheral(accessory: accessory, central: self)
            peripherals[accessory.identifier] = made
            return made
        }
    }

    private var knownPeripherals: [CBPeripheral] { lock.withLock { Array(peripherals.values) } }

    // MARK: What the phone tells the manager

    /// The phone's Bluetooth (or the app's authorization) may have changed: the manager hears it on its queue.
    func phoneStateChanged() {
        deliver { manager in
            let now = manager.radio.effectiveState
            guard now != manager.state else { return }
            if now != .poweredOn {
                manager.lock.withLock { manager.scanning = false }
                for peripheral in manager.knownPeripherals where peripheral.state != .disconnected {
                    peripheral.accessory.unlink(peripheral)
                    peripheral.forgetConnection()
                }
            }
            manager.updateState(now)
            manager.delegate?.centralManagerDidUpdateState(manager)
        }
    }

    /// `accessory` is in range and advertising: a scan discovers it, a waiting connection completes.
    func accessoryAvailable(_ accessory: SimulatedAccessory) {
        offerDiscovery(of: accessory)
        let waiting = lock.withLock { peripherals[accessory.identifier] }
        if let waiting, waiting.state == .connecting { completeConnection(waiting) }
    }

    /// `accessory`'s connections ended (it went out of range, or ended them itself).
    func accessoryLost(_ accessory: SimulatedAccessory, reason: CBError.Code) {
        let linked = lock.withLock { peripherals[accessory.identifier] }
        guard let linked, linked.state == .connected || linked.state == .disconnecting else { return }
        disconnect(linked, error: CBError(reason))
    }

    /// The accessory has a new value for a characteristic: a subscribed peripheral hears it.
    func accessoryNotified(_ accessory: SimulatedAccessory, characteristic: CBUUID, value: Data) {
        let linked = lock.withLock { peripherals[accessory.identifier] }
        linked?.accessoryNotified(characteristic: characteristic, value: value)
    }
}
