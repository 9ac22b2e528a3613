// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCallKit
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit
import OpenUserNotifications
import PhoneApps

/// Each app's own stand-in singletons (its launch's, see `AppLaunch`): the car reads the app it shows or serves,
/// never whatever app's code happens to run.
extension AppSession {
    /// The app's `MPNowPlayingInfoCenter.default()` (the process's own before the app launched).
    package var nowPlayingCenter: MPNowPlayingInfoCenter { .of(appLaunch) }
    /// The app's `MPRemoteCommandCenter.shared()`.
    package var remoteCommands: MPRemoteCommandCenter { .of(appLaunch) }
    /// The app's `AVAudioSession.sharedInstance()`.
    package var audioSession: AVAudioSession { .of(appLaunch) }
    /// The app's `UNUserNotificationCenter.current()`.
    package var notificationCenter: UNUserNotificationCenter { .of(appLaunch) }
    /// The app's `CPNowPlayingTemplate.shared`.
    package var nowPlayingTemplate: CPNowPlayingTemplate { .of(appLaunch) }
    /// The app's `MPPlayableContentManager.shared()`.
    package var playableContentManager: MPPlayableContentManager { .of(appLaunch) }
}

extension HeadUnit {
    /// The audio session of the app named `name` while its process runs, else the process's own. - Note: Ours.
    package func audioSession(of name: String?) -> AVAudioSession { .of(name.flatMap { appLaunch(of: $0) }) }
    /// The now playing center of the app named `name` while its process runs, else the process's own.
    package func nowPlayingCenter(of name: String?) -> MPNowPlayingInfoCenter { .of(name.flatMap { appLaunch(of: $0) }) }
    /// The notification center of the app named `name` while its process runs, else the process's own.
    package func notificationCenter(of name: String?) -> UNUserNotificationCenter { .of(name.flatMap { appLaunch(of: $0) }) }

    /// The audio session of every running app, and the process's own: what the phone does to all audio (a call, Siri,
    /// the car's speakers coming and going) reaches each.
    var everyAudioSession: [AVAudioSession] { [AVAudioSession.of(nil)] + launches.values.map { AVAudioSession.of($0) } }

    /// The phone's audio goes to the car's speakers (`connected`) or back to the phone's: each running app's session
    /// changes route and its app hears of it; the process's own follows silently (no app's code observes it).
    func routeAudio(toCar connected: Bool) {
        AVAudioSession.of(nil).carAudio(connected: connected, announce: false)
        for process in launches.values { AVAudioSession.of(process).carAudio(connected: connected) }
    }

    /// Connects a new launch's stand-ins to the car: now playing runs on the car's clock, the app's audio session is on
    /// the car's speakers and hears a call in progress, and (once the car's services started) its audio session and
    /// notifications are watched as the app's.
    func connectServices(of process: AppLaunch) {
        MPNowPlayingInfoCenter.of(process).clock = nowPlayingClock
        let audio = AVAudioSession.of(process)
        if !sessions.isEmpty { audio.carAudio(connected: true, announce: false) }
        if CXCallCenter.shared.hasActiveCall {
            audio.setPromptStyle(.none)
            audio.interruption("call", began: true)
        }
        guard servicesStarted else { return }
        let name = process.name
        audio.observe { [weak self] change in
            Task { @MainActor in self?.audioSessionChanged(change, app: name) }
        }
        UNUserNotificationCenter.of(process).onAdd = { [weak self] request in
            Task { @MainActor in self?.notificationAdded(request, app: name) }
        }
    }

    /// The car's clock in seconds, which now playing's elapsed time runs on.
    var nowPlayingClock: @Sendable () -> Double {
        let read = time.elapsed
        return {
            let d = read()
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
    }
}
