// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The items in an application queue player's queue, as a transaction left them. Mirrors
/// [`MPMusicPlayerControllerQueue`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontrollerqueue).
open class MPMusicPlayerControllerQueue: NSObject, @unchecked Sendable {
    let lock = NSLock()
    var queued: [MPMediaItem]

    package init(items: [MPMediaItem]) {
        queued = items
        super.init()
    }

    /// Mirrors [`items`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayercontrollerqueue/items).
    open var items: [MPMediaItem] { lock.withLock { queued } }
}
