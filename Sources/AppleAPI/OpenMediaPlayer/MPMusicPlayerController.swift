// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// Plays songs from the phone's media library. Mirrors
/// [`MPMusicPlayerController`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller).
///
/// The players belong to the phone in the car (`PhoneMusicLibrary`), so two cars never share one; each app has its own
/// `applicationMusicPlayer` and `applicationQueuePlayer` (on iOS they live in its process), and the phone one
/// `systemMusicPlayer` (the Music app's). No sound is made on Linux: the position moves with the
/// phone's clock (which the car moves), each song ends after its `playbackDuration` (a dispatch wait on that clock)
/// and the queue carries on as `repeatMode` and `shuffleMode` say. While a player has a song it fills in
/// `MPNowPlayingInfoCenter` (title, artist, album, artwork, duration, elapsed time, rate, queue position), which is
/// what the car's now playing screen shows, as iOS does for the app's music player. Shuffling is random but
/// repeatable: each phone draws from its own seeded generator. Notifications (after
/// `beginGeneratingPlaybackNotifications()`) are posted on the main queue after the change, with the player as object.
open class MPMusicPlayerController: NSObject, MPMediaPlayback, MPSystemMusicPlayerController, @unchecked Sendable {
    /// Which of the phone's players. - Note: Ours.
    package enum Kind: Sendable {
        case application, applicationQueue, system
    }

    package let kind: Kind
    weak var phone: PhoneMusicLibrary?
    let lock = NSLock()
    /// The queue as the app set it, and in playing order (shuffled or not).
    var original: [MPMediaItem] = []
    var order: [MPMediaItem] = []
    var index: Int?
    var state: MPMusicPlaybackState = .stopped
    var anchorPosition: Double = 0
    var anchorTime: Double = 0
    var playRate: Float = 1
    var repeatValue: MPMusicRepeatMode = .default
    var shuffleValue: MPMusicShuffleMode = .default
    var notifying = 0
    var prepared = false
    var stateBeforeSeeking: MPMusicPlaybackState = .paused
    /// Bumped at every change of position, rate, item or state, so a scheduled end that no longer holds does nothing.
    var generation = 0

    package init(kind: Kind, phone: PhoneMusicLibrary?) {
        self.kind = kind
        self.phone = phone
        super.init()
    }

    /// The app's own player (plays inside the app, leaves the Music app alone). Mirrors
    /// [`applicationMusicPlayer`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/applicationmusicplayer).
    open class var applicationMusicPlayer: MPMusicPlayerController { PhoneMusicLibrary.inUse.appPlayers(of: AppLaunch.current).application }

    /// The app's player whose queue it can change while playing. Mirrors
    /// [`applicationQueuePlayer`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/applicationqueueplayer).
    open class var applicationQueuePlayer: MPMusicPlayerApplicationController { PhoneMusicLibrary.inUse.appPlayers(of: AppLaunch.current).queue }

    /// The Music app's player. Mirrors
    /// [`systemMusicPlayer`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/systemmusicplayer).
    open class var systemMusicPlayer: MPMusicPlayerController & MPSystemMusicPlayerController { PhoneMusicLibrary.inUse.systemPlayer }

    // MARK: State

    /// Mirrors [`playbackState`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/playbackstate).
    open var playbackState: MPMusicPlaybackState { lock.withLock { state } }

    /// Mirrors [`repeatMode`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/repeatmode).
    open var repeatMode: MPMusicRepeatMode {
        get { lock.withLock { repeatValue } }
        set { lock.withLock { repeatValue = newValue } }
    }

    /// Setting it re-orders the rest of the queue; the song playing stays. Mirrors
    /// [`shuffleMode`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/shufflemode).
    open var shuffleMode: MPMusicShuffleMode {
        get { lock.withLock { shuffleValue } }
        set {
            lock.lock()
            shuffleValue = newValue
            reorder(startingWith: index.map { order[$0] })
            lock.unlock()
            changed(item: false, state: false)
        }
    }

