// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A clock that runs `rate` times as fast as real time: the live car's simulation speed, so that a drive across
/// town takes seconds to watch. - Note: Ours (swift-clocks has test and immediate clocks, not a scaled one).
public struct ScaledClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the clock started, scaled.
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    public let rate: Double
    private let start: ContinuousClock.Instant

    /// A clock running `rate` (> 0) times as fast as real time.
    public init(rate: Double) {
        precondition(rate > 0 && rate.isFinite, "a clock's rate is a positive number")
        self.rate = rate
        start = ContinuousClock.now
    }

    public var now: Instant { Instant(offset: start.duration(to: ContinuousClock.now) * rate) }
    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let remaining = now.duration(to: deadline)
        if remaining > .zero { try await Task.sleep(for: remaining / rate) }
        else { try Task.checkCancellation() }
    }
}
