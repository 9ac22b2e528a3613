// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A queue of Apple Music catalog items by their store IDs. Mirrors
/// [`MPMusicPlayerStoreQueueDescriptor`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerstorequeuedescriptor).
///
/// The simulated phone has no catalog: an ID plays when a song in the phone's library has it as its
/// `playbackStoreID` (the seeded library's songs have one each); other IDs are left out of the queue.
open class MPMusicPlayerStoreQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [String]?
    private var startID: String?

    /// Mirrors [`init(storeIDs:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerstorequeuedescriptor/init(storeids:)).
    public init(storeIDs: [String]) {
        ids = storeIDs
        super.init()
    }

    /// Mirrors [`storeIDs`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerstorequeuedescriptor/storeids).
    open var storeIDs: [String]? {
        get { lock.withLock { ids } }
        set { lock.withLock { ids = newValue } }
    }

    /// Mirrors [`startItemID`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerstorequeuedescriptor/startitemid).
    open var startItemID: String? {
        get { lock.withLock { startID } }
        set { lock.withLock { startID = newValue } }
    }

    override package func resolve() -> (items: [MPMediaItem], start: MPMediaItem?) {
        let items = PhoneMusicLibrary.current?.items(withStoreIDs: storeIDs ?? []) ?? []
        return (items, startItemID.flatMap { id in items.first { $0.playbackStoreID == id } })
    }
}
