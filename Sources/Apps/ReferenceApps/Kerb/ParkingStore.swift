// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// A car park the operator runs (the app shows only its own locations).
public struct CarPark: Equatable, Sendable {
    public let id: String
    public let name: String
    public let latitude: Double, longitude: Double
    /// Price per hour, in euros.
    public let hourlyRate: Double
    public let freeSpaces: Int
}

/// A running parking session. Minutes are whole minutes; the phone side counts them down with a `Timer`.
public struct ParkingSession: Equatable, Sendable {
    public let carParkID: String
    /// Minutes bought so far (the start plus every extension).
    public internal(set) var boughtMinutes: Int
    /// Minutes elapsed since the session started.
    public internal(set) var elapsedMinutes: Int = 0
    public var remainingMinutes: Int { max(0, boughtMinutes - elapsedMinutes) }
    public var isExpired: Bool { remainingMinutes == 0 }
}

/// The phone-side parking account: the operator's car parks and at most one running session. The session lives
/// here, not in the CarPlay scene, so it survives a disconnect and reconnect and is readable while the phone is
/// locked (kept in memory; a shipping app would store it with a file protection class that allows reads after
/// first unlock). A once-a-minute countdown runs on a repeating `Timer`, as an iOS app writes it.
@MainActor
public final class ParkingStore {
    public let carParks: [CarPark]
    public private(set) var session: ParkingSession?
    /// How long a session starts with and how much Extend adds.
    public let startMinutes = 60, extensionMinutes = 30
    /// Called after every change (start, extend, tick, end); the CarPlay scene and the phone UI listen.
    public var onChange: [@MainActor (ParkingStore) -> Void] = []
    /// Called once when 15 minutes remain, and once when the session expires.
    public var onReminder: [@MainActor (ParkingStore, Int) -> Void] = []
    private var countdown: Timer?

    public init(carParks: [CarPark] = ParkingStore.sampleCarParks) {
        self.carParks = carParks
    }

    public func carPark(_ id: String) -> CarPark? { carParks.first { $0.id == id } }

    /// Cost so far of the minutes bought, in euros.
    public var sessionCost: Double {
        guard let session, let park = carPark(session.carParkID) else { return 0 }
        return Double(session.boughtMinutes) / 60 * park.hourlyRate
    }

    /// Starts a session at a car park (replacing none: one session at a time).
    @discardableResult
    public func start(at carParkID: String) -> Bool {
        guard session == nil, carPark(carParkID) != nil else { return false }
        session = ParkingSession(carParkID: carParkID, boughtMinutes: startMinutes)
        startCountdown()
        changed()
        return true
    }

    /// Buys `extensionMinutes` more.
    public func extend() {
        guard let s = session else { return }
        session!.boughtMinutes += extensionMinutes
        if s.isExpired { startCountdown() }
        changed()
    }

    /// Ends the session (the driver left).
    public func end() {
        countdown?.invalidate()
        countdown = nil
        session = nil
        changed()
    }

    private func startCountdown() {
        countdown?.invalidate()
        countdown = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, !self.tick() else { return }
                self.countdown?.invalidate()
                self.countdown = nil
            }
        }
    }

    /// One minute on; false once the session has expired (the countdown stops there).
    private func tick() -> Bool {
        guard var s = session, !s.isExpired else { return false }
        s.elapsedMinutes += 1
        session = s
        changed()
        if s.remainingMinutes == 15 || s.remainingMinutes == 0 {
            for f in onReminder { f(self, s.remainingMinutes) }
        }
        return !s.isExpired
    }

    private func changed() { for f in onChange { f(self) } }

    public static let sampleCarParks = [
        CarPark(id: "forum", name: "Kerb Forum", latitude: 60.1688, longitude: 24.9384, hourlyRate: 4.80, freeSpaces: 42),
        CarPark(id: "kamppi", name: "Kerb Kamppi", latitude: 60.1683, longitude: 24.9310, hourlyRate: 4.20, freeSpaces: 118),
        CarPark(id: "hakaniemi", name: "Kerb Hakaniemi", latitude: 60.1792, longitude: 24.9510, hourlyRate: 3.00, freeSpaces: 7)
    ]
}
