// Harness throughput: how many steps (tap a row → its handler pushes a template → read the stack → back)
// the headless car runs per second. Run: swift run -c release HarnessBenchmark
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

@MainActor func measure(_ name: String, steps: Int, _ body: (CarPlayTestSession, Int) async throws -> Void) async throws {
    let car = try await CarPlayTestSession(categories: [.audio]) { BenchDelegate() }
    car.car.recordsEvents = false
    for i in 0..<1000 { try await body(car, i) }  // warm-up
    let start = PhoneTime.realNow
    for i in 0..<steps { try await body(car, i) }
    let elapsed = PhoneTime.realNow - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(String(format: "%@: %d steps in %.3f s = %.0f steps/s (%.2f µs/step)", name, steps, seconds, Double(steps) / seconds,
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
    let car = try await CarPlayTestSession(categories: [.audio]) { TimerDelegate() }
    await car.settle()
    TimerDelegate.ticks = 0
    let start = PhoneTime.realNow
    await car.advance(by: .seconds(600))
    let elapsed = PhoneTime.realNow - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(String(format: "advance(by: 600 s) with 10 repeating timers: %d ticks in %.3f s of real time", TimerDelegate.ticks, seconds))
}

@MainActor func main() async throws {
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
}
try await main()
