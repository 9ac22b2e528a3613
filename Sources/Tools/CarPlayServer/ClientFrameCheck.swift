// SPDX-License-Identifier: Apache-2.0

import NIOCore
import NIOHTTP1
import NIOWebSocket

/// What RFC 6455 forbids from a client that neither SwiftNIO's frame decoder nor swift-websocket checks: an unmasked
/// frame (§5.1: the server must close the connection), reserved bits on a ping or pong (no extension is negotiated;
/// swift-websocket checks them on data and close frames). Closes with 1002. Sits right behind NIO's
/// `WebSocketFrameDecoder`, which with `WebSocketProtocolErrorHandler` already closes on fragmented or long control
/// frames (1002) and frames over the size limit (1009); swift-websocket closes on reserved opcodes (1002) and
/// invalid UTF-8 (1007).
final class ClientFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let client: String
    let log: @Sendable (String) -> Void
    private var closing = false

    init(client: String, log: @escaping @Sendable (String) -> Void) {
        self.client = client
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let frame = unwrapInboundIn(data)
        let problem: String? =
            if frame.maskKey == nil {
                "an unmasked frame from the client"
            } else if (frame.opcode == .ping || frame.opcode == .pong) && !frame.reservedBits.isEmpty {
                "reserved bits set (no extension was negotiated)"
            } else { nil }
        guard let problem else { return context.fireChannelRead(data) }
        closing = true
        log("closed a WebSocket from \(client): \(problem) (1002)")
        var code = context.channel.allocator.buffer(capacity: 2)
        code.write(webSocketErrorCode: .protocolError)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))).whenComplete { _ in
            bound.value.close(promise: nil)
        }
    }

    /// Waits behind the HTTP upgrade handler for its `upgradeComplete` event, when NIO's frame decoder is in the
    /// pipeline and no frame has been read yet, and puts a `ClientFrameCheck` right behind the decoder.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = Never
        let log: @Sendable (String) -> Void

        init(log: @escaping @Sendable (String) -> Void) { self.log = log }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard let upgrade = event as? HTTPServerUpgradeEvents, case .upgradeComplete = upgrade else {
                return context.fireUserInboundEventTriggered(event)
            }
            let pipeline = context.pipeline.syncOperations
            do {
                let decoder = try pipeline.context(handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self)
                let check = ClientFrameCheck(client: context.remoteAddress?.ipAddress ?? "?", log: log)
                try pipeline.addHandler(check, position: .after(decoder.handler))
            } catch {
                // Without the check, no frame may be read.
                log("closed a WebSocket: its frame check could not be installed (\(error))")
                context.close(promise: nil)
            }
            context.fireUserInboundEventTriggered(event)
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
