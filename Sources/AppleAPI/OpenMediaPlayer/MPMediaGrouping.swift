// SPDX-License-Identifier: Apache-2.0

/// What a media query groups its collections by. Mirrors
/// [`MPMediaGrouping`](https://developer.apple.com/documentation/mediaplayer/mpmediagrouping).
public enum MPMediaGrouping: Int, Sendable {
    case title = 0
    case album, artist, albumArtist, composer, genre, playlist, podcastTitle
}
