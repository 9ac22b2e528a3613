// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A playlist in the phone's media library. Mirrors
/// [`MPMediaPlaylist`](https://developer.apple.com/documentation/mediaplayer/mpmediaplaylist).
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    open override var persistentID: MPMediaEntityPersistentID { properties[MPMediaPlaylistPropertyPersistentID] as? UInt64 ?? 0 }
    /// Mirrors [`name`](https://developer.apple.com/documentation/mediaplayer/mpmediaplaylist/name).
    open var name: String? { properties[MPMediaPlaylistPropertyName] as? String }
    open var playlistAttributes: MPMediaPlaylistAttribute {
        MPMediaPlaylistAttribute(rawValue: properties[MPMediaPlaylistPropertyPlaylistAttributes] as? UInt ?? 0)
    }
    open var seedItems: [MPMediaItem]? { properties[MPMediaPlaylistPropertySeedItems] as? [MPMediaItem] }
    open var descriptionText: String? { properties[MPMediaPlaylistPropertyDescriptionText] as? String }
    open var authorDisplayName: String? { properties[MPMediaPlaylistPropertyAuthorDisplayName] as? String }

    /// A playlist's properties are its own: a predicate on a song's title doesn't match the playlist.
    open override func value(forProperty property: String) -> Any? {
        property == MPMediaEntityPropertyPersistentID ? persistentID : properties[property]
    }
}
