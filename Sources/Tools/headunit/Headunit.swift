// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayCheckCommand
import CarPlayHost
import CarPlayRendering
import CarPlayReviewer
import CarPlayServer
import CarScripting
import Clocks
import Foundation
import ReferenceApps

@main
struct Headunit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "headunit",
        abstract: "A simulated CarPlay car with the reference apps installed.",
        subcommands: [Serve.self, Drive.self, Render.self, Check.self, Init.self, Build.self, Apps.self, Vehicles.self],
        defaultSubcommand: Serve.self
    )

    /// `headunit check` makes each run of its exploration a fresh app process, forked from a copy of this process made
    /// before anything started threads: so it starts here, ahead of the argument parser (whose `main` runs on the
    /// concurrent pool). Its help, and every other command, go the parser's way.
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "check", !arguments.contains(where: { ["-h", "--help", "-help"].contains($0) }) {
            do {
                let check = try Check.parse(Array(arguments.dropFirst()))
                try await check.review(inAppProcesses: true)
                Foundation.exit(0)
            } catch {
                Check.exit(withError: error)
            }
        }
        // `headunit serve` (the default command) forks each app's process from a copy of this process made now, before
        // anything starts threads, unless `--no-app-processes` says otherwise.
        let serving = arguments.isEmpty || arguments.first == "serve" || arguments.first.map { $0.hasPrefix("-") } ?? false
        // What `serve` doesn't parse (a typo, the root command's own flags) goes the parser's way below, which says it.
        if serving, !arguments.contains("--no-app-processes"), !arguments.contains(where: { ["-h", "--help", "-help"].contains($0) }),
            let serve = try? Serve.parse(arguments.first == "serve" ? Array(arguments.dropFirst()) : arguments)
        {
            do {
                ReferenceApps.preloadBundledData()
                let processes = await LiveAppProcesses.start { name, clock in try ReferenceApps.freshInstall(name, clock: clock) }
                try await serve.run(processes: processes)
                Foundation.exit(0)
            } catch {
                Serve.exit(withError: error)
            }
        }
        await main(nil)
    }
}

/// Options shared by commands that start a car.
/// `--style light` or `--style dark`.
extension CarStyle: ExpressibleByArgument {}

struct CarOptions: ParsableArguments {
    @Option(help: "Vehicle profile (see `headunit vehicles`).")
    var vehicle: String = "standard"

    @Option(help: "Appearance: light or dark.")
    var style: CarStyle = .light

    @Flag(help: "Start driving (lists and keyboard limited).")
    var driving = false

    @Flag(help: "Start with the phone locked.")
    var locked = false

    @Option(help: "The phone's language (en, ja, ko, zh, ar, he, th, de…); ar and he make a right-to-left car.")
    var phoneLanguage: String = "en"

    func validate() throws {
        guard VehicleProfile.named(vehicle) != nil else {
            throw ValidationError("no vehicle '\(vehicle)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
        }
        try Self.validateLanguage(phoneLanguage)
    }

    /// A language tag as BCP 47 writes them (letters, digits, hyphens).
    static func validateLanguage(_ tag: String) throws {
        guard !tag.isEmpty, tag.count <= 35, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw ValidationError("--phone-language is a language tag such as en, ja, ar or de-CH, not '\(tag)'")
        }
    }

    /// The car these options describe (validated: the vehicle exists).
    var setup: CarSetup {
        CarSetup(
            vehicle: VehicleProfile.named(vehicle)!, style: style.userInterfaceStyle, driving: driving, phone: locked ? .locked : .unlocked,
            phoneLanguage: phoneLanguage)
    }
}

