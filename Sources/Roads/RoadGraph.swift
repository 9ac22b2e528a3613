// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The roads a car may drive, from OpenStreetMap data: vertices where roads meet or end, directed segments between
/// them (one-ways respected) with their geometry, length and travel time, the roads' names, refs, classes and lanes,
/// and turn restrictions.
public struct RoadGraph: Sendable {
    /// OSM's `highway=*` values a car drives on, with the speed used when a way has no usable `maxspeed`
    /// (km/h; OSRM's car profile defaults, ours to tune).
    public enum RoadClass: String, Sendable, CaseIterable, Codable {
        case motorway, motorwayLink = "motorway_link", trunk, trunkLink = "trunk_link", primary, primaryLink = "primary_link"
        case secondary, secondaryLink = "secondary_link", tertiary, tertiaryLink = "tertiary_link"
        case unclassified, residential, livingStreet = "living_street", service, road

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
        /// `turn:lanes` in the way's direction and against it (`left|through;right|right`), if tagged.
        public var turnLanesForward: String?
        public var turnLanesBackward: String?
        public var isFerry: Bool
        /// Private, destination, delivery…: drivable at the start or end of a route, not through (OSRM's "restricted").
        public var isRestricted: Bool
    }

    public struct Vertex: Sendable {
        public var osmNode: Int64
        public var coordinate: Coordinate
        public var hasTrafficSignals: Bool
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
        public var duration: Double
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
    /// Per vertex: whether it belongs to a big strongly connected part of the network (at least
    /// `minimumComponentSize` vertices, or the biggest). Points snap only to such roads, as OSRM's
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
        var routable: [(OSMData.Way, Road, oneway: Int)] = []
        for way in osm.ways {
            let t = way.tags
            let ferry = t["route"] == "ferry" && (t["motor_vehicle"] == "yes" || t["motorcar"] == "yes")
            guard let cls = t["highway"].flatMap(RoadClass.init(rawValue:)) ?? (ferry ? .road : nil) else { continue }
            // Access as OSRM's car profile reads it: the most specific of motorcar, motor_vehicle, vehicle, access.
            let access = Self.access(t)
            if let access, Self.forbiddenAccess.contains(access) { continue }
            if cls == .service && access == "private" { continue }
            if t["area"] == "yes" || t["impassable"] == "yes" || t["service"] == "emergency_access" { continue }
            let restricted = access.map { Self.restrictedAccess.contains($0) } ?? false
            guard way.nodes.count >= 2 else { continue }
            let roundabout = t["junction"] == "roundabout" || t["junction"] == "circular"
            // As OSRM's car profile: a tagged maxspeed is driven at 80 %; the surface caps the speed.
            var speed = Self.speed(t["maxspeed"]).map { $0 * 0.8 } ?? cls.defaultSpeed
            if let cap = t["surface"].flatMap({ Self.surfaceSpeeds[$0] }) { speed = min(speed, cap) }
            let road = Road(wayID: way.id, name: t["name"], ref: t["ref"], roadClass: cls, isRoundabout: roundabout, speed: speed,
                            turnLanesForward: t["turn:lanes:forward"] ?? t["turn:lanes"], turnLanesBackward: t["turn:lanes:backward"],
                            isFerry: ferry, isRestricted: restricted)
            var oneway = 0
            switch t["oneway"] {
            case "yes", "true", "1": oneway = 1
            case "-1", "reverse": oneway = -1
            case "no", "false", "0": oneway = 0
            default: oneway = (roundabout || cls == .motorway) ? 1 : 0
            }
            roadOf[way.id] = roads.count
            roads.append(road)
            routable.append((way, road, oneway))
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
            let signals = osm.nodeTags[node]?["highway"] == "traffic_signals"
            vertices.append(Vertex(osmNode: node, coordinate: osm.nodes[node] ?? Coordinate(latitude: 0, longitude: 0), hasTrafficSignals: signals,
                                   isBarrier: Self.blocks(osm.nodeTags[node])))
            return v
        }
        for (way, _, oneway) in routable {
            let roadIndex = roadOf[way.id]!
            let nodes = way.nodes.filter { osm.nodes[$0] != nil }
            guard nodes.count >= 2 else { continue }
            var start = 0
            for i in 1..<nodes.count where i == nodes.count - 1 || (uses[nodes[i]] ?? 0) > 1 {
                let piece = Array(nodes[start...i])
                start = i
                // A barrier inside the piece (a bollard across the street) closes it.
                if piece.dropFirst().dropLast().contains(where: { Self.blocks(osm.nodeTags[$0]) }) { continue }
                let geometry = piece.compactMap { osm.nodes[$0] }
                var length = 0.0
                for j in 1..<geometry.count { length += Geo.distance(geometry[j - 1], geometry[j]) }
                guard length > 0 else { continue }
                let a = vertex(piece[0]), b = vertex(piece[piece.count - 1])
                // Traffic signals between the vertices cost 2 s each (those at a vertex are a turn's cost).
                let signals = piece.dropFirst().dropLast().filter { osm.nodeTags[$0]?["highway"] == "traffic_signals" }.count
                let duration = length / (roads[roadIndex].speed / 3.6) + 2 * Double(signals)
                var forwardIndex: Int?
                if oneway >= 0 {
                    forwardIndex = segments.count
                    segments.append(Segment(from: a, to: b, road: roadIndex, forward: true, geometry: geometry, length: length, duration: duration))
                }
                if oneway <= 0 {
                    let back = segments.count
                    segments.append(Segment(from: b, to: a, road: roadIndex, forward: false, geometry: geometry.reversed(), length: length, duration: duration))
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
        inMainNetwork = Self.bigComponents(vertexCount: vertices.count, outgoing: outgoing, incoming: incoming, segments: segments)
        // Turn restrictions (type=restriction, for all vehicles or motorcars).
        for r in osm.relations where r.tags["type"] == "restriction" {
            guard let kind = r.tags["restriction"] ?? r.tags["restriction:motorcar"] else {
                skippedRestrictions.append((r.id, "no restriction kind for cars"))
                continue
            }
            let from = r.members.first { $0.role == "from" && $0.type == .way }
            let to = r.members.first { $0.role == "to" && $0.type == .way }
            guard let via = r.members.first(where: { $0.role == "via" }) else { skippedRestrictions.append((r.id, "no via member")); continue }
            guard via.type == .node else { skippedRestrictions.append((r.id, "via a way (not supported yet)")); continue }
            guard let from, let to, let v = vertexOf[via.ref] else { skippedRestrictions.append((r.id, "its ways or via node are not drivable roads here")); continue }
            restrictions.append(Restriction(fromWay: from.ref, via: v, toWay: to.ref, only: kind.hasPrefix("only_"), kind: kind))
        }
    }

    /// Strongly connected components (Kosaraju, iterative); marks vertices of components of at least
    /// `minimumComponentSize` vertices (or of the biggest, if none is that big). A graph of fewer vertices than that is
    /// all marked.
    static func bigComponents(vertexCount n: Int, outgoing: [[Int]], incoming: [[Int]], segments: [Segment]) -> [Bool] {
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: n)
        for root in 0..<n where !visited[root] {
            var stack: [(Int, Int)] = [(root, 0)]
            visited[root] = true
            while let (v, i) = stack.last {
                if i < outgoing[v].count {
                    stack[stack.count - 1].1 += 1
                    let w = segments[outgoing[v][i]].to
                    if !visited[w] { visited[w] = true; stack.append((w, 0)) }
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
                size += 1
                for s in incoming[v] {
                    let w = segments[s].from
                    if component[w] < 0 { component[w] = c; stack.append(w) }
                }
            }
            sizes.append(size)
        }
        // A map smaller than the threshold (a made-up junction) is all one network.
        guard n >= minimumComponentSize else { return Array(repeating: true, count: n) }
        let threshold = min(minimumComponentSize, sizes.max() ?? 0)
        return component.map { $0 >= 0 && sizes[$0] >= threshold }
    }

    static let forbiddenAccess: Set<String> = ["no", "agricultural", "forestry", "emergency", "psv", "taxi", "share_taxi", "minibus",
                                                "bus", "foot", "emergency_vehicle", "restricted"]
    static let restrictedAccess: Set<String> = ["private", "delivery", "destination", "customers", "permit", "residents", "unknown"]
    static let passableBarriers: Set<String> = ["cattle_grid", "border_control", "toll_booth", "sally_port", "no", "entrance", "height_restrictor", "arch"]

    static func access(_ t: [String: String]) -> String? {
        for key in ["motorcar", "motor_vehicle", "vehicle", "access"] { if let v = t[key] { return v } }
        return nil
    }

    /// A node a car can't pass: a barrier (bollard, gate, block…) or forbidden access.
    static func blocks(_ tags: [String: String]?) -> Bool {
        guard let tags else { return false }
        if let b = tags["barrier"], !passableBarriers.contains(b) {
            // A barrier that lets cars through by its access tags doesn't block.
            if let a = access(tags), ["yes", "permissive", "designated", "destination"].contains(a) { return false }
            return true
        }
        if let a = access(tags), forbiddenAccess.contains(a) { return true }
        return false
    }

    /// Speed limits by surface, km/h (OSRM's car profile's table).
    static let surfaceSpeeds: [String: Double] = [
        "cement": 80, "compacted": 80, "fine_gravel": 80, "paving_stones": 60, "metal": 60, "bricks": 60, "grass": 40, "wood": 40,
        "sett": 40, "grass_paver": 40, "gravel": 40, "unpaved": 40, "ground": 40, "dirt": 40, "pebblestone": 40, "tartan": 40,
        "cobblestone": 30, "clay": 30, "earth": 20, "stone": 20, "rocky": 20, "sand": 20, "laterite": 15, "mud": 10, "ice": 20, "snow": 30,
    ]

    /// Parses OSM `maxspeed`: `50`, `30 mph`, Finland's `FI:urban` (50) and `FI:rural` (80); nil when absent or unreadable.
    static func speed(_ tag: String?) -> Double? {
        guard let tag = tag?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { return nil }
        switch tag {
        case "FI:urban": return 50
        case "FI:rural": return 80
        case "FI:motorway": return 120
        case "walk": return 6
        default: break
        }
        let parts = tag.split(separator: " ")
        guard let n = parts.first.flatMap({ Double($0) }), n > 0 else { return nil }
        return parts.count > 1 && parts[1] == "mph" ? n * 1.609344 : n
    }

    /// Whether turning from segment `a` into segment `b` (at the vertex between them) is allowed.
    public func allowsTurn(from a: Int, to b: Int) -> Bool {
        let via = segments[a].to
        if vertices[via].isBarrier { return false }
        let fromWay = roads[segments[a].road].wayID, toWay = roads[segments[b].road].wayID
        for r in restrictions where r.via == via && r.fromWay == fromWay {
            if r.only { if r.toWay != toWay { return false } } else if r.toWay == toWay {
                // A no_u_turn from a way to itself forbids only the U-turn, not going on along the way.
                if fromWay == toWay && r.kind == "no_u_turn" { if segments[a].reverse == b { return false } } else { return false }
            }
        }
        return true
    }

    /// The nearest point on a drivable segment to a coordinate: the segment, the fraction along it, the distance.
    public func snap(_ c: Coordinate) -> (segment: Int, fraction: Double, distance: Double)? {
        var best: (Int, Double, Double)?
        for (i, s) in segments.enumerated() where inMainNetwork[s.from] && inMainNetwork[s.to] {
            var total = 0.0
            for j in 1..<s.geometry.count {
                let piece = Geo.distance(s.geometry[j - 1], s.geometry[j])
                let (t, d) = Geo.project(c, onto: s.geometry[j - 1], s.geometry[j])
                if best == nil || d < best!.2 - 1e-9 { best = (i, s.length > 0 ? (total + t * piece) / s.length : 0, d) }
                total += piece
            }
        }
        return best.map { ($0.0, $0.1, $0.2) }
    }
}
