// The reviewer's speed: `headunit check` on every reference app (each explored completely, parked and driving, with
// its probes), one after another in this process, printing screens, runs, findings, whether the exploration was
// complete, wall-clock seconds and the CPU seconds (user + system) the process spent on it — on a machine others share,
// CPU time says what the review cost when wall time says how long it waited. Run:
// swift run -c release ReviewBenchmark [App…] [--time-limit SECONDS]
import CarPlayHost
import CarPlayReviewer
import Foundation
import ReferenceApps

/// User + system CPU seconds this process has used so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

@MainActor func main() async throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var limit = ExplorationOptions().timeLimit
    if let i = arguments.firstIndex(of: "--time-limit") {
        guard i + 1 < arguments.count, let seconds = Double(arguments[i + 1]), seconds > 0 else {
            throw CarInputError("--time-limit takes a number of seconds above 0")
        }
        limit = .milliseconds(Int(seconds * 1000))
        arguments.removeSubrange(i...(i + 1))
    }
    let names = arguments.isEmpty ? ReferenceApps.names : arguments
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("review-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    print("app         screens  runs  findings  complete  wall s   cpu s  (time limit \(limit))")
    var totalWall = 0.0
    var totalCPU = 0.0
    for name in names {
        guard let app = try ReferenceApps.freshInstall(name, dataDirectory: data) else {
            throw CarInputError("no reference app named '\(name)'; apps: \(ReferenceApps.names.joined(separator: ", "))")
        }
        // An automaker app is reviewed in a car of its maker; a phone-only app isn't shown in any car.
        guard let vehicle = VehicleProfile.all.first(where: { app.reasonNotShown(on: $0) == nil }) else {
            print("\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) not shown in CarPlay: \(app.reasonNotShown(on: .standard) ?? "")")
            continue
        }
        var options = ExplorationOptions()
        options.vehicle = vehicle
        options.timeLimit = limit
        let cpu = cpuSeconds()
        let result = try await Explorer(options: options) { clock in
            guard let app = try ReferenceApps.freshInstall(name, clock: clock, dataDirectory: data) else { throw CarInputError("no app \(name)") }
            return app
        }.run()
        let spent = cpuSeconds() - cpu
        totalWall += result.seconds
        totalCPU += spent
        print(
            "\(name.padding(toLength: 11, withPad: " ", startingAt: 0)) "
                + String(format: "%7d %5d %9d  ", result.screens, result.runs, result.findings.count)
                + (result.complete ? "yes" : "NO").padding(toLength: 8, withPad: " ", startingAt: 0)
                + String(format: " %7.1f %7.1f", result.seconds, spent))
        for f in result.findings { print("    [\(f.rule)] \(f.message)") }
    }
    print(String(format: "total %.1f s wall, %.1f s CPU", totalWall, totalCPU))
}

try await main()
