// SPDX-License-Identifier: Apache-2.0
import CarPlayShim
import Foundation
import Roads

/// Atlas's model: the road data, places to go, routes with their choices, and guidance driven on the injected
/// clock — one second of driving per second of the clock — with the car's maneuvers, lanes, states, estimates and
/// voice prompts.
@MainActor
public final class AtlasNavigator {
    public struct Place: Sendable, Equatable {
        public var name: String
        public var category: String
        public var coordinate: Coordinate
    }

    public let graph: RoadGraph
    public let router: Router
    public let places: [Place]
    let clock: any Clock<Duration>
    /// Where the car is when no trip runs (Rautatientori, the railway square).
    public private(set) var carPosition = Coordinate(latitude: 60.1707, longitude: 24.9445)
    public private(set) var drive: RouteDrive?
    public private(set) var destination: Place?
    /// What the app said (or the tone it played), in order: the tests read it.
    public private(set) var prompts: [String] = []
    var guidance: Task<Void, Never>?
    var onChange: (() -> Void)?

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        let data = try! OSMPBFReader.read(contentsOf: Helsinki.extract)
        graph = RoadGraph(data)
        router = Router(graph: graph)
        self.clock = clock
        // Places: named points of interest of the extract, by kind.
        var found: [Place] = []
        for (id, tags) in data.nodeTags {
            guard let name = tags["name"], let c = data.nodes[id] else { continue }
            let category = tags["amenity"].map { $0 == "cafe" || $0 == "restaurant" || $0 == "fast_food" ? "Food" : $0 == "parking" || $0 == "fuel" || $0 == "charging_station" ? "Car" : "Services" }
                ?? tags["tourism"].map { _ in "Sights" } ?? tags["shop"].map { _ in "Shops" }
            guard let category else { continue }
            found.append(Place(name: name, category: category, coordinate: c))
        }
        places = found.sorted { ($0.category, $0.name) < ($1.category, $1.name) }
    }

    /// Places whose name contains the text (case and accents ignored), nearest first, 12 at most.
    public func search(_ text: String) -> [Place] {
        let query = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return [] }
        let hits = places.filter { $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(query) }
        return Array(hits.sorted { distance($0.coordinate) < distance($1.coordinate) }.prefix(12))
    }

    func distance(_ c: Coordinate) -> Double {
        let dx = (c.longitude - carPosition.longitude) * 55_500, dy = (c.latitude - carPosition.latitude) * 110_540
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Up to three ways to a place, fastest first.
    public func routes(to place: Place) throws -> [Route] {
        try router.alternatives(from: carPosition, to: place.coordinate, count: 3)
    }

    // MARK: Guidance

    /// Starts guiding along a route: the navigation session gets the maneuvers, then updates every second.
    func start(_ route: Route, to place: Place, session: CPNavigationSession, map: CPMapTemplate, trip: CPTrip) {
        stop()
        destination = place
        let maneuvers = router.maneuvers(for: route, destination: place.coordinate)
        var drive = RouteDrive(route: route, maneuvers: maneuvers, graph: graph)
        self.drive = drive
        let cpManeuvers = maneuvers.map(AtlasGuidance.maneuver)
        var throttle = EstimateThrottle()
        var tripThrottle = EstimateThrottle()
        var shownNext = -1
        var lastPhase: RouteDrive.Phase?
        func update() {
            let next = drive.nextManeuver
            if next != shownNext {
                shownNext = next
                // A second maneuver when the one after comes close behind (within 100 m).
                var upcoming = [cpManeuvers[next]]
                if next + 1 < maneuvers.count, maneuvers[next + 1].distanceFromStart - maneuvers[next].distanceFromStart < 100 {
                    upcoming.append(cpManeuvers[next + 1])
                }
                session.upcomingManeuvers = upcoming
                session.currentLaneGuidance = cpManeuvers[next].linkedLaneGuidance
                session.currentRoadNameVariants = [maneuvers[max(next - 1, 0)].roadName].compactMap { $0 }
            }
            let phase = drive.phase
            if phase != lastPhase {
                session.maneuverState = AtlasGuidance.state(phase)
                if phase == .prepare || phase == .execute { speak(maneuvers[next].instructionVariants.first ?? "") }
                lastPhase = phase
            }
            if let e = throttle.estimates(distance: drive.distanceToNextManeuver, time: drive.distanceToNextManeuver / max(drive.speed, 1)) {
                session.updateEstimates(e, for: cpManeuvers[next])
            }
            if let e = tripThrottle.estimates(distance: drive.remainingDistance, time: drive.remainingTime) { map.updateEstimates(e, for: trip) }
            carPosition = drive.position
            onChange?()
        }
        update()
        let clock = self.clock
        guidance = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                guard let self, !Task.isCancelled else { return }
                drive.advance(by: 1)
                self.drive = drive
                update()
                if drive.isArrived {
                    self.speak("You have arrived at \(place.name)")
                    session.finishTrip()
                    self.drive = nil
                    self.destination = nil
                    self.onChange?()
                    return
                }
            }
        }
    }

    /// Stops guiding (the car's own navigation took over, or the user ended the trip).
    func stop() {
        guidance?.cancel()
        guidance = nil
        drive = nil
        destination = nil
    }

    /// A voice prompt: the navigation audio session (spoken prompts interrupt spoken audio and mix, other audio
    /// ducks), active only while speaking; nothing during a phone call (`promptStyle` none), a tone while Siri
    /// listens (short).
    func speak(_ text: String) {
        let audio = AVAudioSession.sharedInstance()
        switch audio.promptStyle {
        case .none: return
        case .short: prompts.append("(tone)")
        case .normal: prompts.append(text)
        }
        try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
        try? audio.setActive(true)
        let clock = self.clock
        let seconds = audio.promptStyle == .short ? 1 : 2
        Task { @MainActor in
            try? await clock.sleep(for: .seconds(seconds))
            try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
        }
    }
}
