// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Process {
    /// `waitUntilExit()` with no clock in it: polls `isRunning` every millisecond of the kernel's time (Foundation's own
    /// thread for processes clears it at the end, after setting the status). Foundation waits in run-loop slices
    /// whose time-outs are timers read on the process's clock, which here is the phone's; the process's end wakes the
    /// run loop early. When that wake-up was missed, the wait lasted until the phone's clock moved — for good while a
    /// test's car held it stopped and waited for the cooperative pool's thread this wait occupied (a package test run
    /// hung so, with `rsvg-convert` long gone). The car's and the tests' waits for the tools they run use this.
    /// - Note: Ours.
    public func waitUntilExitInRealTime() {
        while isRunning { usleep(1_000) }
    }
}
