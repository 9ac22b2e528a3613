// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The roads a car may drive, from OpenStreetMap data: vertices where roads meet or end, directed segments between
/// them (one-ways respected) with their geometry, length and travel time, the roads' names, refs, classes and lanes,
/// and turn restrictions.
public struct RoadGraph: Sendable {
    /// OSM's `highway=*` values a car drives on, with the speed used when a way has no usable `maxspeed`
    /// (km/h; OSRM's car profile defaults, ours to tune).
    public enum RoadClass: String, Sendable, CaseIterable, Codable {
        case motorway
        case motorwayLink = "motorway_link"
        case trunk
        case trunkLink = "trunk_link"
        case primary
        case primaryLink = "primary_link"
        case secondary
        case secondaryLink = "secondary_link"
        case tertiary
        case tertiaryLink = "tertiary_link"
        case unclassified, residential
        case livingStreet = "living_street"
        case service, road

        public var defaultSpeed: Double {
            switch self {
            case .motorway: 90
            case .motorwayLink: 45
            case .trunk: 85
            case .trunkLink: 40
            case .primary: 65
            case .primaryLink: 30
            case .secondary: 55
            case .secondaryLink: 25
            case .tertiary: 40
            case .tertiaryLink: 20
            case .unclassified, .residential: 25
            case .livingStreet: 10
            case .service: 15
            case .road: 25
            }
        }

        /// Whether it is a ramp (`*_link`).
        public var isLink: Bool { rawValue.hasSuffix("_link") }
        /// Rank for "highway changes" and forks: lower is bigger.
        public var rank: Int { Self.allCases.firstIndex(of: self) ?? 99 }
    }

    public struct Road: Sendable {
        public var wayID: Int64
        public var name: String?
        public var ref: String?
        public var roadClass: RoadClass
        public var isRoundabout: Bool
        /// km/h actually used.
        public var speed: Double
        /// The posted limit (`maxspeed`, km/h), if tagged: what a car's cluster shows.
        public var speedLimit: Double?
        /// `turn:lanes` in the way's direction and against it (`left|through;right|right`), if tagged.
        public var turnLanesForward: String?
        public var turnLanesBackward: String?
        public var isFerry: Bool
        /// Private, destination, delivery…: drivable at the start or end of a route, not through (OSRM's "restricted").
        public var isRestricted: Bool
        /// Whether a route may start or end on it (not a private service road, as OSRM's car profile).
        public var isStartpoint: Bool
    }

    public struct Vertex: Sendable {
        public var osmNode: Int64
        public var coordinate: Coordinate
        public var hasTrafficSignals: Bool
        /// Seconds lost passing it, whichever way (signals, stop or give-way signs, gates), as OSRM's car profile.
        public var delay: Double
        /// A car can't pass through it (a barrier across a junction or a road's end).
        public var isBarrier: Bool
    }

    /// A directed piece of road from one vertex to the next.
    public struct Segment: Sendable {
        public var from: Int
        public var to: Int
        public var road: Int
        /// Travelled along the way's node order.
        public var forward: Bool
        /// From `from` to `to`.
        public var geometry: [Coordinate]
        public var length: Double
        /// Seconds to drive it (signals, signs and gates on the way included).
        public var duration: Double
        /// What the router minimises: the duration, made dearer on roads to avoid (parking aisles, driveways, narrow
        /// or unmarked two-way roads), as OSRM's car profile's routability weight.
        public var weight: Double
        /// The segment running the other way over the same piece of road, if the road is two-way.
        public var reverse: Int?
    }

    /// A turn restriction at a vertex: from one road onto another (`only` forbids every other way out).
    public struct Restriction: Sendable {
        public var fromWay: Int64
        public var via: Int
        public var toWay: Int64
        public var only: Bool
        public var kind: String
    }

