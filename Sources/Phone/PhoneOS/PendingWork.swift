// SPDX-License-Identifier: Apache-2.0

import Foundation

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
