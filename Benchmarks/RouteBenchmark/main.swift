// SPDX-License-Identifier: Apache-2.0
// Routes pairs of points on the Helsinki extract and reports each route and the query latency.
// `swift run -c release RouteBenchmark PAIRS.json` — PAIRS.json is `[[lon, lat, lon, lat], …]`; prints JSON:
// `{"build_ms": …, "contraction_ms": …, "shortcuts": …, "routes": [{"duration": s, "distance": m, "snapped": [lon, lat, lon, lat]} or null, …],
// "latency_ms": {"median": …, "p95": …} (contraction hierarchy), "dijkstra_latency_ms": {…}, "hierarchy_disagreements": n}`.
// `RouteBenchmark --near LON LAT` lists the roads nearest a point. Benchmarks/route_compare.py runs it beside OSRM (not in CI).
import Foundation
import Roads

let arguments = CommandLine.arguments
// `RouteBenchmark --near LON LAT`: the roads nearest a point, and whether routes may start there (to explain a snap).
if arguments.count == 4, arguments[1] == "--near", let lon = Double(arguments[2]), let lat = Double(arguments[3]) {
    let graph = RoadGraph(try OSMPBFReader.read(contentsOf: Helsinki.extract))
    let point = Coordinate(latitude: lat, longitude: lon)
    for (i, d) in graph.segments(near: point, count: 8) {
        let s = graph.segments[i], r = graph.roads[s.road]
        print(String(format: "%6.1f m  segment %d  way %lld %@ (%@)  main network: %@, start point: %@", d, i, r.wayID, r.name ?? "-",
                     r.roadClass.rawValue, graph.inMainNetwork[i] ? "yes" : "no", r.isStartpoint ? "yes" : "no"))
    }
    exit(0)
}
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let pairs = try? JSONSerialization.jsonObject(with: data) as? [[Double]] else {
    FileHandle.standardError.write(Data("usage: RouteBenchmark PAIRS.json (a JSON array of [lon, lat, lon, lat]) | RouteBenchmark --near LON LAT\n".utf8))
    exit(2)
}
let clock = ContinuousClock()
var graph: RoadGraph!
let build = clock.measure { graph = RoadGraph(try! OSMPBFReader.read(contentsOf: Helsinki.extract)) }
let router = Router(graph: graph)
var hierarchy: ContractionHierarchy!
let contraction = clock.measure { hierarchy = ContractionHierarchy(router: router) }
func ms(_ d: Duration) -> Double { Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000 }
var routes: [Any] = []
var latencies: [Double] = []
var dijkstraLatencies: [Double] = []
var disagreements = 0
for p in pairs {
    guard p.count == 4 else { routes.append(NSNull()); continue }
    let a = Coordinate(latitude: p[1], longitude: p[0]), b = Coordinate(latitude: p[3], longitude: p[2])
    var result: Route?, plain: Route?
    latencies.append(ms(clock.measure { result = try? hierarchy.route(from: a, to: b) }))
    dijkstraLatencies.append(ms(clock.measure { plain = try? router.route(from: a, to: b) }))
    // The hierarchy must find routes exactly as good as Dijkstra's.
    if (result == nil) != (plain == nil) || abs((result?.weight ?? 0) - (plain?.weight ?? 0)) > 1e-6 {
        disagreements += 1
        if ProcessInfo.processInfo.environment["ROUTE_DEBUG"] != nil {
            FileHandle.standardError.write(Data("disagree \(p): CH \(result?.weight ?? -1) \(result?.legs.map(\.segment) ?? []) Dijkstra \(plain?.weight ?? -1) \(plain?.legs.map(\.segment) ?? [])\n".utf8))
        }
    }
    routes.append(result.map { r -> [String: Any] in
        var o: [String: Any] = ["duration": r.duration, "distance": r.distance]
        // Where the route starts and ends (the snapped points), so a comparison can tell snapping from routing.
        if let a = r.coordinates.first, let b = r.coordinates.last { o["snapped"] = [a.longitude, a.latitude, b.longitude, b.latitude] }
        return o
    } ?? NSNull())
}
func percentile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]
}
let out: [String: Any] = [
    "build_ms": ms(build),
    "contraction_ms": ms(contraction),
    "shortcuts": hierarchy.shortcutCount,
    "routes": routes,
    "latency_ms": ["median": percentile(latencies, 0.5), "p95": percentile(latencies, 0.95)],
    "dijkstra_latency_ms": ["median": percentile(dijkstraLatencies, 0.5), "p95": percentile(dijkstraLatencies, 0.95)],
    "hierarchy_disagreements": disagreements,
]
print(String(decoding: try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys]), as: UTF8.self))
