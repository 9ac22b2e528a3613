// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The application queue player: a music player whose queue the app can change while it plays. Mirrors
/// [`MPMusicPlayerApplicationController`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerapplicationcontroller).
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {
    /// Runs `queueTransaction` on a copy of the queue, then makes the copy the queue (the song playing keeps playing
    /// if it is still in it; otherwise the song after it, or the queue's first, is at hand) and calls
    /// `completionHandler` on the main queue with the queue as it is now. Mirrors
    /// [`perform(queueTransaction:completionHandler:)`](https://developer.apple.com/documentation/mediaplayer/mpmusicplayerapplicationcontroller/perform(queuetransaction:completionhandler:)).
    open func perform(
        queueTransaction: @escaping (MPMusicPlayerControllerMutableQueue) -> Void,
        completionHandler: @escaping @Sendable (MPMusicPlayerControllerQueue, (any Error)?) -> Void
    ) {
        let queue = MPMusicPlayerControllerMutableQueue(items: lock.withLock { order })
        queueTransaction(queue)
        let items = queue.items
        lock.lock()
        let playing = index.map { order[$0] }
        let kept = playing.flatMap { p in items.firstIndex { $0 === p } }
        let itemChanged = playing != nil && kept == nil
        original = items
        order = items
        if let kept {
            index = kept
        } else if let i = index {
            index = items.isEmpty ? nil : min(i, items.count - 1)
            moveTo(0)
        }
        if index == nil { state = .stopped }
        lock.unlock()
        changed(item: itemChanged, state: false, queue: true)
        let result = MPMusicPlayerControllerQueue(items: items)
        DispatchQueue.main.async { completionHandler(result, nil) }
    }
}
