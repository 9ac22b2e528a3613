// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenAVFAudio
import OpenCarPlay

/// What the recorder follows across steps for the rules judged over time rather than on one screen: a search result's
/// selection until something follows it, the now playing screen while it stays empty, the app's audio session while
/// it holds the car's audio down. - Note: Ours.
struct FollowUps {
    /// A selected search result: when, its completion's time, and whether anything followed.
    struct Selection {
        var element: String
        var text: String?
        var selectedAt: Double
        var completedAt: Double?
        var acted = false
    }
    var search: Selection?
    /// Since when the now playing template is on top with nothing in it.
    var emptyNowPlayingSince: Double?
    /// Whether one of the phone's music players played an item in this run: iOS fills the now playing screen for
    /// them (and keeps the last item when the queue ends), not the app.
    var musicPlayerPlayed = false
    /// Since when the app's session ducks the car's audio or pauses its spoken audio.
    var holdingSince: Double?
    /// Whether the car's audio was ducked, and its spoken audio paused, after the last event read: the events of a
    /// step are read at the look that follows it, when the car's state may already be another event's.
    var ducked = false
    var spokenAudioPaused = false
}

extension ReviewRecorder {
    /// Reads one car event for the rules followed over time (called for every event, before its own rules).
    func followUp(_ e: TimedCarEvent) {
        switch e.event {
        case .selected(let element, let text):
            // A new selection ends the one before (whatever followed it was its doing).
            followUps.search = isSearchResult(element) ? FollowUps.Selection(element: element, text: text, selectedAt: e.time) : nil
        case .completionCalled(let element):
            if followUps.search?.element == element { followUps.search?.completedAt = e.time }
        case .spinnerTimedOut(let element, _):
            // selection.spinner judges a completion that never comes.
            if followUps.search?.element == element { followUps.search = nil }
        case .pushed, .popped, .presented, .dismissed, .setRoot, .updated, .navigationSessionUpdated, .audio, .openedOnPhone, .openedInMapsOnPhone,
            .openedURL,
            .banner, .exception, .appTerminated, .appProcessEnded, .refused:
            followUps.search?.acted = true
        default:
            break
        }
        switch e.event {
        case .audio(.ducked(let on)), .audio(.spokenAudioPaused(let on)):
            if case .audio(.ducked) = e.event { followUps.ducked = on } else { followUps.spokenAudioPaused = on }
            let holding = followUps.ducked || followUps.spokenAudioPaused
            if !holding {
                followUps.holdingSince = nil
            } else if followUps.holdingSince == nil {
                followUps.holdingSince = e.time
            }
        case .lifecycle(let call) where call.connectsCarPlayInterface:
            // The car's audio outlives a connection: what the events left of it stays.
            var fresh = FollowUps()
            fresh.ducked = followUps.ducked
            fresh.spokenAudioPaused = followUps.spokenAudioPaused
            followUps = fresh
        default:
            break
        }
    }

    private func isSearchResult(_ element: String) -> Bool {
        guard let session = car.activeSession ?? car.sessions.last, let dot = element.range(of: ".r", options: .backwards) else { return false }
        return session.templateKinds[String(element[..<dot.lowerBound])] == .search
    }

    /// Judges the followed rules at a look at the car (after the step's events were read).
    func checkFollowUps(_ session: AppSession, _ screen: ScreenSnapshot) {
        checkSearchSelection(session, screen)
        checkNowPlaying(session, screen)
        checkHeldAudio(session, screen)
        checkPromptConfiguration(session, screen)
        checkLaneGuidance(session, screen)
        checkNotificationCategories(session, screen)
        checkRouteChoices(session, screen)
    }

    /// "You must also take action when an item is selected from the list by responding to selectedResult."
    private func checkSearchSelection(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let s = followUps.search, let done = s.completedAt else { return }
        if s.acted {
            followUps.search = nil
            return
        }
        // Half a second on the car's clock after the completion: an app that acts after calling it has had its turn.
        guard car.now - done >= 0.4 else { return }
        followUps.search = nil
        report(
            .searchNoAction, subject: "search result",
            "Selecting the search result \(s.text.map { "'\($0)'" } ?? s.element) did nothing: the completion was called and no template, trip, guidance, audio or URL followed in \(String(format: "%.1f", car.now - s.selectedAt)) s.",
            screen: screen)
    }

