// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One periodic time observer of an `AVPlayer`: a dispatch timer on the observer's queue (so on the phone's clock),
/// armed while the player plays. What `addPeriodicTimeObserver` returns. - Note: Ours (iOS returns an opaque object).
final class PeriodicTimeObserver: NSObject, @unchecked Sendable {
    private weak var player: AVPlayer?
    private let interval: Double
    private let queue: DispatchQueue
    private let block: @Sendable (CMTime) -> Void
    private let lock = NSLock()
    private var timer: (any DispatchSourceTimer)?
    private var cancelled = false
    /// Bumped at every re-timing, so a jump call queued before it is dropped.
    private var generation = 0

    init(player: AVPlayer, interval: Double, queue: DispatchQueue, block: @escaping @Sendable (CMTime) -> Void) {
        self.player = player
        self.interval = interval
        self.queue = queue
        self.block = block
        super.init()
    }

    /// Re-times the ticks for playback at `rate` from `position` (no ticks while paused); `notify` also calls the
    /// block once, for a start, stop or jump.
    func schedule(position: Double, rate: Float, notify: Bool) {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return }
        timer?.cancel()
        timer = nil
        generation += 1
        let current = generation
        if notify {
            queue.async { [weak self] in self?.fire(generation: current) }
        }
        guard rate > 0 else { return }
        // The next multiple of the interval in the item's timeline, then every interval of playback.
        let next = (floor(position / interval + 1e-9) + 1) * interval
        let first = (next - position) / Double(rate)
        let period = interval / Double(rate)
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(
            deadline: .now() + first, repeating: .nanoseconds(Int(period * 1e9)), leeway: .nanoseconds(0))
        source.setEventHandler { [weak self] in self?.fire(generation: current) }
        source.resume()
        timer = source
    }

    private func fire(generation expected: Int) {
        lock.lock()
        let live = !cancelled && generation == expected
        lock.unlock()
        guard live, let player else { return }
        block(player.currentTime())
    }

    func cancel() {
        lock.lock()
        cancelled = true
        timer?.cancel()
        timer = nil
        lock.unlock()
    }
}
