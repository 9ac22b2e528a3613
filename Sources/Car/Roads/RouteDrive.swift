// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A car driving a route, moved by time (at each road's speed) or placed by GPS fixes: where it is, which maneuver
/// comes next and how close, what is left, whether it has left the route or arrived. No clock of its own: the
/// caller advances it (the app, on the car's injected clock).
public struct RouteDrive: Sendable {
    /// How far the next maneuver is, in CarPlay's terms (`CPManeuverState`).
    public enum Phase: String, Sendable { case `continue`, initial, prepare, execute }

    public let route: Route
    public let maneuvers: [Maneuver]
    let graph: RoadGraph
    /// Metres driven along the route.
    public private(set) var travelled: Double = 0
    /// Seconds since the current next maneuver became the next one.
    private var sinceNextChanged: Double = 0
    public private(set) var nextManeuver: Int
    /// Cumulative distance at the end of each leg, and each leg's speed (m/s).
    private let legEnds: [Double]
    private let legSpeeds: [Double]
    /// Metres from the route a GPS fix may be before the car counts as off the route (ours).
    public var offRouteTolerance = 30.0

    public init(route: Route, maneuvers: [Maneuver], graph: RoadGraph) {
        self.route = route
        self.maneuvers = maneuvers
        self.graph = graph
        var ends: [Double] = []
        var speeds: [Double] = []
        var total = 0.0
        for leg in route.legs {
            let s = graph.segments[leg.segment]
            total += (leg.to - leg.from) * s.length
            ends.append(total)
            speeds.append(max(s.length / max(s.duration, 0.001), 1))
        }
        legEnds = ends
        legSpeeds = speeds
        nextManeuver = min(1, max(maneuvers.count - 1, 0))
    }

    public var isArrived: Bool { travelled >= route.distance - 0.5 }
    public var remainingDistance: Double { max(route.distance - travelled, 0) }
    public var distanceToNextManeuver: Double {
        max((maneuvers.indices.contains(nextManeuver) ? maneuvers[nextManeuver].distanceFromStart : route.distance) - travelled, 0)
    }

    /// Seconds left at the roads' speeds.
    public var remainingTime: Double {
        var t = 0.0
        var start = 0.0
        for (i, end) in legEnds.enumerated() {
            let from = max(start, travelled)
            if end > from { t += (end - from) / legSpeeds[i] }
            start = end
        }
        return t
    }

    /// The road the car is on.
    public var road: RoadGraph.Road {
        let i = legEnds.firstIndex { $0 > travelled } ?? max(legEnds.count - 1, 0)
        return graph.roads[graph.segments[route.legs[i].segment].road]
    }

    /// The current speed (m/s): the road's.
    public var speed: Double {
        let i = legEnds.firstIndex { $0 > travelled } ?? max(legEnds.count - 1, 0)
        return legSpeeds.isEmpty ? 0 : legSpeeds[i]
    }

    public var position: Coordinate { Self.point(along: route.coordinates, at: travelled) }

    /// The route still ahead: from the car to the destination (what a map draws while guiding).
    public var remainingCoordinates: [Coordinate] {
        var out = [position]
        var walked = 0.0
        for (a, b) in zip(route.coordinates, route.coordinates.dropFirst()) {
            walked += Geo.distance(a, b)
            if walked > travelled { out.append(b) }
        }
        return out
    }

    /// Degrees clockwise from north.
    public var heading: Double {
        let a = Self.point(along: route.coordinates, at: max(travelled - 5, 0))
        let b = Self.point(along: route.coordinates, at: min(travelled + 5, route.distance))
        return a == b ? 0 : Geo.bearing(a, b)
    }

    /// Where the next maneuver stands: `initial` for its first 5 s as the next one, `execute` within 3 s (at least
    /// 30 m), `prepare` within 15 s (at least 200 m), else `continue`. (Ours: CarPlay names the states, not when.)
    public var phase: Phase {
        let d = distanceToNextManeuver
        if d <= max(30, speed * 3) { return .execute }
        if sinceNextChanged < 5 { return .initial }
        if d <= max(200, speed * 15) { return .prepare }
        return .continue
    }

    /// Drives on for some seconds at the roads' speeds (stopping at the destination).
    public mutating func advance(by seconds: Double) {
        var left = seconds
        while left > 0 && !isArrived {
            let i = legEnds.firstIndex { $0 > travelled } ?? legEnds.count - 1
            let room = legEnds[i] - travelled
            let step = min(left, max(room, 0.01) / legSpeeds[i])
            travelled = min(travelled + step * legSpeeds[i], route.distance)
            left -= step
            sinceNextChanged += step
            updateNext()
        }
    }

    /// Places the car at a GPS fix: on the route (returns true, the car moves there) or off it by more than the
    /// tolerance (returns false: time to reroute). Fixes only move the car forward along the route.
    @discardableResult
    public mutating func locate(_ fix: Coordinate) -> Bool {
        var best: (distance: Double, along: Double)?
        var walked = 0.0
        let line = route.coordinates
        for j in 1..<max(line.count, 1) {
            let piece = Geo.distance(line[j - 1], line[j])
            let (t, d) = Geo.project(fix, onto: line[j - 1], line[j])
            let along = walked + t * piece
            if along >= travelled - 15, best == nil || d < best!.distance { best = (d, along) }
            walked += piece
        }
        guard let best, best.distance <= offRouteTolerance else { return false }
        travelled = max(travelled, min(best.along, route.distance))
        updateNext()
        return true
    }

    private mutating func updateNext() {
        var next = nextManeuver
        while maneuvers.indices.contains(next), next < maneuvers.count - 1, maneuvers[next].distanceFromStart <= travelled + 0.5 { next += 1 }
        if next != nextManeuver {
            nextManeuver = next
            sinceNextChanged = 0
        }
    }

    static func point(along line: [Coordinate], at distance: Double) -> Coordinate {
        guard var last = line.first else { return Coordinate(latitude: 0, longitude: 0) }
        var walked = 0.0
        for c in line.dropFirst() {
            let piece = Geo.distance(last, c)
            if walked + piece >= distance, piece > 0 { return Geo.interpolate(last, c, (distance - walked) / piece) }
            walked += piece
            last = c
        }
        return last
    }
}
