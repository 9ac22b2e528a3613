// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
@_exported import CarPlayReviewer
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

    @Option(
        help: """
            The report's format: text, json, html or sarif (SARIF 2.1.0, for code-scanning tools). Standard output carries only the \
            report; the app's own output goes to standard error.
            """)
    public var format: String?

    @Option(
        help: """
            Where the report goes instead of standard output: a file (.txt, .json, .html, .sarif: the format follows the name \
            unless --format says), or a folder (any other name) for report.json, report.html and SVG screenshots, with the \
            text report on standard output.
            """)
    public var output: String?

    @Flag(help: "Exit 1 on warnings too (by default only errors, which App Review rejects, do).")
    public var strict = false

    @Option(
        help: """
            Runs at once, each a fresh launch of the app in a process of its own (default: one per core; 0: every run in \
            this process, one after another, as in a test).
            """)
    public var jobs: Int?

    public init() {}

    public func validate() throws {
        guard VehicleProfile.named(vehicle) != nil else {
            throw ValidationError("no vehicle '\(vehicle)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
        }
        if let format, !Self.formats.contains(format) {
            throw ValidationError("--format is text, json, html or sarif, not '\(format)'")
        }
        guard timeLimit > 0 else { throw ValidationError("--time-limit must be more than 0 seconds") }
        guard maxScreens > 0 else { throw ValidationError("--max-screens must be at least 1") }
        if let jobs, jobs < 0 { throw ValidationError("--jobs is 0 (this process) or more, not \(jobs)") }
    }

    public var explorationOptions: ExplorationOptions {
        var o = ExplorationOptions()
        o.vehicle = VehicleProfile.named(vehicle) ?? .standard
        o.timeLimit = .milliseconds(Int(timeLimit * 1000))
        o.maximumStates = maxScreens
        return o
    }

    static let formats = ["text", "json", "html", "sarif"]
    /// File name extensions of a report file, and their format.
    static let fileFormats = ["txt": "text", "json": "json", "html": "html", "sarif": "sarif"]

    /// The report in `format` as bytes.
    static func render(_ report: ReviewReport, as format: String) throws -> Data {
        switch format {
        case "json": try report.json() + Data("\n".utf8)
        case "sarif": try report.sarif() + Data("\n".utf8)
        case "html": Data(report.html().utf8)
        default: Data(report.text().utf8)
        }
    }

    /// Explores the app and writes the report; returns the exit code: 1 when the app breaks a rule App Review rejects
    /// (an error), or any rule with `--strict`; else 0. While the app runs, what it prints to standard output goes to
    /// standard error, so standard output carries the report alone.
    @MainActor
    public func review(app: @escaping Explorer.AppFactory) async throws -> Int32 {
        try await review(Explorer(options: explorationOptions, app: app))
    }

    /// Starts the review's app processes for `apps` as `--jobs` says (nil with `--jobs 0`, or where they can't be
    /// made). Call it before anything starts threads; in an app process it doesn't return.
    @MainActor
    public func startProcesses(apps: [String: Explorer.AppFactory], preload: @MainActor () -> Void = {}) async -> ReviewProcesses? {
        jobs == 0 ? nil : await ReviewProcesses.start(apps: apps, jobs: jobs, preload: preload)
    }

    /// Explores the app named `app` of `processes` (each run a fresh app process), or the app `factory` makes in this
    /// process when `processes` is nil, and writes the report; the exit code as ``review(app:)``'s.
    @MainActor
    public func review(processes: ReviewProcesses?, app: String, factory: @escaping Explorer.AppFactory) async throws -> Int32 {
        if let processes {
            let code: Int32
            do { code = try await review(Explorer(options: explorationOptions, processes: processes, app: app)) } catch {
                await processes.end()
                throw error
            }
            await processes.end()
            return code
        }
        return try await review(Explorer(options: explorationOptions, app: factory))
    }

    @MainActor
    func review(_ explorer: Explorer) async throws -> Int32 {
        let result = try await StandardOutput.redirectingToStandardError {
            try await explorer.run()
        }
        let report = ReviewReport(result)
        if var output {
            while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
            let url = URL(fileURLWithPath: output)
            if let fileFormat = Self.fileFormats[url.pathExtension.lowercased()] {
                try Self.render(report, as: format ?? fileFormat).write(to: url)
                FileHandle.standardError.write(Data("report written to \(output)\n".utf8))
            } else {
                FileHandle.standardOutput.write(try Self.render(report, as: format == "html" ? "text" : format ?? "text"))
                try report.write(to: url)
                FileHandle.standardError.write(Data("report written to \(output)/report.html\n".utf8))
            }
        } else {
            FileHandle.standardOutput.write(try Self.render(report, as: format ?? "text"))
        }
        return result.errors.isEmpty && (!strict || result.warnings.isEmpty) ? 0 : 1
    }
}
