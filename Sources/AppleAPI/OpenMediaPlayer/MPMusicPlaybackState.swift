// SPDX-License-Identifier: Apache-2.0

/// The music player's state. Mirrors [`MPMusicPlaybackState`](https://developer.apple.com/documentation/mediaplayer/mpmusicplaybackstate).
public enum MPMusicPlaybackState: Int, Sendable {
    case stopped = 0
    case playing, paused, interrupted, seekingForward, seekingBackward
}
