// SPDX-License-Identifier: Apache-2.0

/// How the music player shuffles (`.default`: the user's setting, which is off on the simulated phone). Mirrors [`MPMusicShuffleMode`](https://developer.apple.com/documentation/mediaplayer/mpmusicshufflemode).
public enum MPMusicShuffleMode: Int, Sendable {
    case `default` = 0
    case off, songs, albums
}
