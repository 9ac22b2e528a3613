// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Testing

/// An app that shows what its concurrent work saw once the work is done, so a test whose app runs in a process of its
/// own (the harness's default) reads it from the screen: the count of finished pieces, the overlaps of a writer with
/// its readers, and the promises' notes.
final class ShownDispatchApp: UIResponder, CPTemplateApplicationSceneDelegate {
    /// Which work: a barrier form's reader-writer rounds, or nil for `concurrentPerform`, a group and a serial queue.
    let form: BarrierForm?

    init(form: BarrierForm?) { self.form = form }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Work", sections: [])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let promises = form == nil
        let serialJobs = DispatchPromisesApp.serialJobs
        let show: @Sendable (ConcurrencyProbe) -> Void = { probe in
            let state = probe.state.withLock { $0 }
            var lines = ["finished \(state.finished)", "overlaps \(state.overlaps)"] + state.notes
            if promises { lines.append(state.order == Array(0..<serialJobs) ? "serial in order" : "serial out of order") }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    list.updateSections([CPListSection(items: lines.map { CPListItem(text: $0, detailText: nil) })])
                }
            }
        }
        if let form {
            BarrierApp.work(form, probe: ConcurrencyProbe(expected: BarrierApp.rounds * (BarrierApp.readersPerRound + 1), onFinish: show))
        } else {
            DispatchPromisesApp.work(probe: ConcurrencyProbe(expected: 3, onFinish: show))
        }
    }
}

/// Dispatch keeps its promises in an app's own process too (the harness's default hosting): there the app's queues run
/// under the same runtime, in a process that is the app's alone.
@MainActor @Suite struct DispatchFidelityInAppProcessTests {
    /// Settles until the app shows it has finished (its work runs on its queues, beside the settles).
    func finished(_ car: CarPlayTestSession) async -> Bool {
        for _ in 0..<40 where !car.texts.contains(where: { $0.hasPrefix("finished") }) { await car.settle() }
        return car.texts.contains { $0.hasPrefix("finished") }
    }

    @Test(arguments: BarrierForm.allCases) func aBarrierNeverRunsBesideItsReaders(form: BarrierForm) async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { ShownDispatchApp(form: form) }
        #if os(Linux)
            #expect(car.appProcessIdentifier != nil, "the app runs in a process of its own")
        #endif
        let done = await finished(car)
        #expect(done, "the app's work never finished: \(car.texts)")
        #expect(car.texts.contains("finished \(BarrierApp.rounds * (BarrierApp.readersPerRound + 1))"))
        #expect(car.texts.contains("overlaps 0"), "a barrier (\(form.rawValue)) ran beside its readers: \(car.texts)")
    }

    @Test func concurrentPerformGroupsAndSerialQueuesKeepTheirPromises() async throws {
        let car = try await CarPlayTestSession(categories: [.audio]) { ShownDispatchApp(form: nil) }
        let done = await finished(car)
        #expect(done, "the app's work never finished: \(car.texts)")
        #expect(car.texts.contains("concurrentPerform 4950"))
        #expect(car.texts.contains("notify after 11"))
        #expect(car.texts.contains("serial in order"), "\(car.texts)")
    }
}
