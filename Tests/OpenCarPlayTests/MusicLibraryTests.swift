// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneApps
import Testing

/// A music app written the iOS way: it asks for the media library, lists the phone's playlists and albums, plays the
/// one tapped with the application queue player and shows now playing; it counts the player's notifications (heard on
/// the main queue, where the player posts them; `queue: .main` would deadlock here, see `docs/progress.md`).
final class JukeboxApp: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    let list = CPListTemplate(title: "Music", sections: [])
    var status: MPMediaLibraryAuthorizationStatus?
    var itemChanges = 0
    var stateChanges: [MPMusicPlaybackState] = []
    var observers: [any NSObjectProtocol] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let player = MPMusicPlayerController.applicationQueuePlayer
        player.beginGeneratingPlaybackNotifications()
        observers.append(
            NotificationCenter.default.addObserver(forName: .MPMusicPlayerControllerNowPlayingItemDidChange, object: player, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.itemChanges += 1 }
            })
        observers.append(
            NotificationCenter.default.addObserver(forName: .MPMusicPlayerControllerPlaybackStateDidChange, object: player, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.stateChanges.append(player.playbackState) }
            })
        MPMediaLibrary.requestAuthorization { status in
            MainActor.assumeIsolated { self.showLibrary(status) }
        }
    }

    func showLibrary(_ status: MPMediaLibraryAuthorizationStatus) {
        self.status = status
        guard status == .authorized else {
            list.updateSections([CPListSection(items: [CPListItem(text: "Allow access to your music in Settings", detailText: nil)])])
            return
        }
        let playlists = (MPMediaQuery.playlists().collections ?? []).compactMap { $0 as? MPMediaPlaylist }
        let albums = MPMediaQuery.albums().collections ?? []
        list.updateSections([
            CPListSection(items: playlists.map { row($0.name ?? "", detail: "\($0.count) songs", $0) }, header: "Playlists", sectionIndexTitle: nil),
            CPListSection(
                items: albums.map { row($0.representativeItem?.albumTitle ?? "", detail: $0.representativeItem?.artist, $0) }, header: "Albums",
                sectionIndexTitle: nil)
        ])
    }

    private func row(_ text: String, detail: String?, _ collection: MPMediaItemCollection) -> CPListItem {
        let item = CPListItem(text: text, detailText: detail)
        item.handler = { [weak self] _, completion in
            let player = MPMusicPlayerController.applicationQueuePlayer
            player.setQueue(with: collection)
            player.play()
            self?.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
            completion()
        }
        return item
    }
}

@MainActor @Suite struct MusicLibraryTests {
    func connect() async throws -> (CarPlayTestSession, JukeboxApp) {
        return try await connectedApp([.audio]) { JukeboxApp() }
    }

