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
    }

    public struct Vertex: Sendable {
        public var osmNode: Int64
        public var coordinate: Coordinate
        public var hasTrafficSignals: Bool
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
            if ["no", "private"].contains(t["access"] ?? "") && t["motor_vehicle"] != "yes" && t["motorcar"] != "yes" { continue }
            if ["no", "private"].contains(t["motor_vehicle"] ?? "") || ["no", "private"].contains(t["motorcar"] ?? "") { continue }
            if t["area"] == "yes" { continue }
            guard way.nodes.count >= 2 else { continue }
            let roundabout = t["junction"] == "roundabout" || t["junction"] == "circular"
            let speed = Self.speed(t["maxspeed"], default: cls.defaultSpeed)
            let road = Road(wayID: way.id, name: t["name"], ref: t["ref"], roadClass: cls, isRoundabout: roundabout, speed: speed,
                            turnLanesForward: t["turn:lanes:forward"] ?? t["turn:lanes"], turnLanesBackward: t["turn:lanes:backward"],
                            isFerry: ferry)
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
            vertices.append(Vertex(osmNode: node, coordinate: osm.nodes[node] ?? Coordinate(latitude: 0, longitude: 0), hasTrafficSignals: signals))
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
                let geometry = piece.compactMap { osm.nodes[$0] }
                var length = 0.0
                for j in 1..<geometry.count { length += Geo.distance(geometry[j - 1], geometry[j]) }
                guard length > 0 else { continue }
                let a = vertex(piece[0]), b = vertex(piece[piece.count - 1])
                let duration = length / (roads[roadIndex].speed / 3.6)
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
    /// `minimumComponentSize` vertices (or of the biggest, if none is that big).
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
        let threshold = min(minimumComponentSize, sizes.max() ?? 0)
        return component.map { $0 >= 0 && sizes[$0] >= threshold }
    }

    /// Parses OSM `maxspeed`: `50`, `30 mph`, Finland's `FI:urban` (50) and `FI:rural` (80); anything else gives the default.
    static func speed(_ tag: String?, default d: Double) -> Double {
        guard let tag = tag?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { return d }
        switch tag {
        case "FI:urban": return 50
        case "FI:rural": return 80
        case "FI:motorway": return 120
        case "walk": return 6
        default: break
        }
        let parts = tag.split(separator: " ")
        guard let n = parts.first.flatMap({ Double($0) }), n > 0 else { return d }
        return parts.count > 1 && parts[1] == "mph" ? n * 1.609344 : n
    }

    /// Whether turning from segment `a` into segment `b` (at the vertex between them) is allowed.
    public func allowsTurn(from a: Int, to b: Int) -> Bool {
        let via = segments[a].to
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
