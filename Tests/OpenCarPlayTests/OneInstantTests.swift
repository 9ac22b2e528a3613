// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Testing

/// An app that, as it connects, gives five waits for one instant two seconds on (three `asyncAfter`s and two
/// `Task.sleep`s), and shows how many have fired.
final class TwoSecondsApp: UIResponder, CPTemplateApplicationSceneDelegate {
    private var fired = 0
    private var list: CPListTemplate?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Waits", sections: [])
        self.list = list
        show()
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let deadline = DispatchTime.now() + 2
        for _ in 0..<3 { DispatchQueue.main.asyncAfter(deadline: deadline) { self.fire() } }
        for _ in 0..<2 {
            Task { @MainActor in
                try await Task.sleep(for: .seconds(2))
                self.fire()
            }
        }
    }

    private func fire() {
        fired += 1
        show()
    }

    private func show() {
        list?.updateSections([CPListSection(items: [CPListItem(text: "\(fired) of 5 fired", detailText: nil)])])
    }
}

/// Waits given for one instant: on a phone every one of them has run once its clock reaches that instant, whichever
/// app, or earlier launch, gave a wait for the same instant.
@MainActor @Suite struct OneInstantTests {
    @Test func everyWaitForAnInstantHasRunWhenTheCarReachesIt() async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { TwoSecondsApp() }
        #expect(car.texts.contains("0 of 5 fired"))
        await car.advance(by: .seconds(1.999))
        #expect(car.texts.contains("0 of 5 fired"), "nothing early")
        await car.advance(by: .seconds(0.001))
        #expect(car.texts.contains("5 of 5 fired"))
    }

    @Test func anEarlierLaunchsWaitsForTheSameInstantHoldNothingUp() async throws {
        // Two launches in one process, at one instant of the phone's stopped clock: the first ends with its waits
        // still pending (on a phone they die with its process); the second's are due at the same instant.
        let first = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { TwoSecondsApp() }
        #expect(first.texts.contains("0 of 5 fired"))
        await first.disconnect()
        let second = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { TwoSecondsApp() }
        await second.advance(by: .seconds(2))
        #expect(second.texts.contains("5 of 5 fired"))
    }
}
