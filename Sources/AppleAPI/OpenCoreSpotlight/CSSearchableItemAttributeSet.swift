// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What Spotlight shows and matches for an item. Mirrors
/// [`CSSearchableItemAttributeSet`](https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset)
/// (the general and media attributes apps set most; not every attribute Apple's has).
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The kind of content (its identifier). Mirrors
    /// [`contentType`](https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/contenttype).
    open var contentType: String?

    /// Mirrors [`init(contentType:)`](https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:)).
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }

    /// Mirrors [`init(itemContentType:)`](https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(itemcontenttype:)).
    public init(itemContentType: String) {
        contentType = itemContentType
        super.init()
    }

    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var alternateNames: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var relatedUniqueIdentifier: String?
    open var rankingHint: NSNumber?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var lastUsedDate: Date?
    // Media.
    open var artist: String?
    open var album: String?
    open var genre: String?
    open var composer: String?
    open var duration: NSNumber?
    open var playCount: NSNumber?
    open var rating: NSNumber?
    // Places.
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var namedLocation: String?
    open var phoneNumbers: [String]?
    open var supportsNavigation: NSNumber?
    open var supportsPhoneCall: NSNumber?

    /// The words Spotlight matches: title, display name, description, keywords, names, artist, album, genre, place.
    package var searchableText: [String] {
        [title, displayName, contentDescription, artist, album, genre, composer, namedLocation].compactMap { $0 } + (keywords ?? [])
            + (alternateNames ?? [])
    }
}
