// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

#if !canImport(ObjectiveC)
    /// A tone player written the way voice assistants' players are: it watches the item's status and the player's time
    /// control status by key path.
    final class TonePlayer {
        let player = AVPlayer()
        var statuses: [AVPlayerItem.Status] = []
        var controls: [AVPlayer.TimeControlStatus] = []
        var statusObservation: NSKeyValueObservation?
        var controlObservation: NSKeyValueObservation?

        func play(_ url: URL) {
            let item = AVPlayerItem(url: url)
            statusObservation = item.observe(\.status, options: [.initial, .new]) { [weak self] item, _ in self?.statuses.append(item.status) }
            controlObservation = player.observe(\.timeControlStatus, options: [.new, .old]) { [weak self] _, change in
                if let new = change.newValue { self?.controls.append(new) }
                #expect(change.oldValue != change.newValue)
            }
            player.replaceCurrentItem(with: item)
            player.play()
        }
    }

    @MainActor @Suite struct KeyValueObservingTests {
        @Test func aPlayersStatusAndTimeControlAreObservedByKeyPath() async throws {
            let car = try await CarPlayTestSession(categories: [.audio]) { QuietApp() }
            let tones = TonePlayer()
            tones.play(URL(fileURLWithPath: "/tmp/tone.wav"))
            #expect(tones.statuses == [.readyToPlay], "reported at once with .initial")
            #expect(tones.controls == [.playing], "the item and the rate changed: playing, once")
            tones.player.rate = 0
            tones.player.rate = 0
            #expect(tones.controls == [.playing, .paused], "the same value twice is one change")
            tones.controlObservation?.invalidate()
            tones.player.play()
            #expect(tones.controls.count == 2, "an invalidated observation hears nothing")
            // Released, an observation ends too.
            var rates: [Float] = []
            var observation: NSKeyValueObservation? = tones.player.observe(\.rate, options: [.new]) { _, change in rates.append(change.newValue ?? -1) }
            tones.player.rate = 2
            observation = nil
            tones.player.rate = 1
            #expect(rates == [2] && observation == nil)
            _ = car
        }
    }
#endif
