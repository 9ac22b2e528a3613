// SPDX-License-Identifier: Apache-2.0

/// How the music player repeats (`.default`: the user's setting, which is off on the simulated phone). Mirrors [`MPMusicRepeatMode`](https://developer.apple.com/documentation/mediaplayer/mpmusicrepeatmode).
public enum MPMusicRepeatMode: Int, Sendable {
    case `default` = 0
    case none, one, all
}
