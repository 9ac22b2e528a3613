// SPDX-License-Identifier: Apache-2.0

import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 + WebSocket child channel with the car's own checks put into it: `ConnectionGuard` right
/// behind SwiftNIO's HTTP/1 decoder (whose errors it answers), and at the end a `ClientFrameCheck.Installer`, which puts
/// the frame check behind NIO's WebSocket frame decoder once the connection is upgraded.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let limits: ConnectionLimits
    let counter: ConnectionCounter
    let policy: AccessPolicy
    let log: @Sendable (String) -> Void

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(ConnectionGuard(limits: limits, counter: counter, policy: policy, log: log), position: .after(decoder.handler))
            try pipeline.addHandler(ClientFrameCheck.Installer(log: log), position: .last)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
