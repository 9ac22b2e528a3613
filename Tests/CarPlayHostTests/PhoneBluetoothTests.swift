import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Synchronization
import Testing

// An app that talks to a radio over Bluetooth the ordinary iOS way (as a mesh-radio app does): a central manager on
// the main queue, a scan for the radio's service, a connection, then its characteristics read, written and
// subscribed to. It shows what it heard.

enum Radio {
    static let service = CBUUID(string: "6BA1B218-15A8-461F-9FA8-5DCAE273EAFD")
    static let fromRadio = CBUUID(string: "2C55E69E-4993-11ED-B878-0242AC120002")
    static let toRadio = CBUUID(string: "F75C76D2-129E-4DAD-A1DD-7866124401E7")
    static let fromNum = CBUUID(string: "ED9DA18C-A800-4F66-A670-AA7547E34453")

    static func accessory(name: String = "Meshtastic_1a2b") -> BluetoothAccessory {
        BluetoothAccessory(
            name: name, rssi: -58,
            services: [
                .init(
                    uuid: service,
                    characteristics: [
                        .init(uuid: fromRadio, properties: [.read], value: Data("hello from radio".utf8)),
                        .init(uuid: toRadio, properties: [.write]),
                        .init(uuid: fromNum, properties: [.read, .notify], value: Data([0]))
                    ])
            ])
    }
}

