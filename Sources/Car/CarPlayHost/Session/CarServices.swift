// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenActivityKit
import OpenCallKit
import OpenMediaPlayer
import OpenUIKit
import OpenUserNotifications
import OpenWidgetKit
import PhoneApps

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
        extrapolatedElapsed(info: info, updatedAt: nowPlayingCenter(of: activeSession?.app.name).lastUpdateTime)
    }

    /// As ``extrapolatedElapsed(info:)``, for info last changed at `updatedAt` on the car's clock (its app's center).
    func extrapolatedElapsed(info: [String: Any], updatedAt: Double) -> Double? {
        func number(_ key: String) -> Double? {
            (info[key] as? Double) ?? (info[key] as? Float).map(Double.init) ?? (info[key] as? Int).map(Double.init)
                ?? (info[key] as? NSNumber)?.doubleValue
        }
        guard let elapsed = number(MPNowPlayingInfoPropertyElapsedPlaybackTime) else { return nil }
        let rate = number(MPNowPlayingInfoPropertyPlaybackRate) ?? 0
        var value = elapsed + rate * max(now - updatedAt, 0)
        if let duration = number(MPMediaItemPropertyPlaybackDuration), duration > 0 { value = min(value, duration) }
        return value
    }

    /// Watches the apps' audio sessions and notifications (call once, after installing apps): each app's own (see
    /// `AppLaunch`), as it launches, and the process's own for code outside any app.
    public func startCarServices() {
        servicesStarted = true
        let session = AVAudioSession.of(nil)
        session.removeAllObservers()
        // The process's own objects are code's outside any app; another test's, run beside this car, isn't this car's.
        session.observe { [weak self] change in
            guard !AppLaunch.isBesideThePhone else { return }
            Task { @MainActor in self?.audioSessionChanged(change, app: nil) }
        }
        // Now playing's elapsed time runs on the car's clock (simulated playback, AVPlayer, on the phone's, which
        // the car moves alongside).
        MPNowPlayingInfoCenter.of(nil).clock = nowPlayingClock
        WidgetCenter.shared.onReload = { [weak self] kind in
            // iOS reloads the asking app's widgets only (code outside any app: every app's of the kind).
            let app = AppLaunch.current?.name
            Task { @MainActor in self?.appAskedForWidgetReload(kind: kind, of: app) }
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
        UNUserNotificationCenter.of(nil).onAdd = { [weak self] request in
            guard !AppLaunch.isBesideThePhone else { return }
            Task { @MainActor in self?.notificationAdded(request, app: nil) }
        }
        for process in launches.values { connectServices(of: process) }
    }

    /// An audio session changed: the app named `app`'s (nil: the process's own, read as the app on screen's).
    func audioSessionChanged(_ change: AVAudioSession.Change, app named: String?) {
        let app = named ?? activeSession?.app.name ?? sessions.last?.app.name ?? "app"
        let s = audioSession(of: named)
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
    /// `center`: the app's notification center, which the request was added to.
    func carPlayNotificationRefusal(_ request: UNNotificationRequest, app: AppDeclaration, center: UNUserNotificationCenter) -> String? {
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

    /// The app named `named` (nil: an app outside the car's launches; the app on screen, as before apps had their own
    /// centers) added a notification request.
    func notificationAdded(_ request: UNNotificationRequest, app named: String?) {
        // A time interval trigger: the phone delivers it when it fires on the phone's clock (again and again when it
        // repeats), unless the app removed the request meanwhile.
        if UNUserNotificationCenter.firesLater(request), let interval = (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval {
            let center = notificationCenter(of: named)
            let sleep = time.sleep
            Task { @MainActor [weak self] in
                repeat {
                    try? await sleep(.seconds(interval))
                    guard let self, center.deliverPending(request) else { return }
                    self.notificationDelivered(request, app: named)
                } while request.trigger?.repeats == true
            }
            return
        }
        notificationDelivered(request, app: named)
    }

    /// The phone delivered a request of the app named `named`: a banner on the car when CarPlay may show it.
    private func notificationDelivered(_ request: UNNotificationRequest, app named: String?) {
        let sender = named.flatMap { n in installed.first { $0.name == n } ?? sessions.first { $0.app.name == n }?.app }
        guard let app = sender ?? activeSession?.app ?? sessions.last?.app else { return }
        let center = notificationCenter(of: named)
        if let reason = carPlayNotificationRefusal(request, app: app, center: center) {
            record(.note("notification not shown in CarPlay: \(reason)"))
            return
        }
        let banner = CarBanner(app: app.name, title: request.content.title, subtitle: request.content.subtitle)
        // An app on the car's screen is in the foreground: its delegate decides whether the banner shows, as iOS asks a
        // foreground app (without a delegate, iOS shows nothing for it; before apps had delegates here the car showed
        // the banner, which is kept for apps that set none).
        guard let front = activeSession, front.app.name == app.name, let delegate = center.delegate else { return showBanner(banner) }
        let notification = UNNotification(request: request, date: Date())
        front.runningApp {
            delegate.userNotificationCenter(center, willPresent: notification) { [weak self] options in
                Task { @MainActor in
                    guard let self else { return }
                    if options.contains(.banner) || options.rawValue & (1 << 2) != 0 {
                        self.showBanner(banner)
                    } else {
                        self.record(.note("notification not shown in CarPlay: \(app.name) is in front and its willPresent answered no banner"))
                    }
                }
            }
        }
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
