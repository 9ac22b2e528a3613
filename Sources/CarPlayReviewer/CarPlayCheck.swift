// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import Foundation

/// The command-line options of a review (`headunit check`, or your own check executable).
/// - Note: Ours (not in CarPlay).
public struct CheckOptions: ParsableArguments, Sendable {
    @Option(help: "Vehicle profile to explore in (see `headunit vehicles`).")
    public var vehicle: String = "standard"

    @Option(help: "Seconds to explore for at most (wall clock).")
    public var timeLimit: Double = 60

    @Option(help: "Screens to visit at most per car state.")
    public var maxScreens: Int = 120

    @Option(help: "What standard output shows: text, json or html. With --output, html goes to its folder and standard output shows the text.")
    public var format: String = "text"

    @Option(help: "A directory to write report.json, report.html and one SVG screenshot per finding into.")
    public var output: String?

    public init() {}

    public func validate() throws {
        guard VehicleProfile.named(vehicle) != nil else {
            throw ValidationError("no vehicle '\(vehicle)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
        }
        guard ["text", "json", "html"].contains(format) else { throw ValidationError("--format is text, json or html, not '\(format)'") }
        guard timeLimit > 0 else { throw ValidationError("--time-limit must be more than 0 seconds") }
        guard maxScreens > 0 else { throw ValidationError("--max-screens must be at least 1") }
    }

    public var explorationOptions: ExplorationOptions {
        var o = ExplorationOptions()
        o.vehicle = VehicleProfile.named(vehicle) ?? .standard
        o.timeLimit = .milliseconds(Int(timeLimit * 1000))
        o.maximumStates = maxScreens
        return o
    }

    /// Explores the app, prints the report, writes files; returns the exit code (0: no findings, 1: findings).
    @MainActor
    public func review(app: @escaping Explorer.AppFactory) async throws -> Int32 {
        let result = try await Explorer(options: explorationOptions, app: app).run()
        let report = ReviewReport(result)
        switch format {
        case "json": FileHandle.standardOutput.write(try report.json() + Data("\n".utf8))
        case "html" where output == nil: FileHandle.standardOutput.write(Data(report.html().utf8))
        default: FileHandle.standardOutput.write(Data(report.text().utf8))
        }
        if var output {
            while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
            try report.write(to: URL(fileURLWithPath: output))
            FileHandle.standardError.write(Data("report written to \(output)/report.html\n".utf8))
        }
        return result.findings.isEmpty ? 0 : 1
    }
}

/// Runs a review from your own executable target, for an app the `headunit` binary doesn't ship:
///
/// ```swift
/// import CarPlayReviewer
/// @main struct CheckMyApp {
///     static func main() async { await CarPlayCheck.main { clock in try MyApp.carPlayDeclaration(clock: clock) } }
/// }
/// ```
/// `swift run check-my-app --format html --output review` then exits with 1 when the app breaks a rule.
/// - Note: Ours (not in CarPlay).
public enum CarPlayCheck {
    @MainActor
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()), app: @escaping Explorer.AppFactory) async -> Never {
        do {
            let options = try CheckOptions.parse(arguments)
            exit(try await options.review(app: app))
        } catch {
            CheckOptions.exit(withError: error)
        }
    }
}
