// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The queue a transaction changes. Mirrors
/// [`MPMusicPlayerControllerMutableQueue`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontrollermutablequeue).
open class MPMusicPlayerControllerMutableQueue: MPMusicPlayerControllerQueue, @unchecked Sendable {
    /// Inserts the descriptor's items after `afterItem` (nil: at the start). Mirrors
    /// [`insert(_:after:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontrollermutablequeue/insert(_:after:)).
    open func insert(_ queueDescriptor: MPMusicPlayerQueueDescriptor, after afterItem: MPMediaItem?) {
        let added = queueDescriptor.resolve().items
        lock.withLock {
            let at = afterItem.flatMap { a in queued.firstIndex { $0 === a }.map { $0 + 1 } } ?? 0
            queued.insert(contentsOf: added, at: at)
        }
    }

    /// Mirrors [`remove(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontrollermutablequeue/remove(_:)).
    open func remove(_ item: MPMediaItem) {
        lock.withLock { queued.removeAll { $0 === item } }
    }
}
