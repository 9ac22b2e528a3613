// The reviewer's speed: `headunit check` on every reference app (each explored completely, parked and driving, with
// its probes), one app after another, every run a fresh app process (as `headunit check` makes them: `--jobs N` at
// once, default one per core; `--jobs 0`: every run in this process, one after another). Prints screens, runs, findings,
// whether the exploration was complete and wall-clock seconds per app, then the total wall time and the CPU seconds
// (user + system) of this process and of its app processes — on a machine others share, CPU time says what the review
// cost when wall time says how long it waited; wall / CPU says how well the cores were used. With `--compare`, each app
// is explored a second time with one process at a time, and the findings must be the same. Run:
// swift run -c release ReviewBenchmark [App…] [--time-limit SECONDS] [--jobs N] [--launches N] [--compare]
import CarPlayHost
import CarPlayReviewer
import Foundation
import ReferenceApps

/// User + system CPU seconds this process (or its ended children, the app processes among them) has used so far.
func cpuSeconds(children: Bool = false) -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #endif
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The value after `flag` in `arguments`, removed from them.
func option(_ flag: String, _ arguments: inout [String]) throws -> String? {
    guard let i = arguments.firstIndex(of: flag) else { return nil }
    guard i + 1 < arguments.count else { throw CarInputError("\(flag) takes a value") }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}

@MainActor func main() async throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var limit = ExplorationOptions().timeLimit
    if let value = try option("--time-limit", &arguments) {
        guard let seconds = Double(value), seconds > 0 else { throw CarInputError("--time-limit takes a number of seconds above 0") }
        limit = .milliseconds(Int(seconds * 1000))
    }
    var jobs: Int?
    if let value = try option("--jobs", &arguments) {
        guard let n = Int(value), n >= 0 else { throw CarInputError("--jobs takes 0 (this process) or more") }
        jobs = n
    }
    var launches = 30
    if let value = try option("--launches", &arguments) {
        guard let n = Int(value), n > 0 else { throw CarInputError("--launches takes a number above 0") }
        launches = n
    }
    let compare = arguments.contains("--compare")
    arguments.removeAll { $0 == "--compare" }
    let names = arguments.isEmpty ? ReferenceApps.names : arguments
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("review-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    var apps: [String: Explorer.AppFactory] = [:]
    for name in names {
        guard ReferenceApps.names.contains(name) else {
            throw CarInputError("no reference app named '\(name)'; apps: \(ReferenceApps.names.joined(separator: ", "))")
        }
        apps[name] = { clock in
            guard let app = try ReferenceApps.freshInstall(name, clock: clock, dataDirectory: data) else { throw CarInputError("no app \(name)") }
            return app
        }
    }
    // First, before anything starts threads: app processes are forked from a copy of this process made now.
    let processes = jobs == 0 ? nil : await ReviewProcesses.start(apps: apps, jobs: jobs, preload: ReferenceApps.preloadBundledData)
    let serial = compare ? await ReviewProcesses.start(apps: apps, jobs: 1, preload: ReferenceApps.preloadBundledData) : nil
    print("app processes: \(processes.map { "\($0.jobs) at once" } ?? "none (every run in this process)")")
    if let processes, let first = names.first(where: { (try? apps[$0]!(ContinuousClock()))?.reasonNotShown(on: .standard) == nil }) {
        // Launch to first screen in a fresh app process, `--launches` (30) one after another: the median and the slowest.
        let times = try await processes.launchTimes(app: first, vehicle: .standard, times: launches).map { Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000 }.sorted()
        print(String(format: "launch to first screen (%@, fresh process): median %.1f ms, slowest %.1f ms of %d", first, times[times.count / 2], times.last!, times.count))
    }
    print("app         screens  runs  findings  complete  wall s  (time limit \(limit))")
    let started = PhoneTime.realNow
    let cpu = cpuSeconds()
    var differ: [String] = []
    for name in names {
        let app = try apps[name]!(ContinuousClock())
        // An automaker app is reviewed in a car of its maker; a phone-only app isn't shown in any car.
        guard let vehicle = VehicleProfile.all.first(where: { app.reasonNotShown(on: $0) == nil }) else {
            print("\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) not shown in CarPlay: \(app.reasonNotShown(on: .standard) ?? "")")
            continue
        }
        var options = ExplorationOptions()
        options.vehicle = vehicle
        options.timeLimit = limit
        let explorer = try processes.map { try Explorer(options: options, processes: $0, app: name) } ?? Explorer(options: options, app: apps[name]!)
        let result = try await explorer.run()
        print(
            "\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) "
                + String(format: "%7d %5d %9d  ", result.screens, result.runs, result.findings.count)
                + (result.complete ? "yes" : "NO").padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: " %7.1f", result.seconds))
        for f in result.findings { print("    [\(f.rule)] \(f.message)") }
        if let serial {
            let one = try await Explorer(options: options, processes: serial, app: name).run()
            if one.findings != result.findings || one.screens != result.screens { differ.append(name) }
        }
    }
    let wall = started.duration(to: PhoneTime.realNow)
    let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
    await processes?.end()
    await serial?.end()
    let own = cpuSeconds() - cpu
    let children = cpuSeconds(children: true)
    let total = own + children
    print(
        String(
            format: "total %.1f s wall, %.1f s CPU (this process %.1f s, app processes %.1f s): wall / CPU %.2f", wallSeconds, total, own,
            children, total > 0 ? wallSeconds / total : 0))
    if compare {
        print(
            differ.isEmpty
                ? "one process at a time: the same findings and screens for every app"
                : "one process at a time: different for \(differ.joined(separator: ", "))")
        if !differ.isEmpty { exit(1) }
    }
}

try await main()
