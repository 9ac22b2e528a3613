// SPDX-License-Identifier: Apache-2.0

import Foundation
import Hummingbird
import HummingbirdWebSocket

/// Serves the live car: the page at `/`, the WebSocket at `/ws`, `/health`.
///
/// Bound to 127.0.0.1 unless told otherwise; on any other address every request must carry the token
/// (`?token=…`), which the printed address includes.
public enum CarServer {
    public struct Options: Sendable {
        public var host: String
        public var port: Int
        public var token: String?
        public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil) {
            self.host = host
            self.port = port
            self.token = token
        }

        public static func isLoopback(_ host: String) -> Bool {
            host == "127.0.0.1" || host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
    }

    /// The page, with the token (if any) written into it.
    static func page(token: String?) -> String {
        let url = Bundle.module.url(forResource: "Resources/index", withExtension: "html")!
        let html = (try? String(contentsOf: url, encoding: .utf8)) ?? "<h1>page missing</h1>"
        return html.replacingOccurrences(of: "__TOKEN__", with: token ?? "")
    }

    /// Runs until cancelled. `onReady` gets the address to open (with the token when one is required).
    public static func run(_ live: LiveCar, options: Options, onReady: @escaping @Sendable (String) -> Void) async throws {
        let token = options.token
        @Sendable func authorized(_ request: Request) -> Bool {
            guard let token else { return true }
            return request.uri.queryParameters.get("token") == token
        }
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { request, _ -> Response in
            guard authorized(request) else { return Response(status: .forbidden, body: .init(byteBuffer: ByteBuffer(string: "a token is required\n"))) }
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: page(token: token))))
        }
        router.get("/health") { _, _ in "ok\n" }
        router.ws("/ws", shouldUpgrade: { request, _ in authorized(request) ? .upgrade([:]) : .dontUpgrade }) { inbound, outbound, _ in
            let (id, messages) = await live.connect()
            defer { Task { @MainActor in live.disconnect(id) } }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await message in messages { try await outbound.write(.text(message)) }
                }
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 16) {
                        switch message {
                        case .text(let text): await live.receive(text, from: id)
                        case .binary: await live.receive("binary frame", from: id)
                        }
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        }
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "headunit"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                let host = options.host.contains(":") ? "[\(options.host)]" : options.host
                onReady("http://\(host):\(port)/" + (token.map { "?token=\($0)" } ?? ""))
            }
        )
        try await app.runService()
    }

    /// A random token for non-loopback addresses.
    public static func makeToken() -> String {
        (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    }
}
