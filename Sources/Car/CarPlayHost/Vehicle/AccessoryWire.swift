// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenExternalAccessory

/// The byte format the simulated car speaks on every External Accessory protocol it declares (ours; documented
/// in docs/accessory-protocols.md). A frame is `CA type length payload…`:
///
/// | type | from | payload |
/// |---|---|---|
/// | `01` GET | app | — (the car answers with STATE) |
/// | `02` SET | app | key, value (Int16 big-endian) |
/// | `03` DO | app | key (a command) |
/// | `81` STATE | car | (key, value Int16 BE) × n |
/// | `82` TEXT | car | key, UTF-8 |
/// | `EF` ERROR | car | code, key (1 unknown type, 2 unknown key, 3 out of range, 4 bad frame) |
public enum AccessoryWire {
    public static let sync: UInt8 = 0xCA
    public enum MessageType: UInt8, Sendable { case get = 0x01, set = 0x02, command = 0x03, state = 0x81, text = 0x82, error = 0xEF }
    public enum ErrorCode: UInt8, Sendable { case unknownType = 1, unknownKey = 2, outOfRange = 3, badFrame = 4 }

    /// A decoded frame.
    public struct Frame: Sendable, Equatable {
        public var type: UInt8
        public var payload: [UInt8]
        public init(type: UInt8, payload: [UInt8]) {
            self.type = type
            self.payload = payload
        }
        public var bytes: [UInt8] { [AccessoryWire.sync, type, UInt8(payload.count)] + payload }

        public static func get() -> Frame { Frame(type: MessageType.get.rawValue, payload: []) }
        public static func set(_ key: UInt8, _ value: Int) -> Frame { Frame(type: MessageType.set.rawValue, payload: [key] + int16(value)) }
        public static func command(_ key: UInt8) -> Frame { Frame(type: MessageType.command.rawValue, payload: [key]) }
        public static func state(_ values: [(UInt8, Int)]) -> Frame {
            Frame(type: MessageType.state.rawValue, payload: values.flatMap { [$0.0] + int16($0.1) })
        }
        public static func text(_ key: UInt8, _ text: String) -> Frame {
            Frame(type: MessageType.text.rawValue, payload: [key] + Array(text.utf8.prefix(250)))
        }
        public static func error(_ code: ErrorCode, key: UInt8 = 0) -> Frame { Frame(type: MessageType.error.rawValue, payload: [code.rawValue, key]) }

        /// A STATE frame's values.
        public var values: [UInt8: Int] {
            var out: [UInt8: Int] = [:]
            var i = 0
            while i + 2 < payload.count {
                out[payload[i]] = Int(Int16(bitPattern: UInt16(payload[i + 1]) << 8 | UInt16(payload[i + 2])))
                i += 3
            }
            return out
        }
    }

    static func int16(_ v: Int) -> [UInt8] {
        let u = UInt16(bitPattern: Int16(clamping: v))
        return [UInt8(u >> 8), UInt8(u & 0xFF)]
    }

    /// Collects bytes into frames (a stream may split or join them); bytes before a sync byte are dropped and
    /// counted.
    public struct Decoder: Sendable {
        private var buffer: [UInt8] = []
        public private(set) var skippedBytes = 0
        public init() {}
        public mutating func feed(_ bytes: [UInt8]) -> [Frame] {
            buffer += bytes
            var frames: [Frame] = []
            while true {
                if let s = buffer.firstIndex(of: AccessoryWire.sync), s > 0 {
                    skippedBytes += s
                    buffer.removeFirst(s)
                }
                guard buffer.first == AccessoryWire.sync else {
                    skippedBytes += buffer.count
                    buffer = []
                    break
                }
                guard buffer.count >= 3, buffer.count >= 3 + Int(buffer[2]) else { break }
                let length = Int(buffer[2])
                frames.append(Frame(type: buffer[1], payload: Array(buffer[3..<(3 + length)])))
                buffer.removeFirst(3 + length)
            }
            return frames
        }
    }