final class RadioLinkSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, @preconcurrency CBCentralManagerDelegate,
    @preconcurrency CBPeripheralDelegate
{
    var central: CBCentralManager?
    var radio: CBPeripheral?
    var list: CPListTemplate?
    /// What the app heard, in order.
    var heard: [String] = []

    /// The radio and its fromRadio characteristic, once found.
    var radioAndFromRadio: (CBPeripheral, CBCharacteristic)? {
        guard let radio, let characteristic = radio.services?.first?.characteristics?.first(where: { $0.uuid == Radio.fromRadio }) else { return nil }
        return (radio, characteristic)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Radio", sections: [])
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        central = CBCentralManager(delegate: self, queue: nil)
    }

    func note(_ line: String) {
        heard.append(line)
        list?.updateSections([CPListSection(items: heard.suffix(12).map { CPListItem(text: $0, detailText: nil) })])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        note("state \(central.state.rawValue)")
        if central.state == .poweredOn { central.scanForPeripherals(withServices: [Radio.service], options: nil) }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        note("found \(advertisementData[CBAdvertisementDataLocalNameKey] as? String ?? "?") at \(RSSI.intValue)")
        central.stopScan()
        radio = peripheral
        central.connect(peripheral, options: nil)
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        note("connected \(peripheral.name ?? "?")")
        peripheral.delegate = self
        peripheral.discoverServices([Radio.service])
    }

    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {
        note("disconnected \((error as? CBError)?.code.rawValue ?? 0)")
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {
        for service in peripheral.services ?? [] { peripheral.discoverCharacteristics(nil, for: service) }
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {
        note("characteristics \(service.characteristics?.count ?? 0)")
        for characteristic in service.characteristics ?? [] {
            switch characteristic.uuid {
            case Radio.fromRadio: peripheral.readValue(for: characteristic)
            case Radio.toRadio: peripheral.writeValue(Data("want config".utf8), for: characteristic, type: .withResponse)
            case Radio.fromNum: peripheral.setNotifyValue(true, for: characteristic)
            default: break
            }
        }
    }

    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {
        let value = characteristic.value ?? Data()
        let text = characteristic.uuid == Radio.fromRadio ? String(decoding: value, as: UTF8.self) : value.map(String.init).joined(separator: " ")
        note("value \(characteristic.uuid == Radio.fromRadio ? "fromRadio" : "fromNum"): \(text)")
    }

    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {
        note(error == nil ? "wrote" : "write failed")
    }

    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {
        note("subscribed \(characteristic.isNotifying)")
    }
}

@MainActor
struct PhoneBluetoothTests {
    func app() throws -> AppDeclaration {
        try AppDeclaration.inMemory(
            name: "Mesh Radio", categories: [.communication],
            sceneDelegate: SceneDelegateFactory(RadioLinkSceneDelegate.self) { RadioLinkSceneDelegate() })
    }

    @Test func anAppFindsConnectsAndTalksToAnAccessory() async throws {
        let radio = Radio.accessory()
        let bluetooth = PhoneBluetooth(accessories: [radio])
        let car = try await CarPlayTestSession(app: try app(), bluetooth: bluetooth, hosting: .testProcess)
        let app = try #require(car.session.sceneDelegate as? RadioLinkSceneDelegate)
        #expect(
            app.heard == [
                "state 5", "found Meshtastic_1a2b at -58", "connected Meshtastic_1a2b", "characteristics 3", "value fromRadio: hello from radio",
                "wrote", "subscribed true"
            ])
        #expect(car.texts.contains("value fromRadio: hello from radio"))
        #expect(radio.writes(to: Radio.toRadio) == [Data("want config".utf8)])
        #expect(radio.isConnected)
        #expect(app.radio?.state == .connected)
        #expect(app.radio?.identifier == radio.identifier)

        // The radio has news: the app, subscribed, hears it.
        radio.setValue(Data([7]), for: Radio.fromNum)
        await car.settle()
        #expect(app.heard.last == "value fromNum: 7")

        // The radio ends the connection.
        radio.disconnect()
        await car.settle()
        #expect(app.heard.last == "disconnected \(CBError.Code.peripheralDisconnected.rawValue)")
        #expect(app.radio?.state == .disconnected && app.radio?.services == nil)
        #expect(!radio.isConnected)
    }

    @Test func anAccessoryAnswersWritesAsTheTestSaysAndNotifiesOnlySubscribers() async throws {
        let radio = Radio.accessory()
        radio.onWrite = { [radio] characteristic, data in
            if characteristic == Radio.toRadio, data == Data("want config".utf8) { radio.setValue(Data([42]), for: Radio.fromNum) }
        }
        let car = try await CarPlayTestSession(app: try app(), bluetooth: PhoneBluetooth(accessories: [radio]), hosting: .testProcess)
        let app = try #require(car.session.sceneDelegate as? RadioLinkSceneDelegate)
        // The write reached the radio before the subscription did (the order the app asked in): its answer isn't sent…
        #expect(radio.writes(to: Radio.toRadio).count == 1)
        #expect(radio.value(of: Radio.fromNum) == Data([42]))
        #expect(!app.heard.contains("value fromNum: 42"), "\(app.heard)")
        // …and the next one is.
        radio.setValue(Data([43]), for: Radio.fromNum)
        await car.settle()
        #expect(app.heard.last == "value fromNum: 43")
    }

    @Test func readsAnAccessoryAnswersDrainItsQueue() async throws {
        let radio = Radio.accessory()
        let packets = Mutex([Data("packet 1".utf8), Data("packet 2".utf8)])
        radio.onRead = { characteristic in
            guard characteristic == Radio.fromRadio else { return nil }
            return packets.withLock { $0.isEmpty ? Data() : $0.removeFirst() }
        }
        let car = try await CarPlayTestSession(app: try app(), bluetooth: PhoneBluetooth(accessories: [radio]), hosting: .testProcess)
        let app = try #require(car.session.sceneDelegate as? RadioLinkSceneDelegate)
        #expect(app.heard.contains("value fromRadio: packet 1"))
        // The app reads again, as a radio app drains its queue.
        let (peripheral, fromRadio) = try #require(app.radioAndFromRadio)
        peripheral.readValue(for: fromRadio)
        peripheral.readValue(for: fromRadio)
        await car.settle()
        #expect(Array(app.heard.suffix(2)) == ["value fromRadio: packet 2", "value fromRadio: "])
    }

    @Test func bluetoothOffIsPoweredOffAndEndsConnections() async throws {
        let off = PhoneBluetooth(state: .poweredOff, accessories: [Radio.accessory()])
        let car = try await CarPlayTestSession(app: try app(), bluetooth: off, hosting: .testProcess)
        let app = try #require(car.session.sceneDelegate as? RadioLinkSceneDelegate)
        #expect(app.central?.state == .poweredOff)
        #expect(app.heard == ["state 4"], "nothing is scanned or found with Bluetooth off")

        off.state = .poweredOn
        await car.settle()
        #expect(app.heard.contains("connected Meshtastic_1a2b"))

        off.state = .poweredOff
        await car.settle()
        #expect(app.heard.last == "state 4", "iOS tells only the new state")
        #expect(app.radio?.state == .disconnected && app.central?.isScanning == false)
        #expect(off.accessories.allSatisfy { !$0.isConnected })
    }

    @Test func aUserWhoDeniedBluetoothMakesTheStateUnauthorized() async throws {
        let denied = PhoneBluetooth(authorization: .notDetermined, accessories: [Radio.accessory()])
        denied.promptAnswer = .denied
        let car = try await CarPlayTestSession(app: try app(), bluetooth: denied, hosting: .testProcess)
        let app = try #require(car.session.sceneDelegate as? RadioLinkSceneDelegate)
        #expect(app.heard == ["state \(CBManagerState.unauthorized.rawValue)"])
        #expect(denied.authorization == .denied)
    }

    @Test func twoCarsEachHaveTheirPhonesAccessories() async throws {
        let near = PhoneBluetooth(accessories: [Radio.accessory(name: "Radio A")])
        let far = PhoneBluetooth(accessories: [Radio.accessory(name: "Radio B")])
        let first = try await CarPlayTestSession(app: try app(), bluetooth: near, hosting: .testProcess)
        let second = try await CarPlayTestSession(app: try app(), bluetooth: far, hosting: .testProcess)
        let a = try #require(first.session.sceneDelegate as? RadioLinkSceneDelegate)
        let b = try #require(second.session.sceneDelegate as? RadioLinkSceneDelegate)
        #expect(a.heard.contains("connected Radio A") && !a.heard.contains("connected Radio B"))
        #expect(b.heard.contains("connected Radio B") && !b.heard.contains("connected Radio A"))
    }

    @Test func uuidsReadInTheirShortForm() {
        #expect(CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB") == CBUUID(string: "180d"))
        #expect(CBUUID(string: "180d").uuidString == "180D")
        #expect(Radio.service.uuidString == "6BA1B218-15A8-461F-9FA8-5DCAE273EAFD")
        #expect(CBUUID(nsuuid: UUID(uuidString: "6BA1B218-15A8-461F-9FA8-5DCAE273EAFD")!) == Radio.service)
        #expect(CBUUID(data: Data([0x18, 0x0D])) == CBUUID(string: "180D"))
        #expect(CBUUID(string: "0x180D") == CBUUID(string: "180D"), "apps often write 0x before a UUID")
        #expect(CBUUID(string: "0x6BA1B218-15A8-461F-9FA8-5DCAE273EAFD") == Radio.service)
    }
}
