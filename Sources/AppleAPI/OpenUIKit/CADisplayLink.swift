// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The seconds of the phone's clock since it started, as QuartzCore's media time. Mirrors
/// [`CACurrentMediaTime()`](https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()): the clock the car
/// moves (`PhoneTime` in CarPlayHost), so frames and animations follow the car's clock.
public func CACurrentMediaTime() -> CFTimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// A timer in step with the screen's refresh: calls the app once per frame while it runs. Mirrors
/// [`CADisplayLink`](https://developer.apple.com/documentation/quartzcore/cadisplaylink) (QuartzCore).
///
/// - Note: Apple's initializer, ``init(target:selector:)``, takes a selector, which Swift on Linux has no runtime for
///   (`#selector` and `@objc` are errors there): iOS code copied by the `carplay-imports` rewriter (the AppleImports
///   plugin, `headunit init`) has its `#selector(step(_:))` made a `Selector` that carries the method, so it works as
///   written; code of your own can also use ``init(handler:)`` (ours): `CADisplayLink { [weak self] link in
///   self?.step(link) }`. Every screen the simulator drives refreshes at 60 Hz (``UIScreen/maximumFramesPerSecond``): frames fall on
///   multiples of the frame's duration on the phone's clock, each one a dispatch wait on the main queue, so the car
///   moves them as it moves any app timer, and a test's `advance(by: .seconds(1))` sees 60 frames.
open class CADisplayLink: NSObject, @unchecked Sendable {
    /// The refresh rate of the screens (the phone's and the car's). - Note: Ours.
    package static let displayRate = 60

    private let lock = NSLock()
    /// What each frame calls; released when the link is invalidated (with the target it holds, as Apple's releases its
    /// target).
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private var added = false
    private var paused = false
    private var valid = true
    private var preferredFPS = 0
    private var range = CAFrameRateRange.default
    private var last: Double = 0
    private var next: Double = 0
    /// Bumped whenever the ticks are re-timed, so a wait armed before does nothing.
    private var generation = 0

    /// A display link that calls `handler` on the main queue at each frame once added to a run loop. - Note: Ours
    /// (iOS has `init(target:selector:)`; see the type's note).
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// A display link that calls `sel` on `target` at each frame, with the link as its argument; it holds the target
    /// until invalidated. Mirrors [`init(target:selector:)`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:))
    /// (see the type's note for selectors on Linux).
    public convenience init(target: Any, selector sel: Selector) {
        nonisolated(unsafe) let object = target as AnyObject
        self.init { link in TargetAction.perform(sel, on: object, with: [link]) }
    }

    /// Starts the frames (any run loop and mode: the frames come on the main queue, as on the main run loop). Mirrors
    /// [`add(to:forMode:)`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.withLock { if valid { added = true } }
        retime()
    }

    /// Mirrors [`remove(from:forMode:)`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/remove(from:formode:)).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.withLock { added = false }
        retime()
    }

    /// Stops the frames for good. Mirrors [`invalidate()`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()).
    open func invalidate() {
        lock.withLock {
            valid = false
            added = false
            handler = nil
        }
        retime()
    }

    /// Mirrors [`isPaused`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused).
    open var isPaused: Bool {
        get { lock.withLock { paused } }
        set {
            lock.withLock { paused = newValue }
            retime()
        }
    }

    /// 0: the screen's rate. Mirrors [`preferredFramesPerSecond`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframespersecond).
    open var preferredFramesPerSecond: Int {
        get { lock.withLock { preferredFPS } }
        set {
            lock.withLock { preferredFPS = max(newValue, 0) }
            retime()
        }
    }

    /// Mirrors [`preferredFrameRateRange`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange).
    open var preferredFrameRateRange: CAFrameRateRange {
        get { lock.withLock { range } }
        set {
            lock.withLock { range = newValue }
            retime()
        }
    }

    /// When the last frame was shown (`CACurrentMediaTime()`'s clock). Mirrors
    /// [`timestamp`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp).
    open var timestamp: CFTimeInterval { lock.withLock { last } }

    /// When the next frame will be shown. Mirrors
    /// [`targetTimestamp`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp).
    open var targetTimestamp: CFTimeInterval { lock.withLock { next } }

    /// The time between frames at the screen's rate. Mirrors
    /// [`duration`](https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration).
    open var duration: CFTimeInterval { 1 / Double(Self.displayRate) }

    /// Called with the lock held: the seconds between this link's frames. Displays show whole frames, so the rate is the
    /// screen's divided by a whole number (60, 30, 20, 15…): the one closest to the rate the app prefers (ties go to
    /// the faster), as Apple documents a display link picks the closest rate the display supports.
    private var step: Double {
        let wanted = range.preferred.map { Int($0.rounded()) } ?? Int(range.maximum.rounded())
        let asked = wanted > 0 ? wanted : preferredFPS
        let full = Self.displayRate
        guard asked > 0, asked < full else { return 1 / Double(full) }
        let divisor = (1...full).min { a, b in
            let (da, db) = (abs(Double(full) / Double(a) - Double(asked)), abs(Double(full) / Double(b) - Double(asked)))
            return da != db ? da < db : a < b
        }!
        return Double(divisor) / Double(full)
    }

    /// Arms the next frame (or none, when removed, paused or invalidated).
    private func retime() {
        lock.lock()
        generation += 1
        let current = generation
        let running = added && valid && !paused
        let step = self.step
        let now = CACurrentMediaTime()
        let due = (floor(now / step + 1e-9) + 1) * step
        next = due
        lock.unlock()
        guard running else { return }
        arm(at: due, step: step, generation: current)
    }

    private func arm(at due: Double, step: Double, generation current: Int) {
        let wait = max(due - CACurrentMediaTime(), 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            guard let self else { return }
            let live = self.lock.withLock { () -> Bool in
                guard self.generation == current else { return false }
                self.last = due
                self.next = due + step
                return true
            }
            guard live else { return }
            let handler = self.lock.withLock { self.handler }
            MainActor.assumeIsolated { handler?(self) }
            let still = self.lock.withLock { self.generation == current }
            if still { self.arm(at: due + step, step: step, generation: current) }
        }
    }
}
