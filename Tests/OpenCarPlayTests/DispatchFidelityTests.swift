// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Dispatch
import Foundation
import Synchronization
import Testing

/// What an app's concurrent work saw, kept where the app's queues and the test can both reach it.
final class ConcurrencyProbe: Sendable {
    struct State {
        var readers = 0
        var writing = false
        var overlaps = 0
        var finished = 0
        var order: [Int] = []
        var notes: [String] = []
    }
    let state = Mutex(State())
    let expected: Int
    /// Called once, with the probe, on the thread of the last piece of work, when `expected` pieces have finished.
    let onFinish: (@Sendable (ConcurrencyProbe) -> Void)?

    init(expected: Int, onFinish: (@Sendable (ConcurrencyProbe) -> Void)? = nil) {
        self.expected = expected
        self.onFinish = onFinish
    }

    var done: Bool { state.withLock { $0.finished >= expected } }

    /// Counts a piece of work as finished (the last one calls `onFinish`).
    func finish() {
        let last = state.withLock { s in
            s.finished += 1
            return s.finished == expected
        }
        if last { onFinish?(self) }
    }

    func read() {
        state.withLock { s in
            s.readers += 1
            if s.writing { s.overlaps += 1 }
        }
        usleep(300)
        state.withLock { s in
            if s.writing { s.overlaps += 1 }
            s.readers -= 1
        }
        finish()
    }

    func write() {
        state.withLock { s in
            if s.readers > 0 || s.writing { s.overlaps += 1 }
            s.writing = true
        }
        usleep(600)
        state.withLock { s in
            if s.readers > 0 { s.overlaps += 1 }
            s.writing = false
        }
        finish()
    }

    func note(_ text: String) { state.withLock { $0.notes.append(text) } }
}

/// A count several threads add to.
final class WorkCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add(_ n: Int) { count.withLock { $0 += n } }
}

/// The ways iOS code asks a concurrent queue for a barrier.
enum BarrierForm: String, CaseIterable, Sendable {
    case workItem, asyncFlags, asyncQoSAndFlags, groupAsyncFlags, asyncAfterFlags, asyncAfterWorkItem
}

/// A store app that reads its cache on a concurrent queue and writes it with barriers, as iOS code commonly does
/// (the reader-writer pattern): it starts the work when the car connects.
final class BarrierApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let form: BarrierForm
    let probe: ConcurrencyProbe
    static let rounds = 12
    static let readersPerRound = 4

    init(form: BarrierForm, probe: ConcurrencyProbe) {
        self.form = form
        self.probe = probe
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Store", sections: []), animated: false, completion: nil)
        Self.work(form, probe: probe)
    }

    /// Reads the cache on a concurrent queue and writes it with barriers of the given form.
    static func work(_ form: BarrierForm, probe: ConcurrencyProbe) {
        let queue = DispatchQueue(label: "store", attributes: .concurrent)
        let group = DispatchGroup()
        for _ in 0..<Self.rounds {
            for _ in 0..<Self.readersPerRound {
                if form == .asyncAfterFlags || form == .asyncAfterWorkItem {
                    queue.asyncAfter(deadline: .now()) { @Sendable in probe.read() }
                } else {
                    queue.async { @Sendable in probe.read() }
                }
            }
            switch form {
            case .workItem: queue.async(execute: DispatchWorkItem(flags: .barrier) { @Sendable in probe.write() })
            case .asyncFlags: queue.async(flags: .barrier) { @Sendable in probe.write() }
            case .asyncQoSAndFlags: queue.async(qos: .userInitiated, flags: .barrier) { @Sendable in probe.write() }
            case .groupAsyncFlags: queue.async(group: group, flags: .barrier) { @Sendable in probe.write() }
            case .asyncAfterFlags: queue.asyncAfter(deadline: .now(), flags: .barrier) { @Sendable in probe.write() }
            case .asyncAfterWorkItem: queue.asyncAfter(deadline: .now(), execute: DispatchWorkItem(flags: .barrier) { @Sendable in probe.write() })
            }
        }
    }
}

