#!/usr/bin/env python3
"""Compares Roads' routes with OSRM's on the same Helsinki extract (not run in CI).

Setup (CPython >= 3.12: the wheels are cp312-abi3; see shared/research/routing-peers.md):
    python3.12 -m venv /tmp/osrmenv && /tmp/osrmenv/bin/pip install osrm-bindings pyvalhalla==3.9.1
    swift build -c release --product RouteBenchmark
    /tmp/osrmenv/bin/python Benchmarks/route_compare.py [--valhalla] [--worst N]

With --valhalla, Valhalla (auto costing, `minimum_reachability` 100) routes the same pairs too: its durations come
from its own cost model (a different one from OSRM's, which Roads follows), so their agreement is reported apart.

1,000 random pairs (seed 42, uniform in the extract's box). Reports how many routes both engines find, the share
whose durations and distances agree within 5 %, and the query latency of each (median, p95), single-threaded,
in-process. OSRM runs with its car profile, CH, `--small-component-size 100`.
"""
import json, math, os, random, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PBF = os.path.join(ROOT, "Sources/Car/Roads/Resources/Helsinki.osm.pbf")
BOX = (24.93518, 60.16416, 24.95341, 60.17911)

def pairs(n=1000, seed=42):
    rnd = random.Random(seed)
    return [[rnd.uniform(BOX[0], BOX[2]), rnd.uniform(BOX[1], BOX[3]), rnd.uniform(BOX[0], BOX[2]), rnd.uniform(BOX[1], BOX[3])] for _ in range(n)]

def run_roads(ps):
    binary = os.path.join(ROOT, ".build/release/RouteBenchmark")
    if not os.path.exists(binary):
        sys.exit("build it first: swift build -c release --product RouteBenchmark")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(ps, f)
    out = subprocess.run([binary, f.name], capture_output=True, text=True, check=True).stdout
    return json.loads(out)

