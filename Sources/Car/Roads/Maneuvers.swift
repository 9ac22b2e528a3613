// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One instruction of a route: what to do where, the road it leads onto, the lanes to use.
///
/// Kinds are named after CarPlay's `CPManeuverType` cases (ours to map; this module has no CarPlay types).
public struct Maneuver: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case startRoute, startRouteWithUTurn, arriveAtDestination, arriveAtDestinationLeft, arriveAtDestinationRight
        case straightAhead, followRoad, leftTurn, rightTurn, slightLeftTurn, slightRightTurn, sharpLeftTurn, sharpRightTurn
        case uTurn, keepLeft, keepRight, leftTurnAtEnd, rightTurnAtEnd
        case onRamp, offRamp, highwayOffRampLeft, highwayOffRampRight, changeHighway, changeHighwayLeft, changeHighwayRight
        case enterRoundabout, exitRoundabout, enterFerry, exitFerry
    }

    /// A lane at the junction: its arrows (OSM `turn:lanes` values: left, through, right, slight_left, …) and whether
    /// it suits the maneuver.
    public struct Lane: Sendable, Equatable {
        public enum Status: String, Sendable { case notGood, good, preferred }
        public var indications: [String]
        public var status: Status
        /// Arrow angles in degrees (0 straight, negative left), for `CPLane`.
        public var angles: [Double] { indications.map { Maneuver.angle(of: $0) } }
    }

    public var kind: Kind
    /// For `enterRoundabout`: the exit to take (1 = first).
    public var roundaboutExit: Int?
    /// Signed turn angle, 0 straight on, positive to the right.
    public var angle: Double
    /// The angles of every road at the junction, from the direction of arrival (for `CPManeuver.junctionElementAngles`).
    public var junctionElementAngles: [Double]
    public var isRoundabout: Bool
    /// Where: the index of the route leg the maneuver leads into (the leg it starts, for `startRoute`).
    public var leg: Int
    public var coordinate: Coordinate
    /// Metres from the route's start.
    public var distanceFromStart: Double
    /// The road taken (name, or ref).
    public var roadName: String?
    public var lanes: [Lane]
    /// Instruction texts, longest first ("Turn Right onto Solar Circle", "Turn Right onto Solar Cir.", "Turn Right").
    public var instructionVariants: [String]

    public init(
        kind: Kind, roundaboutExit: Int? = nil, angle: Double, junctionElementAngles: [Double], isRoundabout: Bool, leg: Int,
        coordinate: Coordinate, distanceFromStart: Double, roadName: String?, lanes: [Lane], instructionVariants: [String]
    ) {
        self.kind = kind
        self.roundaboutExit = roundaboutExit
        self.angle = angle
        self.junctionElementAngles = junctionElementAngles
        self.isRoundabout = isRoundabout
        self.leg = leg
        self.coordinate = coordinate
        self.distanceFromStart = distanceFromStart
        self.roadName = roadName
        self.lanes = lanes
        self.instructionVariants = instructionVariants
    }

    static func angle(of indication: String) -> Double {
        switch indication {
        case "left": -90
        case "sharp_left": -135
        case "slight_left": -45
        case "merge_to_left": -20
        case "right": 90
        case "sharp_right": 135
        case "slight_right": 45
        case "merge_to_right": 20
        case "reverse": -180
        default: 0
        }
    }
}