    @Test func theAppSeesThePhonesLibraryOnceAllowed() async throws {
        let (car, app) = try await connect()
        await car.settle()
        #expect(app.status == .authorized)
        #expect(car.car.mediaLibraryAuthorization == .authorized)

        let songs = try #require(MPMediaQuery.songs().items)
        #expect(songs.count == 13)
        #expect(songs.first?.title == "Blue Hour")  // sorted by title
        #expect(Set(songs.map(\.persistentID)).count == 13)
        let albums = try #require(MPMediaQuery.albums().collections)
        #expect(albums.map { $0.representativeItem?.albumTitle } == ["Harbour Lights", "Long Exposure", "Northbound", "Open Water"])
        // Within an album, by track number; the collection's ID is the album's.
        #expect(albums[2].items.map(\.albumTrackNumber) == [1, 2, 3])
        #expect(albums[2].persistentID == albums[2].items[0].albumPersistentID)
        // Artists by name, "The" ignored: Ada Vuori, The Kestrels, Saima Lind.
        let artists = try #require(MPMediaQuery.artists().collections)
        #expect(artists.map { $0.representativeItem?.artist } == ["Ada Vuori", "The Kestrels", "Saima Lind"])
        #expect(artists[1].count == 6)

        // Predicates: equal (case-blind), contains, persistent IDs of any integer type, media types by bit.
        let query = MPMediaQuery.songs()
        query.addFilterPredicate(MPMediaPropertyPredicate(value: "kestrel", forProperty: MPMediaItemPropertyArtist, comparisonType: .contains))
        #expect(query.items?.count == 6)
        query.addFilterPredicate(MPMediaPropertyPredicate(value: "open water", forProperty: MPMediaItemPropertyAlbumTitle))
        #expect(query.items?.map(\.title) == ["Lighthouse Keeper", "Midsummer Static", "Quiet Harbour"])
        let one = songs[4]
        let byID = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: NSNumber(value: one.persistentID), forProperty: MPMediaItemPropertyPersistentID)
        ])
        #expect(byID.items == [one])
        let anyAudio = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: MPMediaType.anyAudio.rawValue, forProperty: MPMediaItemPropertyMediaType)
        ])
        #expect(anyAudio.items?.count == 13)
        #expect(MPMediaQuery.podcasts().items?.isEmpty == true)

        // Each typed property is the value under its key.
        #expect(one.value(forProperty: MPMediaItemPropertyTitle) as? String == one.title)
        #expect(one.value(forProperty: MPMediaItemPropertyPlaybackDuration) as? Double == one.playbackDuration)
        #expect(one.playbackDuration > 100)
        #expect(MPMediaEntity.canFilter(byProperty: MPMediaItemPropertyAlbumPersistentID))
        #expect(!MPMediaEntity.canFilter(byProperty: MPMediaItemPropertyArtwork))
        let art = try #require(one.artwork?.image(at: CGSize(width: 100, height: 100)))
        #expect(art.size == CGSize(width: 100, height: 100))

        // Playlists, found by name as Apple's music sample does.
        let lists = (MPMediaQuery.playlists().collections ?? []).compactMap { $0 as? MPMediaPlaylist }
        #expect(lists.map(\.name) == ["Road Trip", "Evening Jazz"])
        let named = MPMediaQuery.playlists()
        named.addFilterPredicate(MPMediaPropertyPredicate(value: "Evening Jazz", forProperty: MPMediaPlaylistPropertyName))
        let jazz = try #require(named.collections?.first as? MPMediaPlaylist)
        #expect(jazz.items.map(\.title) == ["Blue Hour", "Rain on Esplanadi", "Slow Shutter", "Quiet Harbour"])
        #expect(jazz.persistentID == lists[1].persistentID)

        // The app shows them in the car.
        #expect(car.texts.contains("Road Trip"))
        #expect(car.texts.contains("Long Exposure"))
    }

    @Test func accessTurnedOffInSettingsEmptiesTheLibrary() async throws {
        let (car, app) = try await connect()
        await car.settle()
        #expect(app.status == .authorized)
        car.car.setMediaLibraryAuthorization(.denied)
        #expect(MPMediaLibrary.authorizationStatus() == .denied)
        #expect(MPMediaQuery.songs().items?.isEmpty == true)
        #expect(MPMediaQuery.playlists().collections?.isEmpty == true)
        // Asking again doesn't ask the user again: the answer in Settings stands.
        let again = AppBox<MPMediaLibraryAuthorizationStatus>()
        MPMediaLibrary.requestAuthorization { status in again.app = status }
        await car.settle()
        #expect(again.app == .denied)
    }

    @Test func thePromptIsAnsweredOnceWithTheUsersAnswer() {
        // A phone of its own (not the process's): the user will tap Don't Allow.
        let phone = PhoneMusicLibrary.seeded(addedOn: Date(timeIntervalSince1970: 0))
        #expect(phone.authorization == .notDetermined)
        phone.promptAnswer = .denied
        #expect(phone.requestAuthorization() == .denied)
        phone.promptAnswer = .authorized
        #expect(phone.requestAuthorization() == .denied)
        phone.setAuthorization(.authorized)
        #expect(phone.requestAuthorization() == .authorized)
    }

    @Test func aPlaylistPlaysOnTheCarsClockAndDrivesNowPlaying() async throws {
        let (car, app) = try await connect()
        await car.settle()
        try await car.tap("Road Trip")
        await car.settle()
        #expect(car.top?.kind == .nowPlaying)
        let player = MPMusicPlayerController.applicationQueuePlayer
        // The app's own queue player (on iOS it lives in the app's process), playing from the car's phone.
        #expect(player !== car.car.musicLibrary.applicationQueuePlayer)
        #expect(car.car.musicLibrary.players(of: car.session.appLaunch).contains { $0 === player })
        #expect(player.playbackState == .playing)
        #expect(player.nowPlayingItem?.title == "Ring Road")
        #expect(car.top?.nowPlaying?.title == "Ring Road")
        #expect(car.top?.nowPlaying?.artist == "The Kestrels")
        #expect(car.top?.nowPlaying?.album == "Northbound")
        #expect(car.top?.nowPlaying?.duration == 176)
        #expect(car.top?.nowPlaying?.rate == 1)
        #expect(car.top?.nowPlaying?.artwork != nil)
        #expect(app.itemChanges == 1)
        #expect(app.stateChanges == [.playing])

        // 3 minutes on: Ring Road (176 s) ended 4 s ago; Engine Hum plays.
        await car.advance(by: .seconds(180))
        #expect(player.nowPlayingItem?.title == "Engine Hum")
        #expect(player.indexOfNowPlayingItem == 1)
        #expect(abs(player.currentPlaybackTime - 4) < 0.01)
        #expect(car.top?.nowPlaying?.title == "Engine Hum")
        #expect(car.top?.nowPlaying?.elapsed == 4)
        #expect(app.itemChanges == 2)

        // The car's pause button: the app registered no remote commands, so it reaches the music player.
        try await car.tap("playPause", role: .transportButton)
        await car.settle()
        #expect(player.playbackState == .paused)
        #expect(car.top?.nowPlaying?.rate == 0)
        await car.advance(by: .seconds(60))
        #expect(abs(player.currentPlaybackTime - 4) < 0.01)
        #expect(car.top?.nowPlaying?.elapsed == 4)
        #expect(app.stateChanges == [.playing, .paused])
        // Next from the car's button: Ferry at Dawn, still paused, at its start.
        try await car.tap("next", role: .transportButton)
        await car.settle()
        #expect(player.nowPlayingItem?.title == "Ferry at Dawn")
        #expect(player.currentPlaybackTime == 0)
        player.play()
        await car.advance(by: .seconds(10))
        // Back, more than a few seconds in: the song's start; back again: the song before.
        player.skipToPreviousItem()
        #expect(player.nowPlayingItem?.title == "Ferry at Dawn")
        #expect(player.currentPlaybackTime == 0)
        player.skipToPreviousItem()
        #expect(player.nowPlayingItem?.title == "Engine Hum")

        // The last song ends: without repeat the queue is over; repeating all, it starts again.
        player.nowPlayingItem = MPMediaQuery.songs().items?.first { $0.title == "Last Tram Home" }
        #expect(player.indexOfNowPlayingItem == 4)
        player.repeatMode = .all
        await car.advance(by: .seconds(200))
        #expect(player.nowPlayingItem?.title == "Ring Road")
        player.repeatMode = .none
        player.nowPlayingItem = MPMediaQuery.songs().items?.first { $0.title == "Last Tram Home" }
        await car.advance(by: .seconds(200))
        #expect(player.nowPlayingItem == nil)
        #expect(player.playbackState == .stopped)
        #expect(player.indexOfNowPlayingItem == NSNotFound)
        #expect(car.top?.nowPlaying?.title == nil)
        #expect(MPNowPlayingInfoCenter.default().playbackState == .stopped)
    }

    /// Each app has its own application players (iOS keeps them in its process) and all share the phone's system
    /// player; a relaunch starts with new ones.
    @Test func eachAppHasItsOwnApplicationPlayers() async throws {
        let (car, _) = try await connect()
        await car.settle()
        let radio = AppLaunch(name: "Radio")
        let books = AppLaunch(name: "Books")
        let players = { (launch: AppLaunch) in
            AppLaunch.runningInTask.withValue(launch) {
                (MPMusicPlayerController.applicationMusicPlayer, MPMusicPlayerController.applicationQueuePlayer, MPMusicPlayerController.systemMusicPlayer)
            }
        }
        let (radioPlayer, radioQueue, radioSystem) = players(radio)
        let (booksPlayer, booksQueue, booksSystem) = players(books)
        #expect(radioPlayer !== booksPlayer)
        #expect(radioQueue !== booksQueue)
        #expect(radioSystem === booksSystem, "the Music app's player is the phone's")
        #expect(players(radio).0 === radioPlayer, "the same app asks again: the same player")
        // Each plays from the car's phone; what one app queues, the other's player doesn't have.
        let songs = try #require(MPMediaQuery.songs().items)
        AppLaunch.runningInTask.withValue(radio) {
            radioPlayer.setQueue(with: MPMediaItemCollection(items: Array(songs.prefix(2))))
            radioPlayer.play()
        }
        #expect(radioPlayer.nowPlayingItem === songs[0])
        #expect(booksPlayer.nowPlayingItem == nil)
        #expect(car.car.musicLibrary.players(of: radio).contains { $0 === radioPlayer })
        #expect(!car.car.musicLibrary.players(of: radio).contains { $0 === booksPlayer })
        AppLaunch.runningInTask.withValue(radio) { radioPlayer.stop() }
        // A new launch of the radio app: new players.
        #expect(players(AppLaunch(name: "Radio")).0 !== radioPlayer)
    }

    @Test func shuffleIsRandomButRepeatableAndRepeatOneReplays() async throws {
        let (car, _) = try await connect()
        await car.settle()
        let player = MPMusicPlayerController.applicationMusicPlayer
        let songs = try #require(MPMediaQuery.songs().items)
        player.setQueue(with: MPMediaItemCollection(items: songs))
        player.play()
        let first = player.nowPlayingItem
        player.shuffleMode = .songs
        // The song playing stays, first in the new order; the others follow in a new order.
        #expect(player.nowPlayingItem === first)
        #expect(player.indexOfNowPlayingItem == 0)
        var order: [String] = []
        for _ in songs {
            order.append(player.nowPlayingItem?.title ?? "")
            player.skipToNextItem()
        }
        #expect(Set(order) == Set(songs.compactMap(\.title)))
        #expect(order != songs.map { $0.title ?? "" })
        // A new phone (the seed is the phone's) shuffles the same way: the draw is the seeded generator's.
        let other = PhoneMusicLibrary.seeded(addedOn: Date(timeIntervalSince1970: 0))
        let replay = other.applicationPlayer
        replay.setQueue(with: MPMediaItemCollection(items: songs))
        replay.shuffleMode = .songs
        var again: [String] = []
        for _ in songs {
            again.append(replay.nowPlayingItem?.title ?? "")
            replay.skipToNextItem()
        }
        #expect(again == order)

        // Repeat one: the song plays again from its start.
        player.shuffleMode = .off
        player.setQueue(with: MPMediaItemCollection(items: Array(songs.prefix(2))))
        player.repeatMode = .one
        player.play()
        let length = try #require(player.nowPlayingItem?.playbackDuration)
        await car.advance(by: .seconds(length + 5))
        #expect(player.nowPlayingItem === songs[0])
        #expect(abs(player.currentPlaybackTime - 5) < 0.01)
    }

    @Test func theQueuePlayerChangesItsQueueWhilePlaying() async throws {
        let (car, _) = try await connect()
        await car.settle()
        let player = MPMusicPlayerController.applicationQueuePlayer
        // By store ID (the seeded songs carry one); unknown IDs are left out.
        let songs = try #require(MPMediaQuery.songs().items)
        let ids = [songs[0].playbackStoreID, "0", songs[1].playbackStoreID]
        player.setQueue(with: ids)
        player.play()
        #expect(player.nowPlayingItem === songs[0])
        let done = AppBox<[String]>()
        player.perform(queueTransaction: { queue in
            queue.insert(MPMusicPlayerMediaItemQueueDescriptor(itemCollection: MPMediaItemCollection(items: [songs[5]])), after: songs[0])
            queue.remove(songs[1])
        }) { queue, error in
            done.app = queue.items.compactMap(\.title) + (error == nil ? [] : ["error"])
        }
        await car.settle()
        #expect(done.app == [songs[0].title, songs[5].title].compactMap { $0 })
        #expect(player.nowPlayingItem === songs[0])
        // A descriptor's start item; prepare reports nothing wrong.
        let descriptor = MPMusicPlayerMediaItemQueueDescriptor(query: MPMediaQuery.albums())
        descriptor.startItem = songs[2]
        player.setQueue(with: descriptor)
        #expect(player.nowPlayingItem === songs[2])
        let prepared = AppBox<Bool>()
        player.prepareToPlay { error in prepared.app = error == nil }
        await car.settle()
        #expect(prepared.app == true)
        #expect(player.isPreparedToPlay)
        #expect(player.playbackState == .playing)
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == songs[2].title)
    }
}