    /// "You must be prepared to populate the now playing template at all times."
    private func checkNowPlaying(_ session: AppSession, _ screen: ScreenSnapshot) {
        // iOS fills the screen itself for a music player of the phone's that plays a library item.
        if car.musicLibrary.players(of: session.appLaunch).contains(where: { $0.nowPlayingItem != nil }) {
            followUps.musicPlayerPlayed = true
        }
        let top = screen.presented ?? screen.stack.last
        guard top?.kind == .nowPlaying, let details = top?.nowPlaying else {
            followUps.emptyNowPlayingSince = nil
            return
        }
        let shown = [details.title, details.artist, details.album, details.artwork].contains { !($0 ?? "").isEmpty }
        guard !shown, !followUps.musicPlayerPlayed else {
            followUps.emptyNowPlayingSince = nil
            return
        }
        let since = followUps.emptyNowPlayingSince ?? car.now
        followUps.emptyNowPlayingSince = since
        guard car.now - since >= 3 else { return }
        report(
            .nowPlayingEmpty, subject: "now playing",
            "The now playing screen has been empty for \(String(format: "%.0f", car.now - since)) s: no title, artist, album or artwork (MPNowPlayingInfoCenter's nowPlayingInfo is \(details.rate == nil && details.duration == nil ? "not set" : "set without them")).",
            screen: screen)
    }

    /// Whether the app's category plays audio for a living (its session may stay active between tracks or in calls).
    private func playsAudio(_ app: AppDeclaration) -> Bool {
        app.usesPlayableContent || !app.categories.isDisjoint(with: [.audio, .communication, .voiceBasedConversation])
    }

    /// "Don't hold on to the active state for more than few seconds if audio prompts are not playing."
    private func checkHeldAudio(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let since = followUps.holdingSince, !playsAudio(session.app) else { return }
        let audio = session.audioSession
        // Speech the system speaks for the app, outside its session, ducks as long as it speaks: not a held session; nor
        // is a session active while the app's own synthesizer still speaks through it (a long or late-ending prompt).
        guard audio.isActive, !audio.isSystemSpeaking, !audio.isAppSpeaking, car.now - since >= 20 else { return }
        let what = [followUps.ducked ? "ducking the car's audio" : nil, followUps.spokenAudioPaused ? "pausing spoken audio" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        report(
            .audioHeldActive, subject: "session",
            "\(session.app.name)'s audio session has been active for \(String(format: "%.0f", car.now - since)) s, \(what): it was not deactivated when its sound ended.",
            screen: screen)
    }

    /// "CarPlay navigation apps must use the following audio session configuration when playing voice prompts."
    private func checkPromptConfiguration(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard session.app.categories.contains(.navigation) else { return }
        let audio = session.audioSession
        guard audio.isActive else { return }
        let category = audio.category
        let mode = audio.mode
        let options = audio.categoryOptions
        // Recording (voice control) is audio.recording's; a session that doesn't mix stops the car's audio: audio.stopsCarAudio's.
        guard category != .record, category != .playAndRecord else { return }
        let mixes = options.contains(.mixWithOthers) || options.contains(.duckOthers) || options.contains(.interruptSpokenAudioAndMixWithOthers)
        if !mixes && mode != .voicePrompt && (category == .playback || category == .soloAmbient) { return }
        let required: AVAudioSession.CategoryOptions = [.interruptSpokenAudioAndMixWithOthers, .duckOthers]
        guard category != .playback || mode != .voicePrompt || !options.isSuperset(of: required) else { return }
        var wrong: [String] = []
        if category != .playback { wrong.append("category \(category.rawValue.replacingOccurrences(of: "AVAudioSessionCategory", with: "").lowercased())") }
        if mode != .voicePrompt { wrong.append("mode \(mode.rawValue.replacingOccurrences(of: "AVAudioSessionMode", with: "").lowercased())") }
        let missing = [
            options.contains(.interruptSpokenAudioAndMixWithOthers) ? nil : "interruptSpokenAudioAndMixWithOthers",
            options.contains(.duckOthers) ? nil : "duckOthers"
        ].compactMap { $0 }
        if !missing.isEmpty { wrong.append("options without \(missing.joined(separator: " and "))") }
        report(
            .audioPromptConfiguration, subject: "session",
            "\(session.app.name) played through an audio session with \(wrong.joined(separator: ", ")); voice prompts must use playback, voicePrompt, interruptSpokenAudioAndMixWithOthers and duckOthers.",
            screen: screen)
    }
}
