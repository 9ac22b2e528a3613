// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit
import PhoneApps
import Synchronization

/// The media library of the phone connected to one car: its songs and playlists, what the user lets the app read (and
/// answers when asked), and the phone's music players.
///
/// - Note: Ours. A car makes one for the phone it brings (`HeadUnit`) and hands it to the phone with ``use(_:)``; the
///   process runs one phone at a time (`PhoneLease`). Queries, `MPMediaLibrary` and the players reach the phone in use;
///   a player keeps the phone it belongs to, so a player left over from another car never plays this car's songs.
package final class PhoneMusicLibrary: @unchecked Sendable {
    package let items: [MPMediaItem]
    package let playlists: [MPMediaPlaylist]
    package let lastModified: Date
    private let lock = NSLock()
    private var status: MPMediaLibraryAuthorizationStatus
    private var answer: MPMediaLibraryAuthorizationStatus = .authorized
    private var randomState: UInt64
    /// Called after the app's authorization changed. - Note: the car records it.
    package var onAuthorizationChange: (@Sendable (MPMediaLibraryAuthorizationStatus) -> Void)?

    /// A phone with `items` and `playlists`; shuffling draws from a generator seeded with `seed`.
    package init(
        items: [MPMediaItem], playlists: [MPMediaPlaylist], lastModified: Date, authorization: MPMediaLibraryAuthorizationStatus = .notDetermined,
        seed: UInt64 = 0x5EED
    ) {
        self.items = items
        self.playlists = playlists
        self.lastModified = lastModified
        status = authorization
        randomState = seed
        for player in [applicationPlayer, applicationQueuePlayer, systemPlayer] { player.phone = self }
    }

    // MARK: The phone in use

    private static let phone = Mutex<PhoneMusicLibrary?>(nil)
    /// The phone outside any car (an app's code run on its own): an empty library, its own players.
    private static let nowhere = PhoneMusicLibrary(items: [], playlists: [], lastModified: Date(timeIntervalSince1970: 0))

    /// Makes `library` the one media queries and music players reach (nil: no phone).
    package static func use(_ library: PhoneMusicLibrary?) { phone.withLock { $0 = library } }

    /// The phone with `library` is gone (unless a newer phone is the process's now).
    package static func stopUsing(_ library: PhoneMusicLibrary) {
        phone.withLock { if $0 === library { $0 = nil } }
    }

    /// The phone the process runs now.
    package static var current: PhoneMusicLibrary? { phone.withLock { $0 } }

    /// The phone in use, or the empty one outside any car.
    static var inUse: PhoneMusicLibrary { current ?? nowhere }

    // MARK: The players

    /// The application players of code outside any app (a program with one app, a test before its car launched one).
    package let applicationPlayer = MPMusicPlayerController(kind: .application, phone: nil)
    package let applicationQueuePlayer = MPMusicPlayerApplicationController(kind: .applicationQueue, phone: nil)
    /// The Music app's player: one per phone, whichever app drives it.
    package let systemPlayer = MPMusicPlayerController(kind: .system, phone: nil)

    /// An app's own application players: on iOS they live in the app's process, so each launch of each app has its
    /// own, playing from this phone's library.
    final class AppPlayers {
        let application: MPMusicPlayerController
        let applicationQueue: MPMusicPlayerApplicationController
        init(phone: PhoneMusicLibrary) {
            application = MPMusicPlayerController(kind: .application, phone: phone)
            applicationQueue = MPMusicPlayerApplicationController(kind: .applicationQueue, phone: phone)
        }
    }

    /// The application players of `launch` (made on first use), or this phone's own outside any app.
    func appPlayers(of launch: AppLaunch?) -> (application: MPMusicPlayerController, queue: MPMusicPlayerApplicationController) {
        guard let launch else { return (applicationPlayer, applicationQueuePlayer) }
        let players = launch.instance(AppPlayers.self) { AppPlayers(phone: self) }
        return (players.application, players.applicationQueue)
    }

    /// Every player of this phone an app's code has, for the car and the reviewer: the one that last played, the
    /// app's own application players (if it made them), this phone's own and the system player.
    package func players(of launch: AppLaunch?) -> [MPMusicPlayerController] {
        let own = launch?.existingInstance(AppPlayers.self)
        return [nowPlayingPlayer, own?.application, own?.applicationQueue, applicationPlayer, applicationQueuePlayer, systemPlayer].compactMap { $0 }
    }

    private weak var lastPlayer: MPMusicPlayerController?

    /// The player that last played a song (while it still has one): the car's transport buttons control it when the
    /// app registered no remote command handlers, as iOS routes them to the app's music player.
    package var nowPlayingPlayer: MPMusicPlayerController? {
        get { lock.withLock { lastPlayer } }
        set { lock.withLock { lastPlayer = newValue } }
    }

    /// The next number of the phone's generator (SplitMix64), for shuffling.
    func nextRandom() -> UInt64 {
        lock.withLock {
            randomState &+= 0x9E37_79B9_7F4A_7C15
            var z = randomState
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The songs with these store IDs, in the order given (IDs the library lacks are left out).
    package func items(withStoreIDs ids: [String]) -> [MPMediaItem] {
        ids.compactMap { id in items.first { $0.playbackStoreID == id } }
    }

    // MARK: Authorization

    /// The app's access to the library now.
    package var authorization: MPMediaLibraryAuthorizationStatus { lock.withLock { status } }

    /// What the user answers when the app asks (default: allow).
    package var promptAnswer: MPMediaLibraryAuthorizationStatus {
        get { lock.withLock { answer } }
        set { lock.withLock { answer = newValue } }
    }

    /// The app asks: the first time the user answers; after that the answer given stands.
    package func requestAuthorization() -> MPMediaLibraryAuthorizationStatus {
        lock.lock()
        let asked = status == .notDetermined
        if asked { status = answer }
        let now = status
        let hook = onAuthorizationChange
        lock.unlock()
        if asked { hook?(now) }
        return now
    }

    /// The user changes the app's access in Settings.
    package func setAuthorization(_ newStatus: MPMediaLibraryAuthorizationStatus) {
        lock.lock()
        status = newStatus
        let hook = onAuthorizationChange
        lock.unlock()
        hook?(newStatus)
    }
}
