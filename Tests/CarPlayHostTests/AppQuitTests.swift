// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarScripting
import Foundation
import Testing

/// A parking app whose Refresh row pushes the screen that is already shown (an exception), counting lots opened.
final class RefreshPushesAgainDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var lotsOpened = 0
    var disconnects = 0
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let root = CPListTemplate(title: "Lots", sections: [])
        let open = CPListItem(text: "Lot A", detailText: nil)
        open.handler = { [weak self] _, done in
            self?.lotsOpened += 1
            done()
        }
        let refresh = CPListItem(text: "Refresh", detailText: nil)
        refresh.handler = { [weak self, weak root] _, done in
            if let root { self?.interfaceController?.pushTemplate(root, animated: true, completion: nil) }
            done()
        }
        root.updateSections([CPListSection(items: [open, refresh])])
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        disconnects += 1
    }
}

/// Under `.terminateApp` (the live car's policy) an exception ends the app, not the car.
@MainActor
struct AppQuitTests {
    @Test func anExceptionQuitsTheAppAndTheCarRunsOn() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        var delegates: [RefreshPushesAgainDelegate] = []
        let app = try AppDeclaration.inMemory(
            name: "Lots", categories: [.parking],
            sceneDelegate: SceneDelegateFactory(RefreshPushesAgainDelegate.self) {
                let d = RefreshPushesAgainDelegate()
                MainActor.assumeIsolated { delegates.append(d) }
                return d
            })
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .terminateApp)
        car.install(app)
        let first = try car.launch("Lots")
        try first.tap(text: "Lot A")
        #expect(delegates.first?.lotsOpened == 1)
        try first.tap(text: "Refresh")

        #expect(car.activeSession == nil, "the car is back on the home screen")
        #expect(car.sessions.isEmpty)
        #expect(first.isTerminated && !first.isConnected)
        #expect(delegates.first?.disconnects == 0, "a crashed app hears nothing")
        #expect(car.visibleBanner?.title == "Lots quit unexpectedly")
        let events = car.events.map(\.event)
        #expect(events.contains { if case .exception(_, _, .templatePushedTwice) = $0 { true } else { false } })
        #expect(events.contains(.appTerminated(app: "Lots")))
        #expect(car.events.last { if case .appTerminated = $0.event { true } else { false } }?.event.description == "Lots quit unexpectedly")

        // Launching it again starts a fresh instance.
        let second = try car.launch("Lots")
        #expect(second !== first && second.isConnected)
        #expect(delegates.count == 2)
        #expect(delegates.last?.lotsOpened == 0)
        #expect(second.screenSnapshot().stack.last?.title == "Lots")
        // The old instance's objects reach no screen.
        first.reconnect()
        #expect(!first.isConnected)
    }

    @Test func theScriptHomeScreenShowsTheBanner() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let app = try AppDeclaration.inMemory(
            name: "Lots", categories: [.parking], sceneDelegate: SceneDelegateFactory(RefreshPushesAgainDelegate.self) { RefreshPushesAgainDelegate() })
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .terminateApp)
        car.install(app)
        let runner = ScriptRunner(car: car, wait: { _ in })
        try await runner.run(.input(.launch("Lots")))
        try await runner.run(.input(.tap(text: "Refresh")))
        #expect(runner.screen().contains("│ banner: Lots quit unexpectedly"), "\(runner.screen())")
    }
}
