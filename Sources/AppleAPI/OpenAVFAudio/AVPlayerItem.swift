// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something to play. Mirrors [`AVPlayerItem`](https://developer.apple.com/documentation/avfoundation/avplayeritem):
/// on Linux nothing is decoded; the duration comes from the asset (see `AVURLAsset`) or from the app
/// (`init(url:duration:)`, ours).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Mirrors [`AVPlayerItem.Status`](https://developer.apple.com/documentation/avfoundation/avplayeritem/status-swift.enum).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay, failed
    }

    /// Posted (on the main queue) when the item plays to its end; the object is the item. Mirrors
    /// [`didPlayToEndTimeNotification`](https://developer.apple.com/documentation/avfoundation/avplayeritem/didplaytoendtimenotification).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    #if !canImport(ObjectiveC)
        /// Key-value observations of the item (`observe(\.status…)`; its status is `.readyToPlay` from the start here, so
        /// only `.initial` reports it). - Note: Ours (Linux has no KVO).
        public let keyValueObservers = KeyValueObservers()
    #endif

    /// Where the item's media is. - Note: Ours (on iOS, `(asset as? AVURLAsset)?.url`).
    public let url: URL
    /// Mirrors [`asset`](https://developer.apple.com/documentation/avfoundation/avplayeritem/asset).
    public let asset: AVAsset
    private let knownDuration: CMTime
    private let lock = NSLock()
    private weak var _player: AVPlayer?

    /// Mirrors [`init(url:)`](https://developer.apple.com/documentation/avfoundation/avplayeritem/init(url:)).
    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    /// Mirrors [`init(asset:)`](https://developer.apple.com/documentation/avfoundation/avplayeritem/init(asset:)).
    public init(asset: AVAsset) {
        self.asset = asset
        url = (asset as? AVURLAsset)?.url ?? URL(fileURLWithPath: "/")
        knownDuration = asset.duration
        super.init()
    }

    /// An item with a known duration. - Note: Ours (a real item reads it from the media).
    public init(url: URL, duration: CMTime) {
        self.url = url
        asset = AVURLAsset(url: url)
        knownDuration = duration
        super.init()
    }

    /// Mirrors [`duration`](https://developer.apple.com/documentation/avfoundation/avplayeritem/duration).
    open var duration: CMTime { knownDuration }

    /// Mirrors [`status`](https://developer.apple.com/documentation/avfoundation/avplayeritem/status-swift.property):
    /// ready at once, as there is nothing to load.
    open var status: Status { .readyToPlay }

    /// Mirrors [`error`](https://developer.apple.com/documentation/avfoundation/avplayeritem/error).
    open var error: (any Error)? { nil }

    /// The position in the item: the player's, or zero when no player has it. Mirrors
    /// [`currentTime()`](https://developer.apple.com/documentation/avfoundation/avplayeritem/currenttime()).
    open func currentTime() -> CMTime {
        guard let player, player.currentItem === self else { return .zero }
        return player.currentTime()
    }

    /// The player the item is in (ours).
    var player: AVPlayer? {
        get { lock.withLock { _player } }
        set { lock.withLock { _player = newValue } }
    }
}

extension Notification.Name {
    /// Mirrors [`AVPlayerItemDidPlayToEndTime`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/avplayeritemdidplaytoendtime).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    /// Posted when an item fails to play to its end; the error is under ``AVPlayerItemFailedToPlayToEndTimeErrorKey``.
    /// Mirrors [`AVPlayerItemFailedToPlayToEndTime`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/avplayeritemfailedtoplaytoendtime).
    /// - Note: The simulated phone's media never fails midway, so it is never posted here.
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when an item's playback stalls for want of data. Mirrors
    /// [`AVPlayerItemPlaybackStalled`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/avplayeritemplaybackstalled).
    /// - Note: Never posted here, as above.
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

/// The `userInfo` key of the error in ``Foundation/NSNotification/Name/AVPlayerItemFailedToPlayToEndTime``. Mirrors
/// [`AVPlayerItemFailedToPlayToEndTimeErrorKey`](https://developer.apple.com/documentation/avfoundation/avplayeritemfailedtoplaytoendtimeerrorkey).
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

#if !canImport(ObjectiveC)
    extension AVPlayerItem: KeyValueObservable {
        /// The keys observed by name (`addObserver(_:forKeyPath:options:context:)`): `status` (an `NSNumber` of its raw
        /// value), `duration` (a `CMTime`) and `error` (`NSNull` when there is none). - Note: Ours.
        public func keyValueObservingValue(forKey key: String) -> Any? {
            switch key {
            case "status": NSNumber(value: status.rawValue)
            case "duration": duration
            case "error": error ?? NSNull()
            default: nil
            }
        }

        /// `status` is `.unknown` to an observer registered by name until its item is ready: here, on the main queue
        /// just after it registers (a phone app waits to hear `.readyToPlay` before it plays). - Note: Ours.
        public func keyValueObservingValueBeforeLoading(forKey key: String) -> Any? {
            key == "status" ? NSNumber(value: Status.unknown.rawValue) : nil
        }
    }
#endif
