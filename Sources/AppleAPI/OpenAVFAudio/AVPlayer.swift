// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Plays an item. Mirrors [`AVPlayer`](https://developer.apple.com/documentation/avfoundation/avplayer).
///
/// No sound is made on Linux: the position advances with the phone's clock (which follows the car's) at the player's rate and stops at the
/// item's end (its duration: see `AVURLAsset`). What is time-based happens on the phone's clock, as dispatch timers:
/// periodic time observers fire on their queue every interval of playback, and reaching the end of an item posts
/// `AVPlayerItemDidPlayToEndTime` on the main queue, then does what `actionAtItemEnd` says.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Mirrors [`AVPlayer.TimeControlStatus`](https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus).
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate, playing
    }

    /// Mirrors [`AVPlayer.Status`](https://developer.apple.com/documentation/avfoundation/avplayer/status-swift.enum).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay, failed
    }

    /// What happens when an item ends. Mirrors [`AVPlayer.ActionAtItemEnd`](https://developer.apple.com/documentation/avfoundation/avplayer/actionatitemend-swift.enum).
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause, none
    }

    let lock = NSLock()
    private var item: AVPlayerItem?
    private var anchorPosition: Double = 0
    private var anchorTime: Double = 0
    private var playRate: Float = 0
    private var defaultRateValue: Float = 1
    private var endAction: ActionAtItemEnd
    private var waitsToMinimizeStalling = true
    private var volumeValue: Float = 1
    private var muted = false
    private var observers: [PeriodicTimeObserver] = []
    #if !canImport(ObjectiveC)
        /// Key-value observations of the player (`observe(\.timeControlStatus…)`). - Note: Ours (Linux has no KVO).
        public let keyValueObservers = KeyValueObservers()
    #endif
    /// Bumped at every change of rate, position or item, so a scheduled end that no longer holds does nothing.
    private var generation = 0
    /// The item whose end was reached (a player at the end of its item stays there).
    private var ended = false

    /// The phone's clock (seconds): the one dispatch timers wait on, which the car moves (see `PhoneTime` in
    /// CarPlayHost), so a position read in a time observer's block is exactly the observer's interval on.
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Mirrors [`init()`](https://developer.apple.com/documentation/avfoundation/avplayer/init()).
    public override init() {
        endAction = .pause
        super.init()
    }

    /// Mirrors [`init(playerItem:)`](https://developer.apple.com/documentation/avfoundation/avplayer/init(playeritem:)).
    public init(playerItem item: AVPlayerItem?) {
        endAction = .pause
        super.init()
        adopt(item)
    }

    /// A player of a new item for `URL`. Mirrors [`init(url:)`](https://developer.apple.com/documentation/avfoundation/avplayer/init(url:)).
    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    deinit {
        for o in observers { o.cancel() }
    }

    /// Mirrors [`currentItem`](https://developer.apple.com/documentation/avfoundation/avplayer/currentitem).
    open var currentItem: AVPlayerItem? {
        lock.withLock { item }
    }

    /// Mirrors [`replaceCurrentItem(with:)`](https://developer.apple.com/documentation/avfoundation/avplayer/replacecurrentitem(with:)):
    /// the new item starts at its beginning, at the player's rate.
    open func replaceCurrentItem(with newItem: AVPlayerItem?) {
        adopt(newItem)
        changed(jump: true)
    }

    private func adopt(_ newItem: AVPlayerItem?) {
        lock.lock()
        item = newItem
        anchorPosition = 0
        anchorTime = Self.clock()
        ended = false
        lock.unlock()
        newItem?.player = self
    }

    /// Mirrors [`status`](https://developer.apple.com/documentation/avfoundation/avplayer/status-swift.property).
    open var status: Status { .readyToPlay }

    /// Mirrors [`error`](https://developer.apple.com/documentation/avfoundation/avplayer/error).
    open var error: (any Error)? { nil }

    /// The playback rate: 0 is paused; setting it plays at that rate. Mirrors [`rate`](https://developer.apple.com/documentation/avfoundation/avplayer/rate).
    open var rate: Float {
        get { lock.withLock { playRate } }
        set {
            lock.lock()
            reanchor()
            let wasPlaying = playRate > 0
            playRate = max(newValue, 0)
            if newValue > 0 { defaultRateValue = newValue }
            // A player at the end of its item stays there until the app seeks or changes the item (as far as we know,
            // iOS does the same).
            let startsOrStops = wasPlaying != (playRate > 0)
            lock.unlock()
            changed(jump: startsOrStops)
        }
    }

    /// The rate `play()` uses. Mirrors [`defaultRate`](https://developer.apple.com/documentation/avfoundation/avplayer/defaultrate) (iOS 16).
    open var defaultRate: Float {
        get { lock.withLock { defaultRateValue } }
        set { lock.withLock { defaultRateValue = newValue } }
    }

    /// Whether the player waits for enough media before playing. Mirrors
    /// [`automaticallyWaitsToMinimizeStalling`](https://developer.apple.com/documentation/avfoundation/avplayer/automaticallywaitstominimizestalling):
    /// the simulated network never stalls, so playing starts at once either way.
    open var automaticallyWaitsToMinimizeStalling: Bool {
        get { lock.withLock { waitsToMinimizeStalling } }
        set { lock.withLock { waitsToMinimizeStalling = newValue } }
    }

    /// Mirrors [`actionAtItemEnd`](https://developer.apple.com/documentation/avfoundation/avplayer/actionatitemend-swift.property):
    /// `.pause` for a player, `.advance` for a queue player.
    open var actionAtItemEnd: ActionAtItemEnd {
        get { lock.withLock { endAction } }
        set { lock.withLock { endAction = newValue } }
    }

    /// Mirrors [`volume`](https://developer.apple.com/documentation/avfoundation/avplayer/volume).
    open var volume: Float {
        get { lock.withLock { volumeValue } }
        set { lock.withLock { volumeValue = min(max(newValue, 0), 1) } }
    }

    /// Mirrors [`isMuted`](https://developer.apple.com/documentation/avfoundation/avplayer/ismuted).
    open var isMuted: Bool {
        get { lock.withLock { muted } }
        set { lock.withLock { muted = newValue } }
    }

    /// Mirrors [`timeControlStatus`](https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.property).
    open var timeControlStatus: TimeControlStatus { rate > 0 && currentItem != nil ? .playing : .paused }

    /// Plays at `defaultRate`. Mirrors [`play()`](https://developer.apple.com/documentation/avfoundation/avplayer/play()).
    open func play() { rate = defaultRate }
    /// Mirrors [`pause()`](https://developer.apple.com/documentation/avfoundation/avplayer/pause()).
    open func pause() { rate = 0 }

    /// Plays at `rate` at once. Mirrors [`playImmediately(atRate:)`](https://developer.apple.com/documentation/avfoundation/avplayer/playimmediately(atrate:)).
    open func playImmediately(atRate rate: Float) { self.rate = rate }

    /// Mirrors [`currentTime()`](https://developer.apple.com/documentation/avfoundation/avplayer/currenttime()).
    open func currentTime() -> CMTime {
        lock.withLock { CMTime(seconds: position(), preferredTimescale: 1000) }
    }

    // MARK: Seeking

    /// Mirrors [`seek(to:)`](https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:)-87h2r).
    open func seek(to time: CMTime) {
        lock.lock()
        anchorPosition = clamp(time.seconds)
        anchorTime = Self.clock()
        ended = false
        lock.unlock()
        changed(jump: true)
    }

    /// Mirrors [`seek(to:completionHandler:)`](https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:completionhandler:)-75bls):
    /// the seek is exact, and the handler hears `true` on the main queue.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        DispatchQueue.main.async { completionHandler(true) }
    }

    /// Mirrors [`seek(to:toleranceBefore:toleranceAfter:)`](https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:tolerancebefore:toleranceafter:)):
    /// every seek is exact here.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

    /// Mirrors [`seek(to:toleranceBefore:toleranceAfter:completionHandler:)`](https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:tolerancebefore:toleranceafter:completionhandler:)).
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    // MARK: Observing time

    /// Calls `block` on `queue` (the main queue when nil) each `interval` of playback while the player plays (at the
    /// multiples of `interval` in the item's timeline), and whenever playback starts, stops or jumps. Mirrors
    /// [`addPeriodicTimeObserver(forInterval:queue:using:)`](https://developer.apple.com/documentation/avfoundation/avplayer/addperiodictimeobserver(forinterval:queue:using:)).
    /// The ticks are dispatch timers on the phone's clock. Keep the returned token and pass it to `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        precondition(interval.isNumeric && interval.seconds > 0, "AVPlayer: the interval of a periodic time observer must be positive")
        let observer = PeriodicTimeObserver(player: self, interval: interval.seconds, queue: queue ?? .main, block: block)
        lock.lock()
        observers.append(observer)
        let position = position()
        let rate = playRate
        lock.unlock()
        observer.schedule(position: position, rate: rate, notify: false)
        return observer
    }

    /// Stops an observer: its block isn't called after this returns (unless already running). Mirrors
    /// [`removeTimeObserver(_:)`](https://developer.apple.com/documentation/avfoundation/avplayer/removetimeobserver(_:)).
    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? PeriodicTimeObserver else {
            preconditionFailure("AVPlayer: removeTimeObserver(_:) was given something addPeriodicTimeObserver didn't return")
        }
        lock.withLock { observers.removeAll { $0 === observer } }
        observer.cancel()
    }

    // MARK: The simulation (ours)

    /// After a change of rate, position or item: re-times the observers (telling them of a jump) and the item's end.
    private func changed(jump: Bool) {
        lock.lock()
        generation += 1
        let current = generation
        let position = position()
        let rate = playRate
        let watchers = observers
        let duration = item?.duration.seconds ?? .nan
        let atEnd = ended
        lock.unlock()
        for o in watchers { o.schedule(position: position, rate: rate, notify: jump) }
        #if !canImport(ObjectiveC)
            // Key-value observers of the rate, the time control status and the item hear what changed.
            keyValueObservers.valuesMayHaveChanged()
        #endif
        guard rate > 0, duration.isFinite, !atEnd else { return }
        let wait = max(duration - position, 0) / Double(rate)
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in self?.reachedEnd(generation: current) }
    }

    /// The item's end came (on the phone's clock): tell the app, then pause, advance or carry on.
    private func reachedEnd(generation expected: Int) {
        lock.lock()
        guard generation == expected, let finished = item, finished.duration.seconds.isFinite else {
            lock.unlock()
            return
        }
        // The end is where the phone's clock says it is, whatever the car's clock reads.
        anchorPosition = finished.duration.seconds
        anchorTime = Self.clock()
        ended = true
        let action = endAction
        lock.unlock()
        NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: finished)
        switch action {
        case .pause: rate = 0
        case .advance: advanceAfterEnd(of: finished)
        case .none: changed(jump: false)
        }
    }

    /// What `.advance` does at an item's end: a plain player has no next item, so it pauses. - Note: Ours.
    func advanceAfterEnd(of item: AVPlayerItem) { rate = 0 }

    /// Called with the lock held.
    private func position() -> Double {
        clamp(anchorPosition + Double(playRate) * (Self.clock() - anchorTime))
    }

    /// Called with the lock held.
    private func reanchor() {
        anchorPosition = position()
        anchorTime = Self.clock()
    }

    /// Called with the lock held.
    private func clamp(_ s: Double) -> Double {
        guard s.isFinite else { return 0 }
        let duration = item?.duration.seconds ?? .nan
        return duration.isFinite ? min(max(s, 0), duration) : max(s, 0)
    }
}

#if !canImport(ObjectiveC)
    extension AVPlayer: KeyValueObservable {
        /// The keys observed by name (`addObserver(_:forKeyPath:options:context:)`), as Objective-C names them: `rate`,
        /// `timeControlStatus`, `status`, `volume`, `muted` (numbers and enums as `NSNumber`), `currentItem` and `error`
        /// (`NSNull` for none). - Note: Ours.
        public func keyValueObservingValue(forKey key: String) -> Any? {
            switch key {
            case "rate": NSNumber(value: rate)
            case "timeControlStatus": NSNumber(value: timeControlStatus.rawValue)
            case "status": NSNumber(value: status.rawValue)
            case "volume": NSNumber(value: volume)
            case "muted": NSNumber(value: isMuted)
            case "currentItem": currentItem ?? NSNull()
            case "error": error ?? NSNull()
            default: nil
            }
        }
    }
#endif
