// Harness throughput: how many steps (tap a row → its handler pushes a template → read the stack → back)
// the headless car runs per second, with the app in this process (`hosting: .testProcess`) and in a process of its
// own (a test's default: every input a round trip to the app's process). Run: swift run -c release HarnessBenchmark
import CarPlayShim
import CarPlayTesting
import Foundation

final class BenchDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let items = (0..<10).map { i -> CPListItem in
            let item = CPListItem(text: "Row \(i)", detailText: "Detail \(i)", image: UIImage(systemName: "star"))
            item.handler = { [weak self] _, done in
                let detail = CPListTemplate(title: "Detail \(i)", sections: [CPListSection(items: [CPListItem(text: "Leaf", detailText: nil)])])
                self?.interfaceController?.pushTemplate(detail, animated: true, completion: nil)
                done()
            }
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Root", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

@MainActor func measure(
    _ name: String, steps: Int, hosting: AppHosting = .testProcess, warmUp: Int = 1000, _ body: (CarPlayTestSession, Int) async throws -> Void
) async throws {
    let car = try await CarPlayTestSession(categories: [.audio], hosting: hosting) { BenchDelegate() }
    guard car.hosting == hosting else { return print("\(name): not measured (no app processes for tests on this platform)") }
    if hosting == .testProcess { car.car.recordsEvents = false }
    for i in 0..<warmUp { try await body(car, i) }
    let start = PhoneTime.realNow
    for i in 0..<steps { try await body(car, i) }
    let elapsed = PhoneTime.realNow - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
        String(
            format: "%@: %d steps in %.3f s = %.0f steps/s (%.2f µs/step)", name, steps, seconds, Double(steps) / seconds,
            seconds / Double(steps) * 1e6))
}

/// An app written the iOS way: ten repeating `Timer`s (1 s to 10 s) that count their ticks.
final class TimerDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var timers: [Timer] = []
    nonisolated(unsafe) static var ticks = 0
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Timers", sections: []), animated: false, completion: nil)
        timers = (1...10).map { i in Timer.scheduledTimer(withTimeInterval: Double(i), repeats: true) { _ in Self.ticks += 1 } }
    }
}

/// The cost of `advance(by: .seconds(600))` with ten live repeating timers (600 + 300 + … + 60 = 1,755 ticks).
@MainActor func measureAdvance() async throws {
    let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { TimerDelegate() }
    await car.settle()
    TimerDelegate.ticks = 0
    let start = PhoneTime.realNow
    await car.advance(by: .seconds(600))
    let elapsed = PhoneTime.realNow - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(String(format: "advance(by: 600 s) with 10 repeating timers: %d ticks in %.3f s of real time", TimerDelegate.ticks, seconds))
}

/// The tap → push → read → back step with the app in a process of its own, as a test's session launches it by default:
/// each input waits for the app's process to perform it and answer the car's state (its screen and new events).
@MainActor func measureAcrossProcesses(steps: Int) async throws {
    try await measure("across processes, tap → push → read stack snapshot → back", steps: steps, hosting: .ownProcess, warmUp: 200) { car, i in
        try await car.tap("Row \(i % 10)")
        precondition(car.stack.last?.title == "Detail \(i % 10)")
        try await car.back()
    }
}

@MainActor func main() async throws {
    // This executable is also the app's process of its one own-process session: there it goes straight to that session,
    // which serves the benchmark's requests and never returns.
    TestAppProcess.launchAppProcessesOutsideTests(as: "HarnessBenchmark")
    if TestAppProcess.isAppProcess { try await measureAcrossProcesses(steps: 0) }
    let steps = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 200_000
    // Tap by text, read the live stack (what `car.templates` gives), go back with the car's back button.
    try await measure("tap → handler → push → read stack → back", steps: steps) { car, i in
        try car.session.tap(text: "Row \(i % 10)")
        precondition(car.session.stack.count == 2)
        try car.session.tap(id: car.session.id(of: car.session.stack[1]) + ".back")
    }
    // The same, reading the stack as plain values (TemplateSnapshot), as tests usually do.
    try await measure("tap → handler → push → read stack snapshot → back", steps: steps / 4) { car, i in
        try car.session.tap(text: "Row \(i % 10)")
        precondition(car.stack.last?.title == "Detail \(i % 10)")
        try await car.back()
    }
    try await measureAdvance()
    try await measureAcrossProcesses(steps: steps / 40)
}
try await main()