    public private(set) var roads: [Road] = []
    public private(set) var vertices: [Vertex] = []
    public private(set) var segments: [Segment] = []
    public private(set) var outgoing: [[Int]] = []
    public private(set) var incoming: [[Int]] = []
    public private(set) var restrictions: [Restriction] = []
    /// Per vertex: the indices in ``restrictions`` of those via it (a turn's check reads its vertex's only).
    private(set) var restrictionsVia: [[Int]] = []
    /// Per segment: whether it belongs to a big strongly connected part of the network (at least
    /// `minimumComponentSize` segments, or the biggest). Points snap only to such roads, as OSRM's
    /// `--small-component-size 100` does: a parking lot cut off by the extract's edge can't be left.
    public private(set) var inMainNetwork: [Bool] = []
    public static let minimumComponentSize = 100
    /// Per vertex: how many roads meet there (a two-way road counts once).
    public private(set) var roadCount: [Int] = []
    /// Restrictions the graph couldn't apply (e.g. via a way rather than a node), with why.
    public private(set) var skippedRestrictions: [(id: Int64, reason: String)] = []

    /// Builds the graph from OSM data.
    public init(_ osm: OSMData) {
        var roadOf: [Int64: Int] = [:]
        var routable: [(way: OSMData.Way, forward: Direction?, backward: Direction?)] = []
        for way in osm.ways {
            let t = way.tags
            let ferry = t["route"] == "ferry" && (t["motor_vehicle"] == "yes" || t["motorcar"] == "yes")
            guard let cls = t["highway"].flatMap(RoadClass.init(rawValue:)) ?? (ferry ? .road : nil) else { continue }
            if t["area"] == "yes" || t["impassable"] == "yes" || t["status"] == "impassable" || t["service"] == "emergency_access"
                || t["oneway"] == "reversible"
            {
                continue
            }
            guard way.nodes.count >= 2 else { continue }
            let roundabout = t["junction"] == "roundabout" || t["junction"] == "circular"
            var forward = Self.direction(t, cls, forward: true)
            var backward = Self.direction(t, cls, forward: false)
            // One-ways: `oneway:motorcar` and kin before `oneway`; roundabouts and motorways are one-way unless tagged not.
            switch ["oneway:motorcar", "oneway:motor_vehicle", "oneway:vehicle", "oneway"].lazy.compactMap({ t[$0] }).first {
            case "yes", "true", "1": backward = nil
            case "-1": forward = nil
            case "no", "false", "0": break
            default: if roundabout || cls == .motorway { backward = nil }
            }
            guard forward != nil || backward != nil else { continue }
            // Rate penalties (OSRM's routability weight) that apply only to two-way roads.
            if var f = forward, var b = backward {
                let twoWay = Self.twoWayPenalty(t)
                f.penalty = min(f.penalty, twoWay)
                b.penalty = min(b.penalty, twoWay)
                forward = f
                backward = b
            }
            let road = Road(
                wayID: way.id, name: t["name"], ref: t["ref"], roadClass: cls, isRoundabout: roundabout,
                speed: (forward ?? backward)!.speed, speedLimit: Self.speed(t["maxspeed"]),
                turnLanesForward: t["turn:lanes:forward"] ?? t["turn:lanes"], turnLanesBackward: t["turn:lanes:backward"],
                isFerry: ferry, isRestricted: forward?.restricted == true || backward?.restricted == true,
                isStartpoint: !(cls == .service && Self.directional(t, ["motorcar", "motor_vehicle", "vehicle", "access"], forward: true) == "private"))
            roadOf[way.id] = roads.count
            roads.append(road)
            routable.append((way, forward, backward))
        }
        // Vertices: ends of ways, and nodes shared by routable ways (or used twice by one).
        var uses: [Int64: Int] = [:]
        for (way, _, _) in routable {
            for n in way.nodes { uses[n, default: 0] += 1 }
            uses[way.nodes[0], default: 0] += 1
            uses[way.nodes[way.nodes.count - 1], default: 0] += 1
        }
        var vertexOf: [Int64: Int] = [:]
        func vertex(_ node: Int64) -> Int {
            if let v = vertexOf[node] { return v }
            let v = vertices.count
            vertexOf[node] = v
            let tags = osm.nodeTags[node]
            vertices.append(
                Vertex(
                    osmNode: node, coordinate: osm.nodes[node] ?? Coordinate(latitude: 0, longitude: 0),
                    hasTrafficSignals: tags?["highway"] == "traffic_signals", delay: Self.delay(tags, forward: nil),
                    isBarrier: Self.blocks(tags)))
            return v
        }
        for (way, forward, backward) in routable {
            let roadIndex = roadOf[way.id]!
            let nodes = way.nodes.filter { osm.nodes[$0] != nil }
            guard nodes.count >= 2 else { continue }
            var start = 0
            // A barrier across the road (a bollard) is a vertex too: a car may drive up to it and turn back.
            for i in 1..<nodes.count where i == nodes.count - 1 || (uses[nodes[i]] ?? 0) > 1 || Self.blocks(osm.nodeTags[nodes[i]]) {
                let piece = Array(nodes[start...i])
                start = i
                let geometry = piece.compactMap { osm.nodes[$0] }
                var length = 0.0
                for j in 1..<geometry.count { length += Geo.distance(geometry[j - 1], geometry[j]) }
                guard length > 0 else { continue }
                let a = vertex(piece[0])
                let b = vertex(piece[piece.count - 1])
                // Signals, signs and gates between the vertices delay the way they face (those at a vertex are a
                // turn's cost).
                let inner = piece.dropFirst().dropLast().map { osm.nodeTags[$0] }
                var forwardIndex: Int?
                if let forward {
                    forwardIndex = segments.count
                    let drive = length / (forward.speed / 3.6)
                    let delay = inner.reduce(0) { $0 + Self.delay($1, forward: true) }
                    segments.append(
                        Segment(
                            from: a, to: b, road: roadIndex, forward: true, geometry: geometry, length: length,
                            duration: drive + delay, weight: drive / forward.penalty + delay))
                }
                if let backward {
                    let back = segments.count
                    let drive = length / (backward.speed / 3.6)
                    let delay = inner.reduce(0) { $0 + Self.delay($1, forward: false) }
                    segments.append(
                        Segment(
                            from: b, to: a, road: roadIndex, forward: false, geometry: geometry.reversed(), length: length,
                            duration: drive + delay, weight: drive / backward.penalty + delay))
                    if let f = forwardIndex {
                        segments[f].reverse = back
                        segments[back].reverse = f
                    }
                }
            }
        }
        outgoing = Array(repeating: [], count: vertices.count)
        incoming = Array(repeating: [], count: vertices.count)
        for (i, s) in segments.enumerated() {
            outgoing[s.from].append(i)
            incoming[s.to].append(i)
        }
        roadCount = (0..<vertices.count).map { v in
            Set((outgoing[v] + incoming[v]).map { min($0, segments[$0].reverse ?? $0) }).count
        }
        // Turn restrictions (type=restriction, for all vehicles or motorcars).
        for r in osm.relations where r.tags["type"] == "restriction" {
            guard let kind = r.tags["restriction"] ?? r.tags["restriction:motorcar"] else {
                skippedRestrictions.append((r.id, "no restriction kind for cars"))
                continue
            }
            let from = r.members.first { $0.role == "from" && $0.type == .way }
            let to = r.members.first { $0.role == "to" && $0.type == .way }
            guard let via = r.members.first(where: { $0.role == "via" }) else {
                skippedRestrictions.append((r.id, "no via member"))
                continue
            }
            guard via.type == .node else {
                skippedRestrictions.append((r.id, "via a way (not supported yet)"))
                continue
            }
            guard let from, let to, let v = vertexOf[via.ref] else {
                skippedRestrictions.append((r.id, "its ways or via node are not drivable roads here"))
                continue
            }
            restrictions.append(Restriction(fromWay: from.ref, via: v, toWay: to.ref, only: kind.hasPrefix("only_"), kind: kind))
        }
        restrictionsVia = Array(repeating: [], count: vertices.count)
        for (i, r) in restrictions.enumerated() { restrictionsVia[r.via].append(i) }
        inMainNetwork = Self.bigComponents(self)
        // Where routes may start, by grid cell, so that snapping looks at the roads nearby only.
        for (i, s) in segments.enumerated() where inMainNetwork[i] && roads[s.road].isStartpoint {
            for (a, b) in zip(s.geometry, s.geometry.dropFirst()) {
                let (x0, y0) = Self.cell(a)
                let (x1, y1) = Self.cell(b)
                for x in min(x0, x1)...max(x0, x1) {
                    for y in min(y0, y1)...max(y0, y1) where snapGrid[Self.key(x, y)]?.last != i { snapGrid[Self.key(x, y), default: []].append(i) }
                }
            }
        }
    }

