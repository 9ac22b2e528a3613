// SPDX-License-Identifier: Apache-2.0

import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// The live car's own checks on a connection, right behind SwiftNIO's HTTP/1 decoder (see `GuardedChannel`).
///
/// The decoder (llhttp) parses every request and refuses what isn't HTTP/1.x, a malformed request line or header, a
/// control byte or bare CR in a head (as soon as it arrives), a bad or conflicting length, a head over
/// `ConnectionLimits.maximumHeaderBytes`; this answers its errors with 400 or 431 and a reason, and closes. Ours on
/// top, where no library handler does it: caps on connections (making room by closing the longest-unfinished one, see
/// `ConnectionCounter`), a deadline for a whole request head (408), no request bodies (413), one `Host` (400), and
/// who may open the WebSocket (`AccessPolicy`: 421, 403). Idle connections between requests are closed by
/// Hummingbird (`HTTP1Channel.Configuration.idleTimeout`); once the connection is a WebSocket, this only counts it.
final class ConnectionGuard: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// `upgrading`: a WebSocket upgrade was passed on; what follows (the decoder's left-over bytes, then frames) is
    /// not HTTP and passes untouched.
    private enum Mode { case http, upgrading, webSocket, closing }

    let limits: ConnectionLimits
    let counter: ConnectionCounter
    let policy: AccessPolicy
    let log: @Sendable (String) -> Void
    private var client = "?"
    private var started = false
    /// The connection's id in `counter` (nil when not counted, or closed to make room).
    private var id: Int?
    private var mode = Mode.http
    /// Requests passed on whose answer hasn't ended.
    private var unanswered = 0
    /// Since when the connection has had nothing to answer (its start, or its last answer).
    private var idleSince = NIODeadline.now()
    /// When the head now arriving started (nil: none is).
    private var headStarted: NIODeadline?
    /// Whether bytes came that the decoder hasn't made a head of yet, and whether the current read made one.
    private var bytesWaiting = false
    private var decodedThisRead = false
    private var deadline: Scheduled<Void>?
    /// A refusal of a pipelined request, answered once the requests before it are.
    private var refusalAfterAnswers: (status: HTTPResponseStatus, reason: String)?
    /// What `counter` was last told (see `reportUnfinished`).
    private var reported: NIODeadline??

    init(limits: ConnectionLimits, counter: ConnectionCounter, policy: AccessPolicy, log: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.counter = counter
        self.policy = policy
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    /// Counts the connection in (or refuses it: 503); its first head's deadline starts now.
    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        client = context.remoteAddress?.ipAddress ?? "?"
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let loop = context.eventLoop
        let evict: @Sendable () -> Void = {
            loop.execute {
                let (handler, context) = bound.value
                handler.makeRoom(context)
            }
        }
        guard let id = counter.open(client, limits: limits, evict: evict) else {
            log("refused a connection from \(client): too many connections, none of them idle or unfinished")
            refuse(context, .serviceUnavailable, "too many connections")
            return
        }
        self.id = id
        startHead(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let id { counter.close(id) }
        id = nil
        deadline?.cancel()
        context.fireChannelInactive()
    }

    /// Tells the counter since when this connection's request is unfinished: a head arriving (since it started), or
    /// nothing asked since the last answer; nil while a request is being answered or once it is a WebSocket.
    private func reportUnfinished() {
        guard let id else { return }
        let since: NIODeadline? = mode == .http && unanswered == 0 ? (headStarted ?? idleSince) : nil
        guard reported != .some(since) else { return }
        reported = .some(since)
        counter.setUnfinished(id, since: since)
    }

    /// Closed to make room for a new connection (it was counted out already): a request still unfinished is answered
    /// 503; one that has started being answered meanwhile finishes.
    private func makeRoom(_ context: ChannelHandlerContext) {
        id = nil
        guard context.channel.isActive, mode == .http, unanswered == 0 else { return }
        log("closed an unfinished request from \(client) to make room for a new connection")
        refuse(context, .serviceUnavailable, "too many connections from this client: the oldest unfinished one was closed")
    }

    /// A head starts arriving: it has `limits.headerTimeout` to be complete (IdleStateHandler would only time the gaps).
    private func startHead(_ context: ChannelHandlerContext) {
        guard mode == .http, headStarted == nil else { return }
        headStarted = .now()
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: TimeAmount(limits.headerTimeout)) {
            let (handler, context) = bound.value
            guard handler.mode == .http, handler.headStarted != nil else { return }
            handler.refuse(context, .requestTimeout, "the request head took longer than \(handler.limits.headerTimeout)")
        }
        reportUnfinished()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch mode {
        case .http where refusalAfterAnswers != nil, .closing: return
        case .upgrading, .webSocket: return context.fireChannelRead(data)
        case .http: break
        }
        guard case .head(let head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        decodedThisRead = true
        bytesWaiting = false
        headStarted = nil
        deadline?.cancel()
        if let refusal = problem(head) { return refuse(context, refusal.status, refusal.reason) }
        unanswered += 1
        reportUnfinished()
        if head.headers["upgrade"].first?.lowercased() == "websocket" { mode = .upgrading }
        context.fireChannelRead(data)
    }

    /// Bytes came: if the decoder made no head of them, a head has started arriving (blank lines between requests
    /// count too), timed once nothing is left to answer.
    func channelReadComplete(context: ChannelHandlerContext) {
        if mode == .http, refusalAfterAnswers == nil {
            if !decodedThisRead { bytesWaiting = true }
            decodedThisRead = false
            if bytesWaiting, unanswered == 0 { startHead(context) }
        }
        context.fireChannelReadComplete()
    }

    /// What refuses a complete head, and with which status. Nothing here takes a body.
    private func problem(_ head: HTTPRequestHead) -> (status: HTTPResponseStatus, reason: String)? {
        if !head.headers["transfer-encoding"].isEmpty || head.headers["content-length"].contains(where: { Int($0) != 0 }) {
            return (.payloadTooLarge, "the live car takes no request bodies")
        }
        let hosts = head.headers["host"]
        if hosts.count > 1 { return (.badRequest, "more than one Host header") }
        guard head.headers["upgrade"].first?.lowercased() == "websocket" else { return nil }
        // Only the car's own page may open its WebSocket (a page elsewhere, a rebound DNS name: 403/421).
        if let problem = policy.hostProblem(hosts.first) {
            log("refused a WebSocket from \(client): \(problem)")
            return (.misdirectedRequest, problem)
        }
        let origin = head.headers["origin"].first
        if let problem = policy.tokenProblem(head.uri) ?? policy.originProblem(origin, authority: hosts.first) {
            log("refused a WebSocket from \(client) (Origin \(origin ?? "none")): \(problem)")
            return (.forbidden, problem)
        }
        return nil
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard mode == .http || mode == .upgrading else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            mode = .webSocket
            reportUnfinished()
        case .head where mode == .upgrading:
            // The upgrade was declined (a path other than the car's socket): the connection goes on as HTTP, checked
            // as before.
            mode = .http
        case .end:
            // That request is answered (a pipelined one may still wait).
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 {
                idleSince = .now()
                if let refusal = refusalAfterAnswers {
                    context.write(data, promise: promise)
                    return refuse(context, refusal.status, refusal.reason)
                }
                if bytesWaiting { startHead(context) }
            }
            reportUnfinished()
        case .head, .body: break
        }
        context.write(data, promise: promise)
    }

    /// The decoder's refusals are answered here (Hummingbird would answer only after the first request, and without
    /// a reason), after the requests before it; the decoder's later errors (bytes after the bad ones) go no further.
    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard error is HTTPParserError || error is ByteToMessageDecoderError else { return context.fireErrorCaught(error) }
        // Bytes the decoder refuses while an upgrade is decided: nothing good can follow on this connection.
        if mode == .upgrading {
            mode = .closing
            return context.close(promise: nil)
        }
        guard mode == .http, refusalAfterAnswers == nil, let error = error as? HTTPParserError else { return }
        let refusal = Self.answer(to: error, limits: limits)
        guard unanswered == 0 else {
            refusalAfterAnswers = refusal
            return
        }
        refuse(context, refusal.status, refusal.reason)
    }

    /// The status and reason for a decoder's error.
    static func answer(to error: HTTPParserError, limits: ConnectionLimits) -> (status: HTTPResponseStatus, reason: String) {
        switch error {
        case .headerOverflow: (.requestHeaderFieldsTooLarge, "the request head is over \(limits.maximumHeaderBytes) bytes, or has too many fields")
        case .invalidMethod: (.badRequest, "not an HTTP request")
        case .invalidVersion: (.badRequest, "not HTTP/1.0 or HTTP/1.1 (or a request line not ended by CRLF)")
        case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost, .invalidPort:
            (.badRequest, "a malformed request target")
        case .invalidContentLength: (.badRequest, "a Content-Length that is not a number")
        case .unexpectedContentLength: (.badRequest, "conflicting lengths (Content-Length twice, or with Transfer-Encoding)")
        case .invalidHeaderToken, .invalidCharactersUsed, .lfExpected, .invalidConstant, .strictModeAssertion:
            (.badRequest, "a character a request head may not hold (a control byte, a bare CR, a space before a colon)")
        default: (.badRequest, "a malformed request (a bad Transfer-Encoding, a line not ended by CRLF…)")
        }
    }

    /// Answers with a status and a one-line reason, then closes.
    private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ reason: String) {
        if mode == .closing { return }
        mode = .closing
        deadline?.cancel()
        let body = ByteBuffer(string: reason + "\n")
        let headers = HTTPHeaders([
            ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.readableBytes)"), ("Connection", "close"),
            ("X-Content-Type-Options", "nosniff")
        ])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}
