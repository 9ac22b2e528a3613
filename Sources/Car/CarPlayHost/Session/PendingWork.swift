// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// Runs `body` on the main actor: at once when called there (an app answering a car's request synchronously), else
/// on its next turn (an app answering from another thread).
func onMainActor(_ body: @escaping @MainActor () -> Void) {
    // The main queue, not the main thread: on Linux the main actor runs on whichever thread drains the main queue.
    if CPRuntime.isOnMainQueue { MainActor.assumeIsolated(body) } else { Task { @MainActor in body() } }
}
