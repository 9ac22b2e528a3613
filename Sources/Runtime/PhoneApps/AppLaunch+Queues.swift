// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import Synchronization

/// Work the phone gives an app on its own (a path monitor hearing the phone go offline, a Bluetooth accessory's new
/// value): iOS runs it in the app's process on the queue the app chose; here it runs on that queue as the app's code,
/// so the app's singletons, `Bundle.main` and the car's wait for the app's work all follow it. - Note: Ours.
extension AppLaunch {
    /// Gives `work` to `queue` as this launch's code: the car names the app while the job is given (its token goes with
    /// the job, as with the work the app gives to queues itself), and the car lets it finish before it reads the
    /// screen. Without a car that installed a way in (``installEntry(_:)``), it is given as it is.
    package func async(on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        guard let entry = Self.entry.withLock({ $0 }) else {
            queue.async(execute: work)
            return
        }
        entry.enter(self) { queue.async(execute: work) }
    }

    /// Gives `work` to `queue` as the code of `launch`, or as it is when there is none (code outside any app).
    package static func async(as launch: AppLaunch?, on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        guard let launch else {
            queue.async(execute: work)
            return
        }
        launch.async(on: queue, work)
    }

    /// Kept in a class, not as a closure in the mutex (see `threadLookup`).
    private final class Entry: Sendable {
        let enter: @Sendable (AppLaunch, () -> Void) -> Void
        init(_ enter: @escaping @Sendable (AppLaunch, () -> Void) -> Void) { self.enter = enter }
    }

    private static let entry = Mutex<Entry?>(nil)

    /// The car says how to run code as a launch's own (`body` runs at once, inside; what it gives to queues is the
    /// app's work).
    package static func installEntry(_ enter: @escaping @Sendable (AppLaunch, () -> Void) -> Void) {
        entry.withLock { $0 = Entry(enter) }
    }
}
