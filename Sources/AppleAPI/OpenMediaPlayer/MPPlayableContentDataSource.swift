// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Answers the car's questions about the app's content tree, by index path: `[]` is the root, `[1]` its second
/// item, `[1, 0]` that item's first child.
///
/// Mirrors [`MPPlayableContentDataSource`](https://developer.apple.com/documentation/mediaplayer/mpplayablecontentdatasource).
/// Objective-C's optional methods have default implementations here.
public protocol MPPlayableContentDataSource: AnyObject {
    /// Starts loading the children of the item at `indexPath`; call the completion (with an error or nil) when
    /// they are ready. The car shows a spinner until then, and gives up after a while.
    func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping @Sendable ((any Error)?) -> Void)
    /// Whether the children of the item at `indexPath` show their playback progress.
    func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool
    /// An item by identifier (for the now playing identifiers).
    func contentItem(forIdentifier identifier: String, completionHandler: @escaping @Sendable (MPContentItem?, (any Error)?) -> Void)
    func numberOfChildItems(at indexPath: IndexPath) -> Int
    func contentItem(at indexPath: IndexPath) -> MPContentItem?
}

extension MPPlayableContentDataSource {
    public func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    public func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool { false }
    public func contentItem(forIdentifier identifier: String, completionHandler: @escaping @Sendable (MPContentItem?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
}

/// Learns what the car asks the app to play, and how the car's limits change.
///
/// Mirrors [`MPPlayableContentDelegate`](https://developer.apple.com/documentation/mediaplayer/mpplayablecontentdelegate).
public protocol MPPlayableContentDelegate: AnyObject {
    /// Start playing the item at `indexPath`; call the completion (nil on success) once playback has started.
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void)
    /// The car asks for a queue to be ready before the user picks anything (deprecated in iOS 9.3).
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initializePlaybackQueueWithCompletionHandler completionHandler: @escaping @Sendable ((any Error)?) -> Void)
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initializePlaybackQueueWithContentItems contentItems: [Any]?,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void)
    /// The car's limits (`context`) changed, e.g. it started or stopped moving.
    func playableContentManager(_ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext)
}

extension MPPlayableContentDelegate {
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        completionHandler(nil)
    }
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, initializePlaybackQueueWithCompletionHandler completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        completionHandler(nil)
    }
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, initializePlaybackQueueWithContentItems contentItems: [Any]?,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        completionHandler(nil)
    }
    public func playableContentManager(_ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext) {}
}
