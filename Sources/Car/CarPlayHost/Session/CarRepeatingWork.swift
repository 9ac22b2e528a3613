// SPDX-License-Identifier: Apache-2.0

import Synchronization

/// Work the car repeats on its own clock (its vehicle simulation's second-by-second tick), until cancelled.
/// - Note: Ours.
package final class CarRepeatingWork: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    package init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
    }

    /// Stops the work; it never runs again. Cancelling twice does nothing more.
    package func cancel() {
        let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit { cancel() }
}

/// A clock that runs the car's repeating work itself, at each period's instant as its time is moved, rather than the
/// car sleeping on it in a loop: a test's clock, where waking a sleeper costs dozens of trips between threads and a
/// repeating tick every second was most of what moving the car's time cost. Clocks that aren't one (real time, the
/// CLI's) get a sleeping loop. - Note: Ours.
package protocol CarRepeatingClock: Sendable {
    /// Runs `body` on the main actor every `period` of this clock from now on, in time order with the clock's sleepers,
    /// until the returned work is cancelled.
    func repeating(every period: Duration, _ body: @escaping @MainActor @Sendable () -> Void) -> CarRepeatingWork
}
