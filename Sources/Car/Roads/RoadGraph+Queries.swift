// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What routing asks of the graph: allowed turns and the segments near a point.
extension RoadGraph {
    /// Whether turning from segment `a` into segment `b` (at the vertex between them) is allowed by the map: turn
    /// restrictions, and barriers (at one, only turning back).
    public func allowsTurn(from a: Int, to b: Int) -> Bool {
        let via = segments[a].to
        if vertices[via].isBarrier { return segments[a].reverse == b }
        let fromWay = roads[segments[a].road].wayID
        let toWay = roads[segments[b].road].wayID
        for i in restrictionsVia[via] where restrictions[i].fromWay == fromWay {
            let r = restrictions[i]
            if r.only {
                if r.toWay != toWay { return false }
            } else if r.toWay == toWay {
                // A no_u_turn from a way to itself forbids only the U-turn, not going on along the way.
                if fromWay == toWay && r.kind == "no_u_turn" { if segments[a].reverse == b { return false } } else { return false }
            }
        }
        return true
    }

    /// Where a car may turn back (as OSRM's car profile): at a barrier, or where there's no other way on (the road
    /// ends, or one-ways and restrictions leave no other exit); a U-turn at an intersection would dodge its turn
    /// restrictions. True for every turn that is not a U-turn.
    public func allowsUTurnRule(from a: Int, to b: Int) -> Bool {
        guard segments[a].reverse == b else { return true }
        let v = segments[a].to
        return vertices[v].isBarrier || outgoing[v].allSatisfy { $0 == b || !allowsTurn(from: a, to: $0) }
    }

    /// The segments nearest a coordinate, in or out of the main network, nearest first, with their distances (metres).
    public func segments(near c: Coordinate, count: Int) -> [(segment: Int, distance: Double)] {
        let all = segments.enumerated().map { i, s in
            (i, zip(s.geometry, s.geometry.dropFirst()).map { Geo.project(c, onto: $0, $1).distance }.min() ?? .infinity)
        }
        return Array(all.sorted { $0.1 < $1.1 }.prefix(count)).map { ($0.0, $0.1) }
    }

    /// The nearest point on a drivable segment to a coordinate: the segment, the fraction along it, the distance.
    public func snap(_ c: Coordinate) -> (segment: Int, fraction: Double, distance: Double)? {
        var best: (Int, Double, Double)?
        func consider(_ i: Int) {
            let s = segments[i]
            var total = 0.0
            for j in 1..<s.geometry.count {
                let piece = Geo.distance(s.geometry[j - 1], s.geometry[j])
                let (t, d) = Geo.project(c, onto: s.geometry[j - 1], s.geometry[j])
                if best == nil || d < best!.2 - 1e-9 || abs(d - best!.2) <= 1e-9 && i < best!.0 {
                    best = (i, s.length > 0 ? (total + t * piece) / s.length : 0, d)
                }
                total += piece
            }
        }
        // Rings of grid cells around the point, until no unseen road can be nearer than the best found.
        let (cx, cy) = Self.cell(c)
        let cellMetres = min(Self.cellLatitude * 110_540, Self.cellLongitude * 111_320 * cos(c.latitude * .pi / 180))
        var seen = Set<Int>()
        for r in 0...40 {
            for x in (cx - r)...(cx + r) {
                for y in (cy - r)...(cy + r) where abs(x - cx) == r || abs(y - cy) == r {
                    for i in snapGrid[Self.key(x, y)] ?? [] where seen.insert(i).inserted { consider(i) }
                }
            }
            if let b = best, b.2 <= Double(r) * cellMetres { break }
        }
        if best == nil {
            // Far from every road (beyond 40 cells): look at them all.
            for (i, s) in segments.enumerated() where inMainNetwork[i] && roads[s.road].isStartpoint { consider(i) }
        }
        return best.map { ($0.0, $0.1, $0.2) }
    }
}
