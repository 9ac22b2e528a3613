// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// Now playing: MediaPlayer's now playing info, the template's buttons and mode.
extension SnapshotBuilder {
    func nowPlaying(_ s: inout TemplateSnapshot, _ t: CPNowPlayingTemplate, _ tid: String) {
        // The app's own now playing (each app has its own center), never another app's.
        let center = session.nowPlayingCenter
        let info = center.shownInfo ?? [:]
        // Hundredths of a second, so snapshots and drawings stay the same from run to run.
        func number(_ key: String) -> Double? { rounded(rawNumber(key)) }
        func rounded(_ v: Double?) -> Double? { v.map { ($0 * 100).rounded() / 100 } }
        func rawNumber(_ key: String) -> Double? {
            (info[key] as? Double) ?? (info[key] as? Float).map(Double.init) ?? (info[key] as? Int).map(Double.init)
                ?? (info[key] as? NSNumber)?.doubleValue
        }
        var d = NowPlayingDetails()
        d.title = info[MPMediaItemPropertyTitle] as? String
        d.artist = info[MPMediaItemPropertyArtist] as? String
        d.album = info[MPMediaItemPropertyAlbumTitle] as? String
        d.duration = number(MPMediaItemPropertyPlaybackDuration)
        d.elapsed = rounded(car.extrapolatedElapsed(info: info, updatedAt: center.lastUpdateTime)) ?? number(MPNowPlayingInfoPropertyElapsedPlaybackTime)
        d.rate = number(MPNowPlayingInfoPropertyPlaybackRate)
        d.isLiveStream = info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool == true
        if let art = info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork {
            d.artwork = ref(art.image(at: CGSize(width: 200, height: 200))) ?? "artwork"
        }
        // Playing or not, as iOS reads it: the playback rate in the now-playing info (above 0 plays). `playbackState`
        // is documented for macOS; an app that sets it and no rate (ours do both) is read by it; with neither, an
        // active audio session plays.
        let state = center.playbackState
        let playing = Self.isPlaying(rate: d.rate, state: state, sessionActive: session.audioSession.isActive)
        if let rate = d.rate, state != .stopped, state != .interrupted {
            d.playbackState = rate > 0 ? .playing : .paused
        } else if state == .unknown, playing {
            d.playbackState = .playing
        } else {
            d.playbackState = [.unknown, .playing, .paused, .stopped, .interrupted][Int(state.rawValue)]
        }
        if let sports = t.nowPlayingMode as? CPNowPlayingModeSports {
            d.sports = NowPlayingDetails.Sports(
                leftTeam: "\(sports.leftTeam.name) \(sports.leftTeam.eventScore)", rightTeam: "\(sports.rightTeam.name) \(sports.rightTeam.eventScore)",
                eventStatus: sports.eventStatus?.eventStatusText.map { $0.joined(separator: " · ") })
        }
        s.nowPlaying = d
        session.noteTrim(tid, "nowPlayingButtons", shown: min(t.nowPlayingButtons.count, 5), given: t.nowPlayingButtons.count)
        s.buttons = t.nowPlayingButtons.prefix(5).enumerated().map { i, b in
            var d = ElementDetails()
            d.kind = b.kind
            d.isSelected = b.isSelected
            let image = ref((b as? CPNowPlayingImageButton)?.image) ?? "symbol:\(b.systemSymbol)"
            return add(
                ElementSnapshot(
                    id: "\(tid).b\(i)", role: .nowPlayingButton, text: b.kind, image: image, isEnabled: b.isEnabled,
                    details: d)
            ) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).b\(i)", text: b.kind))
                b.tapHandler?(b)
            }
        }
        // The car's transport controls send the app's remote commands (MPRemoteCommandCenter).
        let commands = session.remoteCommands
        let transport: [(String, String, MPRemoteCommand)] = [
            ("previous", "backward.fill", commands.skipBackwardCommand.hasTargets ? commands.skipBackwardCommand : commands.previousTrackCommand),
            (
                "playPause", playing ? "pause.fill" : "play.fill",
                commands.togglePlayPauseCommand.hasTargets
                    ? commands.togglePlayPauseCommand
                    : (playing ? commands.pauseCommand : commands.playCommand)
            ),
            ("next", "forward.fill", commands.skipForwardCommand.hasTargets ? commands.skipForwardCommand : commands.nextTrackCommand)
        ]
        // With no handler of the app's, the buttons control the phone's music player that is playing (iOS routes
        // remote commands to the app's `MPMusicPlayerController`).
        let musicPlayer = car.musicLibrary.nowPlayingPlayer
        for (name, symbol, command) in transport {
            let fallback = command.hasTargets ? nil : musicPlayer
            s.buttons.append(
                add(
                    ElementSnapshot(
                        id: "\(tid).\(name)", role: .transportButton, text: name, image: "symbol:\(symbol)",
                        isEnabled: command.isEnabled && (command.hasTargets || fallback != nil))
                ) { [weak session] in
                    session?.car.record(.selected(element: "\(tid).\(name)", text: name))
                    if let fallback {
                        switch name {
                        case "previous": fallback.skipToPreviousItem()
                        case "next": fallback.skipToNextItem()
                        default: if fallback.playbackState == .playing { fallback.pause() } else { fallback.play() }
                        }
                        return
                    }
                    let event: MPRemoteCommandEvent =
                        (command as? MPSkipIntervalCommand).map {
                            MPSkipIntervalCommandEvent(command: command, interval: $0.preferredIntervals.first?.doubleValue ?? 15)
                        } ?? MPRemoteCommandEvent(command: command)
                    command.send(event)
                })
        }
        if t.isUpNextButtonEnabled {
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).upNext", role: .upNextButton, text: t.upNextTitle.isEmpty ? "Up Next" : t.upNextTitle)) {
                    [weak session, t] in
                    session?.car.record(.selected(element: "\(tid).upNext", text: "Up Next"))
                    for o in t.currentObservers { o.nowPlayingTemplateUpNextButtonTapped(t) }
                })
        }
        if t.isAlbumArtistButtonEnabled {
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).albumArtist", role: .albumArtistButton, text: s.nowPlaying?.album ?? "Album")) {
                    [weak session, t] in
                    session?.car.record(.selected(element: "\(tid).albumArtist", text: "Album/Artist"))
                    for o in t.currentObservers { o.nowPlayingTemplateAlbumArtistButtonTapped(t) }
                })
        }
    }

    /// Whether an app plays, as iOS decides it for the car's play/pause button: the now-playing info's playback rate
    /// when it has one, else the `playbackState` the app set, else whether its audio session is active.
    static func isPlaying(rate: Double?, state: MPNowPlayingPlaybackState, sessionActive: Bool) -> Bool {
        if let rate { return rate > 0 }
        if state != .unknown { return state == .playing }
        return sessionActive
    }
}
