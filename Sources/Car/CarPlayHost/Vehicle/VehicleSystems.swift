// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The simulated vehicle's own systems — climate, radio, performance, battery, locks — that automaker apps reach
/// over External Accessory protocols and Siri changes through the car intents.
///
/// Which systems a vehicle has follows its profile's protocols (a protocol's last component names the system:
/// `com.velomotors.climate` → climate). Values and ranges are ours, chosen to look like a real car's.
@MainActor
public final class VehicleSystems {
    public struct Climate: Sendable, Codable, Equatable {
        /// Set temperatures in °C (16.0…30.0, half-degree steps on the wire's tenths).
        public var driverTemperature = 21.0
        public var passengerTemperature = 21.0
        /// 0 (off) … 7.
        public var fanSpeed = 3
        public var airConditioner = true
        public var autoMode = false
        public var recirculation = false
        public var frontDefroster = false
        public var rearDefroster = false
        /// Seat heaters, 0 (off) … 3.
        public var driverSeatHeat = 0
        public var passengerSeatHeat = 0
        public var isOn = true
    }

    public enum RadioBand: String, Sendable, Codable {
        case fm = "FM"
        case am = "AM"
    }

    public struct Radio: Sendable, Codable, Equatable {
        public var band: RadioBand = .fm
        /// MHz on FM, kHz on AM.
        public var frequency = 94.0
        /// FM presets 1…6, in MHz.
        public var presets: [Double] = [94.0, 98.5, 101.1, 103.7, 91.9, 106.2]
        public var stationName: String { Radio.stations[band]?[frequency] ?? "" }
        /// What the car's display shows: `FM 94.0 Radio Helsinki`.
        public var display: String {
            let f = band == .fm ? String(format: "%.1f", frequency) : String(Int(frequency))
            return "\(band.rawValue) \(f)\(stationName.isEmpty ? "" : " \(stationName)")"
        }
        /// The simulated stations (ours).
        public static let stations: [RadioBand: [Double: String]] = [
            .fm: [91.9: "Yle X3M", 94.0: "Radio Helsinki", 98.5: "Yle Radio Suomi", 101.1: "Classic Hits", 103.7: "Jazz FM", 106.2: "Rock 106"],
            .am: [558: "Radio Nord", 963: "World Service"]
        ]
    }

    public struct Performance: Sendable, Codable, Equatable {
        public var speed = 0.0
        public var rpm = 800
        public var gear = 0
        /// When the running lap started (car clock), if one is running.
        public var lapStartedAt: Double?
        /// Finished laps, seconds.
        public var laps: [Double] = []
    }

    public struct Electric: Sendable, Codable, Equatable {
        public var chargePercent = 72.0
        public var rangeKilometres = 310.0
        public var charging = false
        /// 50…100 %.
        public var chargeLimit = 80
        public var minutesToFull: Int { charging ? Int(((Double(chargeLimit) - chargePercent) * 1.2).rounded(.up)) : 0 }
    }

    public struct Body: Sendable, Codable, Equatable {
        public var locked = true
        /// Fuel left, for combustion cars (nil on electric ones).
        public var fuelPercent: Double? = 64
        public var rangeKilometres = 520.0
        public var hornCount = 0
        public var lightFlashCount = 0
    }

    public var climate = Climate() { didSet { if climate != oldValue { changed("climate") } } }
    public var radio = Radio() { didSet { if radio != oldValue { changed("radio") } } }
    public var performance = Performance() { didSet { if performance != oldValue { changed("performance") } } }
    public var electric = Electric() { didSet { if electric != oldValue { changed("electric") } } }
    public var body = Body() { didSet { if body != oldValue { changed("vehicle") } } }
    /// The head unit's audio source: `carplay`, `radio`, `bluetooth` or `usb`.
    public var audioSource = "carplay" { didSet { if audioSource != oldValue { changed("radio") } } }

    /// Which systems the vehicle has (from its protocols' last components).
    public let systems: Set<String>
    var observers: [(id: UUID, system: String, notify: @MainActor () -> Void)] = []
    var onChange: (@MainActor (String) -> Void)?

    public init(profile: VehicleProfile) {
        systems = Set(profile.accessoryProtocols.map(Self.system(of:)))
        if systems.contains("electric") {
            body.fuelPercent = nil
            body.rangeKilometres = electric.rangeKilometres
        }
    }

    /// `com.velomotors.climate` → `climate`.
    public static func system(of protocolName: String) -> String {
        protocolName.split(separator: ".").last.map(String.init) ?? protocolName
    }

    private func changed(_ system: String) {
        for o in observers where o.system == system { o.notify() }
        onChange?(system)
    }

    func observe(_ system: String, _ notify: @escaping @MainActor () -> Void) -> UUID {
        let id = UUID()
        observers.append((id, system, notify))
        return id
    }

    func stopObserving(_ id: UUID) { observers.removeAll { $0.id == id } }

    /// Moves the simulated car on by one second of driving or parking (speed, revs, range).
    func tick(driving: Bool, now: Double) {
        guard systems.contains("performance") || systems.contains("electric") else { return }
        var p = performance
        if driving {
            // A deterministic track: 60–140 km/h over a 40 s lap of bends.
            p.speed = ((100 + 40 * sin(now / 40 * 2 * .pi)) * 10).rounded() / 10
            p.gear = min(max(Int(p.speed / 25) + 1, 1), 6)
            p.rpm = Int(900 + p.speed / Double(p.gear) * 95)
        } else {
            p.speed = 0
            p.gear = 0
            p.rpm = 800
        }
        performance = p
        if driving && systems.contains("electric") {
            var e = electric
            e.chargePercent = max(e.chargePercent - 0.01, 0)
            e.rangeKilometres = (e.chargePercent * 4.3).rounded()
            electric = e
        }
    }
}
