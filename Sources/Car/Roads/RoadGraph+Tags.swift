// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How OpenStreetMap tags read for a car: access, direction, barriers, delays and speeds.
extension RoadGraph {
    static let forbiddenAccess: Set<String> = [
        "no", "agricultural", "forestry", "emergency", "psv", "taxi", "share_taxi", "minibus",
        "bus", "foot", "emergency_vehicle", "restricted", "military", "official", "customers",
        "private", "delivery", "destination", "permit", "residents"
    ]
    static let restrictedAccess: Set<String> = ["private", "delivery", "destination", "customers", "permit", "residents", "unknown"]
    static let passableBarriers: Set<String> = ["cattle_grid", "border_control", "toll_booth", "sally_port", "no", "entrance", "height_restrictor", "arch"]

    /// How a car may drive a way in one direction: its speed (km/h), its rate penalty (1, or less for a road to
    /// avoid) and whether it is restricted (private, destination…: only to start or end a route).
    struct Direction {
        var speed: Double
        var penalty: Double
        var restricted: Bool
    }

    /// The tag for one direction: `key:forward` (or `:backward`) before `key`, over a sequence of keys, as OSRM's
    /// profiles read directional tags.
    static func directional(_ t: [String: String], _ keys: [String], forward: Bool) -> String? {
        let suffix = forward ? ":forward" : ":backward"
        for key in keys {
            if let v = t[key + suffix] ?? t[key] { return v }
        }
        return nil
    }

    /// Whether and how a car drives a way in one direction, as OSRM's car profile decides: access (motorcar,
    /// motor_vehicle, vehicle, access; private, destination and the like are restricted on highway classes, forbidden
    /// on other ways), the car's size against maxheight, maxwidth, maxweight and maxlength, the speed (a tagged
    /// maxspeed at 80 %, else the class's, capped by the surface) and the service-road penalty.
    static func direction(_ t: [String: String], _ cls: RoadClass, forward: Bool) -> Direction? {
        let access = directional(t, ["motorcar", "motor_vehicle", "vehicle", "access"], forward: forward)
        let restrictedClass = cls != .road
        let restricted = restrictedClass && access.map { restrictedAccess.contains($0) } == true
        if let access, forbiddenAccess.contains(access), !restricted { return nil }
        if let h = metres(directional(t, ["maxheight:physical", "maxheight"], forward: forward)), h < 2.0 { return nil }
        let width = directional(t, ["maxwidth:physical", "maxwidth", "width", "est_width"], forward: forward)
        if let w = metres(width), w <= 1.9 { return nil }
        if let w = metres(directional(t, ["maxweightrating", "maxweight"], forward: forward)), w * 1000 < 2000 { return nil }
        if let l = metres(directional(t, ["maxlength"], forward: forward)), l < 4.8 { return nil }
        let tagged = directional(t, ["maxspeed:advisory", "maxspeed", "source:maxspeed", "maxspeed:type"], forward: forward)
        var speed = speed(tagged).map { $0 * 0.8 } ?? cls.defaultSpeed
        if let cap = t["surface"].flatMap({ surfaceSpeeds[$0] }) { speed = min(speed, cap) }
        var penalty = t["service"].flatMap { servicePenalties[$0] } ?? 1
        if t["oneway"] == "alternating" { penalty = min(penalty, 0.4) }
        if t["side_road"] == "yes" || t["side_road"] == "rotary" { penalty = min(penalty, 0.8) }
        if let priority = t["priority"], priority == (forward ? "backward" : "forward") { penalty = min(penalty, 0.7) }
        return Direction(speed: speed, penalty: penalty, restricted: restricted)
    }

