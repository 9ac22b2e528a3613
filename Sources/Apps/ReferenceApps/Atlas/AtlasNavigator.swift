// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Atlas's model: the road data, places to go, routes with their choices, and guidance driven on the injected
/// clock — one second of driving per second of the clock, or one GPS fix per second when a track is replayed — with
/// the car's maneuvers, lanes, states, estimates, voice prompts, rerouting and traffic alerts.
@MainActor
public final class AtlasNavigator {
    public struct Place: Sendable, Equatable {
        public var name: String
        public var category: String
        public var coordinate: Coordinate
    }

    /// Where the car's position comes from while guiding.
    public enum Positioning: Sendable, Equatable {
        /// The car drives the route at each road's speed.
        case simulated
        /// A recorded GPS track, one fix per second (it may leave the route: Atlas reroutes).
        case track([Coordinate])
    }

    /// A jam the (simulated) traffic service reports ahead, and the detour around it.
    public struct TrafficJam: Sendable {
        public var road: String
        /// Seconds the jam costs.
        public var delay: Double
        public var detour: Route
        public var segments: [Int]
    }

    /// The bundled extract, read once per process (see ``AtlasMap``).
    let map: AtlasMap
    public var graph: RoadGraph { map.graph }
    public var router: Router { map.router }
    /// For routes that must come at once while driving (rerouting, a shortcut from the dashboard); contracted the
    /// first time one is needed.
    public var hierarchy: ContractionHierarchy { map.hierarchy }
    public var places: [Place] { map.places }
    let clock: any Clock<Duration>
    /// Where the car is when no trip runs (Rautatientori, the railway square), then wherever the last trip ended.
    public private(set) var carPosition = Coordinate(latitude: 60.1707, longitude: 24.9445)
    /// Degrees clockwise from north.
    public private(set) var heading: Double = 0
    public private(set) var drive: RouteDrive?
    public private(set) var destination: Place?
    /// What the app said (or the tone it played), in order: the tests read it.
    public private(set) var prompts: [String] = []
    /// How positions arrive during the next trips.
    public var positioning: Positioning = .simulated
    /// Seconds into a trip when the simulated traffic service looks for a jam ahead (nil: never). - Note: Ours.
    public var trafficCheckAfter: Double? = 20
    /// How long a reported jam holds traffic up, seconds.
    public var trafficJamDelay: Double = 300
    public private(set) var rerouteCount = 0
    public private(set) var jam: TrafficJam?
    /// Whether guidance is paused while a new route is found.
    public private(set) var isRerouting = false

    var guidance: Guidance?
    var task: Task<Void, Never>?
    private var observers: [Int: () -> Void] = [:]
    private var nextObserver = 0
    /// The car screen's scene starts a trip asked for elsewhere (a dashboard shortcut).
    var tripRequest: ((Place) -> Void)?

