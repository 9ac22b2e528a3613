// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import CarPlayRendering
import CarScripting
import Clocks
import Foundation
import ReferenceApps

extension Headunit {
    /// Renders an app's screens after each step of a script, for every screen and style asked.
    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render an app's CarPlay screens (SVG and PNG) after each step of a script.",
            discussion: "Files are named APP-SCREEN-STYLE-STEP.svg|png; step 00 is the screen after launch.\n" + CarScript.usage
        )

        @Option(help: "The app to open (see `headunit apps`).")
        var app: String

        @Option(help: "A screen, `dashboard`, an instrument cluster display, or `all` (every car screen): \(Self.screenNames.joined(separator: ", ")).")
        var screen: String = "standard"

        @Option(help: "light, dark or both.")
        var style: String = "light"

        @Option(help: "A file of car commands; an image is written after each.")
        var script: String?

        @Option(help: "The folder to write images to.")
        var output: String = "render"

        @Option(help: "svg, png or both.")
        var format: String = "both"

        @Flag(help: "Right-hand drive (the status bar on the right).")
        var rightHandDrive = false

        @Option(help: "The phone's language (en, ja, ko, zh, ar, he, th, de…); ar and he make a right-to-left car.")
        var phoneLanguage: String = "en"

        static var screenNames: [String] { CarScreen.all.map(\.name) + ["dashboard", "widgets"] + ClusterScreen.all.map(\.name) }

        func validate() throws {
            guard screen == "all" || Self.screenNames.contains(screen) else {
                throw ValidationError("no screen '\(screen)'; screens: all, \(Self.screenNames.joined(separator: ", "))")
            }
            guard ["light", "dark", "both"].contains(style) else { throw ValidationError("--style is light, dark or both") }
            guard ["svg", "png", "both"].contains(format) else { throw ValidationError("--format is svg, png or both") }
            try CarOptions.validateLanguage(phoneLanguage)
        }

        @MainActor
        func run() async throws {
            var commands: [(line: Int, command: CarCommand)]
            if let script {
                let text: String
                do { text = try String(contentsOfFile: script, encoding: .utf8) } catch {
                    throw ValidationError("cannot read script \(script): \(error.localizedDescription)")
                }
                do { commands = try CarScript.parse(text, source: script) } catch let e as CarScriptError {
                    FileHandle.standardError.write(Data("\(e)\n".utf8))
                    throw ExitCode(1)
                }
            } else {
                commands = []
            }
            // The app is open before the first step: a script that starts by launching it (as scripts for `drive` do)
            // doesn't make a second, identical step.
            if case .input(.launch(let first))? = commands.first?.command, first.caseInsensitiveCompare(app) == .orderedSame {
                commands.removeFirst()
            }
            // "out/" and "out" name the same folder.
            var output = self.output
            while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
            if format != "svg", PNGRenderer.converter == nil {
                throw ValidationError("PNG output needs rsvg-convert (Debian: apt-get install librsvg2-bin fonts-inter); use --format svg")
            }
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            let cluster = ClusterScreen.all.first { $0.name == screen }
            let dashboard = screen == "dashboard"
            let widgets = screen == "widgets"
            let screens = screen == "all" ? CarScreen.all : (cluster != nil || dashboard || widgets ? [.standard] : CarScreen.all.filter { $0.name == screen })
            let styles = style == "both" ? CarStyle.allCases : CarStyle(rawValue: style).map { [$0] } ?? []
            var written = 0
            var warned: Set<RenderWarning> = []
            for screen in screens {
                for style in styles {
                    var vehicle = VehicleProfile.standard
                    vehicle.name = screen.name
                    vehicle.screen = screen
                    vehicle.driveSide = rightHandDrive ? .right : .left
                    let clock = CarClock()
                    let car = CarSetup(vehicle: vehicle, style: style.userInterfaceStyle, phoneLanguage: phoneLanguage)
                        .makeCar(clock: clock, apps: try ReferenceApps.all(clock: clock))
                    let runner = ScriptRunner(
                        car: car, layout: .rendered,
                        wait: { d in
                            await clock.pass(d)
                        }, output: { _ in })
                    let session = try car.launch(app)
                    let name = session.app.name.lowercased().filter { $0.isLetter || $0.isNumber }
                    let surface = cluster?.name ?? (dashboard ? "dashboard" : widgets ? "widgets" : screen.name)
                    func write(_ step: Int) throws {
                        let list: DisplayList
                        if let cluster {
                            guard let snapshot = session.clusterSnapshot(on: cluster) else {
                                throw ValidationError("\(session.app.name) declares no instrument cluster scene")
                            }
                            list = CarRenderer.layoutCluster(snapshot)
                        } else if widgets {
                            list = CarRenderer.layoutWidgetsPage(car.widgetsPage())
                        } else if dashboard {
                            guard let snapshot = session.dashboardSnapshot() else {
                                throw ValidationError("\(session.app.name) declares no CarPlay Dashboard scene")
                            }
                            list = CarRenderer.layoutDashboard(snapshot)
                        } else {
                            list = CarRenderer.layout(session.screenSnapshot(), focused: runner.focused)
                        }
                        // PNGs also warn of a font this machine lacks.
                        for w in list.warnings + (format != "svg" ? PNGRenderer.fontWarnings(list) : []) where !warned.contains(w) {
                            warned.insert(w)
                            FileHandle.standardError.write(Data("warning: \(w)\n".utf8))
                        }
                        let base = "\(output)/\(name)-\(surface)-\(style)-\(String(format: "%02d", step))"
                        if format != "png" {
                            try SVGWriter.svg(list).write(toFile: base + ".svg", atomically: true, encoding: .utf8)
                            written += 1
                        }
                        if format != "svg" {
                            try PNGRenderer.png(list).write(to: URL(fileURLWithPath: base + ".png"))
                            written += 1
                        }
                    }
                    try write(0)
                    for (i, (line, command)) in commands.enumerated() {
                        do { try await runner.run(command) } catch let e as CarInputError {
                            FileHandle.standardError.write(Data("\(script ?? "script"):\(line): error: \(e.message)\n".utf8))
                            throw ExitCode(1)
                        }
                        try write(i + 1)
                    }
                }
            }
            print("wrote \(written) files to \(output)/")
        }
    }
}
