// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A route over the road graph: the segments driven (the first and last possibly in part), how long and how far.
public struct Route: Sendable {
    public struct Leg: Sendable {
        public var segment: Int
        /// The part of the segment driven, as fractions of its length.
        public var from: Double
        public var to: Double
    }
    public var legs: [Leg]
    /// Seconds, turn and signal costs included.
    public var duration: Double
    public var distance: Double
    public var coordinates: [Coordinate]
    /// What the search minimised: the duration made dearer on roads to avoid (see ``RoadGraph/Segment/weight``).
    public var weight: Double = 0
}

/// Finds fastest routes: Dijkstra over road segments (edge-based, so turn restrictions and turn costs apply), with
/// costs like OSRM's car profile: the segment's travel time, a turn cost growing with the turn's angle (left turns
/// dearer, traffic drives on the right), U-turns only where there is no other way on or at a barrier (20 s), and
/// the delays of signals, signs and gates.
public struct Router: Sendable {
    public let graph: RoadGraph
    public var turnPenalty = 7.5 { didSet { turns = TurnTable(self) } }
    public var turnBias = 1.075 { didSet { turns = TurnTable(self) } }
    public var uTurnPenalty = 20.0 { didSet { turns = TurnTable(self) } }
    /// Every allowed turn with what it costs, worked out once from the costs above, for the searches to read.
    private(set) var turns = TurnTable()

    public init(graph: RoadGraph) {
        self.graph = graph
        turns = TurnTable(self)
    }

    /// The allowed turns out of each segment, in `graph.outgoing` order, with their costs (``turnCost(from:to:)``) and
    /// what entering a restricted road adds to the search (``entryCost(from:to:)``): a search relaxes every turn of
    /// every segment it settles, so the angles, restrictions and sigmoids are worked out once, not per search.
    struct TurnTable: Sendable {
        /// Segment a's turns are `first[a]..<first[a + 1]`.
        var first: [Int] = [0]
        var into: [Int] = []
        var cost: [Double] = []
        var entry: [Double] = []

        init() {}

        init(_ router: Router) {
            let g = router.graph
            first.reserveCapacity(g.segments.count + 1)
            for a in g.segments.indices {
                for b in g.outgoing[g.segments[a].to] {
                    guard let turn = router.turnCost(from: a, to: b) else { continue }
                    into.append(b)
                    cost.append(turn)
                    entry.append(router.entryCost(from: a, to: b))
                }
                first.append(into.count)
            }
        }
    }

    /// Signed turn angle from segment a into segment b at their shared vertex: 0 straight on, positive to the right.
    public func turnAngle(from a: Int, to b: Int) -> Double {
        let sa = graph.segments[a]
        let sb = graph.segments[b]
        let inBearing = Geo.bearing(sa.geometry[sa.geometry.count - 2], sa.geometry[sa.geometry.count - 1])
        let outBearing = Geo.bearing(sb.geometry[0], sb.geometry[1])
        var d = outBearing - inBearing
        while d > 180 { d -= 360 }
        while d <= -180 { d += 360 }
        return d
    }

    /// What turning from a into b costs, seconds (nil: forbidden). As OSRM's car profile: at a junction of more than
    /// two roads (or for a U-turn) a sigmoid of the angle up to 7.5 s, dearer to the left, plus up to 2 s for
    /// crossing oncoming traffic on a left turn; 20 s more for a U-turn; the delay of signals, signs or a gate at the vertex.
    public var oncomingTurnPenalty = 2.0

    public func turnCost(from a: Int, to b: Int) -> Double? {
        guard graph.allowsTurn(from: a, to: b) else { return nil }
        let sa = graph.segments[a]
        let v = sa.to
        let isUTurn = sa.reverse == b
        guard graph.allowsUTurnRule(from: a, to: b) else { return nil }
        var cost = 0.0
        if graph.roadCount[v] > 2 || isUTurn {
            let angle = isUTurn ? 180 : turnAngle(from: a, to: b)
            if angle >= 0 {
                cost += turnPenalty / (1 + exp(-((13 / turnBias) * angle / 180 - 6.5 * turnBias)))
            } else {
                cost += turnPenalty / (1 + exp(-((13 * turnBias) * -angle / 180 - 6.5 / turnBias)))
            }
            let roundabout = graph.roads[sa.road].isRoundabout || graph.roads[graph.segments[b].road].isRoundabout
            if angle < 0 && !isUTurn && graph.roadCount[v] > 2 && !roundabout {
                cost += oncomingTurnPenalty / (1 + exp(-(13 * abs(angle) / 180 - 3.25)))
            }
            if isUTurn { cost += uTurnPenalty }
        }
        cost += graph.vertices[v].delay
        return cost
    }

    /// What turning from an open road into a restricted one (private, destination…) adds to the search: an hour,
    /// so that such roads only start or end a route (OSRM's routability weight). Not part of the duration.
    public func entryCost(from a: Int, to b: Int) -> Double {
        let segs = graph.segments
        return !graph.roads[segs[a].road].isRestricted && graph.roads[segs[b].road].isRestricted ? 3600 : 0
    }

