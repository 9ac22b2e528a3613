// SPDX-License-Identifier: Apache-2.0

import Foundation
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// Open connections, by client address, for one server. At a cap, a new connection is let in by closing the one whose
/// request has been unfinished (a head still arriving, or nothing asked since the last answer) the longest — the same
/// client's at the per-client cap, anyone's at the total cap — so a client holding partial requests open can't starve
/// the page and `/health`. Only when no connection is unfinished is the new one refused.
final class ConnectionCounter: Sendable {
    struct Entry {
        let client: String
        /// Since when the connection's request is unfinished (nil while a request is being answered, or a WebSocket).
        var unfinishedSince: NIODeadline?
        /// Answers and closes the connection to make room for another (hops to its event loop).
        let evict: @Sendable () -> Void
    }
    private struct State {
        var total = 0
        var byClient: [String: Int] = [:]
        var entries: [Int: Entry] = [:]
        var nextID = 0
    }
    private let state = Mutex(State())

    /// Counts a new connection in and returns its id, making room at a cap; nil when it would pass a cap and nothing
    /// can make room.
    func open(_ client: String, limits: ConnectionLimits, evict: @escaping @Sendable () -> Void) -> Int? {
        let (id, victim): (Int?, Entry?) = state.withLock { s in
            var victim: Entry?
            if s.byClient[client, default: 0] >= limits.perClient {
                guard let v = Self.takeOldestUnfinished(&s, client: client) else { return (nil, nil) }
                victim = v
            }
            // (Room made above leaves the total under its cap too.)
            if victim == nil, s.total >= limits.total {
                guard let v = Self.takeOldestUnfinished(&s, client: nil) else { return (nil, nil) }
                victim = v
            }
            let id = s.nextID
            s.nextID += 1
            s.entries[id] = Entry(client: client, unfinishedSince: nil, evict: evict)
            s.total += 1
            s.byClient[client, default: 0] += 1
            return (id, victim)
        }
        victim?.evict()
        return id
    }

    /// Takes the connection (the client's, or anyone's for nil) unfinished the longest out of the counts.
    private static func takeOldestUnfinished(_ s: inout State, client: String?) -> Entry? {
        var best: (id: Int, since: NIODeadline)?
        for (id, e) in s.entries where client == nil || e.client == client {
            guard let since = e.unfinishedSince else { continue }
            if best == nil || since < best!.since { best = (id, since) }
        }
        guard let best, let entry = s.entries.removeValue(forKey: best.id) else { return nil }
        s.total -= 1
        let left = s.byClient[entry.client, default: 1] - 1
        s.byClient[entry.client] = left > 0 ? left : nil
        return entry
    }

    /// Marks since when a connection's request is unfinished (nil: being answered, or a WebSocket).
    func setUnfinished(_ id: Int, since: NIODeadline?) {
        state.withLock { s in s.entries[id]?.unfinishedSince = since }
    }

    /// Counts a connection out (nothing when it was already closed to make room).
    func close(_ id: Int) {
        state.withLock { s in
            guard let entry = s.entries.removeValue(forKey: id) else { return }
            s.total -= 1
            let left = s.byClient[entry.client, default: 1] - 1
            s.byClient[entry.client] = left > 0 ? left : nil
        }
    }

    var total: Int { state.withLock { $0.total } }
}
