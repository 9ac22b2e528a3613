// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What to put in a music player's queue. Mirrors
/// [`MPMusicPlayerQueueDescriptor`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerqueuedescriptor):
/// an abstract base; apps make a ``MPMusicPlayerMediaItemQueueDescriptor`` or a ``MPMusicPlayerStoreQueueDescriptor``.
open class MPMusicPlayerQueueDescriptor: NSObject, @unchecked Sendable {
    /// The items it stands for in the phone's library, and the one to start with. - Note: Ours.
    package func resolve() -> (items: [MPMediaItem], start: MPMediaItem?) { ([], nil) }
}