    /// The keys of each system (see docs/accessory-protocols.md for units).
    public enum Key {
        public enum Climate: UInt8, CaseIterable, Sendable {
            case driverTemperature = 0x01, passengerTemperature, fanSpeed, airConditioner, autoMode, recirculation, frontDefroster, rearDefroster,
                driverSeatHeat, passengerSeatHeat
        }
        public enum Radio: UInt8, CaseIterable, Sendable {
            case band = 0x01, frequency, preset, audioSource
            public static let stationNameText: UInt8 = 0x01
            public static let seekUp: UInt8 = 0x10, seekDown: UInt8 = 0x11
        }
        public enum Performance: UInt8, CaseIterable, Sendable {
            case speed = 0x01, rpm, gear, lapRunning, currentLap, lastLap, bestLap, lapCount
            public static let startLap: UInt8 = 0x10, endLap: UInt8 = 0x11
        }
        public enum Electric: UInt8, CaseIterable, Sendable {
            case chargePercent = 0x01, rangeKilometres, charging, chargeLimit, minutesToFull
        }
        public enum Vehicle: UInt8, CaseIterable, Sendable {
            case locked = 0x01, fuelPercent, rangeKilometres
            public static let horn: UInt8 = 0x10, flashLights: UInt8 = 0x11
        }
    }
}

/// The vehicle's side of one protocol session: decodes the app's frames, changes the vehicle, reports state.
@MainActor
final class VehicleEndpoint: EAAccessoryEndpoint {
    let system: String
    /// Weak: a session can outlive its car (an app keeps the session object after the car went away).
    weak var car: HeadUnit?
    var send: (@Sendable ([UInt8]) -> Void)?
    private var decoder = AccessoryWire.Decoder()
    private var observation: UUID?
    /// Frames received and sent (the car's log reads them). - Note: for tests and the reviewer.
    private(set) var received: [AccessoryWire.Frame] = []

    init(system: String, car: HeadUnit) {
        self.system = system
        self.car = car
    }

    nonisolated func open(send: @escaping @Sendable ([UInt8]) -> Void) {
        MainActor.assumeIsolated {
            self.send = send
            observation = car?.vehicleSystems.observe(system) { [weak self] in self?.reportState() }
            car?.record(.note("accessory session opened: \(system)"))
        }
    }

    nonisolated func receive(_ bytes: [UInt8]) {
        MainActor.assumeIsolated {
            for frame in decoder.feed(bytes) { handle(frame) }
        }
    }

    nonisolated func close() {
        MainActor.assumeIsolated {
            if let observation { car?.vehicleSystems.stopObserving(observation) }
            observation = nil
            send = nil
            car?.record(.note("accessory session closed: \(system)"))
        }
    }

    private func reply(_ frame: AccessoryWire.Frame) { send?(frame.bytes) }

    private func handle(_ frame: AccessoryWire.Frame) {
        received.append(frame)
        guard let type = AccessoryWire.MessageType(rawValue: frame.type) else { return reply(.error(.unknownType)) }
        switch type {
        case .get:
            reportState()
        case .set:
            guard frame.payload.count == 3 else { return reply(.error(.badFrame)) }
            let key = frame.payload[0]
            let value = Int(Int16(bitPattern: UInt16(frame.payload[1]) << 8 | UInt16(frame.payload[2])))
            if let error = set(key, value) { reply(.error(error, key: key)) }
        case .command:
            guard frame.payload.count == 1 else { return reply(.error(.badFrame)) }
            if let error = command(frame.payload[0]) { reply(.error(error, key: frame.payload[0])) }
        case .state, .text, .error:
            reply(.error(.unknownType))
        }
    }

