// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS
import Testing

/// A settle's pauses (in which an app's worker threads have the CPU) hold none of the process's worker threads.
struct SettlePausesTests {
    /// More pauses at once than a priority's pool has threads, with the phone's clock held stopped (a test's car holds
    /// it so, and libdispatch then adds no worker for blocked ones: its monitor is a timer on that clock): each pause
    /// ends about its length after it was asked for, and an app's background task asked for meanwhile runs before they
    /// end. Slept in background tasks, they took every thread of that pool, and the last pause began only when the
    /// first ended (three pauses of 3 s: one held its caller 6 s on two cores). What is timed is measured where the
    /// pause ends, not where its caller resumes: beside the package's other suites that hop can take seconds.
    ///
    /// In a process of its own (an exit test): beside the package's other suites, a background-priority task waited
    /// 27 s for a thread, holding the test process's phone all that time (3 s alone).
    @Test func aBackgroundTaskRunsWhileMorePausesThanThePoolHasThreadsSleep() async {
        await #expect(processExitsWith: .success) { await Self.aBackgroundTaskRunsWhileMorePausesThanThePoolHasThreadsSleepHere() }
    }

    static func aBackgroundTaskRunsWhileMorePausesThanThePoolHasThreadsSleepHere() async {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let pause = Duration.seconds(3)
        let start = PhoneTime.realNow
        let pauses = (0...ProcessInfo.processInfo.activeProcessorCount).map { _ in
            Task.detached { await SettlePauses.shared.pause(microseconds: UInt32(pause.components.seconds) * 1_000_000) }
        }
        let ranAfter = await Task.detached(priority: .background) { start.duration(to: PhoneTime.realNow) }.value
        var held: [Duration] = []
        for p in pauses { held.append(await p.value) }
        #expect(held.allSatisfy { $0 >= pause && $0 < pause * 2 - .milliseconds(500) }, "the pauses held their callers \(held)")
        #expect(ranAfter < pause - .milliseconds(500), "the background task ran \(ranAfter) after the pauses were asked for")
    }
}
