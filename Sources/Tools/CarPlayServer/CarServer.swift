// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Serves the live car: the page at `/`, the WebSocket at `/ws`, `/health`.
///
/// Bound to 127.0.0.1 unless told otherwise; on any other address every request must carry the token (`?token=…`),
/// which the printed address includes. Every request's `Host` must name the car, a WebSocket's `Origin` must be the
/// car's own page; SwiftNIO's HTTP/1 decoder refuses malformed and oversized requests, and `ConnectionGuard`, behind
/// it, answers them, caps connections and answers slow and bodied requests (see SECURITY.md).
public enum CarServer {
    public struct Options: Sendable {
        public var host: String
        public var port: Int
        public var token: String?
        public var limits: ConnectionLimits
        /// Where refusals are reported (the CLI writes them to standard error).
        public var log: @Sendable (String) -> Void
        public init(
            host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, limits: ConnectionLimits = .init(),
            log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data("headunit: \($0)\n".utf8)) }
        ) {
            self.host = host
            self.port = port
            self.token = token
            self.limits = limits
            self.log = log
        }

        /// Whether `host` is a loopback address (parsed: 127.0.0.0/8, ::1) or `localhost`.
        public static func isLoopback(_ host: String) -> Bool { AccessPolicy.isLoopback(host) }
    }

    /// The page, with the token (if any) and the script's nonce written into it.
    static func page(token: String?, nonce: String) -> String {
        guard let url = Bundle.module.url(forResource: "Resources/index", withExtension: "html"),
            let html = try? String(contentsOf: url, encoding: .utf8)
        else { return "<h1>page missing</h1>" }
        return html.replacingOccurrences(of: "__TOKEN__", with: token ?? "").replacingOccurrences(of: "<script>", with: "<script nonce=\"\(nonce)\">")
    }

    /// The page's security headers: its own script only (by nonce), its own WebSocket, no framing, no sniffing.
    static func pageHeaders(nonce: String, authority: String) -> HTTPFields {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
        headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
            + "connect-src 'self' ws://\(authority); base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        return headers
    }

    static func makeNonce() -> String {
        Data((0..<16).map { _ in UInt8.random(in: .min ... .max) }).base64EncodedString()
    }

    /// Checks every HTTP request's Host and token, and marks every response `nosniff`.
    struct Guard<Context: RequestContext>: RouterMiddleware {
        let policy: AccessPolicy
        let log: @Sendable (String) -> Void
        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            if let problem = policy.hostProblem(request.head.authority) {
                log("refused \(request.method) \(request.uri.path): \(problem)")
                return refusal(.misdirectedRequest, problem)
            }
            if let problem = policy.tokenProblem(request.uri.description) { return refusal(.forbidden, problem) }
            var response = try await next(request, context)
            response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
            return response
        }
    }

    static func refusal(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", HTTPField.Name("X-Content-Type-Options")!: "nosniff"],
            body: .init(byteBuffer: ByteBuffer(string: reason + "\n")))
    }

    /// Runs until cancelled. `onReady` gets the address to open (with the token when one is required). While it runs,
    /// the phone's main run loop turns as on a phone, so the apps' `Timer`s and `RunLoop.main` work run.
    ///
    /// The server reads real time whatever the phone's clock does (`PhoneTime.rate`, a stopped clock): its event loop
    /// threads are marked and its tasks run in `RealTime.run`, so request-head and idle timeouts, WebSocket pings and
    /// close timeouts count real seconds. What a WebSocket asks of the car runs on the phone's clock (`serve`).
    public static func run(_ live: LiveCar, options: Options, onReady: @escaping @Sendable (String) -> Void) async throws {
        let stopMainLoop = await PhoneTime.runMainLoopContinuously()
        defer { stopMainLoop() }
        // What the apps print reaches whoever runs the car line by line, not when the car stops.
        StandardOutput.writeEachLine()
        let token = options.token
        let policy = AccessPolicy(bindHost: options.host, port: options.port, token: token)
        let log = options.log
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: Guard(policy: policy, log: log))
        router.get("/") { request, _ -> Response in
            let nonce = makeNonce()
            return Response(
                status: .ok, headers: pageHeaders(nonce: nonce, authority: request.head.authority ?? ""),
                body: .init(byteBuffer: ByteBuffer(string: page(token: token, nonce: nonce))))
        }
        router.head("/") { request, _ -> Response in
            Response(status: .ok, headers: pageHeaders(nonce: makeNonce(), authority: request.head.authority ?? ""))
        }
        router.get("/health") { _, _ in "ok\n" }
        router.head("/health") { _, _ in Response(status: .ok) }
        // A plain GET of the WebSocket's path (upgrades the guard refused never get here).
        router.get("/ws") { _, _ -> Response in refusal(.forbidden, "a WebSocket upgrade is expected here") }
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: 1 << 16, autoPing: .enabled(timePeriod: options.limits.pingInterval), closeTimeout: .seconds(5), validateUTF8: true)
        // NIO's decoder refuses heads over the limit (the target, header names and values); Hummingbird closes a
        // connection idle between requests. `ConnectionGuard` answers the decoder's errors.
        let headLimit = options.limits.maximumHeaderBytes
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: TimeAmount(options.limits.idleTimeout),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: headLimit, maxHeaderListSize: headLimit))
        let counter = ConnectionCounter()
        let server = HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, configuration: .init(http1: http1, ws: webSocket),
                    // `ConnectionGuard` has already refused upgrades whose Host, token or Origin `policy` rejects.
                    shouldUpgrade: { head, _, _ in
                        guard (head.path ?? "").split(separator: "?").first == "/ws" else { return .dontUpgrade }
                        return .upgrade([:]) { inbound, outbound, _ in try await serve(live, inbound: inbound, outbound: outbound) }
                    }), limits: options.limits, counter: counter, policy: policy, log: log)
        }
        let app = Application(
            router: router, server: server,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "headunit"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                policy.port.withLock { $0 = port }
                let host = options.host.contains(":") ? "[\(options.host)]" : options.host
                onReady("http://\(host):\(port)/" + (token.map { "?token=\($0)" } ?? ""))
                // The address is often printed: a program reading a pipe gets it now, not when the car stops.
                StandardOutput.flush()
            }
        )
        // NIO's event loops run nothing but servers: every thread of the group reads real time (marked before the
        // server's first connection; marking again, for a second server on the same group, changes nothing).
        for loop in app.eventLoopGroup.makeIterator() {
            try await loop.submit { RealTime.markCurrentThread() }.get()
        }
        try await RealTime.run { try await app.runService() }
    }

    /// One tab's WebSocket: what the car pushes goes out; messages come in and run one at a time. When the tab goes
    /// away, what it started (a long `wait`) is cancelled and the tab is forgotten.
    static func serve(_ live: LiveCar, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        // The car's side of a tab (its commands' waits, the car's clock) follows the phone's clock; the WebSocket's own
        // pings and timeouts, run by its handler beside this, stay real.
        try await RealTime.onPhoneTime { try await serveOnPhoneTime(live, inbound: inbound, outbound: outbound) }
    }

    private static func serveOnPhoneTime(_ live: LiveCar, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (commands, sink) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingOldest(16))
        defer { sink.finish() }
        // The socket is read from the start, whatever the car is doing: the WebSocket's pongs are taken as its frames
        // are read, and a car whose main actor is busy when the page connects (an app's long call) would otherwise leave
        // the server's pings unanswered and the page closed for a "Ping timeout".
        let connection = Task { await live.connect() }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    // A frame RFC 6455 forbids (invalid UTF-8: 1007) ends the loop with an error that closes the
                    // connection with its code.
                    for try await message in inbound.messages(maxSize: 1 << 16) {
                        switch message {
                        // A refusal is sent beside the reading, which goes on whatever the car is doing.
                        case .text(let text):
                            if case .dropped = sink.yield(text) {
                                Task { await live.refuse(await connection.value.id, "busy: 16 messages are waiting; this one was dropped") }
                            }
                        case .binary: Task { await live.refuse(await connection.value.id, "binary frames are not taken; send JSON text") }
                        }
                    }
                }
                let (id, messages) = await connection.value
                group.addTask {
                    for await message in messages {
                        do { try await outbound.write(.text(message)) } catch { return }
                    }
                }
                group.addTask {
                    for await command in commands { await live.receive(command, from: id) }
                }
                defer { group.cancelAll() }
                try await group.next()
            }
        } catch {
            await live.disconnect(await connection.value.id)
            throw error
        }
        await live.disconnect(await connection.value.id)
    }

    /// A random token for non-loopback addresses.
    public static func makeToken() -> String {
        (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    }
}