    /// OSRM's penalties for two-way roads: narrow (by `width`), one lane or no lane markings.
    static func twoWayPenalty(_ t: [String: String]) -> Double {
        var penalty = 1.0
        if t["lane_markings"] == "no" { penalty = 0.75 }
        if let w = metres(t["width"]) { penalty = w <= 3 ? 0.5 : w < 4 ? 0.6 : w < 5 ? 0.75 : w < 6 ? 0.8 : penalty }
        if let lanes = t["lanes"].flatMap({ Int($0.prefix { $0.isNumber }) }), lanes <= 1 { penalty = 0.5 }
        return penalty
    }

    static let servicePenalties: [String: Double] = [
        "alley": 0.5, "parking": 0.5, "parking_aisle": 0.5, "driveway": 0.5,
        "drive-through": 0.5, "drive-thru": 0.5
    ]

    static func access(_ t: [String: String]) -> String? {
        for key in ["motorcar", "motor_vehicle", "vehicle", "access"] { if let v = t[key] { return v } }
        return nil
    }

    /// A node a car can't pass, as OSRM's car profile reads it: access tags decide when present (forbidden ones
    /// block); otherwise a barrier blocks unless it opens for cars (gates, lift gates, toll booths…), is a rising
    /// bollard or a lowered kerb, or is a height restrictor higher than a car (2 m).
    static func blocks(_ tags: [String: String]?) -> Bool {
        guard let tags else { return false }
        if let a = access(tags) { return forbiddenAccess.contains(a) && !restrictedAccess.contains(a) }
        guard let b = tags["barrier"] else { return false }
        if b == "height_restrictor" { return (metres(tags["maxheight"]) ?? 99) < 2 }
        if passableBarriers.contains(b) || gateDelay[b] != nil { return false }
        if b == "bollard" && tags["bollard"] == "rising" { return false }
        if b == "kerb" && (tags["kerb"] == "lowered" || tags["kerb"] == "flush" || tags["highway"] == "crossing") { return false }
        if b == "fence" && (tags["sensory"] == "audible" || tags["sensory"] == "audio") { return false }
        return true
    }

    /// Seconds a car loses passing a node, going along its way (`forward` true), against it (false) or at a vertex
    /// (nil): traffic signals 2, a stop sign 2, a give-way sign 1, a gate 60 (OSRM's car profile's values); signals
    /// and signs tagged with a direction delay only that way.
    static func delay(_ tags: [String: String]?, forward: Bool?) -> Double {
        guard let tags else { return 0 }
        if let b = tags["barrier"], let d = gateDelay[b], access(tags) == nil { return d }
        let seconds: Double
        switch tags["highway"] {
        case "traffic_signals": seconds = 2
        case "stop": seconds = 2
        case "give_way": seconds = 1
        default: return 0
        }
        let direction = (tags["highway"] == "traffic_signals" ? tags["traffic_signals:direction"] : nil) ?? tags["direction"]
        if let forward, let direction {
            if direction == "forward" && !forward || direction == "backward" && forward { return 0 }
        }
        return seconds
    }

    static let gateDelay: [String: Double] = ["gate": 60, "lift_gate": 60]

    /// The number in a size tag ("3.5", "3.5 m", "25 t"): metres or tonnes; nil when unreadable ("none", "default").
    static func metres(_ tag: String?) -> Double? {
        guard let first = tag?.split(separator: " ").first else { return nil }
        return Double(first.hasSuffix("m") || first.hasSuffix("t") ? String(first.dropLast()) : String(first))
    }

    /// Speed limits by surface, km/h (OSRM's car profile's table).
    static let surfaceSpeeds: [String: Double] = [
        "cement": 80, "compacted": 80, "fine_gravel": 80, "paving_stones": 60, "metal": 60, "bricks": 60, "grass": 40, "wood": 40,
        "sett": 40, "grass_paver": 40, "gravel": 40, "unpaved": 40, "ground": 40, "dirt": 40, "pebblestone": 40, "tartan": 40,
        "cobblestone": 30, "clay": 30, "earth": 20, "stone": 20, "rocky": 20, "sand": 20, "laterite": 15, "mud": 10, "ice": 20, "snow": 30
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
}
