// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A contraction hierarchy over the turn graph (its nodes are road segments, its edges allowed turns), so that a
/// fastest-route query settles a few hundred nodes instead of the whole city. Built once from a ``Router``'s costs
/// (segment weights, turn costs, restricted-road entries); answers the same routes as its Dijkstra, with the same
/// weight. Routes that avoid roads (alternatives) change the costs and go to Dijkstra instead.
///
/// Nodes are contracted in the order of their edge difference (shortcuts added minus edges removed, plus the
/// neighbours already contracted), updated lazily; a shortcut is added only when a bounded witness search finds no
/// other path as cheap. Queries are bidirectional: upward from the start, upward against the edges from the end.
public struct ContractionHierarchy: Sendable {
    struct Edge: Sendable {
        var from: Int
        var to: Int
        var weight: Double
        /// For a shortcut, the two edges it stands for; -1 for a turn of the graph.
        var first: Int = -1
        var second: Int = -1
    }

    let router: Router
    var edges: [Edge] = []
    /// Per node, the edges to higher-ranked nodes, and the edges from higher-ranked nodes.
    var upOut: [[Int]] = []
    var upIn: [[Int]] = []
    public private(set) var rank: [Int] = []
    public private(set) var shortcutCount = 0

    /// Contracts the router's turn graph.
    public init(router: Router) {
        self.router = router
        let g = router.graph
        let n = g.segments.count
        // The turn graph: a → b costs driving a, the turn and any restricted-road entry (labels are at segment starts).
        for a in 0..<n {
            for b in g.outgoing[g.segments[a].to] where b != a {
                guard let turn = router.turnCost(from: a, to: b) else { continue }
                edges.append(Edge(from: a, to: b, weight: g.segments[a].weight + turn + router.entryCost(from: a, to: b)))
            }
        }
        var out = [[Int]](repeating: [], count: n)
        var into = [[Int]](repeating: [], count: n)
        for (i, e) in edges.enumerated() {
            out[e.from].append(i)
            into[e.to].append(i)
        }
        var contracted = [Bool](repeating: false, count: n)
        var deletedNeighbours = [Int](repeating: 0, count: n)
        rank = [Int](repeating: 0, count: n)
        var witness = WitnessSearch(count: n)

        /// The shortcuts contracting v needs: (in edge, out edge, weight) for each pair with no cheaper witness.
        func shortcuts(of v: Int) -> [(Int, Int, Double)] {
            var needed: [(Int, Int, Double)] = []
            let outs = out[v].filter { !contracted[edges[$0].to] }
            guard !outs.isEmpty else { return [] }
            let maxOut = outs.map { edges[$0].weight }.max() ?? 0
            for i in into[v] where !contracted[edges[i].from] {
                let u = edges[i].from
                let targets = outs.filter { edges[$0].to != u }
                guard !targets.isEmpty else { continue }
                let limit = edges[i].weight + maxOut
                witness.run(from: u, avoiding: v, limit: limit, edges: edges, out: out, contracted: contracted)
                for o in targets {
                    let w = edges[i].weight + edges[o].weight
                    if witness.distance(to: edges[o].to) > w + 1e-9 { needed.append((i, o, w)) }
                }
            }
            return needed
        }
        func priority(_ v: Int) -> Double {
            let removed = out[v].filter { !contracted[edges[$0].to] }.count + into[v].filter { !contracted[edges[$0].from] }.count
            return Double(shortcuts(of: v).count - removed) + Double(deletedNeighbours[v])
        }

        var queue = Heap()
        for v in 0..<n { queue.push(priority(v), v) }
        var order = 0
        while let (p, v) = queue.pop() {
            guard !contracted[v] else { continue }
            // Lazy update: contract only if the node is still the cheapest.
            let current = priority(v)
            if current > p + 1e-9, let next = queue.peek, current > next.0 {
                queue.push(current, v)
                continue
            }
            for (i, o, w) in shortcuts(of: v) {
                let u = edges[i].from
                let x = edges[o].to
                // Keep only the cheapest edge u → x.
                if let existing = out[u].first(where: { edges[$0].to == x && !contracted[x] }), edges[existing].weight <= w { continue }
                edges.append(Edge(from: u, to: x, weight: w, first: i, second: o))
                out[u].append(edges.count - 1)
                into[x].append(edges.count - 1)
                shortcutCount += 1
            }
            contracted[v] = true
            rank[v] = order
            order += 1
            for i in into[v] { deletedNeighbours[edges[i].from] += 1 }
            for o in out[v] { deletedNeighbours[edges[o].to] += 1 }
        }
        upOut = [[Int]](repeating: [], count: n)
        upIn = [[Int]](repeating: [], count: n)
        for (i, e) in edges.enumerated() where e.from != e.to {
            if rank[e.to] > rank[e.from] { upOut[e.from].append(i) } else { upIn[e.to].append(i) }
        }
    }

    /// The fastest route between two coordinates, as ``Router/route(from:to:avoiding:)`` finds it without penalties.
    public func route(from start: Coordinate, to end: Coordinate) throws -> Route {
        let g = router.graph
        guard let a = g.snap(start) else { throw Router.RouteError.noRoad(start) }
        guard let b = g.snap(end) else { throw Router.RouteError.noRoad(end) }
        return try route(from: (a.segment, a.fraction), to: (b.segment, b.fraction))
    }

