// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The system's record of what is playing, read by the car's now playing screen.
///
/// Mirrors [`MPNowPlayingInfoCenter`](https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter).
/// Thread-safe, as Apple's is.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown
    /// How many times `nowPlayingInfo` was assigned. - Note: Not in MediaPlayer.
    package private(set) var updateCount = 0

    /// The process's own: code that runs outside any app the car launched.
    private static let processWide = MPNowPlayingInfoCenter()

    /// The app's center: each app has its own (on iOS, one per process; here one per launch, see `AppLaunch`).
    public class func `default`() -> MPNowPlayingInfoCenter { of(AppLaunch.current) }

    /// The center of one launch of an app (the process's own for nil), for the car. - Note: Not in MediaPlayer.
    package static func of(_ launch: AppLaunch?) -> MPNowPlayingInfoCenter {
        launch?.instance(MPNowPlayingInfoCenter.self) { MPNowPlayingInfoCenter() } ?? processWide
    }

    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { update { info = newValue } }
    }

    /// What iOS still shows for the app from an earlier launch (the item it last played: the system keeps the now
    /// playing app and its item when the app's process ends, and the car's Now Playing button leads to it), until this
    /// launch sets `nowPlayingInfo` or `playbackState`. Not visible to the app's code. - Note: Not in MediaPlayer.
    package var remembered: RememberedItem? {
        get { lock.withLock { rememberedItem } }
        set { lock.withLock { rememberedItem = newValue } }
    }
    private var rememberedItem: RememberedItem?

    /// The item iOS keeps for an app between launches: what its now playing screen shows of it. - Note: Not in MediaPlayer.
    package struct RememberedItem: Sendable, Equatable {
        package var title: String
        package var artist: String
        package init(title: String, artist: String) {
            self.title = title
            self.artist = artist
        }
    }

    /// What the system shows: this launch's info once it set any, else what it remembers. - Note: Not in MediaPlayer.
    package var shownInfo: [String: Any]? {
        lock.lock()
        defer { lock.unlock() }
        if updateCount > 0 || info != nil { return info }
        return rememberedItem.map { [MPMediaItemPropertyTitle: $0.title, MPMediaItemPropertyArtist: $0.artist] }
    }

    /// Called after every change. - Note: Not in MediaPlayer.
    package var onUpdate: (@Sendable () -> Void)?
    /// The clock updates are timed with (the car's), and when the info last changed. - Note: Not in MediaPlayer.
    package var clock: @Sendable () -> Double = { 0 }
    package private(set) var lastUpdateTime: Double = 0

    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { update { state = newValue } }
    }

    /// Makes `change` under the lock, counted and timed as an update, then tells the car (outside the lock).
    private func update(_ change: () -> Void) {
        lock.lock()
        change()
        updateCount += 1
        lastUpdateTime = clock()
        let hook = onUpdate
        lock.unlock()
        hook?()
    }

    /// Clears everything, as when the app's process ends. - Note: Not in MediaPlayer.
    package func reset() {
        lock.lock()
        info = nil
        state = .unknown
        updateCount = 0
        onUpdate = nil
        lastUpdateTime = 0
        lock.unlock()
    }
}

/// Mirrors [`MPNowPlayingPlaybackState`](https://developer.apple.com/documentation/mediaplayer/mpnowplayingplaybackstate).
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown = 0
    case playing, paused, stopped, interrupted
}
