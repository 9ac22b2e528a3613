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
        CPCoding.encodePlist(plist, forKey: "configuration", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote.
    public required convenience init?(coder: NSCoder) {
        self.init(plist: CPCoding.decodePlist(forKey: "configuration", in: coder))
    }

    /// The configuration as a property list (list items hold it so inside a section's archive). - Note: Not in
    /// CarPlay.
    package var plist: [String: Any] {
        func time(_ t: CMTime) -> [String: Any] {
            ["value": t.value, "timescale": Int64(t.timescale), "flags": Int64(t.flags.rawValue), "epoch": t.epoch]
        }
        return [
            "preferredPresentation": preferredPresentation.rawValue, "playbackAction": playbackAction.rawValue,
            "elapsedTime": time(elapsedTime), "duration": time(duration)
        ]
    }

    /// The configuration a property list from ``plist`` describes; nil when it describes none. - Note: Not in CarPlay.
    package convenience init?(plist value: Any?) {
        func int(_ value: Any?) -> Int64? {
            switch value {
            case let i as Int: return Int64(i)
            case let i as Int64: return i
            case let n as NSNumber: return n.int64Value
            default: return nil
            }
        }
        func time(_ value: Any?) -> CMTime? {
            guard let p = value as? [String: Any], let v = int(p["value"]), let scale = int(p["timescale"]), let flags = int(p["flags"]),
                let epoch = int(p["epoch"])
            else { return nil }
            return CMTime(
                value: v, timescale: CMTimeScale(truncatingIfNeeded: scale), flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: flags)),
                epoch: epoch)
        }
        guard let p = value as? [String: Any], let presentation = int(p["preferredPresentation"]).flatMap({ Presentation(rawValue: Int($0)) }),
            let action = int(p["playbackAction"]).flatMap({ Action(rawValue: Int($0)) }), let elapsed = time(p["elapsedTime"]),
            let duration = time(p["duration"])
        else { return nil }
        self.init(preferredPresentation: presentation, playbackAction: action, elapsedTime: elapsed, duration: duration)
    }
}

/// An item that can be played from a list: a list item, an image row element or a list's details header (iOS 26.4).
///
/// Mirrors [`CPPlayableItem`](https://developer.apple.com/documentation/carplay/cpplayableitem).
@preconcurrency @MainActor
public protocol CPPlayableItem: NSObjectProtocol {
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}
