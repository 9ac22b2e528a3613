// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Lets work the app scheduled run, as the next turns of iOS's main run loop would: main-actor jobs (including
/// `RunLoop.main` Combine schedulers, see `MainRunLoopScheduler`) and tasks that hop through other executors (a
/// clock's sleep resuming onto the main actor), which get a few turns of the global pool so a busy machine doesn't
/// leave them behind. The harness, the reviewer's explorer and the CLI's test clock all settle this way.
///
/// The turns are taken at the caller's priority. At background priority (as they were) they waited, on Linux, for a
/// thread libdispatch runs at nice 10, which a loaded machine hardly schedules: a test's settle then took seconds.
/// - Note: Ours.
@MainActor
public func settlePendingWork() async {
    for _ in 0..<20 { await Task.yield() }
    let priority = Task.currentPriority
    for _ in 0..<3 {
        await Task.detached(priority: priority) { await Task.yield() }.value
        for _ in 0..<5 { await Task.yield() }
    }
}