    public enum RouteError: Error, Equatable, CustomStringConvertible {
        case noRoad(Coordinate)
        case unreachable
        public var description: String {
            switch self {
            case .noRoad(let c): "no drivable road near \(c.latitude), \(c.longitude)"
            case .unreachable: "the destination can't be reached by car from the start"
            }
        }
    }

    /// The fastest route between two coordinates (each snapped to the nearest drivable road).
    public func route(from start: Coordinate, to end: Coordinate, avoiding penalties: [Int: Double] = [:]) throws -> Route {
        guard let a = graph.snap(start) else { throw RouteError.noRoad(start) }
        guard let b = graph.snap(end) else { throw RouteError.noRoad(end) }
        return try route(from: (a.segment, a.fraction), to: (b.segment, b.fraction), penalties: penalties)
    }

    /// The fastest route between points on segments. `penalties` adds seconds to segments (for alternatives).
    public func route(
        from start: (segment: Int, fraction: Double), to end: (segment: Int, fraction: Double),
        penalties: [Int: Double] = [:]
    ) throws -> Route {
        var space = SearchSpace(count: graph.segments.count)
        for (s, p) in penalties { space.penalty[s] += p }
        return try route(from: start, to: end, in: &space)
    }

    /// What a search writes, kept for the next search: a route's alternatives are a dozen searches over the same graph,
    /// and a fresh pair of graph-sized arrays for each was most of their time (each a new mapping the kernel zeroes).
    struct SearchSpace {
        var dist: [Double]
        var parent: [Int]
        /// Seconds added to each segment (for alternatives); zero elsewhere.
        var penalty: [Double]
        /// The segments whose `dist` or `parent` this search set, put back before the next.
        var touched: [Int] = []
        var heap = Heap()

        init(count: Int) {
            dist = Array(repeating: .infinity, count: count)
            parent = Array(repeating: -1, count: count)
            penalty = Array(repeating: 0, count: count)
        }

        mutating func reset() {
            for s in touched {
                dist[s] = .infinity
                parent[s] = -1
            }
            touched.removeAll(keepingCapacity: true)
            heap.removeAll()
        }
    }

    /// The fastest route between points on segments, searched in `space` (its penalties apply).
    func route(from start: (segment: Int, fraction: Double), to end: (segment: Int, fraction: Double), in space: inout SearchSpace) throws -> Route {
        space.reset()
        let segs = graph.segments
        // Restricted roads (private, destination…) may start or end a route but not carry it through: turning into
        // one from an open road costs an hour more in the search (as OSRM's routability weight), not in the duration.
        func plain(_ s: Int, _ penalty: [Double]) -> Double { segs[s].weight + penalty[s] }
        // Where the route may begin: along the start segment, or along its reverse from the same point.
        var starts: [(Int, Double, Double)] = [(start.segment, start.fraction, (1 - start.fraction) * plain(start.segment, space.penalty))]
        if let r = segs[start.segment].reverse { starts.append((r, 1 - start.fraction, start.fraction * plain(r, space.penalty))) }
        var ends: [(Int, Double)] = [(end.segment, end.fraction)]
        if let r = segs[end.segment].reverse { ends.append((r, 1 - end.fraction)) }

        var best = Double.infinity
        var bestEnd: (segment: Int, fraction: Double, via: Int?)?
        // On the same segment, ahead of the start.
        for (s, f, _) in starts {
            for (e, g) in ends where e == s && g >= f {
                let c = (g - f) * plain(s, space.penalty)
                if c < best {
                    best = c
                    bestEnd = (e, g, nil)
                }
            }
        }
        for (s, _, c) in starts where c < space.dist[s] {
            space.dist[s] = c
            space.touched.append(s)
            space.heap.push(c, s)
        }
        while let (d, a) = space.heap.pop() {
            guard d <= space.dist[a] else { continue }
            if d >= best { break }
            for k in turns.first[a]..<turns.first[a + 1] {
                let b = turns.into[k]
                let turn = turns.cost[k]
                let entry = turns.entry[k]
                for (e, g) in ends where e == b {
                    let c = d + turn + entry + g * plain(b, space.penalty)
                    if c < best {
                        best = c
                        bestEnd = (e, g, a)
                    }
                }
                let nd = d + turn + entry + plain(b, space.penalty)
                if nd < space.dist[b] {
                    if space.dist[b] == .infinity { space.touched.append(b) }
                    space.dist[b] = nd
                    space.parent[b] = a
                    space.heap.push(nd, b)
                }
            }
        }
        guard let last = bestEnd else { throw RouteError.unreachable }
        // Walk back from the segment before the last, to a start (the one segment of the chain nothing led into).
        let first: Int
        var chain: [Int] = []
        if let via = last.via {
            var s = via
            while s >= 0 {
                chain.append(s)
                s = space.parent[s]
            }
            chain.reverse()
            first = chain[0]
        } else {
            first = last.segment
        }
        let f = starts.first { $0.0 == first }?.1 ?? 0
        return assemble(chain + [last.segment], from: f, to: last.fraction, weight: best)
    }

