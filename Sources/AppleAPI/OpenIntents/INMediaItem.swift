// SPDX-License-Identifier: Apache-2.0

import Foundation

// The values of the media domain (play, add, like/dislike): what Siri understood the user wants to hear, and where
// added media goes. Each mirrors the Intents class or enumeration of the same name; raw values follow Apple's headers.

/// The kind of content a media item is. Mirrors [`INMediaItemType`](https://developer.apple.com/documentation/intents/inmediaitemtype).
public enum INMediaItemType: Int, Sendable {
    case unknown = 0
    case song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist, musicStation, audioBook, movie, tvShow,
        tvShowEpisode, musicVideo, podcastStation, radioStation, station, music, algorithmicRadioStation, news
}

/// The order a search wants its results in. Mirrors [`INMediaSortOrder`](https://developer.apple.com/documentation/intents/inmediasortorder).
public enum INMediaSortOrder: Int, Sendable {
    case unknown = 0
    case newest, oldest, best, worst, popular, unpopular, trending, recommended
}

/// Whether the request refers to what plays now ("like this song") or to the user's own media ("my playlist").
/// Mirrors [`INMediaReference`](https://developer.apple.com/documentation/intents/inmediareference).
public enum INMediaReference: Int, Sendable {
    case unknown = 0
    case currentlyPlaying, my
}

/// Whether the user likes or dislikes a media item. Mirrors [`INMediaAffinityType`](https://developer.apple.com/documentation/intents/inmediaaffinitytype).
public enum INMediaAffinityType: Int, Sendable {
    case unknown = 0
    case like, dislike
}

/// How playback repeats. Mirrors [`INPlaybackRepeatMode`](https://developer.apple.com/documentation/intents/inplaybackrepeatmode).
public enum INPlaybackRepeatMode: Int, Sendable {
    case unknown = 0
    case none, all, one
}

/// Where requested media goes in the playback queue. Mirrors [`INPlaybackQueueLocation`](https://developer.apple.com/documentation/intents/inplaybackqueuelocation).
public enum INPlaybackQueueLocation: Int, Sendable {
    case unknown = 0
    case now, next, later
}

/// Where added media goes. Mirrors [`INMediaDestinationType`](https://developer.apple.com/documentation/intents/inmediadestinationtype).
public enum INMediaDestinationType: Int, Sendable {
    case unknown = 0
    case library, playlist
}

/// A piece of media content: a song, an album, a station, a podcast episode. Mirrors
/// [`INMediaItem`](https://developer.apple.com/documentation/intents/inmediaitem).
open class INMediaItem: NSObject, @unchecked Sendable {
    /// The app's own identifier for the item.
    public let identifier: String?
    public let title: String?
    public let type: INMediaItemType
    public let artwork: INImage?
    public let artist: String?

    /// Mirrors [`init(identifier:title:type:artwork:artist:)`](https://developer.apple.com/documentation/intents/inmediaitem/init(identifier:title:type:artwork:artist:)).
    public init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?, artist: String?) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.artwork = artwork
        self.artist = artist
        super.init()
    }

    /// Mirrors [`init(identifier:title:type:artwork:)`](https://developer.apple.com/documentation/intents/inmediaitem/init(identifier:title:type:artwork:)).
    public convenience init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?) {
        self.init(identifier: identifier, title: title, type: type, artwork: artwork, artist: nil)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? INMediaItem else { return false }
        return o.identifier == identifier && o.title == title && o.type == type && o.artist == artist && o.artwork == artwork
    }
    open override var hash: Int { (identifier ?? title ?? "").hashValue ^ type.rawValue }
}

/// What the user asked for when they didn't name an exact item: "play the album Blue", "play something by Nina
/// Simone", "like this song". Mirrors [`INMediaSearch`](https://developer.apple.com/documentation/intents/inmediasearch).
open class INMediaSearch: NSObject, @unchecked Sendable {
    public let mediaType: INMediaItemType
    public let sortOrder: INMediaSortOrder
    public let mediaName: String?
    public let artistName: String?
    public let albumName: String?
    public let genreNames: [String]?
    public let moodNames: [String]?
    public let releaseDate: INDateComponentsRange?
    public let reference: INMediaReference
    public let mediaIdentifier: String?

    /// Mirrors [`init(mediaType:sortOrder:mediaName:artistName:albumName:genreNames:moodNames:releaseDate:reference:mediaIdentifier:)`](https://developer.apple.com/documentation/intents/inmediasearch/init(mediatype:sortorder:medianame:artistname:albumname:genrenames:moodnames:releasedate:reference:mediaidentifier:)).
    public init(
        mediaType: INMediaItemType = .unknown, sortOrder: INMediaSortOrder = .unknown, mediaName: String? = nil, artistName: String? = nil,
        albumName: String? = nil, genreNames: [String]? = nil, moodNames: [String]? = nil, releaseDate: INDateComponentsRange? = nil,
        reference: INMediaReference = .unknown, mediaIdentifier: String? = nil
    ) {
        self.mediaType = mediaType
        self.sortOrder = sortOrder
        self.mediaName = mediaName
        self.artistName = artistName
        self.albumName = albumName
        self.genreNames = genreNames
        self.moodNames = moodNames
        self.releaseDate = releaseDate
        self.reference = reference
        self.mediaIdentifier = mediaIdentifier
        super.init()
    }
}

/// Where added media goes: the library or a playlist. Mirrors
/// [`INMediaDestination`](https://developer.apple.com/documentation/intents/inmediadestination).
open class INMediaDestination: NSObject, @unchecked Sendable {
    public let mediaDestinationType: INMediaDestinationType
    /// The playlist's name, for a playlist destination.
    public let playlistName: String?

    init(type: INMediaDestinationType, playlistName: String?) {
        mediaDestinationType = type
        self.playlistName = playlistName
        super.init()
    }

    /// Mirrors [`libraryDestination()`](https://developer.apple.com/documentation/intents/inmediadestination/librarydestination()).
    open class func libraryDestination() -> INMediaDestination { INMediaDestination(type: .library, playlistName: nil) }

    /// Mirrors [`playlistDestination(withName:)`](https://developer.apple.com/documentation/intents/inmediadestination/playlistdestination(withname:)).
    open class func playlistDestination(withName playlistName: String) -> INMediaDestination {
        INMediaDestination(type: .playlist, playlistName: playlistName)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? INMediaDestination else { return false }
        return o.mediaDestinationType == mediaDestinationType && o.playlistName == playlistName
    }
    open override var hash: Int { mediaDestinationType.rawValue ^ (playlistName ?? "").hashValue }
}
