// SPDX-License-Identifier: Apache-2.0
// Routes pairs of points on the Helsinki extract and reports each route and the query latency.
// `swift run -c release RouteBenchmark PAIRS.json` — PAIRS.json is `[[lon, lat, lon, lat], …]`; prints JSON:
// `{"build_ms": …, "routes": [{"duration": s, "distance": m} or null, …], "latency_ms": {"median": …, "p95": …}}`.
// Benchmarks/route_compare.py runs it beside OSRM and Valhalla (not in CI).
import Foundation
import Roads

let arguments = CommandLine.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let pairs = try? JSONSerialization.jsonObject(with: data) as? [[Double]] else {
    FileHandle.standardError.write(Data("usage: RouteBenchmark PAIRS.json (a JSON array of [lon, lat, lon, lat])\n".utf8))
    exit(2)
}
let clock = ContinuousClock()
var graph: RoadGraph!
let build = clock.measure { graph = RoadGraph(try! OSMPBFReader.read(contentsOf: Helsinki.extract)) }
let router = Router(graph: graph)
var routes: [Any] = []
var latencies: [Double] = []
for p in pairs {
    guard p.count == 4 else { routes.append(NSNull()); continue }
    var result: Route?
    let t = clock.measure {
        result = try? router.route(from: Coordinate(latitude: p[1], longitude: p[0]), to: Coordinate(latitude: p[3], longitude: p[2]))
    }
    latencies.append(Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000)
    routes.append(result.map { ["duration": $0.duration, "distance": $0.distance] as [String: Any] } ?? NSNull())
}
let sorted = latencies.sorted()
let percentile = { (q: Double) -> Double in sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
let out: [String: Any] = [
    "build_ms": Double(build.components.attoseconds) / 1e15 + Double(build.components.seconds) * 1000,
    "routes": routes,
    "latency_ms": ["median": percentile(0.5), "p95": percentile(0.95)],
]
print(String(decoding: try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys]), as: UTF8.self))
