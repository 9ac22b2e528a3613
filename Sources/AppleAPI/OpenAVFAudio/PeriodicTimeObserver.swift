// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One periodic time observer of an `AVPlayer`: dispatch waits on the observer's queue (so on the phone's clock),
/// one at a time while the player plays. What `addPeriodicTimeObserver` returns. - Note: Ours (iOS returns an opaque object).
final class PeriodicTimeObserver: NSObject, @unchecked Sendable {
    private weak var player: AVPlayer?
    private let interval: Double
    private let queue: DispatchQueue
    private let block: @Sendable (CMTime) -> Void
    private let lock = NSLock()
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
        guard !cancelled else {
            lock.unlock()
            return
        }
        generation += 1
        let current = generation
        lock.unlock()
        if notify {
            queue.async { [weak self] in self?.fire(generation: current) }
        }
        armNext(after: position, rate: rate, generation: current)
    }

    /// One wait to the next multiple of the interval in the item's timeline. Each tick is its own `asyncAfter` (which
    /// the phone's clock is told of at once) rather than a repeating timer, whose later deadlines libdispatch programs
    /// on its own thread, a moment late for a car moving the clock from deadline to deadline.
    private func armNext(after position: Double, rate: Float, generation current: Int) {
        guard rate > 0 else { return }
        let next = (floor(position / interval + 1e-9) + 1) * interval
        let wait = (next - position) / Double(rate)
        queue.asyncAfter(deadline: .now() + wait) { [weak self] in
            guard let self, let player = self.player else { return }
            guard self.fire(generation: current) else { return }
            let playing = player.rate
            guard playing > 0 else { return }
            self.armNext(after: player.currentTime().seconds, rate: playing, generation: current)
        }
    }

    /// Calls the block, unless the observer was removed or re-timed since; says whether it did.
    @discardableResult
    private func fire(generation expected: Int) -> Bool {
        lock.lock()
        let live = !cancelled && generation == expected
        lock.unlock()
        guard live, let player else { return false }
        block(player.currentTime())
        return true
    }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}