    /// The song playing (or to play next when stopped). Setting an item in the queue moves to it; an item not in the
    /// queue becomes a queue of its own. Mirrors
    /// [`nowPlayingItem`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/nowplayingitem).
    open var nowPlayingItem: MPMediaItem? {
        get { lock.withLock { index.map { order[$0] } } }
        set {
            lock.lock()
            if let item = newValue {
                if let i = order.firstIndex(where: { $0 === item || $0.persistentID == item.persistentID }) {
                    index = i
                } else {
                    original = [item]
                    order = [item]
                    index = 0
                }
            } else {
                index = nil
                state = .stopped
            }
            moveTo(0)
            lock.unlock()
            changed(item: true, state: newValue == nil)
        }
    }

    /// The position of `nowPlayingItem` in the playing order (`NSNotFound` with none). Mirrors
    /// [`indexOfNowPlayingItem`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/indexofnowplayingitem).
    open var indexOfNowPlayingItem: Int { lock.withLock { index ?? NSNotFound } }

    /// Seconds into the song; setting it seeks (within the song). Mirrors
    /// [`currentPlaybackTime`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/currentplaybacktime).
    open var currentPlaybackTime: TimeInterval {
        get { lock.withLock { position() } }
        set {
            lock.withLock { moveTo(newValue) }
            changed(item: false, state: false)
        }
    }

    /// 0 when not playing; setting a positive rate plays at it, 0 pauses. Mirrors
    /// [`currentPlaybackRate`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/currentplaybackrate).
    open var currentPlaybackRate: Float {
        get { lock.withLock { isMoving ? playRate : 0 } }
        set {
            if newValue <= 0 {
                pause()
                return
            }
            lock.withLock {
                anchor()
                playRate = newValue
            }
            play()
        }
    }

    // MARK: The queue

    /// Mirrors [`setQueue(with:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/setqueue(with:)-6i7h3)
    /// for a query: its items, in its order.
    open func setQueue(with query: MPMediaQuery) { replaceQueue(query.items ?? [], start: nil) }

    /// Mirrors [`setQueue(with:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/setqueue(with:)-xlwk)
    /// for a collection.
    open func setQueue(with itemCollection: MPMediaItemCollection) { replaceQueue(itemCollection.items, start: nil) }

    /// Mirrors [`setQueue(with:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/setqueue(with:)-1bwp6)
    /// for store IDs (see ``MPMusicPlayerStoreQueueDescriptor`` for which play).
    open func setQueue(with storeIDs: [String]) { setQueue(with: MPMusicPlayerStoreQueueDescriptor(storeIDs: storeIDs)) }

    /// Mirrors [`setQueue(with:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/setqueue(with:)-8rk4v)
    /// for a descriptor.
    open func setQueue(with descriptor: MPMusicPlayerQueueDescriptor) {
        let (items, start) = descriptor.resolve()
        replaceQueue(items, start: start)
    }

    /// Puts the descriptor's items right after the song playing. Mirrors
    /// [`prepend(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/prepend(_:)).
    open func prepend(_ descriptor: MPMusicPlayerQueueDescriptor) {
        let added = descriptor.resolve().items
        lock.withLock {
            let at = index.map { $0 + 1 } ?? 0
            order.insert(contentsOf: added, at: at)
            original.insert(contentsOf: added, at: min(at, original.count))
        }
        changed(item: false, state: false)
    }

    /// Puts the descriptor's items at the end of the queue. Mirrors
    /// [`append(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/append(_:)).
    open func append(_ descriptor: MPMusicPlayerQueueDescriptor) {
        let added = descriptor.resolve().items
        lock.withLock {
            order.append(contentsOf: added)
            original.append(contentsOf: added)
        }
        changed(item: false, state: false)
    }

    // MARK: Transport

    /// Mirrors [`prepareToPlay()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/preparetoplay()).
    open func prepareToPlay() { lock.withLock { prepared = !order.isEmpty } }

    /// The handler hears nil on the main queue once the queue is ready, or an error (`MPErrorDomain`, code 4, "not
    /// found", as we recall `MPError.notFound`'s value) when the queue is empty. Mirrors
    /// [`prepareToPlay(completionHandler:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/preparetoplay(completionhandler:)).
    open func prepareToPlay(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        prepareToPlay()
        let error: NSError? =
            isPreparedToPlay
            ? nil : NSError(domain: "MPErrorDomain", code: 4, userInfo: [NSLocalizedDescriptionKey: "the music player's queue is empty"])
        DispatchQueue.main.async { completionHandler(error) }
    }

