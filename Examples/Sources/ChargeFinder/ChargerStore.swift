import CarPlayShim

/// A charging station near the car.
public struct Charger: Equatable, Sendable {
    public let id: String
    public let name: String
    public let latitude: Double
    public let longitude: Double
    public let powerKW: Double
    public var freeConnectors: Int
    public let pricePerKWh: Double
}

/// The phone-side store of chargers and the active charging session.
@MainActor
public final class ChargerStore: ObservableObject {
    public static let shared = ChargerStore()

    @Published public private(set) var chargers: [Charger]
    @Published public private(set) var activeSession: ChargingSession?

    public init(chargers: [Charger] = ChargerStore.sample) { self.chargers = chargers }

    public static let sample: [Charger] = (0..<15).map { i in
        Charger(id: "c\(i)", name: "Charger \(["Kamppi", "Töölö", "Pasila", "Kallio", "Sörnäinen"][i % 5]) \(i / 5 + 1)",
                latitude: 60.16 + Double(i) * 0.004, longitude: 24.93 + Double(i % 5) * 0.006,
                powerKW: [50, 150, 22][i % 3], freeConnectors: i % 4, pricePerKWh: [0.39, 0.49, 0.29][i % 3])
    }

    /// Starts charging at a charger that has a free connector.
    public func start(at charger: Charger) -> Bool {
        guard activeSession == nil, let i = chargers.firstIndex(of: charger), chargers[i].freeConnectors > 0 else { return false }
        chargers[i].freeConnectors -= 1
        activeSession = ChargingSession(charger: chargers[i], energyKWh: 0)
        return true
    }

    /// Adds delivered energy (the charger reports it).
    public func deliver(kWh: Double) {
        activeSession?.energyKWh += kWh
    }

    public func stop() {
        guard let s = activeSession, let i = chargers.firstIndex(where: { $0.id == s.charger.id }) else { return }
        chargers[i].freeConnectors += 1
        activeSession = nil
    }
}

public struct ChargingSession: Equatable, Sendable {
    public let charger: Charger
    public var energyKWh: Double
    public var cost: Double { energyKWh * charger.pricePerKWh }
}
