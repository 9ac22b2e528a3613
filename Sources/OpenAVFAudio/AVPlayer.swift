// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A time as a rational number. Mirrors [`CMTime`](https://developer.apple.com/documentation/coremedia/cmtime) (the
/// parts players use). - Note: CoreMedia's type, provided here for `AVPlayer`.
public struct CMTime: Sendable, Equatable, Comparable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: Int32) {
        value = Int64((seconds * Double(preferredTimescale)).rounded())
        timescale = preferredTimescale
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let indefinite = CMTime(value: 0, timescale: 0)
    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
}

/// Something to play. Mirrors [`AVPlayerItem`](https://developer.apple.com/documentation/avfoundation/avplayeritem):
/// on Linux nothing is decoded; the duration is what the app knows (or indefinite, for live streams).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let url: URL
    open private(set) var duration: CMTime
    public init(url: URL) {
        self.url = url
        duration = .indefinite
        super.init()
    }
    /// An item with a known duration. - Note: Not in AVFoundation (a real item reads it from the media).
    public init(url: URL, duration: CMTime) {
        self.url = url
        self.duration = duration
        super.init()
    }
}

/// Plays an item: on Linux the car's audio system simulates playback, so the position advances with the car's
/// clock at the player's rate. Mirrors [`AVPlayer`](https://developer.apple.com/documentation/avfoundation/avplayer).
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Mirrors [`AVPlayer.TimeControlStatus`](https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus).
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate, playing
    }

    private let lock = NSLock()
    private var item: AVPlayerItem?
    private var anchorPosition: Double = 0
    private var anchorTime: Double = 0
    private var playRate: Float = 0
    private var defaultRateValue: Float = 1

    /// The clock playback time comes from (seconds); the car sets it to its own. - Note: Not in AVFoundation.
    nonisolated(unsafe) package static var clock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }

    public override init() { super.init() }
    public init(playerItem: AVPlayerItem?) {
        item = playerItem
        super.init()
    }

    open var currentItem: AVPlayerItem? {
        lock.lock()
        defer { lock.unlock() }
        return item
    }

    open func replaceCurrentItem(with newItem: AVPlayerItem?) {
        lock.lock()
        item = newItem
        anchorPosition = 0
        anchorTime = Self.clock()
        lock.unlock()
    }

    /// The playback rate: 0 is paused; setting it plays at that rate.
    open var rate: Float {
        get {
            lock.lock()
            defer { lock.unlock() }
            return playRate
        }
        set {
            lock.lock()
            reanchor()
            playRate = max(newValue, 0)
            if newValue > 0 { defaultRateValue = newValue }
            lock.unlock()
        }
    }

    /// The rate `play()` uses.
    open var defaultRate: Float {
        get {
            lock.lock()
            defer { lock.unlock() }
            return defaultRateValue
        }
        set {
            lock.lock()
            defaultRateValue = newValue
            lock.unlock()
        }
    }

    open var timeControlStatus: TimeControlStatus { rate > 0 && currentItem != nil ? .playing : .paused }

    open func play() { rate = defaultRate }
    open func pause() { rate = 0 }

    open func currentTime() -> CMTime {
        lock.lock()
        defer { lock.unlock() }
        return CMTime(seconds: position(), preferredTimescale: 1000)
    }

    open func seek(to time: CMTime) {
        lock.lock()
        defer { lock.unlock() }
        anchorPosition = clamp(time.seconds)
        anchorTime = Self.clock()
    }

    private func position() -> Double {
        clamp(anchorPosition + Double(playRate) * (Self.clock() - anchorTime))
    }

    private func reanchor() {
        anchorPosition = position()
        anchorTime = Self.clock()
    }

    private func clamp(_ s: Double) -> Double {
        let duration = item?.duration.seconds ?? .nan
        return duration.isFinite ? min(max(s, 0), duration) : max(s, 0)
    }
}