    /// The whole state of this endpoint's system.
    func reportState() {
        guard let car else { return }
        let v = car.vehicleSystems
        switch system {
        case "climate":
            let c = v.climate
            typealias K = AccessoryWire.Key.Climate
            reply(
                .state([
                    (K.driverTemperature.rawValue, Int((c.driverTemperature * 10).rounded())),
                    (K.passengerTemperature.rawValue, Int((c.passengerTemperature * 10).rounded())),
                    (K.fanSpeed.rawValue, c.fanSpeed), (K.airConditioner.rawValue, c.airConditioner ? 1 : 0),
                    (K.autoMode.rawValue, c.autoMode ? 1 : 0), (K.recirculation.rawValue, c.recirculation ? 1 : 0),
                    (K.frontDefroster.rawValue, c.frontDefroster ? 1 : 0), (K.rearDefroster.rawValue, c.rearDefroster ? 1 : 0),
                    (K.driverSeatHeat.rawValue, c.driverSeatHeat), (K.passengerSeatHeat.rawValue, c.passengerSeatHeat)
                ]))
        case "radio":
            let r = v.radio
            typealias K = AccessoryWire.Key.Radio
            let preset = r.band == .fm ? (r.presets.firstIndex(of: r.frequency).map { $0 + 1 } ?? 0) : 0
            let sources = ["carplay", "radio", "bluetooth", "usb"]
            reply(
                .state([
                    (K.band.rawValue, r.band == .fm ? 0 : 1), (K.frequency.rawValue, r.band == .fm ? Int((r.frequency * 100).rounded()) : Int(r.frequency)),
                    (K.preset.rawValue, preset), (K.audioSource.rawValue, sources.firstIndex(of: v.audioSource) ?? 0)
                ]))
            reply(.text(K.stationNameText, r.stationName))
        case "performance":
            let p = v.performance
            typealias K = AccessoryWire.Key.Performance
            let current = p.lapStartedAt.map { car.now - $0 } ?? 0
            reply(
                .state([
                    (K.speed.rawValue, Int((p.speed * 10).rounded())), (K.rpm.rawValue, p.rpm), (K.gear.rawValue, p.gear),
                    (K.lapRunning.rawValue, p.lapStartedAt == nil ? 0 : 1), (K.currentLap.rawValue, Int((current * 10).rounded())),
                    (K.lastLap.rawValue, Int(((p.laps.last ?? 0) * 10).rounded())), (K.bestLap.rawValue, Int(((p.laps.min() ?? 0) * 10).rounded())),
                    (K.lapCount.rawValue, p.laps.count)
                ]))
        case "electric":
            let e = v.electric
            typealias K = AccessoryWire.Key.Electric
            reply(
                .state([
                    (K.chargePercent.rawValue, Int(e.chargePercent.rounded())), (K.rangeKilometres.rawValue, Int(e.rangeKilometres)),
                    (K.charging.rawValue, e.charging ? 1 : 0), (K.chargeLimit.rawValue, e.chargeLimit), (K.minutesToFull.rawValue, e.minutesToFull)
                ]))
        case "vehicle":
            let b = v.body
            typealias K = AccessoryWire.Key.Vehicle
            reply(
                .state([
                    (K.locked.rawValue, b.locked ? 1 : 0), (K.fuelPercent.rawValue, b.fuelPercent.map { Int($0.rounded()) } ?? -1),
                    (K.rangeKilometres.rawValue, Int(b.rangeKilometres))
                ]))
        default:
            break
        }
    }

