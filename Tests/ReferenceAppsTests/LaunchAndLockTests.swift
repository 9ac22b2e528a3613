import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

@testable import ReferenceApps

/// Every reference app, as the car starts it: launched from the car with the phone locked and the phone app not
/// running (no phone-side set-up first), driven by the knob alone, then disconnected and reconnected.
@Suite @MainActor
struct LaunchAndLockTests {
    nonisolated static let names = ["Podcasts", "Mesh", "Route", "Bites", "Kerb", "Forecourt", "Airwaves", "Voxa", "Atlas"]

    @Test func everyCarPlayAppIsInstalledByDefault() throws {
        let all = try ReferenceApps.all()
        let templateApps = all.filter { $0.isCarPlayApp && !$0.isAutomakerApp }.map(\.name)
        #expect(templateApps == Self.names)
        // Velo draws its own screen and shows only in Velo cars: VeloTests covers it the same way.
        #expect(all.filter(\.isAutomakerApp).map(\.name) == ["Velo"])
    }

    @Test(arguments: names)
    func launchedLockedWhileDrivingThenReconnected(name: String) async throws {
        let clock = TestClock<Duration>()
        // Freshly installed: the phone's own data (Route's file) from other runs can't change what the car shows.
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try #require(try ReferenceApps.freshInstall(clock: clock, dataDirectory: data).first { $0.name == name })
        let car = try await CarPlayTestSession(app: app, driving: true, phoneLocked: true, clock: clock)
        await car.settle()
        let root = try #require(car.top, "\(name) shows a root template when launched locked")
        #expect(car.stack.count == 1)
        #expect(!car.displayList.targets.isEmpty, "\(name) offers something to select")

        // Knob only: the first focusable element (a tab, a bar button or a row), pressed.
        await car.rotateKnob(1)
        #expect(car.focusedElement != nil)
        try await car.pressKnob()
        await car.settle()
        #expect(car.exceptions.isEmpty, "\(name): \(car.exceptions)")

        await car.disconnect()
        await car.reconnect()
        await car.settle()
        #expect(car.stack.count == 1, "\(name) starts over at its root after a reconnect")
        #expect(car.top?.kind == root.kind)
        #expect(car.exceptions.isEmpty, "\(name): \(car.exceptions)")

        // Mouse: a click at the centre of the last thing on screen selects it.
        let last = try #require(car.displayList.targets.last)
        let before = car.events.count
        try await car.tap(atX: last.frame.midX, y: last.frame.midY)
        await car.settle()
        #expect(
            car.events.dropFirst(before).contains { if case .selected = $0 { true } else if case .tabSelected = $0 { true } else { false } },
            "\(name): the click at \(last.label) selected it")
        #expect(car.exceptions.isEmpty, "\(name): \(car.exceptions)")
        #expect(!car.events.contains { if case .refused = $0 { true } else { false } }, "\(name): \(car.events.map(\.description))")
    }
}
