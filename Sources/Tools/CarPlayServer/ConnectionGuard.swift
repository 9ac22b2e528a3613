// SPDX-License-Identifier: Apache-2.0

import Foundation
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// The first handler on every connection, before HTTP is decoded: caps connections (making room by closing the
/// longest-unfinished one, see `ConnectionCounter`), answers requests that are too large, malformed (a control byte
/// anywhere in the head included) or slow with 400/408/413/431/503 and closes them, closes idle connections, and once the
/// connection is a WebSocket, checks each frame's header as RFC 6455 asks (masked, no reserved bits or opcodes, short
/// control frames), closing with 1002 otherwise. The requests it lets through are GETs and HEADs without a body.
final class ConnectionGuard: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Mode { case http, awaitingUpgrade, webSocket, closing }

    let limits: ConnectionLimits
    let counter: ConnectionCounter
    let policy: AccessPolicy
    let log: @Sendable (String) -> Void
    private var client = "?"
    /// The connection's id in `counter` (nil when not counted, or closed to make room).
    private var id: Int?
    /// Request heads passed on whose answer hasn't started.
    private var unanswered = 0
    /// Since when the connection has had nothing to answer (its start, or its last answer).
    private var idleSince = NIODeadline.now()
    /// What `counter` was last told (see `reportUnfinished`).
    private var reported: NIODeadline??
    private var mode = Mode.http
    /// Bytes of a request head not yet complete (HTTP), or held while an upgrade is answered.
    private var pending: [UInt8] = []
    /// A WebSocket frame header being read, and the payload bytes still to pass.
    private var frameHeader: [UInt8] = []
    private var payloadLeft: UInt64 = 0
    private var lastActivity = NIODeadline.now()
    private var headStarted: NIODeadline?
    private var timer: Scheduled<Void>?

    init(limits: ConnectionLimits, counter: ConnectionCounter, policy: AccessPolicy, log: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.counter = counter
        self.policy = policy
        self.log = log
    }

    private var started = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    /// Counts the connection in (or refuses it: 503) and starts the once-a-second check.
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
            refuse(context, status: "503 Service Unavailable", "too many connections")
            return
        }
        self.id = id
        lastActivity = .now()
        headStarted = .now()
        idleSince = .now()
        reportUnfinished()
        scheduleCheck(context)
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
        refuse(context, status: "503 Service Unavailable", "too many connections from this client: the oldest unfinished one was closed")
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let id { counter.close(id) }
        id = nil
        timer?.cancel()
        context.fireChannelInactive()
    }

    private func scheduleCheck(_ context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: .seconds(1)) {
            let (handler, context) = loopBound.value
            handler.check(context)
        }
    }

    /// Once a second: a head that takes too long is answered 408; an idle HTTP connection is closed.
    private func check(_ context: ChannelHandlerContext) {
        guard mode != .closing, context.channel.isActive else { return }
        let now = NIODeadline.now()
        if mode == .http, let started = headStarted, now - started > TimeAmount(limits.headerTimeout) {
            refuse(context, status: "408 Request Timeout", "the request head took longer than \(limits.headerTimeout)")
            return
        }
        if mode == .http, headStarted == nil, now - lastActivity > TimeAmount(limits.idleTimeout) {
            mode = .closing
            context.close(promise: nil)
            return
        }
        scheduleCheck(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        lastActivity = .now()
        let bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
        switch mode {
        case .closing: return
        case .webSocket: scanFrames(context, bytes)
        case .awaitingUpgrade: pending += bytes
        case .http:
            if pending.isEmpty, headStarted == nil { headStarted = .now() }
            pending += bytes
            readHeads(context)
            reportUnfinished()
        }
    }

    /// Passes every complete, acceptable request head on; answers and closes on the first bad one.
    private func readHeads(_ context: ChannelHandlerContext) {
        while mode == .http, !pending.isEmpty {
            // Blank lines between requests are allowed (RFC 9112 §2.2).
            while let first = pending.first, first == 0x0D || first == 0x0A { pending.removeFirst() }
            if pending.isEmpty {
                headStarted = nil
                return
            }
            let end = headEnd(pending)
            if let problem = Self.controlByteProblem(pending[..<(end ?? pending.count)]) {
                refuse(context, status: "400 Bad Request", problem)
                return
            }
            guard let end else {
                if pending.count > limits.maximumHeaderBytes {
                    refuse(context, status: "431 Request Header Fields Too Large", "the request head is over \(limits.maximumHeaderBytes) bytes")
                } else if let problem = requestLineProblem(pending, complete: false) {
                    refuse(context, status: "400 Bad Request", problem)
                }
                return
            }
            guard end <= limits.maximumHeaderBytes else {
                refuse(context, status: "431 Request Header Fields Too Large", "the request head is over \(limits.maximumHeaderBytes) bytes")
                return
            }
            let head = Array(pending[..<end])
            if let problem = requestLineProblem(head, complete: true) {
                refuse(context, status: "400 Bad Request", problem)
                return
            }
            if let refusal = headerProblem(head) {
                refuse(context, status: refusal.status, refusal.reason)
                return
            }
            let upgrade = Self.header("upgrade", in: head)?.lowercased() == "websocket"
            if upgrade {
                // Only the car's own page may open its WebSocket (a page elsewhere, a rebound DNS name: 403/421).
                let host = Self.header("host", in: head)
                let target = String(decoding: head.prefix { $0 != 0x0A }, as: UTF8.self).split(separator: " ").dropFirst().first.map(String.init) ?? ""
                if let problem = policy.hostProblem(host) {
                    log("refused a WebSocket from \(client): \(problem)")
                    refuse(context, status: "421 Misdirected Request", problem)
                    return
                }
                if let problem = policy.tokenProblem(target) ?? policy.originProblem(Self.header("origin", in: head), authority: host) {
                    log("refused a WebSocket from \(client) (Origin \(Self.header("origin", in: head) ?? "none")): \(problem)")
                    refuse(context, status: "403 Forbidden", problem)
                    return
                }
            }
            pending.removeFirst(end)
            headStarted = pending.isEmpty ? nil : .now()
            var out = context.channel.allocator.buffer(capacity: head.count)
            out.writeBytes(head)
            unanswered += 1
            context.fireChannelRead(wrapInboundOut(out))
            if upgrade {
                mode = .awaitingUpgrade
                headStarted = nil
            }
        }
    }

    /// A control byte in a request head (RFC 9110 §5.5 allows none in a field, but a tab; a CR only ends a line): NUL
    /// and the like are answered 400 as soon as they arrive, before the head is even complete.
    static func controlByteProblem(_ bytes: ArraySlice<UInt8>) -> String? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x0D, i + 1 < bytes.endIndex, bytes[i + 1] != 0x0A { return "a bare CR in the request head" }
            if (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F {
                let hex = String(b, radix: 16, uppercase: true)
                return "a control byte (0x\(hex.count < 2 ? "0" + hex : hex)) in the request head"
            }
            i += 1
        }
        return nil
    }

    /// The offset just past the blank line that ends a head, or nil.
    private func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 3..<bytes.count where bytes[i] == 0x0A {
            if bytes[i - 1] == 0x0A { return i + 1 }
            if bytes[i - 1] == 0x0D, bytes[i - 2] == 0x0A { return i + 1 }
        }
        return nil
    }

    /// What is wrong with the request line: a method that is a token, a target, HTTP/1.0 or 1.1.
    private func requestLineProblem(_ bytes: [UInt8], complete: Bool) -> String? {
        let lineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.count
        let line = bytes[..<lineEnd].filter { $0 != 0x0D }
        let isToken: (UInt8) -> Bool = { b in (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D }
        let method = line.prefix { $0 != 0x20 }
        // Even before the line is whole, its first bytes must be a method (a TLS hello or binary garbage is not).
        if !method.allSatisfy(isToken) || (method.count == line.count && !complete && line.count > 16) {
            return "not an HTTP request"
        }
        guard complete, lineEnd < bytes.count else { return nil }
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isToken), !parts[1].isEmpty,
            ["HTTP/1.1", "HTTP/1.0"].contains(String(decoding: parts[2], as: UTF8.self))
        else { return "a malformed request line" }
        return nil
    }

    /// Requests with a body (or ambiguous framing) are refused: nothing here takes one. The answer's status and reason.
    private func headerProblem(_ head: [UInt8]) -> (status: String, reason: String)? {
        let bad = "400 Bad Request"
        let lines = Self.headerLines(head)
        for line in lines where !line.contains(":") || line.first == " " || line.first == "\t" {
            return (bad, "a malformed header line")
        }
        let lengths = lines.filter { $0.lowercased().hasPrefix("content-length:") }.map { $0.dropFirst(15).trimmingCharacters(in: .whitespaces) }
        let chunked = lines.contains { $0.lowercased().hasPrefix("transfer-encoding:") }
        if chunked && !lengths.isEmpty { return (bad, "both Content-Length and Transfer-Encoding") }
        if Set(lengths).count > 1 { return (bad, "conflicting Content-Length headers") }
        if let length = lengths.first, UInt64(length) == nil { return (bad, "Content-Length '\(length.prefix(20))' is not a number") }
        if chunked || lengths.contains(where: { UInt64($0) ?? 0 > 0 }) { return ("413 Content Too Large", "the live car takes no request bodies") }
        if lines.filter({ $0.lowercased().hasPrefix("host:") }).count > 1 { return (bad, "more than one Host header") }
        return nil
    }

    static func headerLines(_ head: [UInt8]) -> [String] {
        String(decoding: head, as: UTF8.self).split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).dropFirst().map(String.init)
    }

    static func header(_ name: String, in head: [UInt8]) -> String? {
        headerLines(head).first { $0.lowercased().hasPrefix(name + ":") }.map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if mode == .http, case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
            // An answer's head starts: that request is answered (a pipelined one may still wait).
            if unanswered > 0, buffer.getString(at: buffer.readerIndex, length: min(7, buffer.readableBytes)) == "HTTP/1." { unanswered -= 1 }
            idleSince = .now()
            context.write(data, promise: promise)
            reportUnfinished()
            return
        }
        if mode == .awaitingUpgrade, case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
            let upgraded = buffer.getString(at: buffer.readerIndex, length: min(12, buffer.readableBytes)) == "HTTP/1.1 101"
            let held = pending
            pending = []
            context.write(data, promise: promise)
            if upgraded {
                mode = .webSocket
                reportUnfinished()
                scanFrames(context, held)
            } else {
                mode = .http
                unanswered = 0
                idleSince = .now()
                pending = held
                headStarted = held.isEmpty ? nil : .now()
                readHeads(context)
                reportUnfinished()
            }
            return
        }
        context.write(data, promise: promise)
    }

    /// Checks each frame header and passes the bytes on; a frame RFC 6455 forbids from a client closes with 1002.
    private func scanFrames(_ context: ChannelHandlerContext, _ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count, mode == .webSocket {
            if payloadLeft > 0 {
                let n = Int(min(payloadLeft, UInt64(bytes.count - i)))
                payloadLeft -= UInt64(n)
                i += n
                continue
            }
            frameHeader.append(bytes[i])
            i += 1
            guard frameHeader.count >= 2 else { continue }
            let lengthCode = frameHeader[1] & 0x7F
            let needed = 2 + (lengthCode == 126 ? 2 : lengthCode == 127 ? 8 : 0) + 4
            guard frameHeader.count >= needed else {
                if let problem = frameProblem(complete: false) { return closeWebSocket(context, problem) }
                continue
            }
            if let problem = frameProblem(complete: true) { return closeWebSocket(context, problem) }
            var length = UInt64(lengthCode)
            if lengthCode == 126 { length = UInt64(frameHeader[2]) << 8 | UInt64(frameHeader[3]) }
            if lengthCode == 127 { length = (2..<10).reduce(0) { $0 << 8 | UInt64(frameHeader[$1]) } }
            payloadLeft = length
            frameHeader = []
        }
        var out = context.channel.allocator.buffer(capacity: bytes.count)
        out.writeBytes(bytes)
        context.fireChannelRead(wrapInboundOut(out))
    }

    private func frameProblem(complete: Bool) -> String? {
        let first = frameHeader[0]
        let second = frameHeader[1]
        if first & 0x70 != 0 { return "reserved bits set (no extension was negotiated)" }
        let opcode = first & 0x0F
        if ![0, 1, 2, 8, 9, 10].contains(opcode) { return "reserved opcode \(opcode)" }
        if second & 0x80 == 0 { return "an unmasked frame from the client" }
        if opcode >= 8 && (first & 0x80 == 0 || second & 0x7F > 125) { return "a fragmented or long control frame" }
        if complete, second & 0x7F == 127, frameHeader[2] & 0x80 != 0 { return "a frame length over 2^63" }
        return nil
    }

    private func closeWebSocket(_ context: ChannelHandlerContext, _ reason: String) {
        log("closed a WebSocket from \(client): \(reason) (1002)")
        mode = .closing
        var frame = context.channel.allocator.buffer(capacity: 4)
        frame.writeBytes([0x88, 0x02, 0x03, 0xEA])  // close, 1002 protocol error
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame))).whenComplete { _ in bound.value.close(promise: nil) }
    }

    /// Answers with a status and a one-line reason, then closes.
    private func refuse(_ context: ChannelHandlerContext, status: String, _ reason: String) {
        if mode == .closing { return }
        mode = .closing
        pending = []
        let body = reason + "\n"
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
            + "X-Content-Type-Options: nosniff\r\n\r\n" + body
        var buffer = context.channel.allocator.buffer(capacity: response.utf8.count)
        buffer.writeString(response)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(buffer))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}
