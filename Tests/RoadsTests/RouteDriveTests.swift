// SPDX-License-Identifier: Apache-2.0

import Foundation
import Roads
import Testing

/// Driving a route: time moves the car at the roads' speeds; GPS fixes place it; phases of the next maneuver.
@Suite
struct RouteDriveTests {
    static let graph = RouterTests.graph
    static let from = Coordinate(latitude: 60.170, longitude: 24.936)
    static let to = Coordinate(latitude: 60.169, longitude: 24.952)

    func drive() throws -> RouteDrive {
        let router = Router(graph: Self.graph)
        let route = try router.route(from: Self.from, to: Self.to)
        return RouteDrive(route: route, maneuvers: router.maneuvers(for: route, destination: Self.to), graph: Self.graph)
    }

    @Test func timeMovesTheCarThroughEveryManeuverInPhaseOrderToArrival() throws {
        var d = try drive()
        #expect(d.nextManeuver == 1 && d.phase == .initial)
        let total = d.remainingTime
        var phases: [Int: [RouteDrive.Phase]] = [:]
        var seconds = 0
        while !d.isArrived && seconds < 3600 {
            d.advance(by: 1)
            seconds += 1
            if phases[d.nextManeuver]?.last != d.phase { phases[d.nextManeuver, default: []].append(d.phase) }
        }
        #expect(d.isArrived && d.remainingDistance == 0 && d.remainingTime < 0.01)
        // The drive takes the roads' time (turn costs aside: they are the router's estimate, not driving time).
        #expect(abs(Double(seconds) - total) <= 2)
        // Every maneuver was next at some point, and its phases never went backwards.
        let order: [RouteDrive.Phase] = [.initial, .continue, .prepare, .execute]
        for (i, seen) in phases where i < d.maneuvers.count - 1 {
            let ranks = seen.map { order.firstIndex(of: $0)! }
            #expect(ranks == ranks.sorted(), "maneuver \(i): \(seen)")
            #expect(seen.last == .execute, "maneuver \(i) was executed")
        }
        #expect(Set(phases.keys) == Set(1..<d.maneuvers.count))
    }

    @Test func gpsFixesMoveTheCarOrTellItLeftTheRoute() throws {
        var d = try drive()
        let ahead = d.route.coordinates[d.route.coordinates.count / 2]
        let onRoute = d.locate(ahead)
        #expect(onRoute)
        #expect(d.travelled > 100)
        let before = d.travelled
        // A fix 100 m off the route: off it (the app reroutes), and the car doesn't move.
        let offRoute = !d.locate(Coordinate(latitude: ahead.latitude + 0.0009, longitude: ahead.longitude))
        #expect(offRoute)
        #expect(d.travelled == before)
        #expect(d.heading >= 0 && d.heading < 360)
    }

    @Test func theRouteAheadShrinksAsTheCarDrives() throws {
        var d = try drive()
        #expect(d.remainingCoordinates.count == d.route.coordinates.count || d.remainingCoordinates.count == d.route.coordinates.count + 1)
        d.advance(by: 30)
        let ahead = d.remainingCoordinates
        #expect(ahead.first == d.position && ahead.last == d.route.coordinates.last)
        #expect(ahead.count < d.route.coordinates.count)
        var length = 0.0
        for (a, b) in zip(ahead, ahead.dropFirst()) {
            let dx = (b.longitude - a.longitude) * 55_500
            let dy = (b.latitude - a.latitude) * 111_200
            length += (dx * dx + dy * dy).squareRoot()
        }
        #expect(abs(length - d.remainingDistance) < d.remainingDistance * 0.02 + 1, "\(length) vs \(d.remainingDistance)")
    }
}