    /// Mirrors [`isPreparedToPlay`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/ispreparedtoplay).
    open var isPreparedToPlay: Bool { lock.withLock { prepared } }

    /// Plays the song at hand (the queue's first after it ended). Mirrors
    /// [`play()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/play()).
    open func play() {
        lock.lock()
        guard !order.isEmpty else {
            lock.unlock()
            return
        }
        var itemChanged = false
        if index == nil {
            index = 0
            moveTo(0)
            itemChanged = true
        }
        anchor()
        let before = state
        state = .playing
        prepared = true
        lock.unlock()
        changed(item: itemChanged, state: before != .playing)
    }

    /// Mirrors [`pause()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/pause()).
    open func pause() { settle(in: .paused) }

    /// Ends playback: the song goes back to its start. Mirrors
    /// [`stop()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/stop()).
    open func stop() {
        settle(in: .stopped)
        lock.withLock { moveTo(0) }
        changed(item: false, state: false)
    }

    /// Mirrors [`beginSeekingForward()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/beginseekingforward()):
    /// the position moves at 3× until `endSeeking()` (3× is ours).
    open func beginSeekingForward() { seek(.seekingForward, rate: 3) }

    /// Mirrors [`beginSeekingBackward()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/beginseekingbackward()):
    /// the position moves back at 3× until `endSeeking()`, stopping at the song's start.
    open func beginSeekingBackward() { seek(.seekingBackward, rate: -3) }

    /// Mirrors [`endSeeking()`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback/endseeking()).
    open func endSeeking() {
        lock.lock()
        guard state == .seekingForward || state == .seekingBackward else {
            lock.unlock()
            return
        }
        anchor()
        state = stateBeforeSeeking
        playRate = 1
        lock.unlock()
        changed(item: false, state: true)
    }

    /// Mirrors [`skipToNextItem()`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/skiptonextitem()).
    open func skipToNextItem() { advance(by: 1, atEnd: false) }

    /// Mirrors [`skipToPreviousItem()`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/skiptopreviousitem()):
    /// from the first song, back to its start (or to the last song when repeating all).
    open func skipToPreviousItem() { advance(by: -1, atEnd: false) }

    /// Mirrors [`skipToBeginning()`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/skiptobeginning()).
    open func skipToBeginning() { currentPlaybackTime = 0 }

    /// Mirrors [`beginGeneratingPlaybackNotifications()`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/begingeneratingplaybacknotifications()).
    open func beginGeneratingPlaybackNotifications() { lock.withLock { notifying += 1 } }

    /// Mirrors [`endGeneratingPlaybackNotifications()`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontroller/endgeneratingplaybacknotifications()).
    open func endGeneratingPlaybackNotifications() { lock.withLock { notifying = max(notifying - 1, 0) } }

    /// Plays `queueDescriptor` (on iOS, in the Music app; `MPSystemMusicPlayerController`'s one method). Mirrors
    /// [`openToPlay(_:)`](https://developer.apple.com/documentation/mediaplayer/mpsystemmusicplayercontroller/opentoplay(_:)).
    open func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor) {
        setQueue(with: queueDescriptor)
        play()
    }
}

extension Notification.Name {
    /// Mirrors [`MPMusicPlayerControllerPlaybackStateDidChange`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/mpmusicplayercontrollerplaybackstatedidchange).
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Mirrors [`MPMusicPlayerControllerNowPlayingItemDidChange`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/mpmusicplayercontrollernowplayingitemdidchange).
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name(
        "MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    /// Mirrors [`MPMusicPlayerControllerVolumeDidChange`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/mpmusicplayercontrollervolumedidchange).
    public static let MPMusicPlayerControllerVolumeDidChange = Notification.Name("MPMusicPlayerControllerVolumeDidChangeNotification")
    /// Mirrors [`MPMusicPlayerControllerQueueDidChange`](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/mpmusicplayercontrollerqueuedidchange).
    public static let MPMusicPlayerControllerQueueDidChange = Notification.Name("MPMusicPlayerControllerQueueDidChangeNotification")
}