extension Router {
    /// The route's maneuvers, start to arrival: a maneuver wherever the driver has to choose or the road changes.
    ///
    /// Classification (ours, after OSRM's guidance): by the turn's angle — under 20° straight, 20–45° slight,
    /// 45–135° a turn, 135–170° sharp, beyond a U-turn — refined by the junction: a fork of near-straight roads is
    /// keep left/right, the end of a road (nothing straight ahead) a turn at the end, ramps on and off motorways
    /// and trunk roads, motorway-to-motorway changes, roundabouts with their exit number, ferries; arrival on the
    /// side of the road the destination lies (traffic on the right).
    public func maneuvers(for route: Route, destination: Coordinate? = nil) -> [Maneuver] {
        let g = graph
        var out: [Maneuver] = []
        guard let first = route.legs.first else { return [] }
        var walked = 0.0
        let firstRoad = g.roads[g.segments[first.segment].road]
        out.append(
            make(
                .startRoute, leg: 0, at: route.coordinates.first ?? g.vertices[g.segments[first.segment].from].coordinate,
                distance: 0, road: firstRoad, angle: 0, elements: [], lanes: []))
        var i = 0
        while i < route.legs.count - 1 {
            let a = route.legs[i].segment
            let b = route.legs[i + 1].segment
            walked += (route.legs[i].to - route.legs[i].from) * g.segments[a].length
            let sa = g.segments[a]
            let sb = g.segments[b]
            let ra = g.roads[sa.road]
            let rb = g.roads[sb.road]
            let v = sa.to
            let angle = turnAngle(from: a, to: b)
            let options = g.outgoing[v].filter { $0 != sa.reverse && turnCost(from: a, to: $0) != nil }
            let elements = g.outgoing[v].filter { $0 != b }.map { turnAngle(from: a, to: $0) }
            let lanes = laneGuidance(arriving: a, angle: angle)
            let coordinate = g.vertices[v].coordinate
            func emit(_ kind: Maneuver.Kind, exit: Int? = nil, exitRoad: RoadGraph.Road? = nil, roundabout: Bool = false) {
                var m = make(kind, leg: i + 1, at: coordinate, distance: walked, road: exitRoad ?? rb, angle: angle, elements: elements, lanes: lanes)
                m.roundaboutExit = exit
                m.isRoundabout = roundabout
                if let exit { m.instructionVariants = Self.variants("Take the \(Self.ordinal(exit)) exit at the roundabout", "onto", exitRoad ?? rb) }
                out.append(m)
            }
            i += 1
            // Roundabouts: entering counts the exits passed until the route leaves the ring.
            if rb.isRoundabout && !ra.isRoundabout {
                var exits = 0
                var j = i
                while j < route.legs.count, g.roads[g.segments[route.legs[j].segment].road].isRoundabout {
                    let s = route.legs[j].segment
                    let atEnd = g.segments[s].to
                    if g.outgoing[atEnd].contains(where: { !g.roads[g.segments[$0].road].isRoundabout }) { exits += 1 }
                    j += 1
                }
                let exitRoad = j < route.legs.count ? g.roads[g.segments[route.legs[j].segment].road] : rb
                emit(.enterRoundabout, exit: max(exits, 1), exitRoad: exitRoad, roundabout: true)
                continue
            }
            if ra.isRoundabout && !rb.isRoundabout {
                emit(.exitRoundabout, roundabout: true)
                continue
            }
            if ra.isRoundabout && rb.isRoundabout { continue }
            if rb.isFerry != ra.isFerry {
                emit(rb.isFerry ? .enterFerry : .exitFerry)
                continue
            }
            let nameChanges = (rb.name ?? rb.ref) != (ra.name ?? ra.ref)
            // No choice here (one way on): only a change of road is worth saying.
            if options.count <= 1 {
                if nameChanges && abs(angle) < 45 { emit(.followRoad) } else if abs(angle) >= 45 { emit(Self.byAngle(angle)) }
                continue
            }
            let big: Set<RoadGraph.RoadClass> = [.motorway, .trunk]
            // Ramps and highway changes.
            if big.contains(ra.roadClass) && rb.roadClass.isLink {
                emit(angle < 0 ? .highwayOffRampLeft : .highwayOffRampRight)
                continue
            }
            if ra.roadClass.isLink && big.contains(rb.roadClass) && !big.contains(ra.roadClass) {
                emit(.onRamp)
                continue
            }
            if big.contains(ra.roadClass) && big.contains(rb.roadClass) && ra.ref != rb.ref && ra.ref != nil && rb.ref != nil {
                emit(abs(angle) < 10 ? .changeHighway : angle < 0 ? .changeHighwayLeft : .changeHighwayRight)
                continue
            }
            let optionAngles = options.map { turnAngle(from: a, to: $0) }
            let nearStraight = optionAngles.filter { abs($0) < 35 }
            // A fork: two or more ways on, close to straight ahead.
            if nearStraight.count >= 2 && abs(angle) < 35 {
                let isLeftmost = nearStraight.allSatisfy { $0 >= angle - 0.5 }
                emit(isLeftmost ? .keepLeft : .keepRight)
                continue
            }
            // The end of the road: nothing goes straight on, the way goes left or right.
            if nearStraight.isEmpty && abs(angle) >= 45 && abs(angle) < 135 && optionAngles.contains(where: { $0 < -45 })
                && optionAngles.contains(where: { $0 > 45 })
            {
                emit(angle < 0 ? .leftTurnAtEnd : .rightTurnAtEnd)
                continue
            }
            let kind = Self.byAngle(angle)
            if kind == .straightAhead {
                // Straight on through a junction: say it only if the road changes.
                if nameChanges { emit(.straightAhead) }
                continue
            }
            emit(kind)
        }
        // Arrival, on the side of the road the destination lies.
        if let last = route.legs.last {
            walked += (last.to - last.from) * g.segments[last.segment].length
            let end = route.coordinates.last ?? g.vertices[g.segments[last.segment].to].coordinate
            var kind = Maneuver.Kind.arriveAtDestination
            if let destination, route.coordinates.count >= 2 {
                let before = route.coordinates[route.coordinates.count - 2]
                let heading = Geo.bearing(before, end)
                let toDestination = Geo.bearing(end, destination)
                var d = toDestination - heading
                while d > 180 { d -= 360 }
                while d <= -180 { d += 360 }
                if Geo.distance(end, destination) > 5 { kind = d < 0 ? .arriveAtDestinationLeft : .arriveAtDestinationRight }
            }
            out.append(
                make(
                    kind, leg: route.legs.count - 1, at: end, distance: walked, road: g.roads[g.segments[last.segment].road], angle: 0, elements: [], lanes: [])
            )
        }
        return out
    }