def run_osrm(ps):
    import osrm
    work = tempfile.mkdtemp()
    pbf = os.path.join(work, "Helsinki.osm.pbf")
    os.symlink(PBF, pbf)
    profile = os.path.join(os.path.dirname(osrm.__file__), "share/profiles/car.lua")
    for step in (["extract", "-p", profile, "--small-component-size", "100", pbf], ["contract", pbf.replace(".osm.pbf", ".osrm")]):
        subprocess.run([sys.executable, "-m", "osrm"] + step, check=True, capture_output=True)
    engine = osrm.OSRM(algorithm="CH", storage_config=pbf.replace(".osm.pbf", ".osrm"), use_shared_memory=False)
    routes, latencies = [], []
    for p in ps:
        t = time.perf_counter()
        try:
            r = engine.Route(osrm.RouteParameters(coordinates=[(p[0], p[1]), (p[2], p[3])]))
            w = r["waypoints"]
            routes.append({"duration": float(r["routes"][0]["duration"]), "distance": float(r["routes"][0]["distance"]),
                           "snapped": [float(w[0]["location"][0]), float(w[0]["location"][1]), float(w[1]["location"][0]), float(w[1]["location"][1])]})
        except Exception:
            routes.append(None)
        latencies.append((time.perf_counter() - t) * 1000)
    latencies.sort()
    return {"routes": routes, "latency_ms": {"median": latencies[len(latencies) // 2], "p95": latencies[int(len(latencies) * 0.95)]}}

def run_valhalla(ps):
    import valhalla
    from valhalla import Actor, get_config
    work = tempfile.mkdtemp()
    binaries = os.path.join(os.path.dirname(valhalla.__file__), "bin")
    env = dict(os.environ, PATH=binaries + os.pathsep + os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    tiles, extract, config = os.path.join(work, "tiles"), os.path.join(work, "tiles.tar"), os.path.join(work, "valhalla.json")
    with open(config, "w") as f:
        subprocess.run(["valhalla_build_config", "--mjolnir-tile-dir", tiles, "--mjolnir-tile-extract", extract, "--mjolnir-timezone", "",
                        "--mjolnir-admin", ""], check=True, stdout=f, stderr=subprocess.DEVNULL, env=env)
    subprocess.run([sys.executable, "-m", "valhalla", "valhalla_build_tiles", "-c", config, PBF], check=True, capture_output=True, env=env)
    subprocess.run(["valhalla_build_extract", "-c", config], check=True, capture_output=True, env=env)
    actor = Actor(get_config(tile_extract=extract, tile_dir=""))
    routes, latencies = [], []
    for p in ps:
        t = time.perf_counter()
        try:
            r = actor.route({"locations": [{"lon": p[0], "lat": p[1], "minimum_reachability": 100},
                                           {"lon": p[2], "lat": p[3], "minimum_reachability": 100}], "costing": "auto"})
            r = json.loads(r) if isinstance(r, str) else r
            routes.append({"duration": float(r["trip"]["summary"]["time"]), "distance": float(r["trip"]["summary"]["length"]) * 1000})
        except Exception:
            routes.append(None)
        latencies.append((time.perf_counter() - t) * 1000)
    latencies.sort()
    return {"routes": routes, "latency_ms": {"median": latencies[len(latencies) // 2], "p95": latencies[int(len(latencies) * 0.95)]}}

def main():
    ps = pairs()
    ours, theirs = run_roads(ps), run_osrm(ps)
    both = [(a, b) for a, b in zip(ours["routes"], theirs["routes"]) if a and b]
    def within(key, tol=0.05):
        ok = [a for a, b in both if b[key] == 0 and a[key] < 1 or b[key] > 0 and abs(a[key] - b[key]) / b[key] <= tol]
        return len(ok) / len(both) if both else 0
    ratios = [a["duration"] / b["duration"] for a, b in both if b["duration"] > 0]
    print(f"pairs: {len(ps)}; routed by Roads: {sum(1 for r in ours['routes'] if r)}, by OSRM: {sum(1 for r in theirs['routes'] if r)}, by both: {len(both)}")
    print(f"durations within 5%: {within('duration'):.1%}; distances within 5%: {within('distance'):.1%}")
    print(f"duration ratio Roads/OSRM: median {statistics.median(ratios):.3f}, p5 {sorted(ratios)[len(ratios) // 20]:.3f}, p95 {sorted(ratios)[len(ratios) * 19 // 20]:.3f}")
    print(f"latency ms (median / p95): Roads CH {ours['latency_ms']['median']:.3f} / {ours['latency_ms']['p95']:.3f}, Roads Dijkstra "
          f"{ours['dijkstra_latency_ms']['median']:.3f} / {ours['dijkstra_latency_ms']['p95']:.3f}; OSRM CH {theirs['latency_ms']['median']:.3f} / {theirs['latency_ms']['p95']:.3f}")
    print(f"Roads graph build: {ours['build_ms']:.0f} ms; contraction: {ours['contraction_ms']:.0f} ms, {ours['shortcuts']} shortcuts; "
          f"routes where the hierarchy and Dijkstra disagree: {ours['hierarchy_disagreements']}")
    # Where the engines put the same start and end (within 5 m), durations compare routing alone.
    def metres(a, b):
        return math.hypot((a[0] - b[0]) * 55_500, (a[1] - b[1]) * 111_200)
    same = [(a, b) for a, b in both if "snapped" in a and "snapped" in b
            and metres(a["snapped"][:2], b["snapped"][:2]) < 5 and metres(a["snapped"][2:], b["snapped"][2:]) < 5]
    ok = [1 for a, b in same if abs(a["duration"] - b["duration"]) <= 0.05 * b["duration"] or b["duration"] == 0 and a["duration"] < 1]
    print(f"same snapped start and end (5 m): {len(same)} pairs; durations within 5% among them: {len(ok) / max(len(same), 1):.1%}")
    if "--valhalla" in sys.argv:
        valh = run_valhalla(ps)
        vboth = [(a, b) for a, b in zip(ours["routes"], valh["routes"]) if a and b]
        def vwithin(key):
            return sum(1 for a, b in vboth if b[key] > 0 and abs(a[key] - b[key]) / b[key] <= 0.05) / max(len(vboth), 1)
        oboth = [(a, b) for a, b in zip(theirs["routes"], valh["routes"]) if a and b]
        ovsv = sum(1 for a, b in oboth if b["duration"] > 0 and abs(a["duration"] - b["duration"]) / b["duration"] <= 0.05) / max(len(oboth), 1)
        print(f"Valhalla routed {sum(1 for r in valh['routes'] if r)}; Roads within 5% of Valhalla: durations {vwithin('duration'):.1%}, "
              f"distances {vwithin('distance'):.1%} (OSRM's durations within 5% of Valhalla's: {ovsv:.1%}); "
              f"Valhalla latency ms {valh['latency_ms']['median']:.3f} / {valh['latency_ms']['p95']:.3f}")
    if "--worst" in sys.argv:
        worst = sorted(((abs(a["duration"] - b["duration"]) / max(b["duration"], 1), i) for i, (a, b) in enumerate(zip(ours["routes"], theirs["routes"])) if a and b), reverse=True)
        for ratio, i in worst[:int(sys.argv[sys.argv.index("--worst") + 1])]:
            print(json.dumps({"pair": ps[i], "roads": ours["routes"][i], "osrm": theirs["routes"][i]}))

if __name__ == "__main__":
    main()
