// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import PhoneApps

/// Watches the phone's network and tells the app when it changes.
///
/// Mirrors [`NWPathMonitor`](https://developer.apple.com/documentation/network/nwpathmonitor). The network is the
/// connection of the phone in the car the app runs in (`CarNetwork` in CarPlayHost, which a test sets: offline,
/// Wi‑Fi or cellular, Low Data Mode). As on iOS, `start(queue:)` hands the current path to `pathUpdateHandler` on
/// that queue, and each later change that alters this monitor's path hands the new one; the handler runs as the
/// app's code, so the car lets it finish before a test reads the screen. `currentPath` is the last path handed
/// (before the first, the phone's path when the monitor was made).
public final class NWPathMonitor: @unchecked Sendable {
    private let phone: PhoneConnection
    /// The app whose code made the monitor (its handler runs as that app's code).
    private let launch: AppLaunch?
    private let required: NWInterface.InterfaceType?
    private let prohibited: [NWInterface.InterfaceType]
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var path: NWPath
    /// The last path given to the queue (a change that doesn't alter it isn't handed again).
    private var lastQueued: NWPath?
    private var startedQueue: DispatchQueue?
    private var cancelled = false

    /// A monitor of every kind of link. Mirrors [`init()`](https://developer.apple.com/documentation/network/nwpathmonitor/init()).
    public convenience init() { self.init(required: nil, prohibited: []) }

    /// A monitor whose path is satisfied only over a link of `requiredInterfaceType`. Mirrors
    /// [`init(requiredInterfaceType:)`](https://developer.apple.com/documentation/network/nwpathmonitor/init(requiredinterfacetype:)).
    public convenience init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.init(required: requiredInterfaceType, prohibited: [])
    }

    /// A monitor whose path never uses links of `prohibitedInterfaceTypes`. Mirrors
    /// [`init(prohibitedInterfaceTypes:)`](https://developer.apple.com/documentation/network/nwpathmonitor/init(prohibitedinterfacetypes:)) (iOS 14).
    public convenience init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        self.init(required: nil, prohibited: prohibitedInterfaceTypes)
    }

    private init(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) {
        let launch = AppLaunch.current
        self.launch = launch
        phone = launch?.existingInstance(PhoneConnection.self) ?? PhoneConnection()
        self.required = required
        self.prohibited = prohibited
        path = phone.path(required: required, prohibited: prohibited)
    }

    deinit { phone.stopWatching(self) }

    /// Mirrors [`pathUpdateHandler`](https://developer.apple.com/documentation/network/nwpathmonitor/pathupdatehandler).
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// Mirrors [`currentPath`](https://developer.apple.com/documentation/network/nwpathmonitor/currentpath).
    public var currentPath: NWPath { lock.withLock { path } }

    /// The queue paths are handed on, once started. Mirrors [`queue`](https://developer.apple.com/documentation/network/nwpathmonitor/queue).
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts watching: the current path reaches `pathUpdateHandler` on `queue`, then each change. A second start, or
    /// a start after `cancel()`, does nothing (iOS doesn't restart a monitor either). Mirrors
    /// [`start(queue:)`](https://developer.apple.com/documentation/network/nwpathmonitor/start(queue:)).
    public func start(queue: DispatchQueue) {
        let first = lock.withLock { () -> Bool in
            guard startedQueue == nil, !cancelled else { return false }
            startedQueue = queue
            return true
        }
        guard first else { return }
        phone.watch(self)
        hand(phone.path(required: required, prohibited: prohibited), force: true)
    }

    /// Stops watching: no path is handed after this. Mirrors [`cancel()`](https://developer.apple.com/documentation/network/nwpathmonitor/cancel()).
    public func cancel() {
        lock.withLock { cancelled = true }
        phone.stopWatching(self)
    }

    /// The phone's connection changed.
    func phoneChanged() { hand(phone.path(required: required, prohibited: prohibited), force: false) }

    private func hand(_ next: NWPath, force: Bool) {
        let queue = lock.withLock { () -> DispatchQueue? in
            guard let startedQueue, !cancelled, force || next != lastQueued else { return nil }
            lastQueued = next
            return startedQueue
        }
        guard let queue else { return }
        AppLaunch.async(as: launch, on: queue) { [self] in
            let handler = lock.withLock { () -> (@Sendable (NWPath) -> Void)? in
                guard !cancelled else { return nil }
                path = next
                return self.handler
            }
            handler?(next)
        }
    }
}
