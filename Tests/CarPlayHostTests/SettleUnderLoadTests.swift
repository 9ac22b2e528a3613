// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Synchronization
import Testing

/// An app whose first screen fills in after its work has hopped between a global queue and the main queue many times
/// (a download in pages, each page handed to the main queue).
final class PagedLoadApp: UIResponder, CPTemplateApplicationSceneDelegate {
    static let pages = 200

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Pages", sections: [])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let shown = list
        Self.load(page: 1) { MainActor.assumeIsolated { shown.updateSections([CPListSection(items: [CPListItem(text: "Loaded", detailText: nil)])]) } }
    }

    static func load(page: Int, then done: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            DispatchQueue.main.async {
                if page == pages { done() } else { load(page: page + 1, then: done) }
            }
        }
    }
}

/// Keeps the main queue busy with work that isn't any app's, in slices (another test's main-actor work in the same
/// process, a loaded machine), until stopped.
final class MainQueueLoad: Sendable {
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    init(slice: Duration) {
        let micros = UInt32(slice.components.seconds * 1_000_000 + slice.components.attoseconds / 1_000_000_000_000)
        Thread.detachNewThread { [self] in
            while !stopped.withLock({ $0 }) {
                let ran = DispatchSemaphore(value: 0)
                DispatchQueue.main.async {
                    usleep(micros)
                    ran.signal()
                }
                ran.wait()
            }
            finished.signal()
        }
    }

    func stop() {
        stopped.withLock { $0 = true }
        finished.wait()
    }
}

/// The car waits for the app's own work, not for the machine: work that waits its turn behind other work on the main
/// queue is still the app's, and the car reads the screen after it has run.
@Suite struct SettleUnderLoadTests {
    /// The app's two hundred hops each wait behind a 10 ms slice of other work: two seconds or more of real time, though
    /// the app itself runs for a few milliseconds. Counted in real time, the car's wait for the app (a second) gave up
    /// two thirds of the way and read an empty list.
    @Test func appWorkWaitingBehindOtherWorkIsWaitedFor() async throws {
        // The load starts as the car makes the app (it holds the phone then), so it holds up no other test's car.
        let load = Mutex<MainQueueLoad?>(nil)
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) {
            load.withLock { $0 = MainQueueLoad(slice: .milliseconds(10)) }
            return PagedLoadApp()
        }
        let texts = await car.texts
        load.withLock { $0 }?.stop()
        #expect(texts.contains("Loaded"), "the car read the screen before the app's last page had landed: \(texts)")
    }

    /// An app that never stops giving the main queue work (straight, or through a global queue and back) holds the car
    /// up for about a second of its own time, as it did when the budget counted real time: the car's settle waits for it,
    /// then ends. (Less than a second of real time on a loaded machine: the app's jobs and the settle's pauses for its
    /// worker threads both count, and they may overlap.)
    @Test(arguments: [false, true]) @MainActor
    func anAppThatNeverRestsHoldsTheCarUpForAboutASecond(throughAGlobalQueue: Bool) async throws {
        let app = RestlessApp(throughAGlobalQueue: throughAGlobalQueue)
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { app }
        let started = PhoneTime.realNow
        await car.settle()
        let took = started.duration(to: PhoneTime.realNow)
        app.rest()
        #expect(took >= .milliseconds(250) && took < .seconds(10), "the settle took \(took)")
    }
}

/// An app that keeps the main queue busy until told to rest: each job gives it the next, either straight (5 ms a job)
/// or through a global queue that hands it back (a job of next to nothing, as a polling loop's).
final class RestlessApp: UIResponder, CPTemplateApplicationSceneDelegate {
    private let resting = Mutex(false)
    private let throughAGlobalQueue: Bool

    init(throughAGlobalQueue: Bool) { self.throughAGlobalQueue = throughAGlobalQueue }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Busy", sections: []), animated: false, completion: nil)
        work()
    }

    func rest() { resting.withLock { $0 = true } }

    private func work() {
        let next = { @Sendable [self] in
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    guard !resting.withLock({ $0 }) else { return }
                    if !throughAGlobalQueue { usleep(5_000) }
                    work()
                }
            }
        }
        if throughAGlobalQueue { DispatchQueue.global().async(execute: next) } else { next() }
    }
}