    /// The fastest route between points on segments.
    public func route(from start: (segment: Int, fraction: Double), to end: (segment: Int, fraction: Double)) throws -> Route {
        let segs = router.graph.segments
        // Labels are the cost at a segment's start: starting partway along s is a negative head start.
        var sources: [(Int, Double, Double)] = [(start.segment, start.fraction, -start.fraction * segs[start.segment].weight)]
        if let r = segs[start.segment].reverse { sources.append((r, 1 - start.fraction, -(1 - start.fraction) * segs[r].weight)) }
        var targets: [(Int, Double, Double)] = [(end.segment, end.fraction, end.fraction * segs[end.segment].weight)]
        if let r = segs[end.segment].reverse { targets.append((r, 1 - end.fraction, (1 - end.fraction) * segs[r].weight)) }

        // Start and end on the same piece of road: the way may loop back to where it started, which a label per
        // segment can't express (its start label is the head start). Dijkstra handles it (rare, and short).
        if sources.contains(where: { s in targets.contains { $0.0 == s.0 } }) { return try router.route(from: start, to: end) }
        // The search stops once neither side can improve on the best route, which needs labels that never go
        // below zero: every forward label carries the largest head start as a shift, taken off at the end.
        let shift = sources.map { -$0.2 }.max() ?? 0
        var best = Double.infinity
        var direct: (segment: Int, from: Double, to: Double)?
        for (s, f, _) in sources {
            for (e, t, _) in targets where e == s && t >= f {
                let c = (t - f) * segs[s].weight + shift
                if c < best {
                    best = c
                    direct = (s, f, t)
                }
            }
        }
        var forward = Search()
        var backward = Search()
        for (s, _, c) in sources { forward.relax(s, c + shift, edge: -1) }
        for (e, _, c) in targets { backward.relax(e, c, edge: -1) }
        var meeting = -1
        /// Settles the nearest node of one side's `search`, where the route meets the `other` side's if that is
        /// better, and relaxes the node's upward edges (`up`), on to each one's far end (`next`).
        func settle(_ search: inout Search, meeting other: Search, up: [[Int]], next: (Edge) -> Int) {
            guard let (d, v) = search.heap.pop(), d <= search.label(v) else { return }
            if let o = other.labels[v], d + o < best {
                best = d + o
                meeting = v
                direct = nil
            }
            for i in up[v] { search.relax(next(edges[i]), d + edges[i].weight, edge: i) }
        }
        while true {
            let f = forward.heap.peek?.0 ?? .infinity
            let b = backward.heap.peek?.0 ?? .infinity
            if min(f, b) >= best { break }
            if f <= b {
                settle(&forward, meeting: backward, up: upOut) { $0.to }
            } else {
                settle(&backward, meeting: forward, up: upIn) { $0.from }
            }
        }
        best -= shift
        if let direct { return router.assemble([direct.segment], from: direct.from, to: direct.to, weight: best) }
        guard meeting >= 0 else { throw Router.RouteError.unreachable }
        // The path: forward edges back to a source, then backward edges on to a target, each unpacked into turns.
        var head: [Int] = []
        var v = meeting
        while let e = forward.parent[v], e >= 0 {
            head.append(e)
            v = edges[e].from
        }
        let source = v
        var tail: [Int] = []
        v = meeting
        while let e = backward.parent[v], e >= 0 {
            tail.append(e)
            v = edges[e].to
        }
        let target = v
        var chain = [source]
        for e in head.reversed() + tail { unpack(e, into: &chain) }
        let from = sources.first { $0.0 == source }?.1 ?? 0
        let to = targets.first { $0.0 == target }?.1 ?? 1
        return router.assemble(chain, from: from, to: to, weight: best)
    }

    /// Appends the segments an edge leads through (its end node last), expanding shortcuts.
    private func unpack(_ e: Int, into chain: inout [Int]) {
        let edge = edges[e]
        if edge.first < 0 {
            chain.append(edge.to)
            return
        }
        unpack(edge.first, into: &chain)
        unpack(edge.second, into: &chain)
    }

    /// One direction of a query: labels and parent edges of the nodes it reached.
    struct Search {
        var labels: [Int: Double] = [:]
        var parent: [Int: Int] = [:]
        var heap = Heap()
        func label(_ v: Int) -> Double { labels[v] ?? .infinity }
        mutating func relax(_ v: Int, _ d: Double, edge: Int) {
            guard d < label(v) else { return }
            labels[v] = d
            parent[v] = edge
            heap.push(d, v)
        }
    }
}

/// The bounded Dijkstra that looks for a path as cheap as a shortcut would be, while contracting.
struct WitnessSearch {
    private var dist: [Double]
    private var touched: [Int] = []
    private var heap = Heap()

    init(count: Int) { dist = [Double](repeating: .infinity, count: count) }

    func distance(to v: Int) -> Double { dist[v] }

    mutating func run(from u: Int, avoiding v: Int, limit: Double, edges: [ContractionHierarchy.Edge], out: [[Int]], contracted: [Bool]) {
        for t in touched { dist[t] = .infinity }
        touched.removeAll(keepingCapacity: true)
        heap = Heap()
        dist[u] = 0
        touched.append(u)
        heap.push(0, u)
        var settled = 0
        while let (d, x) = heap.pop() {
            guard d <= dist[x] else { continue }
            if d > limit || settled > 500 { break }
            settled += 1
            for i in out[x] {
                let y = edges[i].to
                guard y != v, !contracted[y] else { continue }
                let nd = d + edges[i].weight
                if nd < dist[y] {
                    if dist[y] == .infinity { touched.append(y) }
                    dist[y] = nd
                    heap.push(nd, y)
                }
            }
        }
    }
}
