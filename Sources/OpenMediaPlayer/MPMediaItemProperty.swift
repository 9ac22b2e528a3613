// SPDX-License-Identifier: Apache-2.0

import Foundation

// Keys of the now playing info dictionary. Their values are Apple's key strings.
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyReleaseDate = "releaseDate"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"

/// Mirrors [`MPNowPlayingInfoMediaType`](https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfomediatype).
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    case none = 0
    case audio, video
}