    private func set(_ key: UInt8, _ value: Int) -> AccessoryWire.ErrorCode? {
        guard let car else { return .unknownKey }
        let v = car.vehicleSystems
        func flag(_ value: Int) -> Bool? { value == 0 ? false : value == 1 ? true : nil }
        switch system {
        case "climate":
            guard let k = AccessoryWire.Key.Climate(rawValue: key) else { return .unknownKey }
            var c = v.climate
            switch k {
            case .driverTemperature, .passengerTemperature:
                guard (160...300).contains(value) else { return .outOfRange }
                if k == .driverTemperature { c.driverTemperature = Double(value) / 10 } else { c.passengerTemperature = Double(value) / 10 }
            case .fanSpeed:
                guard (0...7).contains(value) else { return .outOfRange }
                c.fanSpeed = value
            case .driverSeatHeat, .passengerSeatHeat:
                guard (0...3).contains(value) else { return .outOfRange }
                if k == .driverSeatHeat { c.driverSeatHeat = value } else { c.passengerSeatHeat = value }
            case .airConditioner, .autoMode, .recirculation, .frontDefroster, .rearDefroster:
                guard let b = flag(value) else { return .outOfRange }
                switch k {
                case .airConditioner: c.airConditioner = b
                case .autoMode: c.autoMode = b
                case .recirculation: c.recirculation = b
                case .frontDefroster: c.frontDefroster = b
                default: c.rearDefroster = b
                }
            }
            if c == v.climate { reportState() } else { v.climate = c }
        case "radio":
            guard let k = AccessoryWire.Key.Radio(rawValue: key) else { return .unknownKey }
            var r = v.radio
            switch k {
            case .band:
                guard let b = flag(value) else { return .outOfRange }
                r.band = b ? .am : .fm
                r.frequency = b ? 558 : r.presets[0]
            case .frequency:
                if r.band == .fm {
                    guard (8750...10800).contains(value) else { return .outOfRange }
                    r.frequency = Double(value) / 100
                } else {
                    guard (530...1710).contains(value) else { return .outOfRange }
                    r.frequency = Double(value)
                }
            case .preset:
                guard (1...r.presets.count).contains(value) else { return .outOfRange }
                r.band = .fm
                r.frequency = r.presets[value - 1]
            case .audioSource:
                let sources = ["carplay", "radio", "bluetooth", "usb"]
                guard sources.indices.contains(value) else { return .outOfRange }
                v.audioSource = sources[value]
                return nil
            }
            if r == v.radio { reportState() } else { v.radio = r }
        case "electric":
            guard key == AccessoryWire.Key.Electric.chargeLimit.rawValue else {
                return AccessoryWire.Key.Electric(rawValue: key) == nil ? .unknownKey : .outOfRange
            }
            guard (50...100).contains(value) else { return .outOfRange }
            v.electric.chargeLimit = value
        case "vehicle":
            guard key == AccessoryWire.Key.Vehicle.locked.rawValue else {
                return AccessoryWire.Key.Vehicle(rawValue: key) == nil ? .unknownKey : .outOfRange
            }
            guard let b = flag(value) else { return .outOfRange }
            v.body.locked = b
        default:
            return .unknownKey
        }
        return nil
    }

    private func command(_ key: UInt8) -> AccessoryWire.ErrorCode? {
        guard let car else { return .unknownKey }
        let v = car.vehicleSystems
        switch (system, key) {
        case ("radio", AccessoryWire.Key.Radio.seekUp), ("radio", AccessoryWire.Key.Radio.seekDown):
            v.radio = car.seek(v.radio, up: key == AccessoryWire.Key.Radio.seekUp)
        case ("performance", AccessoryWire.Key.Performance.startLap):
            if let started = v.performance.lapStartedAt { v.performance.laps.append(car.now - started) }
            v.performance.lapStartedAt = car.now
        case ("performance", AccessoryWire.Key.Performance.endLap):
            guard let started = v.performance.lapStartedAt else { return .outOfRange }
            v.performance.laps.append(car.now - started)
            v.performance.lapStartedAt = nil
        case ("vehicle", AccessoryWire.Key.Vehicle.horn): v.body.hornCount += 1
        case ("vehicle", AccessoryWire.Key.Vehicle.flashLights): v.body.lightFlashCount += 1
        default: return .unknownKey
        }
        return nil
    }
}