/// Other promises of Dispatch an app relies on: `concurrentPerform` returns once every iteration ran, a group's
/// `notify` comes after the group's work, and a serial queue runs its work in the order given, whatever form it takes.
final class DispatchPromisesApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let probe: ConcurrencyProbe
    static let serialJobs = 300

    init(probe: ConcurrencyProbe) { self.probe = probe }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Promises", sections: []), animated: false, completion: nil)
        Self.work(probe: probe)
    }

    /// Runs `concurrentPerform`, a group with its `notify`, and a serial queue given work in four forms.
    static func work(probe: ConcurrencyProbe) {
        DispatchQueue.global().async { @Sendable in
            let sum = WorkCounter()
            DispatchQueue.concurrentPerform(iterations: 100) { @Sendable i in sum.add(i) }
            probe.note("concurrentPerform \(sum.value)")
            probe.finish()
        }
        let group = DispatchGroup()
        let worked = WorkCounter()
        let workers = DispatchQueue(label: "workers", attributes: .concurrent)
        for _ in 0..<10 {
            workers.async(group: group) { @Sendable in
                usleep(500)
                worked.add(1)
            }
        }
        group.enter()
        DispatchQueue.global().async { @Sendable in
            usleep(1_000)
            worked.add(1)
            group.leave()
        }
        group.notify(queue: .main) { @Sendable in
            probe.note("notify after \(worked.value)")
            probe.finish()
        }
        let serial = DispatchQueue(label: "serial")
        for i in 0..<Self.serialJobs {
            let append: @Sendable () -> Void = { probe.state.withLock { $0.order.append(i) } }
            switch i % 4 {
            case 0: serial.async(execute: append)
            case 1: serial.async(execute: DispatchWorkItem(block: append))
            case 2: serial.async(qos: .utility, execute: append)
            default: serial.async(flags: .barrier, execute: append)
            }
        }
        serial.async { @Sendable in probe.finish() }
    }
}

/// Dispatch keeps its promises for app code run under the car as on iOS: the phone's runtime, which follows the work
/// an app gives its queues, must not change how the queues run it.
@MainActor @Suite struct DispatchFidelityTests {
    func settle(_ car: CarPlayTestSession, until probe: ConcurrencyProbe) async {
        for _ in 0..<40 where !probe.done { await car.settle() }
    }

    @Test(arguments: BarrierForm.allCases) func aBarrierNeverRunsBesideItsReaders(form: BarrierForm) async throws {
        let probe = ConcurrencyProbe(expected: BarrierApp.rounds * (BarrierApp.readersPerRound + 1))
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { BarrierApp(form: form, probe: probe) }
        await settle(car, until: probe)
        let state = probe.state.withLock { $0 }
        #expect(state.finished == probe.expected)
        #expect(state.overlaps == 0, "a barrier (\(form.rawValue)) ran beside its readers \(state.overlaps) times")
    }

    @Test func concurrentPerformGroupsAndSerialQueuesKeepTheirPromises() async throws {
        let probe = ConcurrencyProbe(expected: 3)
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { DispatchPromisesApp(probe: probe) }
        await settle(car, until: probe)
        let state = probe.state.withLock { $0 }
        #expect(state.notes.contains("concurrentPerform 4950"))
        #expect(state.notes.contains("notify after 11"))
        #expect(state.order == Array(0..<DispatchPromisesApp.serialJobs))
    }
}

/// An app that gives the main run loop more timers and blocks than the runtime's tables once held (4,096 each).
final class BusyRunLoopApp: UIResponder, CPTemplateApplicationSceneDelegate {
    static let count = 4_500
    var performed = 0
    var fired = 0

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Busy", sections: []), animated: false, completion: nil)
        for _ in 0..<Self.count { RunLoop.main.perform { MainActor.assumeIsolated { self.performed += 1 } } }
        for _ in 0..<Self.count {
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in MainActor.assumeIsolated { self.fired += 1 } }
        }
    }
}

/// The runtime's tables grow: none drops what an app gives it.
@MainActor @Suite struct PhoneRuntimeTableTests {
    @Test func theMainRunLoopKeepsEveryTimerAndBlock() async throws {
        let (car, app) = try await connectedApp([.audio]) { BusyRunLoopApp() }
        await car.settle()
        #expect(app.performed == BusyRunLoopApp.count)
        await car.advance(by: .seconds(1))
        #expect(app.fired == BusyRunLoopApp.count)
    }
}
