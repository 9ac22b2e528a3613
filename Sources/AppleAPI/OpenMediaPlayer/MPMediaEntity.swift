// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The persistent ID of a library entity. Mirrors
/// [`MPMediaEntityPersistentID`](https://developer.apple.com/documentation/mediaplayer/mpmediaentitypersistentid).
public typealias MPMediaEntityPersistentID = UInt64

/// Something in the phone's media library: an item, or a collection of items. Mirrors
/// [`MPMediaEntity`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity).
///
/// Entities are immutable values read from the phone's library (`PhoneMusicLibrary`), usable from any thread.
open class MPMediaEntity: NSObject, @unchecked Sendable {
    /// The entity's properties by key (`MPMediaItemProperty…`, `MPMediaPlaylistProperty…`). - Note: Ours.
    package let properties: [String: any Sendable]

    package init(properties: [String: any Sendable]) {
        self.properties = properties
        super.init()
    }

    /// Mirrors [`persistentID`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity/persistentid).
    open var persistentID: MPMediaEntityPersistentID { properties[MPMediaEntityPropertyPersistentID] as? UInt64 ?? 0 }

    /// The value of a property (nil when the entity has none). Mirrors
    /// [`value(forProperty:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity/value(forproperty:)).
    open func value(forProperty property: String) -> Any? { properties[property] }

    /// Mirrors [`subscript(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity/subscript(_:)):
    /// the value for a property key.
    open subscript(key: Any) -> Any? { (key as? String).flatMap { value(forProperty: $0) } }

    /// Calls `block` with each of `properties`' values in turn (`stop` ends the walk). Mirrors
    /// [`enumerateValues(forProperties:using:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity/enumeratevalues(forproperties:using:)).
    open func enumerateValues(
        forProperties properties: Set<String>, using block: (String, Any, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for key in properties.sorted() {
            guard let v = value(forProperty: key) else { continue }
            block(key, v, &stop)
            if stop.boolValue { return }
        }
    }

    /// Whether a media query can filter by `property`. Mirrors
    /// [`canFilter(byProperty:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaentity/canfilter(byproperty:)).
    open class func canFilter(byProperty property: String) -> Bool { filterable.contains(property) }

    /// The properties queries filter by (MediaPlayer's list: IDs, names, types, flags, counts).
    static let filterable: Set<String> = [
        MPMediaItemPropertyPersistentID, MPMediaItemPropertyMediaType, MPMediaItemPropertyTitle, MPMediaItemPropertyAlbumTitle,
        MPMediaItemPropertyAlbumPersistentID, MPMediaItemPropertyArtist, MPMediaItemPropertyArtistPersistentID,
        MPMediaItemPropertyAlbumArtist, MPMediaItemPropertyAlbumArtistPersistentID, MPMediaItemPropertyGenre,
        MPMediaItemPropertyGenrePersistentID, MPMediaItemPropertyComposer, MPMediaItemPropertyComposerPersistentID,
        MPMediaItemPropertyIsCompilation, MPMediaItemPropertyIsCloudItem, MPMediaItemPropertyHasProtectedAsset,
        MPMediaItemPropertyPodcastTitle, MPMediaItemPropertyPodcastPersistentID, MPMediaItemPropertyPlayCount,
        MPMediaItemPropertyPlaybackStoreID, MPMediaPlaylistPropertyPersistentID, MPMediaPlaylistPropertyName,
        MPMediaPlaylistPropertyPlaylistAttributes
    ]
}
