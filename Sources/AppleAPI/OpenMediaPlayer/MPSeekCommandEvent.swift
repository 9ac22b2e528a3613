// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether a seek is starting or ending. Mirrors
/// [`MPSeekCommandEventType`](https://developer.apple.com/documentation/mediaplayer/mpseekcommandeventtype).
public enum MPSeekCommandEventType: UInt, Sendable {
    case beginSeeking = 0
    case endSeeking = 1
}

/// A request to seek forward or backward, sent to `seekForwardCommand` and `seekBackwardCommand` when a seek begins
/// and again when it ends. Mirrors [`MPSeekCommandEvent`](https://developer.apple.com/documentation/mediaplayer/mpseekcommandevent).
/// - Note: The car's Now Playing screen sends no seek: its buttons skip or change the track.
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Mirrors [`type`](https://developer.apple.com/documentation/mediaplayer/mpseekcommandevent/type).
    public let type: MPSeekCommandEventType
    package init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}
