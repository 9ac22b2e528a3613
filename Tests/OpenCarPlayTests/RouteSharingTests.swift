import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A navigation app's map delegate that shares its route with the car, and notes what the car tells it.
@MainActor
final class SharingMapDelegate: NSObject, CPMapTemplateDelegate {
    var sharesRoute = true
    var takesStops = true
    var heard: [String] = []
    var stopAnswers: [(name: String?, accepted: Bool, segment: CPRouteSegment?)] = []

    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { sharesRoute }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) { heard.append("will share \(trip.destination.name ?? "")") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) { heard.append("shared \(trip.destination.name ?? "")") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) { heard.append("source \(routeSource.rawValue)") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {
        heard.append("go to \(waypoint.name ?? "")")
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsertWaypoint waypoint: CPNavigationWaypoint, intoSegment segment: CPRouteSegment,
        completion: @escaping (CPTravelEstimates) -> Void
    ) {
        guard takesStops else { return }
        heard.append("stop \(waypoint.name ?? "") in \(segment.destination.name ?? "")")
        // As an app does: it routes first, then answers.
        DispatchQueue.main.async { completion(CPTravelEstimates(distanceRemaining: Measurement(value: 4.2, unit: .kilometers), timeRemaining: 540)) }
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?) {
        stopAnswers.append((waypoint.name, accepted, segment))
    }
}

