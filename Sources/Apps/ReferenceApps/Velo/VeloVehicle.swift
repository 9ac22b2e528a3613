// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// A vehicle feature, one per External Accessory protocol Velo speaks.
public enum VeloFeature: String, CaseIterable, Sendable {
    case climate, radio, performance, electric, vehicle
    public var protocolName: String { "com.velomotors.\(rawValue)" }
}

/// One open accessory session: writes frames, reads frames as the stream says bytes are there.
@MainActor
final class VeloLink: NSObject, StreamDelegate {
    let feature: VeloFeature
    let session: EASession
    private var decoder = VeloWire.Decoder()
    var onFrame: ((VeloWire.Frame) -> Void)?

    init?(accessory: EAAccessory, feature: VeloFeature) {
        guard let session = EASession(accessory: accessory, forProtocol: feature.protocolName) else { return nil }
        self.feature = feature
        self.session = session
        super.init()
        for stream in [session.inputStream, session.outputStream] as [Stream?] {
            stream?.delegate = self
            stream?.schedule(in: .current, forMode: .default)
            stream?.open()
        }
    }

    func send(_ frame: VeloWire.Frame) {
        guard let out = session.outputStream else { return }
        let bytes = frame.bytes
        _ = bytes.withUnsafeBufferPointer { out.write($0.baseAddress!, maxLength: bytes.count) }
    }

    func close() {
        session.inputStream?.close()
        session.outputStream?.close()
    }

    nonisolated func stream(_ aStream: Stream, handle eventCode: Stream.Event) {
        nonisolated(unsafe) let stream = aStream
        MainActor.assumeIsolated {
            guard eventCode == .hasBytesAvailable, let input = stream as? InputStream else { return }
            var buffer = [UInt8](repeating: 0, count: 256)
            var bytes: [UInt8] = []
            while input.hasBytesAvailable {
                let n = buffer.withUnsafeMutableBufferPointer { input.read($0.baseAddress!, maxLength: 256) }
                guard n > 0 else { break }
                bytes += buffer[0..<n]
            }
            for frame in decoder.feed(bytes) { onFrame?(frame) }
        }
    }
}

/// Velo's knowledge of the car: what it reported over its protocols while connected, or what Velo's connected
/// services (a simulated Internet backend, `VeloCloud`) know when CarPlay isn't connected.
@MainActor
public final class VeloVehicle {
    public struct Climate: Equatable, Sendable {
        public var driverTemperature = 21.0, passengerTemperature = 21.0
        public var fanSpeed = 3
        public var airConditioner = true, autoMode = false, recirculation = false, frontDefroster = false, rearDefroster = false
        public var driverSeatHeat = 0, passengerSeatHeat = 0
    }
    public struct Radio: Equatable, Sendable {
        public var isFM = true
        public var frequency = 94.0
        public var preset = 0
        public var stationName = ""
        public var audioSource = 0
        public static let presets: [Double] = [94.0, 98.5, 101.1, 103.7, 91.9, 106.2]
    }
    public struct Performance: Equatable, Sendable {
        public var speed = 0.0, rpm = 0, gear = 0
        public var lapRunning = false
        public var currentLap = 0.0, lastLap = 0.0, bestLap = 0.0
        public var lapCount = 0
    }
    public struct Battery: Equatable, Sendable {
        public var chargePercent = 0, rangeKilometres = 0, chargeLimit = 80, minutesToFull = 0
        public var charging = false
    }
    public struct Body: Equatable, Sendable {
        public var locked = true
        public var fuelPercent: Int?
        public var rangeKilometres = 0
    }

    public private(set) var climate = Climate()
    public private(set) var radio = Radio()
    public private(set) var performance = Performance()
    public private(set) var battery = Battery()
    public private(set) var body = Body()
    /// The features this car supports and Velo speaks (empty: no car connected).
    public private(set) var features: [VeloFeature] = []
    public private(set) var accessoryName: String?
    /// The last error the car reported (e.g. a value out of range).
    public private(set) var lastError: String?
    private var links: [VeloFeature: VeloLink] = [:]
    /// Told whenever anything changes (the car screen redraws from it).
    var onChange: [() -> Void] = []
    let cloud: VeloCloud