    static func byAngle(_ angle: Double) -> Maneuver.Kind {
        let a = abs(angle)
        let left = angle < 0
        switch a {
        case ..<20: return .straightAhead
        case ..<45: return left ? .slightLeftTurn : .slightRightTurn
        case ..<135: return left ? .leftTurn : .rightTurn
        case ..<170: return left ? .sharpLeftTurn : .sharpRightTurn
        default: return .uTurn
        }
    }

    /// Lanes on the road arriving at the junction (`turn:lanes` in its direction), marked for the maneuver's angle:
    /// preferred where the lane's only arrow points the way, good where one of its arrows does.
    func laneGuidance(arriving a: Int, angle: Double) -> [Maneuver.Lane] {
        let s = graph.segments[a]
        let road = graph.roads[s.road]
        guard let tag = s.forward ? road.turnLanesForward : road.turnLanesBackward else { return [] }
        let lanes = tag.split(separator: "|", omittingEmptySubsequences: false).map { lane -> [String] in
            let arrows = lane.split(separator: ";").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "none" }
            return arrows.isEmpty ? ["through"] : arrows
        }
        let wanted: Set<String> =
            switch Self.byAngle(angle) {
            case .straightAhead: ["through", "slight_left", "slight_right", "merge_to_left", "merge_to_right"]
            case .slightLeftTurn: ["slight_left", "left", "through"]
            case .slightRightTurn: ["slight_right", "right", "through"]
            case .leftTurn, .sharpLeftTurn: ["left", "sharp_left", "slight_left"]
            case .rightTurn, .sharpRightTurn: ["right", "sharp_right", "slight_right"]
            default: ["reverse", "left"]
            }
        return lanes.map { arrows in
            let matching = arrows.filter(wanted.contains)
            let status: Maneuver.Lane.Status = matching.isEmpty ? .notGood : (arrows.count == matching.count ? .preferred : .good)
            return Maneuver.Lane(indications: arrows, status: status)
        }
    }

    private func make(
        _ kind: Maneuver.Kind, leg: Int, at c: Coordinate, distance: Double, road: RoadGraph.Road, angle: Double,
        elements: [Double], lanes: [Maneuver.Lane]
    ) -> Maneuver {
        Maneuver(
            kind: kind, roundaboutExit: nil, angle: angle, junctionElementAngles: elements, isRoundabout: false, leg: leg, coordinate: c,
            distanceFromStart: distance, roadName: road.name ?? road.ref, lanes: lanes,
            instructionVariants: Self.variants(Self.phrase(kind), kind == .startRoute || kind == .followRoad ? "on" : "onto", road))
    }

    static func phrase(_ kind: Maneuver.Kind) -> String {
        switch kind {
        case .startRoute, .startRouteWithUTurn: "Start"
        case .arriveAtDestination: "Arrive at the destination"
        case .arriveAtDestinationLeft: "Arrive at the destination on the left"
        case .arriveAtDestinationRight: "Arrive at the destination on the right"
        case .straightAhead: "Go straight"
        case .followRoad: "Continue"
        case .leftTurn: "Turn Left"
        case .rightTurn: "Turn Right"
        case .slightLeftTurn: "Bear Left"
        case .slightRightTurn: "Bear Right"
        case .sharpLeftTurn: "Turn Sharp Left"
        case .sharpRightTurn: "Turn Sharp Right"
        case .uTurn: "Make a U-Turn"
        case .keepLeft: "Keep Left"
        case .keepRight: "Keep Right"
        case .leftTurnAtEnd: "At the end of the road, turn Left"
        case .rightTurnAtEnd: "At the end of the road, turn Right"
        case .onRamp: "Take the ramp"
        case .offRamp: "Take the exit"
        case .highwayOffRampLeft: "Take the exit on the left"
        case .highwayOffRampRight: "Take the exit on the right"
        case .changeHighway, .changeHighwayLeft, .changeHighwayRight: "Change highways"
        case .enterRoundabout: "Enter the roundabout"
        case .exitRoundabout: "Exit the roundabout"
        case .enterFerry: "Board the ferry"
        case .exitFerry: "Leave the ferry"
        }
    }

    /// Longest first: with the road's full name, with it abbreviated (when that's shorter), without it.
    static func variants(_ phrase: String, _ preposition: String, _ road: RoadGraph.Road) -> [String] {
        guard !phrase.hasPrefix("Arrive"), let name = road.name ?? road.ref else { return [phrase] }
        var out = ["\(phrase) \(preposition) \(name)"]
        let short = abbreviate(name)
        if short != name { out.append("\(phrase) \(preposition) \(short)") }
        out.append(phrase)
        return out
    }

    /// Street-type words abbreviated as road signs do (English and Finnish/Swedish: -katu → -k., -tie → -t.).
    static func abbreviate(_ name: String) -> String {
        let words: [String: String] = [
            "Street": "St.", "Avenue": "Ave.", "Boulevard": "Blvd.", "Road": "Rd.", "Circle": "Cir.",
            "Drive": "Dr.", "Lane": "Ln.", "Place": "Pl.", "Square": "Sq.", "Highway": "Hwy."
        ]
        var parts = name.split(separator: " ").map(String.init)
        if let last = parts.last, let short = words[last] {
            parts[parts.count - 1] = short
            return parts.joined(separator: " ")
        }
        for (suffix, short) in [("katu", "k."), ("tie", "t."), ("gatan", "g."), ("vägen", "v.")] where name.hasSuffix(suffix) && name.count > suffix.count + 3 {
            return String(name.dropLast(suffix.count)) + short
        }
        return name
    }

    static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(n)th"
        }
    }
}
