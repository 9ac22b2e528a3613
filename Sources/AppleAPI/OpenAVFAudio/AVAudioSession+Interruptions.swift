// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`AVAudioSessionInterruptionTypeKey`](https://developer.apple.com/documentation/avfaudio/avaudiosessioninterruptiontypekey):
/// the value is the `InterruptionType`'s raw value (a `UInt`).
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// Mirrors [`AVAudioSessionInterruptionOptionKey`](https://developer.apple.com/documentation/avfaudio/avaudiosessioninterruptionoptionkey):
/// the value is the `InterruptionOptions`' raw value (a `UInt`), in the notification of an interruption's end.
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// Mirrors [`AVAudioSessionRouteChangeReasonKey`](https://developer.apple.com/documentation/avfaudio/avaudiosessionroutechangereasonkey):
/// the value is the `RouteChangeReason`'s raw value (a `UInt`).
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// Mirrors [`AVAudioSessionRouteChangePreviousRouteKey`](https://developer.apple.com/documentation/avfaudio/avaudiosessionroutechangepreviousroutekey):
/// the value is the route before the change.
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"

/// Interruptions (a call, Siri) and route changes (the car connecting), as iOS tells the app of them.
extension AVAudioSession {
    /// What an interruption's end allows. Mirrors
    /// [`AVAudioSession.InterruptionOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/interruptionoptions).
    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Why the route changed. Mirrors
    /// [`AVAudioSession.RouteChangeReason`](https://developer.apple.com/documentation/avfaudio/avaudiosession/routechangereason).
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0
        case newDeviceAvailable = 1
        case oldDeviceUnavailable = 2
        case categoryChange = 3
        case override = 4
        case wakeFromSleep = 6
        case noSuitableRouteForCategory = 7
        case routeConfigurationChange = 8
    }

    /// A kind of audio port. Mirrors [`AVAudioSession.Port`](https://developer.apple.com/documentation/avfaudio/avaudiosession/port);
    /// the raw values are as we recall AVFAudio's (apps compare the constants).
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headphones = Port(rawValue: "Headphones")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let airPlay = Port(rawValue: "AirPlay")
    }

    /// Mirrors [`routeChangeNotification`](https://developer.apple.com/documentation/avfaudio/avaudiosession/routechangenotification).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")

    /// An interruption of the app's audio began or ended (`source`: what interrupts, e.g. "call" or "siri"). While
    /// any source interrupts, the session is interrupted; the app hears `.began` when the first begins (only if its
    /// session is active) and `.ended` with `.shouldResume` when the last ends, on the main queue. - Note: Ours.
    package func interruption(_ source: String, began: Bool) {
        let post: [AnyHashable: Any]? = withSessionLock { state in
            if began {
                let first = state.interruptions.isEmpty
                state.interruptions.insert(source)
                guard first, state.active else { return nil }
                state.interruptedApp = true
                return [AVAudioSessionInterruptionTypeKey: InterruptionType.began.rawValue]
            }
            guard state.interruptions.remove(source) != nil, state.interruptions.isEmpty, state.interruptedApp else { return nil }
            state.interruptedApp = false
            return [
                AVAudioSessionInterruptionTypeKey: InterruptionType.ended.rawValue,
                AVAudioSessionInterruptionOptionKey: InterruptionOptions.shouldResume.rawValue
            ]
        }
        guard let post else { return }
        let info = UncheckedUserInfo(value: post)
        DispatchQueue.main.async { NotificationCenter.default.post(name: Self.interruptionNotification, object: self, userInfo: info.value) }
    }

    /// The car connected (its speakers become the route) or went away (the phone's speaker); `announce`: the app hears
    /// of the change (not for a session that starts on the car's speakers, an app launched while the car is
    /// connected). - Note: Ours.
    package func carAudio(connected: Bool, announce: Bool = true) {
        let previous: AVAudioSessionRouteDescription? = withSessionLock { state in
            let next: AVAudioSessionRouteDescription = connected ? .car : .phone
            guard state.route !== next else { return nil }
            defer { state.route = next }
            return state.route
        }
        guard let previous, announce else { return }
        let reason: RouteChangeReason = connected ? .newDeviceAvailable : .oldDeviceUnavailable
        let info = UncheckedUserInfo(value: [AVAudioSessionRouteChangeReasonKey: reason.rawValue, AVAudioSessionRouteChangePreviousRouteKey: previous])
        DispatchQueue.main.async { NotificationCenter.default.post(name: Self.routeChangeNotification, object: self, userInfo: info.value) }
    }
}

/// A notification's user info handed to the main queue (its values are immutable). - Note: Ours.
private struct UncheckedUserInfo: @unchecked Sendable {
    let value: [AnyHashable: Any]
}
