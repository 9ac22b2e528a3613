// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// A station the operator runs: chargers, pumps or both.
public struct Station: Equatable, Sendable {
    public let id: String
    public let name: String
    public let latitude: Double, longitude: Double
    /// Charger power in kW (0: no chargers).
    public let chargerKilowatts: Double
    /// Euros per kWh.
    public let pricePerKilowattHour: Double
    /// Pump numbers (empty: no pumps).
    public let pumps: [Int]
    /// Euros per litre.
    public let pricePerLitre: Double
}

/// A charging session: the car's battery fills at the charger's power until the target.
public struct ChargingSession: Equatable, Sendable {
    public let stationID: String
    public internal(set) var batteryPercent: Double
    public internal(set) var energyKilowattHours: Double = 0
    public let targetPercent: Double
    public var isComplete: Bool { batteryPercent >= targetPercent }
}

/// A pump activated for the car: it is ready, then fuels, then waits for payment.
public struct PumpSession: Equatable, Sendable {
    public enum State: Equatable, Sendable { case ready, fueling, awaitingPayment, paid }
    public let stationID: String
    public let pump: Int
    public internal(set) var state: State = .ready
    public internal(set) var litres: Double = 0
}

/// The phone-side account for an operator of chargers and fuel stations (one app holding both the EV charging and
/// fueling entitlements). Sessions live here, not in the CarPlay scene, so they continue across a reconnect. The
/// charger and pump are simulated: every 10 s (a Combine `Timer.publish`, as an iOS app writes it) the charger adds energy and the pump adds
/// fuel; the driver lifts the nozzle within 10 s of activation, and the pump stops when the tank is full.
@MainActor
public final class ForecourtStore {
    public let stations: [Station]
    public private(set) var charging: ChargingSession?
    public private(set) var pumping: PumpSession?
    public private(set) var receipts: [String] = []
    /// The car's battery (kWh) and its state of charge when a session starts; the tank's free litres.
    public let batteryKilowattHours = 60.0, startPercent = 20.0, targetPercent = 80.0, tankFreeLitres = 40.0
    /// Litres a pump delivers per second.
    public let litresPerSecond = 0.5
    public var onChange: [@MainActor (ForecourtStore) -> Void] = []
    private var ticker: AnyCancellable?

    public init(stations: [Station] = ForecourtStore.sampleStations) {
        self.stations = stations
    }

    public func station(_ id: String) -> Station? { stations.first { $0.id == id } }

    public var chargingCost: Double {
        guard let c = charging, let s = station(c.stationID) else { return 0 }
        return c.energyKilowattHours * s.pricePerKilowattHour
    }

    public var fuelCost: Double {
        guard let p = pumping, let s = station(p.stationID) else { return 0 }
        return p.litres * s.pricePerLitre
    }

    @discardableResult
    public func startCharging(at stationID: String) -> Bool {
        guard charging == nil, let s = station(stationID), s.chargerKilowatts > 0 else { return false }
        charging = ChargingSession(stationID: stationID, batteryPercent: startPercent, targetPercent: targetPercent)
        startTicking()
        changed()
        return true
    }

    public func stopCharging() {
        guard let c = charging, let s = station(c.stationID) else { return }
        receipts.append(String(format: "%@: %.1f kWh, €%.2f", s.name, c.energyKilowattHours, chargingCost))
        charging = nil
        changed()
    }

    /// Activates a pump for this car (the phone app authorises the payment card first).
    @discardableResult
    public func activate(pump: Int, at stationID: String) -> Bool {
        guard pumping == nil || pumping?.state == .paid, let s = station(stationID), s.pumps.contains(pump) else { return false }
        pumping = PumpSession(stationID: stationID, pump: pump)
        startTicking()
        changed()
        return true
    }

    /// The driver hangs up the nozzle before the tank is full.
    public func finishFueling() {
        guard pumping?.state == .fueling else { return }
        pumping!.state = .awaitingPayment
        changed()
    }

    public func pay() {
        guard let p = pumping, p.state == .awaitingPayment, let s = station(p.stationID) else { return }
        receipts.append(String(format: "%@ pump %d: %.1f l, €%.2f", s.name, p.pump, p.litres, fuelCost))
        pumping!.state = .paid
        changed()
    }

    /// Closes a paid (or an unused) pump session.
    public func closePump() {
        guard let p = pumping, p.state == .paid || p.state == .ready else { return }
        pumping = nil
        changed()
    }

    private func startTicking() {
        guard ticker == nil else { return }
        ticker = Timer.publish(every: 10, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if !self.tick() { self.ticker = nil }
            }
        }
    }

    /// One 10 s step; false when nothing runs any more.
    private func tick() -> Bool {
        var moved = false
        if var c = charging, let s = station(c.stationID), !c.isComplete {
            let kWh = min(s.chargerKilowatts * 10 / 3600, (c.targetPercent - c.batteryPercent) / 100 * batteryKilowattHours)
            c.energyKilowattHours += kWh
            c.batteryPercent = min(c.targetPercent, c.batteryPercent + kWh / batteryKilowattHours * 100)
            charging = c
            moved = true
        }
        if pumping?.state == .ready {
            // The simulated driver lifts the nozzle within 10 s of activation.
            pumping!.state = .fueling
            moved = true
        } else if var p = pumping, p.state == .fueling {
            p.litres = min(tankFreeLitres, p.litres + litresPerSecond * 10)
            if p.litres >= tankFreeLitres { p.state = .awaitingPayment }
            pumping = p
            moved = true
        }
        if moved { changed() }
        let running = (charging.map { !$0.isComplete } ?? false) || pumping.map { $0.state == .ready || $0.state == .fueling } == true
        return running
    }

    private func changed() { for f in onChange { f(self) } }

    public static let sampleStations = [
        Station(
            id: "ruoholahti", name: "Forecourt Ruoholahti", latitude: 60.1636, longitude: 24.9150, chargerKilowatts: 150,
            pricePerKilowattHour: 0.49, pumps: [1, 2, 3, 4], pricePerLitre: 1.89),
        Station(
            id: "vallila", name: "Forecourt Vallila", latitude: 60.1930, longitude: 24.9560, chargerKilowatts: 50,
            pricePerKilowattHour: 0.39, pumps: [], pricePerLitre: 0),
        Station(
            id: "lauttasaari", name: "Forecourt Lauttasaari", latitude: 60.1590, longitude: 24.8800, chargerKilowatts: 0,
            pricePerKilowattHour: 0, pumps: [1, 2], pricePerLitre: 1.85)
    ]
}