    /// What one trip's guidance keeps between ticks.
    struct Guidance {
        let session: CPNavigationSession
        let map: CPMapTemplate
        let trip: CPTrip
        let place: Place
        var maneuvers: [Maneuver]
        var cpManeuvers: [CPManeuver]
        var throttle = EstimateThrottle()
        var tripThrottle = EstimateThrottle()
        var shownNext = -1
        var lastPhase: RouteDrive.Phase?
        var elapsed = 0.0
        var trackIndex = 0
        var rerouteFrom: Coordinate?
        var trafficChecked = false
        /// A replayed track ran out before the destination.
        var waitingForFix = false
    }

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        map = AtlasMap.helsinki
        self.clock = clock
    }

    /// Calls `body` whenever the car moves or guidance changes; returns a token for ``removeObserver(_:)``.
    @discardableResult
    func observe(_ body: @escaping () -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = body
        return nextObserver
    }

    func removeObserver(_ token: Int) { observers[token] = nil }

    private func changed() { for o in observers.values { o() } }

    /// Places whose name contains the text (case and accents ignored), nearest first, 12 at most.
    public func search(_ text: String) -> [Place] {
        let query = AtlasMap.searchForm(text).trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return [] }
        let hits = zip(places, map.searchNames).filter { $0.1.contains(query) }.map { ($0.0, distance($0.0.coordinate)) }
        return Array(hits.sorted { $0.1 < $1.1 }.prefix(12).map(\.0))
    }

    /// Two favourites for the dashboard's shortcut buttons: the nearest café and the nearest car park.
    public var favourites: [Place] {
        ["Food", "Car"].compactMap { category in places.filter { $0.category == category }.min { distance($0.coordinate) < distance($1.coordinate) } }
    }

    public func distance(_ c: Coordinate) -> Double {
        let dx = (c.longitude - carPosition.longitude) * 55_500
        let dy = (c.latitude - carPosition.latitude) * 110_540
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Up to three ways to a place, fastest first.
    public func routes(to place: Place) throws -> [Route] {
        try router.alternatives(from: carPosition, to: place.coordinate, count: 3)
    }

    /// The posted speed limit where the car is (km/h), if the road has one.
    public var speedLimit: Int? { drive?.road.speedLimit.map { Int($0.rounded()) } }

    /// Asks the car screen to start a trip (from the dashboard).
    func requestTrip(to place: Place) { tripRequest?(place) }

    // MARK: Guidance

    /// Starts guiding along a route: the session gets the whole route's maneuvers and lanes (iOS 17.4 metadata),
    /// then the upcoming ones, and updates every second.
    func start(_ route: Route, to place: Place, session: CPNavigationSession, map: CPMapTemplate, trip: CPTrip) {
        stop()
        destination = place
        let maneuvers = router.maneuvers(for: route, destination: place.coordinate)
        drive = RouteDrive(route: route, maneuvers: maneuvers, graph: graph)
        let cp = maneuvers.map(AtlasGuidance.maneuver)
        guidance = Guidance(session: session, map: map, trip: trip, place: place, maneuvers: maneuvers, cpManeuvers: cp)
        session.add(cp)
        session.add(cp.compactMap(\.linkedLaneGuidance))
        publish()
        let clock = self.clock
        task = Task { @MainActor [weak self] in
            await Self.everySecond(of: clock) { [weak self] in
                guard let self, !Task.isCancelled else { return false }
                self.tick()
                return true
            }
        }
    }

    /// Calls `body` once for every second of `clock` from now, until it returns false or the task is cancelled. Each wait
    /// is for the next whole second since the start, not for a second from when the last call ended: on a clock that
    /// runs on its own (the live car's), a busy machine then delays ticks but never loses them, so the drive keeps up
    /// with the car's time (waiting a second after each tick fell far behind on a busy machine: 3,819 s of the car's time
    /// for a trip that takes about 2,100).
    @MainActor
    static func everySecond<C: Clock<Duration>>(of clock: C, _ body: @MainActor () -> Bool) async {
        let start = clock.now
        var second = 0
        while !Task.isCancelled {
            second += 1
            do { try await clock.sleep(until: start.advanced(by: .seconds(second)), tolerance: nil) } catch { return }
            guard body() else { return }
        }
    }

    /// One second of the trip.
    func tick() {
        guard var g = guidance, var drive else { return }
        g.elapsed += 1
        if let from = g.rerouteFrom {
            guidance = g
            reroute(from: from)
            return
        }
        switch positioning {
        case .simulated:
            drive.advance(by: 1)
        case .track(let fixes):
            g.trackIndex += 1
            if g.trackIndex >= fixes.count {
                // No more fixes: the car has no position to guide from. Say so once, then wait.
                if !g.waitingForFix {
                    g.waitingForFix = true
                    g.session.pauseTrip(for: .locating, description: "Waiting for GPS")
                }
                guidance = g
                return
            }
            let fix = fixes[g.trackIndex]
            if !drive.locate(fix) {
                // Off the route: pause at once (the car shows "Rerouting"), find the new route on the next tick.
                carPosition = fix
                g.rerouteFrom = fix
                guidance = g
                isRerouting = true
                g.session.pauseTrip(for: .rerouting, description: "Rerouting…")
                speak("Rerouting")
                changed()
                return
            }
        }
        self.drive = drive
        guidance = g
        if let after = trafficCheckAfter, g.elapsed >= after, !g.trafficChecked {
            guidance?.trafficChecked = true
            checkTraffic()
        }
        publish()
        if drive.isArrived { arrive() }
    }

    /// Sends the car what changed: the next maneuvers (a second one when it follows within 100 m, else the lane
    /// diagram when the road has lanes), lanes, road,
    /// the maneuver's state (speaking at prepare and execute), and estimates when what the car shows changes.
    func publish() {
        guard var g = guidance, let drive else { return }
        let session = g.session
        let next = drive.nextManeuver
        if next != g.shownNext {
            g.shownNext = next
            var upcoming = [g.cpManeuvers[next]]
            if next + 1 < g.maneuvers.count, g.maneuvers[next + 1].distanceFromStart - g.maneuvers[next].distanceFromStart < 100 {
                upcoming.append(g.cpManeuvers[next + 1])
            } else if let lanes = AtlasGuidance.laneManeuver(g.maneuvers[next]) {
                // No maneuver close behind: the second line shows the lanes (symbol only).
                upcoming.append(lanes)
            }
            session.upcomingManeuvers = upcoming
            session.currentLaneGuidance = g.cpManeuvers[next].linkedLaneGuidance
            session.currentRoadNameVariants = [g.maneuvers[max(next - 1, 0)].roadName].compactMap { $0 }
        }
        let phase = drive.phase
        if phase != g.lastPhase {
            session.maneuverState = AtlasGuidance.state(phase)
            if phase == .prepare || phase == .execute { speak(g.maneuvers[next].instructionVariants.first ?? "") }
            g.lastPhase = phase
        }
        if let e = g.throttle.estimates(distance: drive.distanceToNextManeuver, time: drive.distanceToNextManeuver / max(drive.speed, 1)) {
            session.updateEstimates(e, for: g.cpManeuvers[next])
        }
        if let e = g.tripThrottle.estimates(distance: drive.remainingDistance, time: drive.remainingTime) { g.map.updateEstimates(e, for: g.trip) }
        guidance = g
        carPosition = drive.position
        heading = drive.heading
        changed()
    }

    /// Finds a new route from where the car left the old one and resumes guidance with it (iOS 17.4's
    /// `resumeTrip(updatedRouteInformation:)`).
    func reroute(from fix: Coordinate) {
        guard let g = guidance else { return }
        guard let route = try? hierarchy.route(from: fix, to: g.place.coordinate) else {
            // Nowhere to go from here (off the map): stay paused, try again next second.
            return
        }
        rerouteCount += 1
        install(route)
        if case .track = positioning, var d = drive {
            d.locate(fix)
            drive = d
        }
        isRerouting = false
        resumeWithRouteInformation()
    }

    /// Puts a new route in place of the current one, keeping the trip.
    private func install(_ route: Route) {
        guard var g = guidance else { return }
        let maneuvers = router.maneuvers(for: route, destination: g.place.coordinate)
        drive = RouteDrive(route: route, maneuvers: maneuvers, graph: graph)
        g.maneuvers = maneuvers
        g.cpManeuvers = maneuvers.map(AtlasGuidance.maneuver)
        g.throttle = EstimateThrottle()
        g.tripThrottle = EstimateThrottle()
        g.shownNext = -1
        g.lastPhase = nil
        g.rerouteFrom = nil
        guidance = g
    }

    private func resumeWithRouteInformation() {
        guard var g = guidance, let drive else { return }
        let next = drive.nextManeuver
        let trip =
            g.tripThrottle.estimates(distance: drive.remainingDistance, time: drive.remainingTime)
            ?? CPTravelEstimates(distanceRemaining: Measurement(value: drive.remainingDistance, unit: .meters), timeRemaining: drive.remainingTime)
        let toManeuver =
            g.throttle.estimates(distance: drive.distanceToNextManeuver, time: drive.distanceToNextManeuver / max(drive.speed, 1))
            ?? CPTravelEstimates(distanceRemaining: Measurement(value: drive.distanceToNextManeuver, unit: .meters), timeRemaining: 0)
        let info = CPRouteInformation(
            maneuvers: g.cpManeuvers, laneGuidances: g.cpManeuvers.compactMap(\.linkedLaneGuidance),
            currentManeuvers: [g.cpManeuvers[next]], currentLaneGuidance: g.cpManeuvers[next].linkedLaneGuidance,
            tripTravelEstimates: trip, maneuverTravelEstimates: toManeuver)
        g.session.resumeTrip(updatedRouteInformation: info)
        g.map.updateEstimates(trip, for: g.trip)
        g.session.updateEstimates(toManeuver, for: g.cpManeuvers[next])
        g.shownNext = next
        guidance = g
        publish()
    }

    /// The simulated traffic service: a jam on the first named road at least 300 m ahead (not the last one, where
    /// the destination is). When a detour around it is faster, the driver gets an alert offering it, which goes
    /// away by itself after 10 s (keeping the route).
    func checkTraffic() {
        guard let g = guidance, let drive else { return }
        var walked = 0.0
        var ahead: (road: String, segments: [Int])?
        for (i, leg) in drive.route.legs.enumerated().dropLast() {
            let s = graph.segments[leg.segment]
            walked += (leg.to - leg.from) * s.length
            guard walked - drive.travelled >= 300, let name = graph.roads[s.road].name else { continue }
            // The whole stretch of that road from here.
            var segments: [Int] = []
            for later in drive.route.legs[i...] where graph.roads[graph.segments[later.segment].road].name == name { segments.append(later.segment) }
            ahead = (name, segments)
            break
        }
        guard let ahead else { return }
        var closed: [Int: Double] = [:]
        for s in ahead.segments {
            closed[s] = trafficJamDelay
            if let r = graph.segments[s].reverse { closed[r] = trafficJamDelay }
        }
        guard let detour = try? router.route(from: drive.position, to: g.place.coordinate, avoiding: closed.mapValues { _ in 1e6 }),
            !detour.legs.contains(where: { closed[$0.segment] != nil })
        else { return }
        let saves = drive.remainingTime + trafficJamDelay - detour.duration
        guard saves >= 60 else { return }
        let minutes = Int((saves / 60).rounded())
        jam = TrafficJam(road: ahead.road, delay: trafficJamDelay, detour: detour, segments: ahead.segments)
        speak("Traffic jam ahead on \(ahead.road)")
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic jam on \(ahead.road)", "Traffic jam ahead"],
            subtitleVariants: ["A detour saves \(minutes) min", "Saves \(minutes) min"],
            image: UIImage(systemName: "car.2.fill"),
            primaryAction: CPAlertAction(title: "Detour", style: .default) { [weak self] _ in
                MainActor.assumeIsolated { self?.takeDetour() }
            },
            secondaryAction: CPAlertAction(title: "Stay", style: .cancel) { _ in },
            duration: 10)
        g.map.present(navigationAlert: alert, animated: true)
    }

    /// The driver took the detour around the reported jam.
    func takeDetour() {
        guard let jam, guidance != nil else { return }
        self.jam = nil
        rerouteCount += 1
        install(jam.detour)
        resumeWithRouteInformation()
    }

    private func arrive() {
        guard let g = guidance else { return }
        speak("You have arrived at \(g.place.name)")
        g.session.finishTrip()
        stop()
    }

    /// Stops guiding (the car's own navigation took over, or the user ended the trip).
    func stop() {
        task?.cancel()
        task = nil
        guidance = nil
        drive = nil
        destination = nil
        jam = nil
        isRerouting = false
        changed()
    }

    /// A voice prompt: the navigation audio session (spoken prompts interrupt spoken audio and mix, other audio
    /// ducks), active only while speaking; nothing during a phone call (`promptStyle` none), a tone while Siri
    /// listens (short).
    public func speak(_ text: String) {
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
