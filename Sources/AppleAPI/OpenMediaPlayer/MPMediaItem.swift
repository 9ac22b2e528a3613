// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A song (or other item) in the phone's media library. Mirrors
/// [`MPMediaItem`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem).
///
/// Apps never make items: they come from queries on the phone's library (`PhoneMusicLibrary`, which the car seeds).
/// Each property reads the value under its `MPMediaItemProperty…` key, as `value(forProperty:)` does.
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    private func string(_ key: String) -> String? { properties[key] as? String }
    private func id(_ key: String) -> MPMediaEntityPersistentID { properties[key] as? UInt64 ?? 0 }
    private func int(_ key: String) -> Int { properties[key] as? Int ?? 0 }
    private func flag(_ key: String) -> Bool { properties[key] as? Bool ?? false }

    open var mediaType: MPMediaType { MPMediaType(rawValue: properties[MPMediaItemPropertyMediaType] as? UInt ?? 0) }
    open var title: String? { string(MPMediaItemPropertyTitle) }
    open var albumTitle: String? { string(MPMediaItemPropertyAlbumTitle) }
    open var albumPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyAlbumPersistentID) }
    open var artist: String? { string(MPMediaItemPropertyArtist) }
    open var artistPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyArtistPersistentID) }
    open var albumArtist: String? { string(MPMediaItemPropertyAlbumArtist) }
    open var albumArtistPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyAlbumArtistPersistentID) }
    open var genre: String? { string(MPMediaItemPropertyGenre) }
    open var genrePersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyGenrePersistentID) }
    open var composer: String? { string(MPMediaItemPropertyComposer) }
    open var composerPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyComposerPersistentID) }
    /// The length in seconds. Mirrors [`playbackDuration`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem/playbackduration).
    open var playbackDuration: TimeInterval { properties[MPMediaItemPropertyPlaybackDuration] as? Double ?? 0 }
    open var albumTrackNumber: Int { int(MPMediaItemPropertyAlbumTrackNumber) }
    open var albumTrackCount: Int { int(MPMediaItemPropertyAlbumTrackCount) }
    open var discNumber: Int { int(MPMediaItemPropertyDiscNumber) }
    open var discCount: Int { int(MPMediaItemPropertyDiscCount) }
    /// Mirrors [`artwork`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem/artwork).
    open var artwork: MPMediaItemArtwork? { properties[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork }
    open var isExplicitItem: Bool { flag(MPMediaItemPropertyIsExplicit) }
    open var lyrics: String? { string(MPMediaItemPropertyLyrics) }
    open var isCompilation: Bool { flag(MPMediaItemPropertyIsCompilation) }
    open var releaseDate: Date? { properties[MPMediaItemPropertyReleaseDate] as? Date }
    open var beatsPerMinute: Int { int(MPMediaItemPropertyBeatsPerMinute) }
    open var comments: String? { string(MPMediaItemPropertyComments) }
    /// The file's URL: nil for songs in the cloud or protected (as the phone's seeded songs are).
    open var assetURL: URL? { properties[MPMediaItemPropertyAssetURL] as? URL }
    open var isCloudItem: Bool { flag(MPMediaItemPropertyIsCloudItem) }
    open var hasProtectedAsset: Bool { flag(MPMediaItemPropertyHasProtectedAsset) }
    open var podcastTitle: String? { string(MPMediaItemPropertyPodcastTitle) }
    open var podcastPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyPodcastPersistentID) }
    open var playCount: Int { int(MPMediaItemPropertyPlayCount) }
    open var skipCount: Int { int(MPMediaItemPropertySkipCount) }
    open var rating: Int { int(MPMediaItemPropertyRating) }
    open var lastPlayedDate: Date? { properties[MPMediaItemPropertyLastPlayedDate] as? Date }
    open var userGrouping: String? { string(MPMediaItemPropertyUserGrouping) }
    open var bookmarkTime: TimeInterval { properties[MPMediaItemPropertyBookmarkTime] as? Double ?? 0 }
    open var dateAdded: Date { properties[MPMediaItemPropertyDateAdded] as? Date ?? Date(timeIntervalSince1970: 0) }
    /// The Apple Music catalog ID (empty for the user's own files). Mirrors
    /// [`playbackStoreID`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem/playbackstoreid).
    open var playbackStoreID: String { string(MPMediaItemPropertyPlaybackStoreID) ?? "" }

    /// The property key of the persistent ID of what a grouping groups by. Mirrors
    /// [`persistentIDProperty(forGroupingType:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem/persistentidproperty(forgroupingtype:)).
    open class func persistentIDProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyPersistentID
        case .album: MPMediaItemPropertyAlbumPersistentID
        case .artist: MPMediaItemPropertyArtistPersistentID
        case .albumArtist: MPMediaItemPropertyAlbumArtistPersistentID
        case .composer: MPMediaItemPropertyComposerPersistentID
        case .genre: MPMediaItemPropertyGenrePersistentID
        case .playlist: MPMediaPlaylistPropertyPersistentID
        case .podcastTitle: MPMediaItemPropertyPodcastPersistentID
        }
    }

    /// The property key of the title of what a grouping groups by. Mirrors
    /// [`titleProperty(forGroupingType:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaitem/titleproperty(forgroupingtype:)).
    open class func titleProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyTitle
        case .album: MPMediaItemPropertyAlbumTitle
        case .artist: MPMediaItemPropertyArtist
        case .albumArtist: MPMediaItemPropertyAlbumArtist
        case .composer: MPMediaItemPropertyComposer
        case .genre: MPMediaItemPropertyGenre
        case .playlist: MPMediaPlaylistPropertyName
        case .podcastTitle: MPMediaItemPropertyPodcastTitle
        }
    }
}
