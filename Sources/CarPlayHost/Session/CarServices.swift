// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenActivityKit
import OpenCallKit
import OpenMediaPlayer
import OpenUIKit
import OpenUserNotifications
import OpenWidgetKit

/// The car's audio: its own FM radio plays until an app activates an audio session that takes over; voice
/// prompts duck it or pause spoken audio, as the session's options ask.
public struct CarAudioState: Sendable, Codable, Equatable {
    /// What plays: `radio` or the app's name.
    public var source: String
    public var radioStation: String
    /// The radio (or other audio) is ducked under a voice prompt.
    public var ducked: Bool
    /// Spoken audio is paused for a prompt.
    public var spokenAudioPaused: Bool
}

/// A notification banner on the car screen: only the title (sender) and subtitle (group), never the body.
public struct CarBanner: Sendable, Codable, Equatable {
    public var app: String
    public var title: String
    public var subtitle: String
    public init(app: String, title: String, subtitle: String) {
        self.app = app
        self.title = title
        self.subtitle = subtitle
    }
}

extension HeadUnit {
    /// Where playback is now: the elapsed time the app last reported, advanced at its playback rate since then
    /// on the car's clock (as the system infers it on iOS), within the duration.
    public func extrapolatedElapsed(info: [String: Any]) -> Double? {
        func number(_ key: String) -> Double? {
            (info[key] as? Double) ?? (info[key] as? Float).map(Double.init) ?? (info[key] as? Int).map(Double.init)
                ?? (info[key] as? NSNumber)?.doubleValue
        }
        guard let elapsed = number(MPNowPlayingInfoPropertyElapsedPlaybackTime) else { return nil }
        let rate = number(MPNowPlayingInfoPropertyPlaybackRate) ?? 0
        var value = elapsed + rate * max(now - MPNowPlayingInfoCenter.default().lastUpdateTime, 0)
        if let duration = number(MPMediaItemPropertyPlaybackDuration), duration > 0 { value = min(value, duration) }
        return value
    }

    /// Watches the app's audio session and notifications (call once, after installing apps).
    public func startCarServices() {
        let session = AVAudioSession.sharedInstance()
        session.removeAllObservers()
        session.observe { [weak self] change in
            Task { @MainActor in self?.audioSessionChanged(change) }
        }
        // Now playing's elapsed time runs on the car's clock (simulated playback, AVPlayer, on the phone's, which
        // the car moves alongside).
        let read = time.elapsed
        let seconds: @Sendable () -> Double = {
            let d = read()
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        MPNowPlayingInfoCenter.default().clock = seconds
        WidgetCenter.shared.onReload = { [weak self] kind in
            Task { @MainActor in self?.reloadWidgets(kind: kind) }
        }
        ActivityRegistry.shared.onChange = { [weak self] in
            Task { @MainActor in self?.record(.carStateChanged(.liveActivities(ActivityRegistry.shared.running.count))) }
        }
        CXCallCenter.shared.onChange = { [weak self] what in
            onMainActor { self?.callChanged(what) }
        }
        UIApplication.shared.onOpen = { [weak self] url in
            self?.record(.openedOnPhone(url: url.absoluteString))
        }
        UNUserNotificationCenter.current().onAdd = { [weak self] request in
            Task { @MainActor in self?.notificationAdded(request) }
        }
    }

    func audioSessionChanged(_ change: AVAudioSession.Change) {
        let s = AVAudioSession.sharedInstance()
        let app = activeSession?.app.name ?? sessions.last?.app.name ?? "app"
        var next = audio
        if s.isActive {
            let mixes =
                s.categoryOptions.contains(.mixWithOthers) || s.categoryOptions.contains(.duckOthers)
                || s.categoryOptions.contains(.interruptSpokenAudioAndMixWithOthers)
            if s.mode == .voicePrompt || mixes {
                next.ducked = s.categoryOptions.contains(.duckOthers)
                next.spokenAudioPaused = s.categoryOptions.contains(.interruptSpokenAudioAndMixWithOthers)
            } else if s.category == .playback || s.category == .playAndRecord || s.category == .soloAmbient {
                next.source = app
                next.ducked = false
                next.spokenAudioPaused = false
            }
        } else {
            next.ducked = false
            next.spokenAudioPaused = false
        }
        // Speech the system speaks for the app (outside its session) ducks the car's audio while it lasts.
        if s.isSystemSpeaking { next.ducked = true }
        guard next != audio else { return }
        let before = audio
        audio = next
        if before.source != next.source {
            record(
                .audio(
                    .source(from: before.source == "radio" ? before.radioStation : before.source, to: next.source == "radio" ? next.radioStation : next.source))
            )
        }
        if before.ducked != next.ducked { record(.audio(.ducked(next.ducked))) }
        if before.spokenAudioPaused != next.spokenAudioPaused {
            record(.audio(.spokenAudioPaused(next.spokenAudioPaused)))
        }
    }

    /// Whether the app's notifications may show in CarPlay, and why not.
    func carPlayNotificationRefusal(_ request: UNNotificationRequest, app: AppDeclaration) -> String? {
        let center = UNUserNotificationCenter.current()
        let allowed: Set<AppCategory> =
            vehicle.iOSMajorVersion >= 18
            ? [.communication, .evCharging, .parking, .drivingTask]
            : [.communication, .evCharging, .parking]
        guard !app.categories.isDisjoint(with: allowed) else { return "\(app.name)'s category does not show notifications in CarPlay" }
        guard center.grantedOptions.contains(.carPlay) else { return "the app did not ask for (or was not granted) the .carPlay authorization option" }
        let category = center.registeredCategories.first { $0.identifier == request.content.categoryIdentifier }
        guard let category else { return "its category '\(request.content.categoryIdentifier)' is not registered" }
        guard category.options.contains(.allowInCarPlay) else { return "its category '\(category.identifier)' lacks .allowInCarPlay" }
        return nil
    }

    /// The banner on screen now (shown for 5 s).
    public var visibleBanner: CarBanner? {
        guard let last = banners.last, now - bannerShownAt < 5 else { return nil }
        return last
    }

    func notificationAdded(_ request: UNNotificationRequest) {
        guard let app = activeSession?.app ?? sessions.last?.app else { return }
        if let reason = carPlayNotificationRefusal(request, app: app) {
            record(.note("notification not shown in CarPlay: \(reason)"))
            return
        }
        showBanner(CarBanner(app: app.name, title: request.content.title, subtitle: request.content.subtitle))
    }

    /// Shows a banner on the car screen (over the app or the home screen) for a few seconds.
    func showBanner(_ banner: CarBanner) {
        banners.append(banner)
        if banners.count > 20 { banners.removeFirst(banners.count - 20) }
        bannerShownAt = now
        // Banners go away after a few seconds (5 s here; CarPlay's duration is not published).
        let sleep = time.sleep
        Task { @MainActor [weak self] in
            try? await sleep(.seconds(5))
            self?.changed()
        }
        record(.banner(app: banner.app, title: banner.title, subtitle: banner.subtitle))
    }
}