    init(cloud: VeloCloud) { self.cloud = cloud }

    /// Whether Velo is talking to the car directly (External Accessory) rather than through its cloud.
    public var isConnected: Bool { !links.isEmpty }

    /// Looks for a connected Velo car and opens a session for each protocol both speak (the talk: query the
    /// protocols after launch and show only what the car supports).
    func connect() {
        guard links.isEmpty else { return }
        let manager = EAAccessoryManager.shared()
        guard let accessory = manager.connectedAccessories.first(where: { a in VeloFeature.allCases.contains { a.protocolStrings.contains($0.protocolName) } })
        else { return }
        accessoryName = accessory.name
        for feature in VeloFeature.allCases where accessory.protocolStrings.contains(feature.protocolName) {
            guard let link = VeloLink(accessory: accessory, feature: feature) else { continue }
            link.onFrame = { [weak self] frame in self?.apply(frame, from: feature) }
            links[feature] = link
            link.send(.get())
        }
        features = VeloFeature.allCases.filter { links[$0] != nil }
        changed()
    }

    func disconnect() {
        for link in links.values { link.close() }
        links = [:]
        features = []
        accessoryName = nil
        changed()
    }

    private func changed() { for f in onChange { f() } }

    private func apply(_ frame: VeloWire.Frame, from feature: VeloFeature) {
        if frame.isError {
            lastError = "the car refused a \(feature.rawValue) setting (code \(frame.payload.first ?? 0))"
            changed()
            return
        }
        if frame.isText, feature == .radio {
            radio.stationName = frame.text
            changed()
            return
        }
        guard frame.isState else { return }
        let v = frame.values
        func d(_ k: UInt8) -> Double? { v[k].map { Double($0) / 10 } }
        switch feature {
        case .climate:
            var c = climate
            c.driverTemperature = d(0x01) ?? c.driverTemperature
            c.passengerTemperature = d(0x02) ?? c.passengerTemperature
            c.fanSpeed = v[0x03] ?? c.fanSpeed
            c.airConditioner = v[0x04].map { $0 == 1 } ?? c.airConditioner
            c.autoMode = v[0x05].map { $0 == 1 } ?? c.autoMode
            c.recirculation = v[0x06].map { $0 == 1 } ?? c.recirculation
            c.frontDefroster = v[0x07].map { $0 == 1 } ?? c.frontDefroster
            c.rearDefroster = v[0x08].map { $0 == 1 } ?? c.rearDefroster
            c.driverSeatHeat = v[0x09] ?? c.driverSeatHeat
            c.passengerSeatHeat = v[0x0A] ?? c.passengerSeatHeat
            climate = c
        case .radio:
            var r = radio
            r.isFM = v[0x01].map { $0 == 0 } ?? r.isFM
            if let f = v[0x02] { r.frequency = r.isFM ? Double(f) / 100 : Double(f) }
            r.preset = v[0x03] ?? r.preset
            r.audioSource = v[0x04] ?? r.audioSource
            radio = r
        case .performance:
            var p = performance
            p.speed = d(0x01) ?? p.speed
            p.rpm = v[0x02] ?? p.rpm
            p.gear = v[0x03] ?? p.gear
            p.lapRunning = v[0x04].map { $0 == 1 } ?? p.lapRunning
            p.currentLap = d(0x05) ?? p.currentLap
            p.lastLap = d(0x06) ?? p.lastLap
            p.bestLap = d(0x07) ?? p.bestLap
            p.lapCount = v[0x08] ?? p.lapCount
            performance = p
        case .electric:
            var b = battery
            b.chargePercent = v[0x01] ?? b.chargePercent
            b.rangeKilometres = v[0x02] ?? b.rangeKilometres
            b.charging = v[0x03].map { $0 == 1 } ?? b.charging
            b.chargeLimit = v[0x04] ?? b.chargeLimit
            b.minutesToFull = v[0x05] ?? b.minutesToFull
            battery = b
        case .vehicle:
            var b = body
            b.locked = v[0x01].map { $0 == 1 } ?? b.locked
            if let f = v[0x02] { b.fuelPercent = f < 0 ? nil : f }
            b.rangeKilometres = v[0x03] ?? b.rangeKilometres
            body = b
            cloud.remember(body)
        }
        changed()
    }

