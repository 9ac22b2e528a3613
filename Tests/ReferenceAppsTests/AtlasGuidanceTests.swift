// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import ReferenceApps
import Roads
import Testing

@testable import OpenUIKit

/// The road engine's guidance as CarPlay objects (navigation on real roads, first part).
@Suite @MainActor
struct AtlasGuidanceTests {
    /// Read once, off the main actor: a debug build takes seconds to read the extract, and a main-actor test reading it
    /// held up every other main-actor test of the run meanwhile (the cars in the test's process among them).
    private nonisolated static let extract = RoadGraph(try! OSMPBFReader.read(contentsOf: Helsinki.extract))
    static func graph() async -> RoadGraph { await Task.detached { extract }.value }
    static let from = Coordinate(latitude: 60.170, longitude: 24.936)
    static let to = Coordinate(latitude: 60.169, longitude: 24.952)

    @Test func maneuversBecomeCPManeuversWithLaneGuidance() async throws {
        let graph = await Self.graph()
        let router = Router(graph: graph)
        let route = try router.route(from: Self.from, to: Self.to)
        let maneuvers = router.maneuvers(for: route, destination: Self.to).map(AtlasGuidance.maneuver)
        #expect(maneuvers.map(\.maneuverType) == [.startRoute, .leftTurn, .straightAhead, .rightTurn, .leftTurn, .rightTurnAtEnd, .arriveAtDestinationLeft])
        let mikonkatu = maneuvers[3]
        #expect(mikonkatu.instructionVariants.first == "Turn Right onto Mikonkatu")
        let lanes = try #require(mikonkatu.linkedLaneGuidance?.lanes)
        #expect(lanes.map(\.status) == [.notGood, .good])
        #expect(lanes[1].highlightedAngle == Measurement(value: 90, unit: .degrees), "the right arrow of through;right")
        #expect(mikonkatu.junctionType == .intersection && mikonkatu.trafficSide == .right)
        #expect(maneuvers.allSatisfy { $0.symbolImage != nil })
    }

    @Test func lanesAlsoComeAsASymbolOnlySecondManeuverDrawnAt120By18() async throws {
        let graph = await Self.graph()
        let router = Router(graph: graph)
        let route = try router.route(from: Self.from, to: Self.to)
        let maneuvers = router.maneuvers(for: route, destination: Self.to)
        let lanes = try #require(AtlasGuidance.laneManeuver(maneuvers[3]))
        #expect(lanes.instructionVariants.isEmpty)
        let image = try #require(lanes.symbolImage)
        #expect(image.size == CGSize(width: 120, height: 18))
        // A light and a dark diagram (black arrows for light cards, white for dark ones), the dark one handed to the car.
        #expect(Set(image.imageAsset?.registeredTraits.map(\.userInterfaceStyle) ?? []) == [.light, .dark])
        // One arrow per lane (through;right is drawn by its right arrow): a stroke each, faint for the lane not to take.
        let strokes = try #require(image.drawing).filter { $0.stroke != nil }
        #expect(strokes.count == 2)
        #expect(strokes.map { $0.stroke![3] } == [0.35, 1])
        #expect(AtlasGuidance.laneManeuver(maneuvers[1]) == nil || !maneuvers[1].lanes.isEmpty)
    }

    @Test func roundaboutEntriesNameTheirExit() {
        let m = Maneuver(
            kind: .enterRoundabout, roundaboutExit: 3, angle: 30, junctionElementAngles: [], isRoundabout: true, leg: 1,
            coordinate: Self.from, distanceFromStart: 0, roadName: "North Road", lanes: [], instructionVariants: ["x"])
        #expect(AtlasGuidance.type(m) == .roundaboutExit3)
        #expect(AtlasGuidance.maneuver(m).junctionType == .roundabout)
    }

    @Test func estimatesChangeOnlyWhenWhatTheCarShowsChanges() async throws {
        let graph = await Self.graph()
        let router = Router(graph: graph)
        let route = try router.route(from: Self.from, to: Self.to)
        var drive = RouteDrive(route: route, maneuvers: router.maneuvers(for: route, destination: Self.to), graph: graph)
        var throttle = EstimateThrottle()
        var updates = 0
        var ticks = 0
        var shown = Set<String>()
        while !drive.isArrived {
            if throttle.estimates(distance: drive.remainingDistance, time: drive.remainingTime) != nil { updates += 1 }
            let s = EstimateThrottle.shown(distance: drive.remainingDistance, time: drive.remainingTime)
            shown.insert("\(s.minutes) \(s.metres)")
            drive.advance(by: 1)
            ticks += 1
        }
        #expect(updates < ticks / 2, "\(updates) updates over \(ticks) seconds")
        #expect(updates >= shown.count - 1 && updates <= shown.count + 1)
        #expect(EstimateThrottle.shown(distance: 1_234, time: 61) == (2, 1_200))
        #expect(EstimateThrottle.shown(distance: 437, time: 5) == (1, 450))
        #expect(EstimateThrottle.shown(distance: 44, time: 0) == (0, 40))
    }
}
