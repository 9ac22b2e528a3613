// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The car's own time: how long it has run on its clock (a test clock, the CLI's deadline clock or real time), the
/// date its day started from, and a sleep on that clock for the car's own timing (banners, spinners, Siri). One of the
/// components a ``HeadUnit`` is made of. - Note: Ours.
struct CarTime: Sendable {
    /// The wall-clock time the car started (the car's dates move on from it with its clock).
    let startDate = Date()
    /// How long the car has run, on its clock, readable from any thread (simulated playback reads it).
    let elapsed: @Sendable () -> Duration
    /// Waits on the car's clock.
    let sleep: @MainActor @Sendable (Duration) async throws -> Void
    /// Runs work every period of the car's clock (the clock runs it when it can, see ``CarRepeatingClock``; otherwise a
    /// loop sleeps on the clock).
    let repeating: @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> CarRepeatingWork

    init<C: Clock & Sendable>(clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { d in try await clock.sleep(for: d) }
        if let clock = clock as? any CarRepeatingClock {
            repeating = { period, body in clock.repeating(every: period, body) }
        } else {
            repeating = { period, body in
                let task = Task { @MainActor in
                    while !Task.isCancelled {
                        do { try await clock.sleep(for: period) } catch { return }
                        body()
                    }
                }
                return CarRepeatingWork { task.cancel() }
            }
        }
    }

    /// Seconds since the car started.
    var now: Double {
        let d = elapsed()
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The car's date now.
    var date: Date { startDate.addingTimeInterval(now) }
}
