// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Testing

/// An app that gives a job to a queue it has suspended (and doesn't resume while the test runs): the job stays pending.
final class LeakingApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let queue: DispatchQueue
    init(queue: DispatchQueue) { self.queue = queue }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Leaks", sections: []), animated: false, completion: nil)
        queue.suspend()
        queue.async { @Sendable in }
    }
}

/// The same, and a task that sleeps for a day: the task keeps the launch it runs as (its task-local value) alive
/// after the car and the launch have ended, as an app's long-lived objects may (a path monitor, a central manager).
final class LeakingAppWithATask: UIResponder, CPTemplateApplicationSceneDelegate {
    let queue: DispatchQueue
    init(queue: DispatchQueue) { self.queue = queue }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Leaks", sections: []), animated: false, completion: nil)
        Task { try? await Task.sleep(for: .seconds(86_400)) }
        queue.suspend()
        queue.async { @Sendable in }
    }
}

/// An app that does nothing after it connects.
final class IdleApp: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Quiet", sections: []), animated: false, completion: nil)
    }
}

/// The car lets an app's work finish before it looks, and counts that work per launch, as each launch on a phone is a
/// process of its own: what one launch leaves running holds up no other.
@MainActor @Suite struct AppWorkPerLaunchTests {
    /// How long a later launch's settle takes after a launch of `leaking` (which leaves a job pending on `held`) ended.
    /// The first car's own settle (at connect) waits for the job, its budget, as it should: it is that launch's work.
    /// The car and its launch end before the second car starts.
    static func laterSettle<D: CPTemplateApplicationSceneDelegate>(after leaking: @escaping @MainActor @Sendable () -> D) async throws -> Duration {
        _ = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess, sceneDelegate: leaking)
        let second = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { IdleApp() }
        let started = PhoneTime.realNow
        await second.settle()
        return started.duration(to: PhoneTime.realNow)
    }

    @Test func aJobLeakedByOneLaunchHoldsUpNoLaterLaunch() async throws {
        let held = DispatchQueue(label: "held")
        defer { held.resume() }
        let took = try await Self.laterSettle { LeakingApp(queue: held) }
        #expect(took < .milliseconds(500), "a later launch's settle waited \(took) for another launch's job")
    }

    /// An ended launch still held by something of its app (a sleeping task) has ended all the same.
    @Test func aLaunchKeptAliveAfterItEndedHoldsUpNoLaterLaunch() async throws {
        let held = DispatchQueue(label: "held")
        defer { held.resume() }
        let took = try await Self.laterSettle { LeakingAppWithATask(queue: held) }
        #expect(took < .milliseconds(500), "a later launch's settle waited \(took) for an ended launch's job")
    }
}
