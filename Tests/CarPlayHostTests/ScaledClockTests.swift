// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import Foundation
import Testing

/// The live car's clock runs its time faster than real time (`headunit serve --speed`).
struct ScaledClockTests {
    @Test func timeRunsAtTheRateAndSleepsAreShortened() async throws {
        let clock = ScaledClock(rate: 100)
        let start = clock.now
        let real = ContinuousClock.now
        // Two seconds of the car's time take about 20 ms of real time.
        try await clock.sleep(for: .seconds(2))
        let carTime = start.duration(to: clock.now)
        let realTime = real.duration(to: ContinuousClock.now)
        #expect(carTime >= .seconds(2), "slept the whole car time")
        #expect(realTime < .seconds(1), "far less real time than car time (\(realTime))")
        #expect(start.advanced(by: .seconds(5)).duration(to: start) == .seconds(-5))
    }
}
