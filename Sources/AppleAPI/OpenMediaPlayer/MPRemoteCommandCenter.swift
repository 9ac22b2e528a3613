// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The commands the car, the lock screen and headphones send to the app.
///
/// Mirrors [`MPRemoteCommandCenter`](https://developer.apple.com/documentation/mediaplayer/mpremotecommandcenter).
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    /// The process's own: code that runs outside any app the car launched.
    private static let processWide = MPRemoteCommandCenter()

    /// The app's command center: each app has its own (one per launch here, see `AppLaunch`).
    public class func shared() -> MPRemoteCommandCenter { of(AppLaunch.current) }

    /// The command center of one launch of an app (the process's own for nil), for the car. - Note: Not in MediaPlayer.
    package static func of(_ launch: AppLaunch?) -> MPRemoteCommandCenter {
        launch?.instance(MPRemoteCommandCenter.self) { MPRemoteCommandCenter() } ?? processWide
    }

    public let playCommand = MPRemoteCommand(name: "play")
    public let pauseCommand = MPRemoteCommand(name: "pause")
    public let stopCommand = MPRemoteCommand(name: "stop")
    public let togglePlayPauseCommand = MPRemoteCommand(name: "togglePlayPause")
    public let nextTrackCommand = MPRemoteCommand(name: "nextTrack")
    public let previousTrackCommand = MPRemoteCommand(name: "previousTrack")
    public let seekForwardCommand = MPRemoteCommand(name: "seekForward")
    public let seekBackwardCommand = MPRemoteCommand(name: "seekBackward")
    public let skipForwardCommand = MPSkipIntervalCommand(name: "skipForward")
    public let skipBackwardCommand = MPSkipIntervalCommand(name: "skipBackward")
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand(name: "changePlaybackRate")
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand(name: "changeRepeatMode")
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand(name: "changeShuffleMode")
    public let changePlaybackPositionCommand = MPRemoteCommand(name: "changePlaybackPosition")
    public let likeCommand = MPFeedbackCommand(name: "like")
    public let dislikeCommand = MPFeedbackCommand(name: "dislike")
    public let bookmarkCommand = MPFeedbackCommand(name: "bookmark")

    private override init() { super.init() }

    /// Removes every handler and re-enables every command, as for a new process. - Note: Not in MediaPlayer.
    package func reset() {
        for c in allCommands {
            c.removeTarget(nil)
            c.isEnabled = true
        }
        changeRepeatModeCommand.currentRepeatType = .off
        changeShuffleModeCommand.currentShuffleType = .off
    }

    /// Every command. - Note: Not in MediaPlayer.
    package var allCommands: [MPRemoteCommand] {
        [
            playCommand, pauseCommand, stopCommand, togglePlayPauseCommand, nextTrackCommand, previousTrackCommand,
            seekForwardCommand, seekBackwardCommand, skipForwardCommand, skipBackwardCommand, changePlaybackRateCommand,
            changeRepeatModeCommand, changeShuffleModeCommand, changePlaybackPositionCommand, likeCommand,
            dislikeCommand, bookmarkCommand
        ]
    }
}
