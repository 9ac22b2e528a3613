// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Plays items one after another. Mirrors [`AVQueuePlayer`](https://developer.apple.com/documentation/avfoundation/avqueueplayer):
/// when an item ends (on the phone's clock) the player posts `AVPlayerItemDidPlayToEndTime`, drops it and plays the
/// next at the same rate; after the last it pauses with no current item.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queued: [AVPlayerItem] = []

    /// Mirrors [`init()`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/init()).
    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    /// Mirrors [`init(items:)`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/init(items:)).
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queued = items
        actionAtItemEnd = .advance
    }

    /// Mirrors `init(playerItem:)`, inherited from `AVPlayer`.
    public override init(playerItem item: AVPlayerItem?) {
        super.init(playerItem: item)
        queued = item.map { [$0] } ?? []
        actionAtItemEnd = .advance
    }

    /// The items still to play, the current one first. Mirrors [`items()`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/items()).
    open func items() -> [AVPlayerItem] {
        lock.withLock { queued }
    }

    /// Ends the current item and plays the next. Mirrors [`advanceToNextItem()`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/advancetonextitem()).
    open func advanceToNextItem() {
        lock.lock()
        if !queued.isEmpty { queued.removeFirst() }
        let next = queued.first
        lock.unlock()
        super.replaceCurrentItem(with: next)
    }

    /// Whether `item` may be queued (an item plays in one queue only, once). Mirrors [`canInsert(_:after:)`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/caninsert(_:after:)).
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if queued.contains(where: { $0 === item }) { return false }
        return afterItem.map { a in queued.contains { $0 === a } } ?? true
    }

    /// Queues `item` after `afterItem` (nil: at the end). Mirrors [`insert(_:after:)`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/insert(_:after:)).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        lock.lock()
        if let afterItem, let i = queued.firstIndex(where: { $0 === afterItem }) {
            queued.insert(item, at: i + 1)
        } else {
            queued.append(item)
        }
        let becomesCurrent = queued.count == 1
        lock.unlock()
        if becomesCurrent { super.replaceCurrentItem(with: item) }
    }

    /// Mirrors [`remove(_:)`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/remove(_:)):
    /// removing the current item plays the next.
    open func remove(_ item: AVPlayerItem) {
        lock.lock()
        let wasCurrent = queued.first === item
        queued.removeAll { $0 === item }
        let next = queued.first
        lock.unlock()
        if wasCurrent { super.replaceCurrentItem(with: next) }
    }

    /// Mirrors [`removeAllItems()`](https://developer.apple.com/documentation/avfoundation/avqueueplayer/removeallitems()).
    open func removeAllItems() {
        lock.withLock { queued.removeAll() }
        super.replaceCurrentItem(with: nil)
    }

    /// Replaces the current item, keeping the rest of the queue. Mirrors `replaceCurrentItem(with:)`.
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        lock.lock()
        if !queued.isEmpty { queued.removeFirst() }
        if let item { queued.insert(item, at: 0) }
        lock.unlock()
        super.replaceCurrentItem(with: item)
    }

    override func advanceAfterEnd(of item: AVPlayerItem) {
        lock.lock()
        let stillCurrent = queued.first === item
        lock.unlock()
        guard stillCurrent else { return }
        advanceToNextItem()
        if currentItem == nil { rate = 0 }
    }
}
