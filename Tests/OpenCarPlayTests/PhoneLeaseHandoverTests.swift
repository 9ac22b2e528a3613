// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

/// The phone's clock as a test that doesn't stop it finds it, whoever held the phone before.
@Suite struct PhoneLeaseHandoverTests {
    /// A test's car stops the phone's clock; the phone handed straight from it to a test that waits on the clock (an
    /// `AVPlayerItem` becoming ready, a `Date()` deadline) runs at real speed again. It stood still before, and such a
    /// test waited for good when it came right after a car's.
    @Test func aPhoneHandedOverFromAStoppedClockRunsAgain() async throws {
        let stopped = await PhoneLease.acquire(stoppingTime: true)
        #expect(PhoneTime.rate == 0)
        let next = Task.detached { () -> (rate: Double, moved: Bool) in
            let lease = await PhoneLease.acquire()
            defer { lease.release() }
            let start = Date()
            await RealTime.run { try? await Task.sleep(for: .milliseconds(30)) }
            return (PhoneTime.rate, Date() > start)
        }
        // The next test waits for the phone meanwhile (the lock hands it over in order).
        await RealTime.run { try? await Task.sleep(for: .milliseconds(50)) }
        stopped.release()
        let seen = await next.value
        #expect(seen.rate == 1)
        #expect(seen.moved, "the phone's Date() moves on")
    }
}
