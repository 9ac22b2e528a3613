// SPDX-License-Identifier: Apache-2.0
//
// A live car with two apps, one of them buggy. Glitch's Refresh row pushes the screen that is already shown, which
// CarPlay answers with an exception; its Crash row traps, Quit calls `exit`, and Freeze never returns to the main
// thread. Steady counts the seconds. In the car's own process (the default) the exception ends Glitch only (home
// screen, banner, a fresh Glitch on the next tap) but a trap, an exit or a freeze ends or stops the whole car; with
// `--app-processes` each app runs in a process of its own, as on a phone, and each of those ends Glitch's process
// only, while Steady counts on. `swift run GlitchCar` serves it at http://127.0.0.1:8080/ (`--port N`,
// `--app-processes`, `--app-answer-time SECONDS`: how long a frozen app has before the car ends it) and takes car
// commands on standard input; the browser test and `LiveAppProcessTests` drive it.
import CarPlayHost
import CarPlayServer
import CarPlayShim
import Foundation
import Synchronization

/// A parking app with bugs: "Refresh" pushes the list that is on screen instead of updating it; the rest fail harder.
final class GlitchSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    /// Lots opened by this instance of the app (a fresh instance starts at 0).
    var opened = 0
    /// Never set: "Freeze" spins until it is.
    static let thawed = Atomic<Bool>(false)

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let lots = CPListTemplate(title: "Glitch", sections: [])
        update(lots)
        interfaceController.setRootTemplate(lots, animated: false, completion: nil)
    }

    func update(_ lots: CPListTemplate) {
        let open = CPListItem(text: "Lot A", detailText: "Opened \(opened) times")
        open.handler = { [weak self, weak lots] _, completion in
            guard let self, let lots else { return completion() }
            self.opened += 1
            // What the app prints (its own log): it reaches whoever runs the car as it's printed.
            print("Glitch opened Lot A (\(self.opened) times in this instance)")
            self.update(lots)
            completion()
        }
        let refresh = CPListItem(text: "Refresh", detailText: "Pushes this screen again (an exception)")
        refresh.handler = { [weak self, weak lots] _, completion in
            if let lots { self?.interfaceController?.pushTemplate(lots, animated: true, completion: nil) }
            completion()
        }
        let crash = CPListItem(text: "Crash", detailText: "Traps")
        crash.handler = { _, _ in fatalError("Glitch gave up") }
        let quit = CPListItem(text: "Quit", detailText: "Calls exit(0)")
        quit.handler = { _, _ in exit(0) }
        let freeze = CPListItem(text: "Freeze", detailText: "Never gives the main thread back")
        freeze.handler = { _, _ in
            // An atomic read the optimizer can't drop: a counting loop with no effect was folded away in a release build,
            // and the app didn't freeze.
            while !GlitchSceneDelegate.thawed.load(ordering: .relaxed) {}
        }
        lots.updateSections([CPListSection(items: [open, refresh, crash, quit, freeze])])
    }
}

/// A trip counter that ticks every second on its own timer, whatever the other app does.
final class SteadySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var timer: Timer?
    var ticks = 0

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Steady", sections: [section()])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self, weak list] _ in
            MainActor.assumeIsolated {
                guard let self, let list else { return }
                self.ticks += 1
                list.updateSections([self.section()])
            }
        }
    }

    func section() -> CPListSection { CPListSection(items: [CPListItem(text: "Ticks \(ticks)", detailText: "One a second")]) }
}

@MainActor func declaration(_ name: String) throws -> AppDeclaration? {
    switch name {
    case "Glitch":
        try AppDeclaration.inMemory(
            name: "Glitch", categories: [.parking], sceneDelegate: SceneDelegateFactory(GlitchSceneDelegate.self) { GlitchSceneDelegate() })
    case "Steady":
        try AppDeclaration.inMemory(
            name: "Steady", categories: [.drivingTask], sceneDelegate: SceneDelegateFactory(SteadySceneDelegate.self) { SteadySceneDelegate() })
    default: nil
    }
}

@MainActor func main() async throws {
    let arguments = CommandLine.arguments
    func value(_ flag: String) -> String? { arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } }
    // App processes are forked from a copy of this process made now, before anything starts threads.
    let processes = arguments.contains("--app-processes") ? await LiveAppProcesses.start { name, _ in try declaration(name) } : nil
    let port = value("--port").flatMap(Int.init) ?? 8080
    let car = HeadUnit(vehicle: .standard)
    for name in ["Glitch", "Steady"] { if let app = try declaration(name) { car.install(app) } }
    car.startCarServices()
    // The live car's default policy: an app's exception ends that app, not the car.
    let live = LiveCar(car: car, wait: { try? await Task.sleep(for: $0) })
    if let processes {
        if let seconds = value("--app-answer-time").flatMap(Double.init), seconds > 0 { processes.answerTime = .milliseconds(Int64(seconds * 1000)) }
        live.useAppProcesses(processes)
    }
    let stopMainLoop = PhoneTime.runMainLoopContinuously()
    defer { stopMainLoop() }
    live.takeCommandsFromStandardInput()
    try await CarServer.run(live, options: .init(port: port)) { print("glitch-car: the car is at \($0)") }
    processes?.endAll()
}

try await main()
