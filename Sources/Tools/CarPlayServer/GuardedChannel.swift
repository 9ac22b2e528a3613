// SPDX-License-Identifier: Apache-2.0

import Foundation
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// Hummingbird's HTTP/1 + WebSocket child channel with the guard in front of it.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let limits: ConnectionLimits
    let counter: ConnectionCounter
    let policy: AccessPolicy
    let log: @Sendable (String) -> Void

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, counter: counter, policy: policy, log: log), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
