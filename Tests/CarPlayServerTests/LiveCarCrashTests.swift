// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation
import Testing

@testable import CarPlayServer

/// A parking app whose Refresh row pushes the list already on screen (CarPlay raises).
final class PushesItselfAgainDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let lots = CPListTemplate(title: "Lots", sections: [])
        let refresh = CPListItem(text: "Refresh", detailText: nil)
        refresh.handler = { [weak self, weak lots] _, completion in
            if let lots { self?.interfaceController?.pushTemplate(lots, animated: true, completion: nil) }
            completion()
        }
        lots.updateSections([CPListSection(items: [refresh])])
        interfaceController.setRootTemplate(lots, animated: false, completion: nil)
    }
}

/// The live car outlives its apps, and shows their guideline findings when asked.
@Suite @MainActor
struct LiveCarCrashTests {
    @Test func anAppThatRaisesQuitsAndTheFindingsPanelNamesTheRule() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .crash)
        car.install(
            try AppDeclaration.inMemory(
                name: "Lots", categories: [.parking], sceneDelegate: SceneDelegateFactory(PushesItselfAgainDelegate.self) { PushesItselfAgainDelegate() }))
        let live = LiveCar(car: car, wait: { _ in })
        #expect(car.exceptionPolicy == .terminateApp, "the live car's default replaces the car's")
        let (id, _) = live.connect()
        #expect(!live.showsFindings)
        await live.receive(#"{"type":"set","findings":true}"#, from: id)
        #expect(live.showsFindings)
        await live.receive(#"{"type":"launch","app":"Lots"}"#, from: id)
        await live.receive(#"{"type":"command","line":"tap \"Refresh\""}"#, from: id)

        #expect(car.activeSession == nil && car.sessions.isEmpty)
        let state = live.carState()
        #expect(state.events.contains { $0.contains("exception NSInvalidArgumentException") })
        #expect(state.events.contains { $0.hasSuffix("Lots quit unexpectedly") })
        #expect(state.findings.map { "\($0.app) \($0.rule)" } == ["Lots template.pushedTwice"])
        #expect(live.screenLines().joined().contains("Lots quit unexpectedly"), "the home screen shows the banner")

        await live.receive(#"{"type":"set","findings":"yes"}"#, from: id)
        #expect(live.showsFindings, "a malformed switch changes nothing")
        await live.receive(#"{"type":"launch","app":"Lots"}"#, from: id)
        #expect(car.activeSession?.isConnected == true, "opened again, afresh")
    }
}
