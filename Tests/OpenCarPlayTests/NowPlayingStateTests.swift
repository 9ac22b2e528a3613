// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// Playing or paused, as iOS reads it for the car's play/pause button: an iOS app says so with the playback rate in its
/// now-playing info (`playbackState` is documented for macOS only).
@MainActor @Suite struct NowPlayingStateTests {
    /// An audio app written for iOS: its now playing screen and its info, with no `playbackState` at all.
    final class RateOnlyApp: UIResponder, CPTemplateApplicationSceneDelegate {
        func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Harbour Lights", MPMediaItemPropertyPlaybackDuration: 200.0,
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 10.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0
            ]
            let list = CPListTemplate(title: "Radio", sections: [])
            interfaceController.setRootTemplate(list, animated: false, completion: nil)
            interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        }
    }

    func playPauseSymbol(_ car: CarPlayTestSession) -> String? {
        car.session.visible.first { $0.role == .transportButton && $0.text == "playPause" }?.image
    }

    @Test func theRateInTheNowPlayingInfoSaysWhetherItPlays() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { RateOnlyApp() }
        #expect(MPNowPlayingInfoCenter.default().playbackState == .unknown, "the app never set it")
        #expect(car.top?.nowPlaying?.playbackState == .playing)
        #expect(playPauseSymbol(car) == "symbol:pause.fill", "playing at rate 1: the button pauses")
        await car.advance(by: .seconds(5))
        #expect(car.top?.nowPlaying?.elapsed == 15, "the elapsed time moves at the rate")

        // Paused the iOS way: rate 0.
        MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] = 0.0
        await car.settle()
        #expect(car.top?.nowPlaying?.playbackState == .paused)
        #expect(playPauseSymbol(car) == "symbol:play.fill")

        // A rate wins over a state that says otherwise (iOS doesn't read playbackState).
        MPNowPlayingInfoCenter.default().playbackState = .playing
        await car.settle()
        #expect(playPauseSymbol(car) == "symbol:play.fill")

        // Without a rate, the state the app set is what there is.
        MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] = nil
        await car.settle()
        #expect(playPauseSymbol(car) == "symbol:pause.fill")
    }
}