extension Headunit {
    /// Starts the car and drives it with a script (a file, or commands typed on standard input).
    struct Drive: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drive",
            abstract: "Start the car in the terminal; read car commands from --script or standard input and print the screen.",
            discussion: CarScript.usage
        )

        @OptionGroup var car: CarOptions

        @Option(help: "A file of car commands to run (one per line).")
        var script: String?

        @Option(help: "An app to open at start.")
        var launch: String?

        @Flag(help: "Let `wait` take real time (default: instant, on a test clock).")
        var realTime = false

        @Flag(help: "Print the screen after every command.")
        var echo = false

        @Option(
            help: ArgumentHelp(
                "Record the session: write the commands to FILE as a car script, and a Swift Testing test beside it.",
                discussion:
                    "The test is Recorded<FILE's name>Tests.swift; `expect` lines become #expect on the screen's texts, `screenshot` lines snapshot checks (references in __Snapshots__).",
                valueName: "FILE"))
        var record: String?

        @MainActor
        func run() async throws {
            let clock = realTime ? CarClock.running() : CarClock()
            let head = car.setup.makeCar(clock: clock, apps: try ReferenceApps.all(clock: clock))
            let stopMainLoop = realTime ? PhoneTime.runMainLoopContinuously() : {}
            defer { stopMainLoop() }
            let runner = ScriptRunner(
                car: head, layout: .rendered,
                wait: { d in
                    if realTime {
                        try? await Task.sleep(for: d)
                        await settlePendingWork()
                    } else {
                        await clock.pass(d)
                    }
                })
            let recorder = record.map { DriveRecorder(path: $0, car: head, driver: runner.driver) }
            /// Runs one command, recording it (a touch at a point is kept as a tap by text).
            func run(_ command: CarCommand) async throws {
                let command = recorder?.typed(command) ?? command
                try await runner.run(command)
                try recorder?.keep(command)
            }
            func writeRecording() throws {
                guard let recorder else { return }
                for path in try recorder.write() { FileHandle.standardError.write(Data("headunit: recorded \(path)\n".utf8)) }
            }
            if let launch {
                if recorder != nil { try await run(.input(.launch(launch))) } else { try head.launch(launch) }
            }

            if let script {
                let text: String
                do { text = try String(contentsOfFile: script, encoding: .utf8) } catch {
                    throw ValidationError("cannot read script \(script): \(error.localizedDescription)")
                }
                var printedLast = false
                do {
                    let commands = try CarScript.parse(text, source: script)
                    for (line, command) in commands {
                        do { try await run(command) } catch let e as CarInputError {
                            throw CarScriptError(source: script, line: line, message: e.message)
                        }
                        if echo, command != .screenshot { print(runner.screen()) }
                        printedLast = command == .screenshot || command == .screenshotJSON
                    }
                } catch let e as CarScriptError {
                    FileHandle.standardError.write(Data("\(e)\n".utf8))
                    throw ExitCode(1)
                }
                // The screen at the end, unless the script's last command printed it already.
                if !echo && !printedLast { print(runner.screen()) }
                try writeRecording()
                return
            }

            let interactive = isatty(0) != 0
            if interactive {
                print("headunit — a simulated CarPlay car. Type car commands; `help` lists them, Ctrl-D quits.")
            }
            print(runner.screen())
            var lineNumber = 0
            var failures = 0
            for await line in StandardInputLines() {
                lineNumber += 1
                if line.trimmingCharacters(in: .whitespaces) == "help" {
                    print(CarScript.usage)
                    continue
                }
                do {
                    guard let command = try CarScript.parseLine(line, source: "stdin", line: lineNumber) else { continue }
                    try await run(command)
                    if command != .screenshot { print(runner.screen()) }
                    StandardOutput.flush()
                } catch let e as CarInputError {
                    failures += 1
                    FileHandle.standardError.write(Data("stdin:\(lineNumber): error: \(CarScript.oneLine(e.message))\n".utf8))
                } catch {
                    failures += 1
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                }
            }
            try writeRecording()
            if failures > 0 && !interactive { throw ExitCode(1) }
        }
    }

    struct Apps: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the installed apps and their categories.")

        @MainActor
        func run() async throws {
            for app in try ReferenceApps.all() {
                print(
                    "\(app.name)\t\(app.isAutomakerApp ? "" : app.kindDescription)\t\(app.isCarPlayApp ? (app.isAutomakerApp ? "automaker: \(app.carPlayProtocols.joined(separator: ", "))" : "shown") : "not shown: \(app.reasonNotShown ?? "")")"
                )
            }
        }
    }

    struct Vehicles: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the vehicle profiles.")

        func run() throws {
            for v in VehicleProfile.all {
                let s = v.screen
                print(
                    "\(v.name)\t\(s.widthPixels)×\(s.heightPixels) @\(Int(s.scale))x\tinputs: \(v.inputs.map(\.rawValue).sorted().joined(separator: ", "))\t\(v.driveSide.rawValue)-hand drive\tlimits while driving: \(v.limitsWhileDriving.sorted().joined(separator: ", "))"
                )
            }
        }
    }
}

extension Headunit {
    /// Reviews one of the installed apps against CarPlay's guidelines.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Explore an app in a headless car and report every CarPlay guideline it breaks (exit 1 on errors; with --strict, on warnings too).",
            discussion: "Rules: " + ReviewRule.catalogue.map(\.id.rawValue).joined(separator: ", ")
        )

        @Option(help: "The app to check (see `headunit apps`).")
        var app: String

        @OptionGroup var options: CheckOptions

        @MainActor
        func run() async throws { try await review(inAppProcesses: false) }

        /// Reviews the app: each run a fresh app process when `inAppProcesses` (call it before anything starts
        /// threads), else every run in this process.
        @MainActor
        func review(inAppProcesses: Bool) async throws {
            let names = ReferenceApps.names
            guard let name = names.first(where: { $0.caseInsensitiveCompare(app) == .orderedSame }) else {
                throw ValidationError("no app named '\(app)'; installed: \(names.joined(separator: ", "))")
            }
            // Each run installs the app anew; files it writes go to a directory removed afterwards.
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-check-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: data) }
            let factory: Explorer.AppFactory = { clock in
                guard let decl = try ReferenceApps.freshInstall(name, clock: clock, dataDirectory: data) else {
                    throw CarInputError("no app named '\(name)'")
                }
                return decl
            }
            let processes = inAppProcesses ? await options.startProcesses(apps: [name: factory], preload: ReferenceApps.preloadBundledData) : nil
            let code = try await options.review(processes: processes, app: name, factory: factory)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