    // MARK: Commands (over the accessory when connected)

    @discardableResult
    func send(_ feature: VeloFeature, _ frame: VeloWire.Frame) -> Bool {
        guard let link = links[feature] else { return false }
        link.send(frame)
        return true
    }

    func setTemperature(driver: Bool, _ celsius: Double) {
        send(.climate, .set(driver ? 0x01 : 0x02, Int((min(max(celsius, 16), 30) * 10).rounded())))
    }
    func setFan(_ speed: Int) { send(.climate, .set(0x03, min(max(speed, 0), 7))) }
    func setClimateFlag(_ key: UInt8, _ on: Bool) { send(.climate, .set(key, on ? 1 : 0)) }
    func setSeatHeat(driver: Bool, _ level: Int) { send(.climate, .set(driver ? 0x09 : 0x0A, min(max(level, 0), 3))) }
    func tune(preset: Int) { send(.radio, .set(0x03, preset)) }
    func tune(fm frequency: Double) { send(.radio, .set(0x02, Int((frequency * 100).rounded()))) }
    func setBand(fm: Bool) { send(.radio, .set(0x01, fm ? 0 : 1)) }
    func seek(up: Bool) { send(.radio, .command(up ? 0x10 : 0x11)) }
    func setAudioSource(_ index: Int) { send(.radio, .set(0x04, index)) }
    func startLap() { send(.performance, .command(0x10)) }
    func endLap() { send(.performance, .command(0x11)) }
    func setChargeLimit(_ percent: Int) { send(.electric, .set(0x04, percent)) }

    /// Locks or unlocks: over the accessory in the car, else through Velo's connected services.
    func setLocked(_ locked: Bool) {
        if !send(.vehicle, .set(0x01, locked ? 1 : 0)) {
            cloud.setLocked(locked)
            body.locked = locked
            changed()
        }
    }
    func signal(horn: Bool) {
        if !send(.vehicle, .command(horn ? 0x10 : 0x11)) { cloud.signal(horn: horn) }
    }
    /// The power level to report: the car's, or the cloud's last known.
    var powerLevel: (fuel: Int?, charge: Int?, rangeKilometres: Int, charging: Bool) {
        if isConnected {
            let electric = features.contains(.electric)
            return (
                electric ? nil : body.fuelPercent, electric ? battery.chargePercent : nil,
                electric ? battery.rangeKilometres : body.rangeKilometres, battery.charging
            )
        }
        return (cloud.body.fuelPercent, cloud.chargePercent, cloud.body.rangeKilometres, false)
    }
    var isLocked: Bool { isConnected ? body.locked : cloud.body.locked }
}

/// Velo's connected services, simulated: what the car last told the phone, and remote lock/horn when CarPlay
/// isn't connected (a real app would call the automaker's servers). The talk's advice: work without CarPlay too.
@MainActor
public final class VeloCloud {
    public private(set) var body = VeloVehicle.Body(locked: true, fuelPercent: 64, rangeKilometres: 520)
    public private(set) var chargePercent: Int?
    public private(set) var remoteCommands: [String] = []

    public init() {}

    func remember(_ body: VeloVehicle.Body) { self.body = body }
    func setLocked(_ locked: Bool) {
        body.locked = locked
        remoteCommands.append(locked ? "lock" : "unlock")
    }
    func signal(horn: Bool) { remoteCommands.append(horn ? "horn" : "lights") }
}
