// SPDX-License-Identifier: Apache-2.0

import Foundation
import Roads
import Testing

/// Fastest routes on the Helsinki extract.
@Suite
struct RouterTests {
    static let graph = RoadGraph(try! OSMPBFReader.read(contentsOf: Helsinki.extract))

    @Test func rautatientoriToAnnankatuMatchesOSRMsDistance() throws {
        // OSRM and Valhalla both drive 1,529.6 m (± 0.1) here (routing-peers.md). A U-turn at an intersection would
        // dodge the no-left-turn from Simonkatu (relation 57339) through a service road: U-turns only at road ends.
        let route = try Router(graph: Self.graph).route(
            from: Coordinate(latitude: 60.1707, longitude: 24.9445),
            to: Coordinate(latitude: 60.1660, longitude: 24.9390))
        #expect(abs(route.distance - 1_529.6) / 1_529.6 < 0.01, "\(route.distance) m")
        #expect(route.duration > 120 && route.duration < 400, "\(route.duration) s")
        #expect(route.coordinates.count > 10)
    }

    @Test func routesNeverDriveAgainstAOneWayNorTakeAForbiddenTurnNorPassABarrier() throws {
        let g = Self.graph
        let router = Router(graph: g)
        var points = CentrePoints(seed: 42)
        var found = 0
        for _ in 0..<100 {
            let a = points.next()
            let b = points.next()
            guard let route = try? router.route(from: a, to: b) else { continue }
            found += 1
            for (x, y) in zip(route.legs, route.legs.dropFirst()) {
                #expect(g.segments[x.segment].to == g.segments[y.segment].from)
                #expect(g.allowsTurn(from: x.segment, to: y.segment))
                #expect(
                    !g.vertices[g.segments[x.segment].to].isBarrier || g.segments[x.segment].reverse == y.segment,
                    "no driving through a bollard (only turning back at it)")
            }
            // Private and destination-only roads: to leave the start's or reach the end's, or where there's no other way.
            let restricted = route.legs.map { g.roads[g.segments[$0.segment].road].isRestricted }
            let inner = restricted.drop { $0 }.reversed().drop { $0 }
            if inner.contains(true) {
                let closed = Dictionary(uniqueKeysWithValues: g.segments.indices.filter { g.roads[g.segments[$0].road].isRestricted }.map { ($0, 1e7) })
                let without = try? router.route(from: a, to: b, avoiding: closed)
                #expect(
                    without == nil || without!.legs.contains { g.roads[g.segments[$0.segment].road].isRestricted },
                    "a restricted road was driven through although another way exists")
            }
        }
        #expect(found >= 99, "OSRM routes 999 of 1,000 such pairs")
    }

    @Test func aPointFarFromAnyRoadSnapsToTheNearestOne() throws {
        let snapped = try #require(Self.graph.snap(Coordinate(latitude: 60.17, longitude: 24.94)))
        #expect(snapped.distance < 100)
        // Far outside the extract (2 km east, in the sea): still the nearest road, found without the grid.
        let far = Coordinate(latitude: 60.1700, longitude: 24.9900)
        let out = try #require(Self.graph.snap(far))
        let nearest = Self.graph.segments(near: far, count: 50).first {
            Self.graph.inMainNetwork[$0.segment] && Self.graph.roads[Self.graph.segments[$0.segment].road].isStartpoint
        }
        #expect(abs(out.distance - (nearest?.distance ?? -1)) < 1e-6)
    }

    @Test func snappingByGridFindsTheSameRoadAsLookingAtEveryRoad() {
        let g = Self.graph
        var points = CentrePoints(seed: 7)
        for _ in 0..<300 {
            let c = points.next()
            let fromGrid = g.snap(c)
            let everyRoad = g.segments(near: c, count: g.segments.count).first {
                g.inMainNetwork[$0.segment] && g.roads[g.segments[$0.segment].road].isStartpoint
            }
            #expect(fromGrid.map { abs($0.distance - everyRoad!.distance) < 1e-6 } == true)
        }
    }

    @Test func theContractionHierarchyFindsRoutesAsGoodAsDijkstra() throws {
        let g = Self.graph
        let router = Router(graph: g)
        let hierarchy = ContractionHierarchy(router: router)
        #expect(hierarchy.shortcutCount > 0)
        var points = CentrePoints(seed: 99)
        var pairs: [(Coordinate, Coordinate)] = (0..<200).map { _ in (points.next(), points.next()) }
        // Start and end on one road piece, the end behind the start: the way loops back.
        let s = g.segments.indices.first { g.inMainNetwork[$0] && g.segments[$0].length > 80 && g.segments[$0].reverse == nil }!
        let line = g.segments[s].geometry
        pairs.append((line[line.count - 1], line[0]))
        for (a, b) in pairs {
            let plain = try router.route(from: a, to: b)
            let fast = try hierarchy.route(from: a, to: b)
            #expect(abs(plain.weight - fast.weight) < 1e-6, "\(a) → \(b): \(fast.weight) vs \(plain.weight)")
            for (x, y) in zip(fast.legs, fast.legs.dropFirst()) { #expect(router.turnCost(from: x.segment, to: y.segment) != nil) }
        }
    }
}

/// Route choices for trip previews.
@Suite
struct AlternativeRouteTests {
    @Test func upToThreeDifferentRoutesFastestFirst() throws {
        let router = Router(graph: RouterTests.graph)
        var points = CentrePoints(seed: 7)
        var withChoices = 0
        for _ in 0..<30 {
            let a = points.next()
            let b = points.next()
            guard let routes = try? router.alternatives(from: a, to: b), let fastest = routes.first else { continue }
            #expect(routes.count <= 3)
            if routes.count > 1 { withChoices += 1 }
            for (i, r) in routes.enumerated() {
                #expect(r.duration >= fastest.duration - 0.001 && r.duration <= fastest.duration * 1.5 + 0.001)
                for other in routes.prefix(i) { #expect(router.overlap(r, other) <= 0.75 + 1e-9) }
            }
        }
        #expect(withChoices >= 10, "most trips across the centre have a second way")
    }
}

/// Points spread over the extract's centre, the same ones for a seed (a linear congruential generator).
struct CentrePoints {
    var seed: UInt64

    mutating func next() -> Coordinate {
        Coordinate(latitude: 60.16416 + random() * 0.01495, longitude: 24.93518 + random() * 0.01823)
    }

    private mutating func random() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
}
