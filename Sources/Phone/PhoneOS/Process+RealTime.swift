// SPDX-License-Identifier: Apache-2.0

import Foundation

extension Process {
    /// `waitUntilExit()`, timed in real time. Foundation waits in slices of the current run loop of 50 ms each, read on
    /// the process's clock, which here is the phone's; the process's end wakes the run loop early. When that wake-up
    /// was missed, the wait lasted until the phone's clock moved — for good while a test's car held it stopped and
    /// waited for the cooperative pool's thread this wait occupied (a package test run hung so, with `rsvg-convert`
    /// long gone). The car's and the tests' waits for the tools they run use this. - Note: Ours.
    public func waitUntilExitInRealTime() {
        RealTime.onThisThread { waitUntilExit() }
    }
}
