// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio

/// What playing an item does and how far it has got: the presentation it prefers (audio or video), the action a
/// selection performs (play, pause, replay), the elapsed time and the duration (iOS 26.4).
///
/// Mirrors [`CPPlaybackConfiguration`](https://developer.apple.com/documentation/carplay/cpplaybackconfiguration).
/// Immutable, as on iOS: make a new one to change it. The enumerations' raw values are from .NET's binding of the
/// iOS 26.4 SDK (`CPPlaybackPresentation`, `CPPlaybackAction`).
@preconcurrency @MainActor
open class CPPlaybackConfiguration: NSObject, @preconcurrency NSSecureCoding, @preconcurrency NSCopying {
    /// Mirrors [`CPPlaybackConfiguration.Presentation`](https://developer.apple.com/documentation/carplay/cpplaybackconfiguration/presentation).
    public enum Presentation: Int, Sendable {
        case none = 0
        case audio, video
    }

    /// Mirrors [`CPPlaybackConfiguration.Action`](https://developer.apple.com/documentation/carplay/cpplaybackconfiguration/action).
    public enum Action: Int, Sendable {
        case none = 0
        case play, pause, replay
    }

    public let preferredPresentation: CPPlaybackConfiguration.Presentation
    public let playbackAction: CPPlaybackConfiguration.Action
    public let elapsedTime: CMTime
    /// Zero when the length is unknown, as for a live stream.
    public let duration: CMTime

    public init(
        preferredPresentation: CPPlaybackConfiguration.Presentation, playbackAction: CPPlaybackConfiguration.Action, elapsedTime: CMTime,
        duration: CMTime
    ) {
        self.preferredPresentation = preferredPresentation
        self.playbackAction = playbackAction
        self.elapsedTime = elapsedTime
        self.duration = duration
        super.init()
    }

    /// How far playback has got, 0…1; nil when the duration is unknown (zero, or not a number).
    package var progress: Double? {
        guard duration.isNumeric, elapsedTime.isNumeric, duration.seconds > 0 else { return nil }
        return min(max(elapsedTime.seconds / duration.seconds, 0), 1)
    }

    /// The configuration itself: it never changes, so a copy would be the same.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the presentation, the action and both times (value, timescale, flags, epoch).
    open func encode(with coder: NSCoder) {
        CPCoding.encodeValue(PlaybackPlist(self), forKey: "configuration", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote.
    public required convenience init?(coder: NSCoder) {
        guard let plist = CPCoding.decodeValue(PlaybackPlist.self, forKey: "configuration", in: coder) else { return nil }
        self.init(plist: plist)
    }

    /// The configuration an archive's value describes; nil when it describes none. - Note: Not in CarPlay.
    package convenience init?(plist p: PlaybackPlist) {
        guard let presentation = Presentation(rawValue: p.preferredPresentation), let action = Action(rawValue: p.playbackAction) else { return nil }
        self.init(preferredPresentation: presentation, playbackAction: action, elapsedTime: p.elapsedTime.time, duration: p.duration.time)
    }
}

/// A playback configuration in an archive (list items hold it so inside a section's archive). - Note: Not in CarPlay.
package struct PlaybackPlist: Codable, Sendable {
    /// A `CMTime`, field by field.
    struct Time: Codable, Sendable {
        var value: Int64
        var timescale: Int64
        var flags: Int64
        var epoch: Int64

        init(_ t: CMTime) {
            value = t.value
            timescale = Int64(t.timescale)
            flags = Int64(t.flags.rawValue)
            epoch = t.epoch
        }

        var time: CMTime {
            CMTime(
                value: value, timescale: CMTimeScale(truncatingIfNeeded: timescale), flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: flags)),
                epoch: epoch)
        }
    }
    var preferredPresentation: Int
    var playbackAction: Int
    var elapsedTime: Time
    var duration: Time

    @MainActor package init(_ c: CPPlaybackConfiguration) {
        preferredPresentation = c.preferredPresentation.rawValue
        playbackAction = c.playbackAction.rawValue
        elapsedTime = Time(c.elapsedTime)
        duration = Time(c.duration)
    }
}

/// An item that can be played from a list: a list item, an image row element or a list's details header (iOS 26.4).
///
/// Mirrors [`CPPlayableItem`](https://developer.apple.com/documentation/carplay/cpplayableitem).
@preconcurrency @MainActor
public protocol CPPlayableItem: NSObjectProtocol {
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}
