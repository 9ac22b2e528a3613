// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A queue of library items, from a query or a collection. Mirrors
/// [`MPMusicPlayerMediaItemQueueDescriptor`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayermediaitemqueuedescriptor).
open class MPMusicPlayerMediaItemQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// The query whose items make the queue (for a descriptor made from a collection: a query of its items).
    public let query: MPMediaQuery
    /// Mirrors [`itemCollection`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayermediaitemqueuedescriptor/itemcollection).
    public let itemCollection: MPMediaItemCollection?
    private let lock = NSLock()
    private var start: MPMediaItem?

    /// Mirrors [`init(query:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayermediaitemqueuedescriptor/init(query:)).
    public init(query: MPMediaQuery) {
        self.query = query
        itemCollection = nil
        super.init()
    }

    /// Mirrors [`init(itemCollection:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayermediaitemqueuedescriptor/init(itemcollection:)).
    public init(itemCollection: MPMediaItemCollection) {
        self.itemCollection = itemCollection
        query = MPMediaQuery(filterPredicates: nil)
        super.init()
    }

    /// The item to begin with (nil: the first). Mirrors
    /// [`startItem`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayermediaitemqueuedescriptor/startitem).
    open var startItem: MPMediaItem? {
        get { lock.withLock { start } }
        set { lock.withLock { start = newValue } }
    }

    override package func resolve() -> (items: [MPMediaItem], start: MPMediaItem?) {
        (itemCollection?.items ?? query.items ?? [], startItem)
    }
}
