// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The sound a notification plays. Mirrors [`UNNotificationSound`](https://developer.apple.com/documentation/usernotifications/unnotificationsound).
/// The car plays no audio for it: the sound stays on the request's content, where the app and tests can read it.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name (nil: the system's default sound). - Note: Ours.
    public let soundName: UNNotificationSoundName?
    /// Whether the sound plays even when the phone is muted or in Do Not Disturb. - Note: Ours.
    public let isCritical: Bool
    /// The critical sound's volume, 0…1 (nil: the system's). - Note: Ours.
    public let criticalVolume: Float?

    private init(name: UNNotificationSoundName?, critical: Bool, volume: Float? = nil) {
        soundName = name
        isCritical = critical
        criticalVolume = volume
        super.init()
    }

    /// A sound file in the app's bundle or its Library/Sounds. Mirrors
    /// [`init(named:)`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/init(named:)).
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name, critical: false)
    }

    /// The system's sound. Mirrors [`default`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/default).
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }

    /// The system's sound for critical alerts. Mirrors [`defaultCritical`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/defaultcritical).
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }

    /// Mirrors [`defaultCriticalSound(withAudioVolume:)`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/defaultcriticalsound(withaudiovolume:)).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: min(max(volume, 0), 1))
    }

    /// Mirrors [`criticalSoundNamed(_:)`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/criticalsoundnamed(_:)).
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }

    /// Mirrors [`criticalSoundNamed(_:withAudioVolume:)`](https://developer.apple.com/documentation/usernotifications/unnotificationsound/criticalsoundnamed(_:withaudiovolume:)).
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true, volume: min(max(volume, 0), 1))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return other.soundName == soundName && other.isCritical == isCritical && other.criticalVolume == criticalVolume
    }

    open override var hash: Int { soundName?.rawValue.hashValue ?? (isCritical ? 1 : 0) }
}
