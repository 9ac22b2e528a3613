// SPDX-License-Identifier: Apache-2.0

import Foundation
import Roads
import Testing

/// Maneuvers from geometry. On the Helsinki extract the expectations are OSRM's steps for the same routes
/// (osrm-bindings 26.10, car profile: `Benchmarks/route_compare.py`'s setup); roundabouts, ramps and forks, which
/// the extract doesn't have, on small made-up maps.
@Suite
struct ManeuverTests {
    static let graph = RoadGraph(try! OSMPBFReader.read(contentsOf: Helsinki.extract))

    func maneuvers(_ from: Coordinate, _ to: Coordinate, graph: RoadGraph = Self.graph) throws -> [Maneuver] {
        let router = Router(graph: graph)
        return router.maneuvers(for: try router.route(from: from, to: to), destination: to)
    }

    @Test func kampiToUnioninkatuAsOSRMSaysIt() throws {
        // OSRM: depart, turn left Simonkatu, new name straight Kaivokatu, turn right Mikonkatu (lanes: straight;left
        // invalid, straight;right valid), new name left Yliopistonkatu, end of road right Unioninkatu, arrive left.
        let m = try maneuvers(Coordinate(latitude: 60.170, longitude: 24.936), Coordinate(latitude: 60.169, longitude: 24.952))
        #expect(m.map(\.kind) == [.startRoute, .leftTurn, .straightAhead, .rightTurn, .leftTurn, .rightTurnAtEnd, .arriveAtDestinationLeft])
        #expect(m.map(\.roadName) == [nil, "Simonkatu", "Kaivokatu", "Mikonkatu", "Yliopistonkatu", "Unioninkatu", "Unioninkatu"])
        let mikonkatu = m[3]
        #expect(mikonkatu.lanes.map(\.indications) == [["left", "through"], ["through", "right"]])
        #expect(mikonkatu.lanes.map(\.status) == [.notGood, .good])
        #expect(mikonkatu.lanes[1].angles == [0, 90])
        #expect(mikonkatu.instructionVariants == ["Turn Right onto Mikonkatu", "Turn Right onto Mikonk.", "Turn Right"])
        #expect(m.map(\.distanceFromStart) == m.map(\.distanceFromStart).sorted())
    }

    @Test func rautatientoriToAnnankatuAsOSRMSaysIt() throws {
        // OSRM turns back through Keskuskatu (its U-turn step, in the left-turn lane), then Mikonkatu, Yliopistonkatu,
        // Fabianinkatu, Pohjoisesplanadi, straight on into Lönnrotinkatu, left into Annankatu, arriving on the left.
        let m = try maneuvers(Coordinate(latitude: 60.1707, longitude: 24.9445), Coordinate(latitude: 60.1660, longitude: 24.9390))
        #expect(
            m.map(\.roadName).dropFirst() == [
                "Keskuskatu", "Kaivokatu", "Mikonkatu", "Yliopistonkatu", "Fabianinkatu", "Pohjoisesplanadi",
                "Lönnrotinkatu", "Annankatu", "Annankatu"
            ])
        #expect(
            m.map(\.kind).dropFirst() == [
                .leftTurn, .leftTurn, .rightTurn, .leftTurn, .rightTurn, .rightTurn, .straightAhead, .leftTurn,
                .arriveAtDestinationLeft
            ])
        #expect(m[1].lanes.map(\.status) == [.preferred, .notGood, .notGood], "the left lane of three")
        #expect(!m[1].junctionElementAngles.isEmpty, "the other ways out of the junction")
    }

    // MARK: Made-up junctions

    /// A small map: nodes on a grid of ~100 m cells around (60, 25), ways over them.
    func map(_ nodes: [Int64: (Double, Double)], _ ways: [(Int64, [Int64], [String: String])]) -> RoadGraph {
        var d = OSMData()
        for (id, (x, y)) in nodes { d.nodes[id] = Coordinate(latitude: 60 + y * 0.0009, longitude: 25 + x * 0.0018) }
        d.ways = ways.map { OSMData.Way(id: $0.0, nodes: $0.1, tags: $0.2) }
        return RoadGraph(d)
    }

    func at(_ x: Double, _ y: Double) -> Coordinate { Coordinate(latitude: 60 + y * 0.0009, longitude: 25 + x * 0.0018) }

    @Test func roundaboutsCountTheExits() throws {
        // A ring of 4 nodes with 4 arms; in from the south, out to the north: the 2nd exit.
        let g = map(
            [1: (0, -1), 2: (0, -3), 3: (1, 0), 4: (3, 0), 5: (0, 1), 6: (0, 3), 7: (-1, 0), 8: (-3, 0)],
            [
                (10, [1, 3, 5, 7, 1], ["highway": "primary", "junction": "roundabout", "name": "Ring"]),
                (11, [2, 1], ["highway": "primary", "name": "South Road"]), (12, [3, 4], ["highway": "primary", "name": "East Road"]),
                (13, [5, 6], ["highway": "primary", "name": "North Road"]), (14, [7, 8], ["highway": "primary", "name": "West Road"])
            ])
        let m = try maneuvers(at(0, -2.8), at(0, 2.8), graph: g)
        let enter = try #require(m.first { $0.kind == .enterRoundabout })
        #expect(enter.roundaboutExit == 2 && enter.isRoundabout)
        #expect(enter.instructionVariants.first == "Take the 2nd exit at the roundabout onto North Road")
        #expect(m.contains { $0.kind == .exitRoundabout && $0.roadName == "North Road" })
    }

    @Test func rampsForksAndHighwayChanges() throws {
        // A motorway north with an exit ramp branching right, and a fork of two motorways further on.
        let g = map(
            [1: (0, 0), 2: (0, 5), 3: (1, 8), 4: (3, 10), 5: (0, 10), 6: (-1, 14), 7: (1, 14)],
            [
                (20, [1, 2], ["highway": "motorway", "ref": "E12"]), (21, [2, 3, 4], ["highway": "motorway_link"]),
                (22, [2, 5], ["highway": "motorway", "ref": "E12"]), (23, [5, 6], ["highway": "motorway", "ref": "E12"]),
                (24, [5, 7], ["highway": "motorway", "ref": "E18"])
            ])
        let exit = try maneuvers(at(0, 0.2), at(3, 10), graph: g)
        #expect(exit.map(\.kind).contains(.highwayOffRampRight))
        let left = try maneuvers(at(0, 0.2), at(-1, 13.8), graph: g)
        #expect(left.map(\.kind).contains(.keepLeft))
        let change = try maneuvers(at(0, 0.2), at(1, 13.8), graph: g)
        #expect(change.map(\.kind).contains(.changeHighwayRight))
    }

    @Test func instructionVariantsGetShorter() {
        for m in (try? maneuvers(Coordinate(latitude: 60.170, longitude: 24.936), Coordinate(latitude: 60.169, longitude: 24.952))) ?? [] {
            #expect(m.instructionVariants.map(\.count) == m.instructionVariants.map(\.count).sorted(by: >))
        }
    }
}
