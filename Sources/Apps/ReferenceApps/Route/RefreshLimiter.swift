// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs an action at most once per interval: the first request runs at once; requests within the interval are
/// coalesced into one run at its end, which sees the latest state. Time comes from an injected clock.
@MainActor
final class RefreshLimiter {
    let interval: Duration
    let clock: any Clock<Duration>
    private let action: @MainActor () -> Void
    private var lastRun: Duration?
    private var elapsed: Duration = .zero
    private var pending: Task<Void, Never>?
    private let start: ContinuousClock.Instant
    private var now: () -> Duration

    init<C: Clock>(interval: Duration, clock: C, action: @escaping @MainActor () -> Void) where C.Duration == Duration {
        self.interval = interval
        self.clock = clock
        self.action = action
        start = ContinuousClock.now
        let origin = clock.now
        let c = clock
        now = { origin.duration(to: c.now) }
    }

    func request() {
        guard pending == nil else { return }
        let t = now()
        if let last = lastRun, t - last < interval {
            let wait = interval - (t - last)
            let clock = self.clock
            pending = Task { @MainActor [weak self] in
                do { try await clock.sleep(for: wait) } catch { return }
                self?.run()
            }
        } else {
            run()
        }
    }

    private func run() {
        pending = nil
        lastRun = now()
        action()
    }

    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
