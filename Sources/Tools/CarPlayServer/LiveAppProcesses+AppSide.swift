// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

extension LiveAppProcesses {
    /// An app process: launches its one app in a car of its own set up as the live car's is, then performs what the
    /// live car sends (page messages, commands) and sends back each frame its car shows. It ends when the app does (a
    /// crash: an exception under the `.crash` policy ends the process, as on a phone), when the app's code calls
    /// `exit`, or when the live car goes.
    static func serve(_ channel: AppProcessChannel, apps: AppFactory) async -> Never {
        do {
            guard case .start(let start) = try await channel.firstMessage(LiveAppRequest.self) else {
                throw AppWireError.malformed("an app process's first message must be start")
            }
            try channel.sayOnExit(LiveAppReply.exiting)
            // Ctrl-C or a SIGTERM to the car's process group is the car's to take: this process ends when the car closes
            // its socket or kills it, not before (it would show as a crash on the way out).
            signal(SIGINT, SIG_IGN)
            signal(SIGTERM, SIG_IGN)
            // What the app prints reaches whoever runs the car line by line, as the car's own process does
            // (`CarServer.run`): this process was forked before the car set that, and a car that goes kills it.
            StandardOutput.writeEachLine()
            PhoneTime.follow(monotonicNanoseconds: start.monotonicNanoseconds, rate: start.clockRate)
            let clock = CarClock.running()
            // The main run loop turns as a phone's main thread does (`Timer`s); kept turning until the process ends.
            let stopMainLoop = PhoneTime.runMainLoopContinuously()
            defer { stopMainLoop() }
            guard let app = try apps(start.app, clock) else {
                try channel.send(LiveAppReply.done(number: 0, error: "no app '\(start.app)' in this car", output: nil))
                AppProcessChannel.exit(0)
            }
            let setup = CarSetup(
                vehicle: start.vehicle, style: start.style.userInterfaceStyle, driving: start.driving,
                phone: start.phoneLocked ? .locked : .unlocked, phoneAppInForeground: start.phoneAppInForeground, exceptionPolicy: .crash,
                phoneLanguage: start.phoneLanguage, phoneDataFolder: URL(fileURLWithPath: start.phoneDataFolder, isDirectory: true))
            let car = setup.makeCar(clock: clock, apps: [app])
            // An exception ends this process with iOS's message, as it ends the app's process on a phone.
            let live = LiveCar(car: car, exceptionPolicy: .crash, wait: { d in try? await clock.sleep(for: d) })
            live.showsFindings = start.showsFindings
            var last: LiveAppFrame?
            live.frameObserver = { frame in
                guard frame != last else { return }
                last = frame
                try? channel.send(LiveAppReply.frame(frame))
            }
            try car.launch(app.name)
            live.render()
            try channel.send(LiveAppReply.done(number: 0, error: nil, output: nil))

            // The car's requests, read on a thread of their own, performed on the main actor in order.
            for await request in channel.messages(LiveAppRequest.self, threadName: "app process: the car's messages") {
                switch request {
                case .start: try channel.send(LiveAppReply.done(number: 0, error: "started already", output: nil))
                case .end: AppProcessChannel.exit(0)
                case .ping(let n): try channel.send(LiveAppReply.done(number: n, error: nil, output: nil))
                case .screen(let n): try channel.send(LiveAppReply.done(number: n, error: nil, output: live.runner.screen()))
                case .page(let n, let message):
                    var refused: String?
                    live.lastPerformed = nil
                    do { try await live.perform(page: message) } catch { refused = "\(error)" }
                    try channel.send(LiveAppReply.done(number: n, error: refused, output: nil, performed: refused == nil ? live.lastPerformed : nil))
                case .command(let n, let command):
                    var refused: String?
                    var output: String?
                    do {
                        try await live.run(command)
                        if command == .screenshot { output = live.runner.screen() }
                    } catch let e as CarInputError {
                        refused = e.message
                    } catch {
                        refused = "\(error)"
                    }
                    try channel.send(LiveAppReply.done(number: n, error: refused, output: output))
                }
            }
            // The live car went (its end of the socket closed): so does this app.
            AppProcessChannel.exit(0)
        } catch {
            FileHandle.standardError.write(Data("live car's app process \(getpid()): \(error)\n".utf8))
            AppProcessChannel.exit(1)
        }
    }
}
