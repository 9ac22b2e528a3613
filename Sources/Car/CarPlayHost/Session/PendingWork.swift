// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// Lets work the app scheduled run, as the next turns of iOS's main run loop would: main-actor jobs (including
/// `RunLoop.main` Combine schedulers, see `MainRunLoopScheduler`) and tasks that hop through other executors (a
/// clock's sleep resuming onto the main actor), which get a few turns of the global pool so a busy machine doesn't
/// leave them behind. The harness, the reviewer's explorer and the CLI's test clock all settle this way.
/// - Note: Ours.
@MainActor
public func settlePendingWork() async {
    for _ in 0..<20 { await Task.yield() }
    for _ in 0..<3 {
        await Task.detached(priority: .background) { await Task.yield() }.value
        for _ in 0..<5 { await Task.yield() }
    }
}

/// Runs `body` on the main actor: at once when called there (an app answering a car's request synchronously), else
/// on its next turn (an app answering from another thread).
func onMainActor(_ body: @escaping @MainActor () -> Void) {
    // The main queue, not the main thread: on Linux the main actor runs on whichever thread drains the main queue.
    if CPRuntime.isOnMainQueue { MainActor.assumeIsolated(body) } else { Task { @MainActor in body() } }
}
