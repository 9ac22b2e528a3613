// SPDX-License-Identifier: Apache-2.0

/// The car's history: typed events stamped with the car's time, oldest first, bounded for a car that runs for long.
/// One of the components a ``HeadUnit`` is made of. - Note: Ours.
public struct CarEventLog: Sendable {
    public private(set) var events: [TimedCarEvent] = []
    /// How many events were forgotten from the start (trimmed or cleared): `dropped + i` is the `i`th event's position
    /// in the whole history, which a reader can keep across trims.
    public private(set) var dropped = 0
    /// Whether events are kept (the benchmark turns it off).
    public var isRecording = true
    /// Keeps the last events only (a long-running car keeps memory flat).
    public var maximumCount = Int.max {
        didSet { trim() }
    }

    public init() {}

    /// Adds an event; the event is made only when it is kept.
    mutating func append(_ event: () -> CarEvent, at time: Double) {
        guard isRecording else { return }
        events.append(TimedCarEvent(time: time, event: event()))
        // Trimmed in batches of 64, so a full log doesn't move its whole array on every event.
        if events.count - 64 > maximumCount { trim() }
    }

    /// Forgets every event so far.
    mutating func clear() {
        dropped += events.count
        events.removeAll()
    }

    private mutating func trim() {
        guard events.count > maximumCount else { return }
        dropped += events.count - maximumCount
        events.removeFirst(events.count - maximumCount)
    }
}
