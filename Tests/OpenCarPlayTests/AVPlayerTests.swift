// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// What an audio app written the iOS way keeps beside its scene delegate: one player, a time observer that updates
/// its elapsed time, and a listener for the end of each item.
final class EpisodePlayerModel: @unchecked Sendable {
    let player: AVPlayer
    var ticks: [Double] = []
    var ended: [AVPlayerItem] = []
    var token: Any?
    var endObserver: (any NSObjectProtocol)?

    init(player: AVPlayer) {
        self.player = player
        player.automaticallyWaitsToMinimizeStalling = false
        token = player.addPeriodicTimeObserver(
            forInterval: CMTime(seconds: 1, preferredTimescale: CMTimeScale(NSEC_PER_SEC)), queue: .main
        ) { [weak self] time in
            self?.ticks.append(CMTimeGetSeconds(time))
        }
        // The items this player was given: the test's process also holds other tests' players, whose items end on the
        // same notification center (a test session in the test's process shares it with the launches before it).
        let own = ((player as? AVQueuePlayer)?.items() ?? [player.currentItem].compactMap { $0 }).map(ObjectIdentifier.init)
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil) {
            [weak self] note in
            if let item = note.object as? AVPlayerItem, own.contains(ObjectIdentifier(item)) { self?.ended.append(item) }
        }
    }

    deinit {
        if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
    }
}

@MainActor @Suite struct AVPlayerTests {
    @Test func playbackFollowsTheCarsClock() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let player = AVPlayer(url: URL(string: "https://example.org/episodes/41.mp3")!)
        // A media file: 3 minutes of simulated audio; nothing plays until asked.
        #expect(player.currentItem?.duration == CMTime(value: 180, timescale: 1))
        #expect(player.timeControlStatus == .paused)
        player.playImmediately(atRate: 1)
        #expect(player.rate == 1)
        #expect(player.timeControlStatus == .playing)
        await car.advance(by: .seconds(10))
        #expect(abs(player.currentTime().seconds - 10) < 0.01)
        player.pause()
        await car.advance(by: .seconds(30))
        #expect(abs(player.currentTime().seconds - 10) < 0.01)
        // Twice as fast: 10 s of the car's clock is 20 s of the episode.
        player.rate = 2
        await car.advance(by: .seconds(10))
        #expect(abs(player.currentTime().seconds - 30) < 0.01)
        #expect(abs(player.currentItem!.currentTime().seconds - 30) < 0.01)
    }

    @Test func aTimeObserverTicksEachSecondOfPlaybackOnThePhonesClock() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let model = EpisodePlayerModel(player: AVPlayer(playerItem: AVPlayerItem(url: URL(string: "https://example.org/a.m4a")!)))
        await car.advance(by: .seconds(3))
        #expect(model.ticks.isEmpty)  // paused: nothing
        model.player.play()
        await car.advance(by: .milliseconds(3500))
        // Playback starting, then 1, 2 and 3 s into the item.
        #expect(model.ticks.map { ($0 * 10).rounded() / 10 } == [0, 1, 2, 3])
        model.player.pause()
        await car.advance(by: .seconds(5))
        #expect(model.ticks.count == 5)  // one more: playback stopped (at 3.5 s)
        #expect(abs(model.ticks[4] - 3.5) < 0.01)
        // A seek is a jump: the block hears the new time, and the completion handler says it finished.
        let finished = AppBox<Bool>()
        model.player.seek(to: CMTime(seconds: 60, preferredTimescale: 600), toleranceBefore: .zero, toleranceAfter: .zero) { done in
            finished.app = done
        }
        await car.settle()
        #expect(finished.app == true)
        #expect(model.ticks.last == 60)
        // Removed: no more ticks.
        model.player.removeTimeObserver(model.token!)
        model.player.play()
        await car.advance(by: .seconds(5))
        #expect(model.ticks.count == 6)
        #expect(abs(model.player.currentTime().seconds - 65) < 0.01)
    }

    @Test func reachingTheEndPostsTheNotificationAndPauses() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let item = AVPlayerItem(url: URL(string: "https://example.org/short.mp3")!, duration: CMTime(seconds: 20, preferredTimescale: 1000))
        let model = EpisodePlayerModel(player: AVPlayer(playerItem: item))
        model.player.play()
        await car.advance(by: .seconds(19))
        #expect(model.ended.isEmpty)
        await car.advance(by: .seconds(2))
        #expect(model.ended.count == 1)
        #expect(model.ended.first === item)
        #expect(model.player.rate == 0)
        #expect(model.player.timeControlStatus == .paused)
        #expect(model.player.currentTime().seconds == 20)
        // A live stream (no file extension) has no end.
        let radio = AVPlayer(url: URL(string: "https://example.org/live/radio")!)
        #expect(radio.currentItem?.duration.isIndefinite == true)
        radio.play()
        await car.advance(by: .seconds(600))
        #expect(radio.timeControlStatus == .playing)
        #expect(model.ended.count == 1)
    }

    @Test func aQueuePlayerPlaysItsItemsInTurn() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let items = (1...3).map { AVPlayerItem(url: URL(string: "https://example.org/\($0).mp3")!, duration: CMTime(value: 10, timescale: 1)) }
        let queue = AVQueuePlayer(items: [items[0], items[1]])
        #expect(queue.actionAtItemEnd == .advance)
        queue.insert(items[2], after: nil)
        #expect(queue.items() == items)
        let model = EpisodePlayerModel(player: queue)
        queue.play()
        await car.advance(by: .seconds(15))
        #expect(model.ended == [items[0]])
        #expect(queue.currentItem === items[1])
        #expect(abs(queue.currentTime().seconds - 5) < 0.01)
        queue.advanceToNextItem()
        #expect(queue.currentItem === items[2])
        await car.advance(by: .seconds(11))
        #expect(model.ended == [items[0], items[2]])
        #expect(queue.currentItem == nil)
        #expect(queue.items().isEmpty)
        #expect(queue.timeControlStatus == .paused)
    }

    @Test func theAppAsksForRemoteControlEvents() async throws {
        _ = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        UIApplication.shared.beginReceivingRemoteControlEvents()
        #expect(UIApplication.shared.isReceivingRemoteControlEvents)
        UIApplication.shared.endReceivingRemoteControlEvents()
        #expect(!UIApplication.shared.isReceivingRemoteControlEvents)
    }
}

@Suite struct CMTimeTests {
    @Test func timesAreRationalNumbers() {
        let half = CMTime(value: 1, timescale: 2)
        #expect(half.seconds == 0.5)
        #expect(half == CMTime(value: 500, timescale: 1000))
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)) == 0.75)
        #expect(CMTime(seconds: 1.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC)).value == 1_500_000_000)
        #expect((half + CMTime(seconds: 2, preferredTimescale: 600)).seconds == 2.5)
        #expect((CMTime(value: 3, timescale: 1) - half).seconds == 2.5)
        #expect(half < CMTime(value: 1, timescale: 1))
        #expect(CMTime.zero.isValid && CMTime.zero.isNumeric && CMTime.zero.seconds == 0)
    }

    @Test func specialTimes() {
        #expect(!CMTime.invalid.isValid)
        #expect(CMTime.invalid.seconds.isNaN)
        #expect(CMTime().isValid == false)
        #expect(CMTime.indefinite.isValid && CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
        #expect(CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity)
        #expect(CMTime(seconds: .nan, preferredTimescale: 600) == .invalid)
        #expect(CMTime.negativeInfinity < .zero && CMTime.zero < .positiveInfinity)
        #expect((CMTime.invalid + .zero).isValid == false)
    }
}
