// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Synchronization

/// A test clock that knows when its earliest sleeper wakes, so `drive` can jump the car's time from one deadline to the
/// next instead of walking it a second at a time (`wait 86400` with nothing due is one jump).
/// - Note: Ours; swift-clocks' `TestClock` does the sleeping.
struct DeadlineClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = TestClock<Swift.Duration>.Instant

    let base = TestClock<Swift.Duration>()
    private let sleepers = Sleepers()

    private final class Sleepers: Sendable {
        let deadlines = Mutex<(next: Int, byID: [Int: Instant])>((0, [:]))
    }

    var now: Instant { base.now }
    var minimumResolution: Swift.Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        let id = sleepers.deadlines.withLock { state in
            state.next += 1
            state.byID[state.next] = deadline
            return state.next
        }
        defer { _ = sleepers.deadlines.withLock { $0.byID.removeValue(forKey: id) } }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// The time until the earliest sleeper's deadline (zero when one is due), nil when nobody sleeps.
    func timeToNextDeadline() -> Swift.Duration? {
        let now = base.now
        return sleepers.deadlines.withLock { state in
            state.byID.values.min().map { max(now.duration(to: $0), .zero) }
        }
    }

    /// Lets `duration` pass on this clock and the phone's, deadline by deadline, letting the work each wakes run.
    @MainActor
    func pass(_ duration: Swift.Duration) async {
        await PhoneTime.pass(duration, alongside: { step in await base.advance(by: step) }, alongsideDeadline: { timeToNextDeadline() })
    }
}
