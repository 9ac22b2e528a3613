// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An ordered set of library items: an album, an artist's songs, a playlist, or a queue the app put together. Mirrors
/// [`MPMediaItemCollection`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection).
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// Mirrors [`items`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/items).
    public let items: [MPMediaItem]

    /// Mirrors [`init(items:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/init(items:)).
    public init(items: [MPMediaItem]) {
        self.items = items
        super.init(properties: [:])
    }

    /// A collection with its own properties (a playlist's name and ID). - Note: Ours.
    package init(items: [MPMediaItem], properties: [String: any Sendable]) {
        self.items = items
        super.init(properties: properties)
    }

    /// Mirrors [`collection(with:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/collection(with:)).
    open class func collection(with items: [MPMediaItem]) -> MPMediaItemCollection { MPMediaItemCollection(items: items) }

    /// An item whose album, artist and genre stand for the collection's (its first). Mirrors
    /// [`representativeItem`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/representativeitem).
    open var representativeItem: MPMediaItem? { items.first }

    /// Mirrors [`count`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/count).
    open var count: Int { items.count }

    /// The union of the items' media types. Mirrors [`mediaTypes`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemcollection/mediatypes).
    open var mediaTypes: MPMediaType { items.reduce(into: MPMediaType()) { $0.formUnion($1.mediaType) } }

    /// A collection's own properties first (a playlist's), then its representative item's (an album's title and ID).
    open override func value(forProperty property: String) -> Any? {
        super.value(forProperty: property) ?? representativeItem?.value(forProperty: property)
    }

    open override var persistentID: MPMediaEntityPersistentID {
        (properties[MPMediaEntityPropertyPersistentID] as? UInt64) ?? 0
    }
}
