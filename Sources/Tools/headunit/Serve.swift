// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import CarPlayRendering
import CarPlayServer
import CarScripting
import Foundation
import ReferenceApps

extension Headunit {
    /// The live car: serves the car screen to a browser, and takes car commands on standard input too.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start the car with the reference apps and serve it to a browser (the default).",
            discussion: "Car commands typed on standard input (or given with --script) drive the same car.\n" + CarScript.usage
        )

        @OptionGroup var car: CarOptions

        @Option(help: "The address to listen on. Anything but a loopback address requires the printed token.")
        var host: String = "127.0.0.1"

        @Option(help: "The port (0 picks a free one).")
        var port: Int = 8080

        @Option(help: "A file of car commands to run at start.")
        var script: String?

        @Option(help: "An app to open at start.")
        var launch: String?

        @Option(help: "How fast the car's time runs, as a multiple of real time (e.g. 10 to watch a drive across town in seconds).")
        var speed: Double = 1

        @Flag(
            inversion: .prefixedNo,
            help: ArgumentHelp(
                "Run each app in a process of its own, as a phone does (the default): a crash, an exit or a hang ends that app only.",
                discussion: "--no-app-processes runs every app in the car's process, as tests with `hosting: .testProcess` do."))
        var appProcesses = true

        @Option(help: "With app processes: the seconds of real time an app may take to answer before the car ends it.")
        var appAnswerTime: Double = 10

        func validate() throws {
            guard speed > 0, speed <= 1000, speed.isFinite else { throw ValidationError("--speed is a number above 0, at most 1000, not \(speed)") }
            guard appAnswerTime > 0, appAnswerTime <= 3600, appAnswerTime.isFinite else {
                throw ValidationError("--app-answer-time is a number of seconds above 0, at most 3600, not \(appAnswerTime)")
            }
        }

        @MainActor
        func run() async throws { try await run(processes: nil) }

        /// Serves the car; each app in a process of its own when `processes` is given (started first thing in `main`).
        @MainActor
        func run(processes: LiveAppProcesses?) async throws {
            // The phone's clock runs `speed` times as fast: the car's, the reference apps' injected clocks and the apps'
            // own timers, delays and sleeps alike; the main run loop turns as on a phone.
            PhoneTime.rate = speed
            let clock = CarClock.running()
            // Turning from the start, so a --script's waits see the apps' timers (CarServer.run turns it too once serving).
            let stopMainLoop = PhoneTime.runMainLoopContinuously()
            defer { stopMainLoop() }
            var setup = car.setup
            setup.phoneAppInForeground = false
            let head = setup.makeCar(clock: clock, apps: try ReferenceApps.all(clock: clock))
            let live = LiveCar(car: head, wait: { d in try? await clock.sleep(for: d) })
            // A recorded test makes each reference app as just installed, on its test clock; so does a recording's start.
            live.testSetup = .referenceApps
            live.freshInstall = { name in try ReferenceApps.freshInstall(name, clock: clock) }
            if let processes {
                processes.answerTime = .milliseconds(Int64(appAnswerTime * 1000))
                live.useAppProcesses(processes)
            } else if !appProcesses {
                // Where app processes can't be made, `LiveAppProcesses.start` said why already.
                FileHandle.standardError.write(
                    Data(
                        "headunit: every app runs in the car's process (--no-app-processes): the apps share its singletons, and a trap in one ends the car\n"
                            .utf8))
            }
            if let launch { try await live.run(.input(.launch(launch))) }
            if let script {
                let text: String
                do { text = try String(contentsOfFile: script, encoding: .utf8) } catch {
                    throw ValidationError("cannot read script \(script): \(error.localizedDescription)")
                }
                do { try await live.run(script: text, source: script) } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    throw ExitCode(1)
                }
            }
            let token = CarServer.Options.isLoopback(host) ? nil : CarServer.makeToken()
            let options = CarServer.Options(host: host, port: port, token: token)
            // Commands from standard input drive the same car.
            live.takeCommandsFromStandardInput()
            try await CarServer.run(live, options: options) { address in
                FileHandle.standardOutput.write(Data("headunit: the car is at \(address)\n".utf8))
            }
            // The apps' processes end with the car.
            processes?.endAll()
        }
    }
}