    /// A route driving a chain of segments (each turning into the next), from a fraction of the first to a fraction
    /// of the last.
    func assemble(_ chain: [Int], from: Double, to: Double, weight: Double) -> Route {
        let segs = graph.segments
        var legs: [Route.Leg] = []
        for (i, s) in chain.enumerated() {
            legs.append(Route.Leg(segment: s, from: i == 0 ? from : 0, to: i == chain.count - 1 ? to : 1))
        }
        var distance = 0.0
        var duration = 0.0
        var coordinates: [Coordinate] = []
        for (i, leg) in legs.enumerated() {
            duration += (leg.to - leg.from) * segs[leg.segment].duration
            if i > 0 { duration += turnCost(from: legs[i - 1].segment, to: leg.segment) ?? 0 }
            let s = segs[leg.segment]
            distance += (leg.to - leg.from) * s.length
            let piece = Self.cut(s.geometry, length: s.length, from: leg.from, to: leg.to)
            coordinates += coordinates.last == piece.first ? Array(piece.dropFirst()) : piece
        }
        return Route(legs: legs, duration: duration, distance: distance, coordinates: coordinates, weight: weight)
    }

    /// The part of a polyline between two fractions of its length.
    static func cut(_ line: [Coordinate], length: Double, from: Double, to: Double) -> [Coordinate] {
        guard line.count >= 2, length > 0 else { return line }
        let a = from * length
        let b = to * length
        var out: [Coordinate] = []
        var walked = 0.0
        for i in 1..<line.count {
            let piece = Geo.distance(line[i - 1], line[i])
            let start = walked
            let end = walked + piece
            if end >= a && start <= b && piece > 0 {
                let t0 = max(0, (a - start) / piece)
                let t1 = min(1, (b - start) / piece)
                let p0 = Geo.interpolate(line[i - 1], line[i], t0)
                let p1 = Geo.interpolate(line[i - 1], line[i], t1)
                if out.last != p0 { out.append(p0) }
                out.append(p1)
            }
            walked = end
        }
        return out
    }
}

/// A binary min-heap of (cost, item).
struct Heap {
    private var items: [(Double, Int)] = []
    var isEmpty: Bool { items.isEmpty }
    /// The cheapest item, left in the heap.
    var peek: (Double, Int)? { items.first }
    mutating func push(_ cost: Double, _ item: Int) {
        items.append((cost, item))
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard items[i].0 < items[p].0 else { break }
            items.swapAt(i, p)
            i = p
        }
    }
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
    mutating func pop() -> (Double, Int)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < items.count && items[l].0 < items[m].0 { m = l }
                if r < items.count && items[r].0 < items[m].0 { m = r }
                guard m != i else { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return first
    }
}

extension Router {
    /// Up to `count` routes (the fastest first) that differ enough to offer as route choices: each next route is
    /// the fastest once the roads already chosen cost 40 % more (the penalty method), kept only if it shares at most
    /// 75 % of its length with every route before it and takes at most 50 % longer than the fastest. (Ours: the
    /// thresholds are in the range OSRM's and Valhalla's alternatives use.)
    public func alternatives(from start: Coordinate, to end: Coordinate, count: Int = 3) throws -> [Route] {
        let best = try route(from: start, to: end)
        var routes = [best]
        var penalties: [Int: Double] = [:]
        guard let a = graph.snap(start), let b = graph.snap(end) else { return routes }
        var space = SearchSpace(count: graph.segments.count)
        var attempts = 0
        while routes.count < count && attempts < count * 4 {
            attempts += 1
            for r in routes {
                for leg in r.legs {
                    penalties[leg.segment, default: 0] += 0.4 * graph.segments[leg.segment].duration
                    if let rev = graph.segments[leg.segment].reverse { penalties[rev, default: 0] += 0.4 * graph.segments[rev].duration }
                }
            }
            for (s, p) in penalties { space.penalty[s] = p }
            guard let candidate = try? route(from: (a.segment, a.fraction), to: (b.segment, b.fraction), in: &space) else { break }
            guard candidate.duration <= best.duration * 1.5 else { break }
            let shared = routes.map { overlap(candidate, $0) }.max() ?? 0
            if shared <= 0.75 { routes.append(candidate) }
        }
        return routes
    }

    /// The share of a's length that b also drives (same road pieces, either direction).
    public func overlap(_ a: Route, _ b: Route) -> Double {
        func key(_ s: Int) -> Int { min(s, graph.segments[s].reverse ?? s) }
        let inB = Set(b.legs.map { key($0.segment) })
        let shared = a.legs.filter { inB.contains(key($0.segment)) }.reduce(0.0) { $0 + ($1.to - $1.from) * graph.segments[$1.segment].length }
        return a.distance > 0 ? shared / a.distance : 1
    }
}
