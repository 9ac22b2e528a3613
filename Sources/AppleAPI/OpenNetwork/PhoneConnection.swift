// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps
import Synchronization

/// The connection of the phone in one car, as its apps' path monitors see it: its links in order of preference,
/// whether it has any connection at all, and Low Data Mode. A test sets it through the car's `CarNetwork`
/// (CarPlayHost), which holds one; each app's launch in that car is given it (`AppLaunch.instance`), so a monitor
/// reads the connection of the car its app runs in, and two cars in one process each have their own.
///
/// - Note: Ours. Monitors made outside any car read a connection of their own that nothing changes (the default:
///   cellular data, connected).
package final class PhoneConnection: Sendable {
    /// The phone's links and settings.
    package struct State: Sendable, Equatable {
        /// The links, the one carrying traffic first.
        package var interfaces: [NWInterface.InterfaceType]
        /// No connection at all (a tunnel, Airplane Mode): every path is unsatisfied.
        package var isOffline: Bool
        /// Low Data Mode.
        package var isConstrained: Bool

        package init(interfaces: [NWInterface.InterfaceType] = [.cellular], isOffline: Bool = false, isConstrained: Bool = false) {
            self.interfaces = interfaces
            self.isOffline = isOffline
            self.isConstrained = isConstrained
        }

        /// Whether nothing can reach the network (offline, or no link).
        package var isUnreachable: Bool { isOffline || interfaces.isEmpty }
    }

    private final class Watcher: @unchecked Sendable {
        weak var monitor: NWPathMonitor?
        init(_ monitor: NWPathMonitor) { self.monitor = monitor }
    }

    private struct Inner {
        var state: State
        var watchers: [ObjectIdentifier: Watcher] = [:]
    }

    private let inner: Mutex<Inner>

    package init(_ state: State = State()) { inner = Mutex(Inner(state: state)) }

    /// The phone's connection now; setting it tells the running monitors whose path it changes.
    package var state: State {
        get { inner.withLock { $0.state } }
        set { update { $0 = newValue } }
    }

    /// Changes the connection and tells the running monitors (on their queues, as their app's code).
    package func update(_ change: (inout State) -> Void) {
        let monitors = inner.withLock { inner -> [NWPathMonitor] in
            let before = inner.state
            change(&inner.state)
            guard inner.state != before else { return [] }
            return inner.watchers.values.compactMap(\.monitor)
        }
        for monitor in monitors { monitor.phoneChanged() }
    }

    /// The path a monitor sees: the phone's links it may use (`required`, not `prohibited`), the preferred first.
    package func path(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let state = self.state
        let links =
            state.isOffline
            ? []
            : state.interfaces.filter { type in (required.map { $0 == type } ?? true) && !prohibited.contains(type) }
        var seen: Set<NWInterface.InterfaceType> = []
        let interfaces = links.filter { seen.insert($0).inserted }.map(NWInterface.init(phoneLinkOf:))
        return NWPath(interfaces: interfaces, constrained: state.isConstrained)
    }

    func watch(_ monitor: NWPathMonitor) {
        inner.withLock { inner in
            inner.watchers = inner.watchers.filter { $0.value.monitor != nil }
            inner.watchers[ObjectIdentifier(monitor)] = Watcher(monitor)
        }
    }

    func stopWatching(_ monitor: NWPathMonitor) {
        _ = inner.withLock { $0.watchers.removeValue(forKey: ObjectIdentifier(monitor)) }
    }
}
