// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The app's link to the car for browsing its audio: the data source the car asks for content, the delegate it
/// asks to play, the car's limits, and what is playing now.
///
/// Mirrors [`MPPlayableContentManager`](https://developer.apple.com/documentation/mediaplayer/mpplayablecontentmanager)
/// (deprecated in iOS 14: apps with a CarPlay scene use the CarPlay framework instead).
open class MPPlayableContentManager: NSObject, @unchecked Sendable {
    /// The process's own: code that runs outside any app the car launched.
    private static let processWide = MPPlayableContentManager()
    /// The app's manager: each app has its own (one per launch here, see `AppLaunch`).
    public class func shared() -> MPPlayableContentManager { of(AppLaunch.current) }

    /// The manager of one launch of an app (the process's own for nil), for the car. - Note: Not in MediaPlayer.
    package static func of(_ launch: AppLaunch?) -> MPPlayableContentManager {
        launch?.instance(MPPlayableContentManager.self) { MPPlayableContentManager() } ?? processWide
    }

    private let lock = NSLock()
    private weak var _dataSource: (any MPPlayableContentDataSource)?
    private weak var _delegate: (any MPPlayableContentDelegate)?
    private var _nowPlayingIdentifiers: [String] = []
    private var updateDepth = 0
    private var reloadPending = false

    open weak var dataSource: (any MPPlayableContentDataSource)? {
        get { lock.withLock { _dataSource } }
        set {
            lock.withLock { _dataSource = newValue }
            notify()
        }
    }
    open weak var delegate: (any MPPlayableContentDelegate)? {
        get { lock.withLock { _delegate } }
        set { lock.withLock { _delegate = newValue } }
    }
    /// The car's limits (no endpoint until a car connects).
    open private(set) var context = MPPlayableContentManagerContext(itemsCount: 0, treeDepth: 0, enforced: false, endpointAvailable: false)
    /// Identifiers of the items playing now; the car marks them in its lists.
    open var nowPlayingIdentifiers: [String] {
        get { lock.withLock { _nowPlayingIdentifiers } }
        set {
            lock.withLock { _nowPlayingIdentifiers = newValue }
            notify()
        }
    }

    private override init() { super.init() }

    /// Tells the car the content changed: it asks again for what it shows.
    open func reloadData() { notify() }

    /// Groups changes: the car reloads once, at the matching ``endUpdates()``.
    open func beginUpdates() {
        lock.withLock { updateDepth += 1 }
    }

    open func endUpdates() {
        lock.lock()
        updateDepth = max(updateDepth - 1, 0)
        let fire = updateDepth == 0 && reloadPending
        if fire { reloadPending = false }
        lock.unlock()
        if fire { onReload?() }
    }

    private func notify() {
        lock.lock()
        let grouped = updateDepth > 0
        if grouped { reloadPending = true }
        lock.unlock()
        if !grouped { onReload?() }
    }

    // MARK: The car's side. - Note: Not in MediaPlayer.

    /// Called when the app asks the car to reload (set by the car while connected).
    package var onReload: (@Sendable () -> Void)?

    /// The car connected, disconnected or changed its limits: updates the context and tells the delegate.
    package func carDidChange(itemsCount: Int, treeDepth: Int, enforced: Bool, endpointAvailable: Bool) {
        let c = context
        let changed =
            c.enforcedContentItemsCount != itemsCount || c.enforcedContentTreeDepth != treeDepth
            || c.contentLimitsEnforced != enforced || c.endpointAvailable != endpointAvailable
        c.enforcedContentItemsCount = itemsCount
        c.enforcedContentTreeDepth = treeDepth
        c.contentLimitsEnforced = enforced
        c.endpointAvailable = endpointAvailable
        if changed { delegate?.playableContentManager(self, didUpdate: c) }
    }

    /// Back to a freshly launched app's state.
    package func reset() {
        lock.lock()
        _dataSource = nil
        _delegate = nil
        _nowPlayingIdentifiers = []
        updateDepth = 0
        reloadPending = false
        lock.unlock()
        onReload = nil
        context = MPPlayableContentManagerContext(itemsCount: 0, treeDepth: 0, enforced: false, endpointAvailable: false)
    }
}
