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

// Keys of library items' properties (`MPMediaItem.value(forProperty:)`, `MPMediaPropertyPredicate`). The now playing keys
// above are shared. - Note: the string values below are as we recall MediaPlayer's (the persistent-ID keys end in
// "PID"); Apple documents only the constants' names, and apps use only the names.
public let MPMediaEntityPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
public let MPMediaItemPropertyAlbumArtistPersistentID = "albumArtistPID"
public let MPMediaItemPropertyGenrePersistentID = "genrePID"
public let MPMediaItemPropertyComposer = "composer"
public let MPMediaItemPropertyComposerPersistentID = "composerPID"
public let MPMediaItemPropertyDiscNumber = "discNumber"
public let MPMediaItemPropertyDiscCount = "discCount"
public let MPMediaItemPropertyIsExplicit = "isExplicit"
public let MPMediaItemPropertyLyrics = "lyrics"
public let MPMediaItemPropertyIsCompilation = "isCompilation"
public let MPMediaItemPropertyBeatsPerMinute = "beatsPerMinute"
public let MPMediaItemPropertyComments = "comments"
public let MPMediaItemPropertyAssetURL = "assetURL"
public let MPMediaItemPropertyIsCloudItem = "isCloudItem"
public let MPMediaItemPropertyHasProtectedAsset = "protectedAsset"
public let MPMediaItemPropertyPodcastPersistentID = "podcastPID"
public let MPMediaItemPropertyPlayCount = "playCount"
public let MPMediaItemPropertySkipCount = "skipCount"
public let MPMediaItemPropertyRating = "rating"
public let MPMediaItemPropertyLastPlayedDate = "lastPlayedDate"
public let MPMediaItemPropertyUserGrouping = "userGrouping"
public let MPMediaItemPropertyBookmarkTime = "bookmarkTime"
public let MPMediaItemPropertyDateAdded = "dateAdded"
public let MPMediaItemPropertyPlaybackStoreID = "playbackStoreID"

// Keys of playlists' properties (`MPMediaPlaylist.value(forProperty:)`, predicates on `MPMediaQuery.playlists()`).
public let MPMediaPlaylistPropertyPersistentID = "playlistPersistentID"
public let MPMediaPlaylistPropertyName = "name"
public let MPMediaPlaylistPropertyPlaylistAttributes = "playlistAttributes"
public let MPMediaPlaylistPropertySeedItems = "seedItems"
public let MPMediaPlaylistPropertyDescriptionText = "descriptionText"
public let MPMediaPlaylistPropertyAuthorDisplayName = "authorDisplayName"