/// iOS 26.4's route segments and route sharing: a session's segments and the one driven, a reroute with new segments,
/// and the car's navigation taking a destination, telling whose route it uses and asking for a stop.
@Suite @MainActor
struct RouteSharingTests {
    static func place(_ name: String, _ lat: Double, _ lon: Double) -> CPNavigationWaypoint {
        CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: lat, longitude: lon, altitude: 20), locationThreshold: nil, name: name, address: nil,
            entryPoints: [], timeZone: nil)
    }
    static let home = place("Home", 60.170, 24.940)
    static let depot = place("Depot", 60.180, 24.950)
    static let market = place("Market", 60.167, 24.953)

    static func maneuver(_ text: String) -> CPManeuver {
        let m = CPManeuver()
        m.instructionVariants = [text]
        return m
    }

    static func segment(_ from: CPNavigationWaypoint, _ to: CPNavigationWaypoint, _ turns: [String]) -> CPRouteSegment {
        let maneuvers = turns.map(maneuver)
        return CPRouteSegment(
            origin: from, destination: to, maneuvers: maneuvers, laneGuidances: [CPLaneGuidance()], currentManeuvers: Array(maneuvers.prefix(1)),
            currentLaneGuidance: CPLaneGuidance(),
            tripTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 3, unit: .kilometers), timeRemaining: 420),
            maneuverTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 200, unit: .meters), timeRemaining: 30),
            coordinates: [from.centerPoint, to.centerPoint])
    }

    @Test func segmentsAreImmutableAndCopiesKeepTheirIdentity() {
        let s = Self.segment(Self.home, Self.depot, ["Turn left onto Mannerheimintie", "Arrive at Depot"])
        let copy = s.copy() as! CPRouteSegment
        #expect(copy !== s)
        #expect(copy == s)
        #expect(copy.identifier == s.identifier)
        #expect(copy.maneuvers.count == 2)
        #expect(copy.coordinates.map(\.latitude) == [60.170, 60.180])
        #expect(Self.segment(Self.home, Self.depot, []) != s, "a new segment has its own identifier")
        #expect(CPRerouteReason(rawValue: 4) == .waypointModified)
        #expect(CPRouteSource(rawValue: 5) == .sourceVehicle)
    }

    @Test func aSessionKeepsItsSegmentsAndTheOneDriven() async throws {
        let map = CPMapTemplate()
        let delegate = SharingMapDelegate()
        map.mapDelegate = delegate
        let (car, _) = try await car([.navigation]) { map }
        let trip = CPTrip(
            originWaypoint: Self.home, destinationWaypoint: Self.market,
            routeChoices: [CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: [], selectionSummaryVariants: [])])
        let session = map.startNavigationSession(for: trip)
        let first = Self.segment(Self.home, Self.depot, ["Turn left", "Arrive at Depot"])
        let second = Self.segment(Self.depot, Self.market, ["Turn right", "Arrive at Market"])
        session.addRouteSegments([first, second])
        session.currentSegment = first
        #expect(session.routeSegments == [first, second])
        #expect(session.currentSegment === first)
        #expect(session.addedManeuvers.count == 4, "a segment's maneuvers count as added")
        let shared = try #require(car.session.sharedRoute)
        #expect(shared.segments.count == 2)
        #expect(shared.current === first)

        // A reroute: new segments, the one driven, and why.
        let detour = Self.segment(Self.home, Self.market, ["Turn around", "Arrive at Market"])
        session.pauseTrip(for: .rerouting, description: nil)
        session.resumeTrip(updatedRouteSegments: [detour], currentSegment: detour, rerouteReason: .missedTurn)
        #expect(session.routeSegments == [detour])
        #expect(session.currentSegment === detour)
        #expect(session.upcomingManeuvers.map(\.instructionVariants) == [["Turn around"]])
        #expect(session.lastRerouteReason == .missedTurn)
        #expect(session.state == .active)
    }

    @Test func theCarTakesAShareableDestinationWhenTheTripStarts() async throws {
        let map = CPMapTemplate()
        let delegate = SharingMapDelegate()
        map.mapDelegate = delegate
        let (car, _) = try await car([.navigation]) { map }
        let plain = CPTrip(originWaypoint: Self.home, destinationWaypoint: Self.depot, routeChoices: [])
        _ = map.startNavigationSession(for: plain)
        await car.settle()
        #expect(delegate.heard.isEmpty, "a trip without a shareable destination isn't taken")
        let trip = CPTrip(originWaypoint: Self.home, destinationWaypoint: Self.market, routeChoices: [])
        trip.hasShareableDestination = true
        _ = map.startNavigationSession(for: trip)
        #expect(delegate.heard.isEmpty, "told after the call that started guidance, not inside it")
        await car.settle()
        #expect(delegate.heard == ["will share Market", "shared Market"])
        #expect(car.events.contains(.routeSharing(.destinationShared(destination: "Market"))))
        let back = try secureRoundTrip(trip)
        #expect(back.hasShareableDestination)
    }

    @Test func theCarsNavigationTalksToAnAppThatSharesItsRoute() async throws {
        let map = CPMapTemplate()
        let delegate = SharingMapDelegate()
        map.mapDelegate = delegate
        let (car, _) = try await car([.navigation]) { map }
        try car.session.vehicleUsesRoute(from: .sourceiOSRouteModified)
        try car.session.vehicleRequestsDestination(Self.depot)
        #expect(delegate.heard == ["source 2", "go to Depot"])
        // A stop needs guidance along a segment.
        await #expect(throws: CarInputError.self) { _ = try await car.session.vehicleRequestsStop(Self.depot) }
        let session = map.startNavigationSession(for: CPTrip(originWaypoint: Self.home, destinationWaypoint: Self.market, routeChoices: []))
        let segment = Self.segment(Self.home, Self.market, ["Turn left", "Arrive at Market"])
        session.addRouteSegments([segment])
        session.currentSegment = segment
        let estimates = try await car.session.vehicleRequestsStop(Self.depot)
        #expect(estimates?.distanceRemaining == Measurement(value: 4.2, unit: .kilometers), "the app's answer, given after it routed")
        #expect(delegate.heard.last == "stop Depot in Market")
        try car.session.driverAnswersStop(Self.depot, accepted: true)
        #expect(delegate.stopAnswers.count == 1)
        #expect(delegate.stopAnswers.first?.accepted == true)
        #expect(delegate.stopAnswers.first?.segment === segment)
        #expect(car.events.contains(.routeSharing(.stopRequested(name: "Depot", answered: true))))

        // An app that doesn't take stops answers nothing; one that doesn't share its route hears nothing.
        delegate.takesStops = false
        #expect(try await car.session.vehicleRequestsStop(Self.depot) == nil)
        delegate.sharesRoute = false
        #expect(car.session.sharedRoute == nil)
        #expect(throws: CarInputError.self) { try car.session.vehicleUsesRoute(from: .sourceVehicle) }
    }
}