    /// Segments a route may start on, by grid cell (about 110 m square at Helsinki's latitude).
    private(set) var snapGrid: [Int64: [Int]] = [:]
    static let cellLatitude = 0.001, cellLongitude = 0.002
    static func cell(_ c: Coordinate) -> (Int, Int) {
        (Int((c.longitude / cellLongitude).rounded(.down)), Int((c.latitude / cellLatitude).rounded(.down)))
    }
    static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(y))) }

    /// Strongly connected components of the turn graph (Kosaraju, iterative): segments are its nodes, allowed
    /// turns its edges (restrictions, barriers, U-turns only at a road's end), as OSRM finds components on its
    /// edge-based graph. Marks segments of components of at least `minimumComponentSize` segments (or of the biggest,
    /// if none is that big); a graph of fewer segments than that is all marked.
    static func bigComponents(_ g: RoadGraph) -> [Bool] {
        let n = g.segments.count
        guard n >= minimumComponentSize else { return Array(repeating: true, count: n) }
        var next: [[Int]] = Array(repeating: [], count: n)
        var previous: [[Int]] = Array(repeating: [], count: n)
        for a in 0..<n {
            let out = g.outgoing[g.segments[a].to]
            for b in out where g.allowsTurn(from: a, to: b) && g.allowsUTurnRule(from: a, to: b) {
                next[a].append(b)
                previous[b].append(a)
            }
            // A route may start either way along a two-way road, so its two directions belong together.
            if let r = g.segments[a].reverse {
                next[a].append(r)
                previous[r].append(a)
            }
        }
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: n)
        for root in 0..<n where !visited[root] {
            var stack: [(Int, Int)] = [(root, 0)]
            visited[root] = true
            while let (v, i) = stack.last {
                if i < next[v].count {
                    stack[stack.count - 1].1 += 1
                    let w = next[v][i]
                    if !visited[w] {
                        visited[w] = true
                        stack.append((w, 0))
                    }
                } else {
                    order.append(v)
                    stack.removeLast()
                }
            }
        }
        var component = [Int](repeating: -1, count: n)
        var sizes: [Int] = []
        for root in order.reversed() where component[root] < 0 {
            let c = sizes.count
            var size = 0
            var stack = [root]
            component[root] = c
            while let v = stack.popLast() {
                // A road through a vertex where only it continues counts as one piece (our reading of OSRM's
                // compressed graph; on this extract the threshold separates the same parts either way).
                if g.roadCount[g.segments[v].from] != 2 { size += 1 }
                for w in previous[v] where component[w] < 0 {
                    component[w] = c
                    stack.append(w)
                }
            }
            sizes.append(size)
        }
        let threshold = min(minimumComponentSize, sizes.max() ?? 0)
        return component.map { $0 >= 0 && sizes[$0] >= threshold }
    }
}
