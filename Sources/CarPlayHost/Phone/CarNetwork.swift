// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The network as the car's phone gives it to apps' `URLSession` requests: answers a test gives for URLs (so a test
/// never depends on a server, and the car lets a request it answers finish before it reads the screen, as it does for
/// the app's other work), and a phone with no connection. Requests for URLs it has no answer for reach the real
/// network, as on a phone. Each car has its own. - Note: Ours.
///
/// ```swift
/// car.network.respond(to: URL(string: "https://radio.example/stations.json")!, with: Data(json.utf8))
/// ```
///
/// `file://` URLs (a file in the app's bundle, `Bundle.main.url(forResource:withExtension:)`) are read as iOS reads
/// them; Foundation on Linux refuses them ("unsupported URL") without the car.
public final class CarNetwork: Sendable {
    /// What a request gets.
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data

        public init(status: Int = 200, headers: [String: String] = [:], body: Data) {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    private struct State {
        var responses: [String: Response] = [:]
        var offline = false
        var answered: [URL] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Requests for `url` get `response`. A URL given without a query answers it with any query; one given with a
    /// query answers that query only.
    public func respond(to url: URL, with response: Response) {
        state.withLock { $0.responses[url.absoluteString] = response }
    }

    /// Requests for `url` get `body` with status 200 (and `headers`).
    public func respond(to url: URL, with body: Data, status: Int = 200, headers: [String: String] = [:]) {
        respond(to: url, with: Response(status: status, headers: headers, body: body))
    }

    /// The phone has no connection: every request that isn't for a file fails with `URLError.notConnectedToInternet`,
    /// as on a phone in a tunnel.
    public var isOffline: Bool {
        get { state.withLock { $0.offline } }
        set { state.withLock { $0.offline = newValue } }
    }

    /// The URLs the car answered so far (given answers and a phone with no connection; not files), in order.
    public var answeredRequests: [URL] { state.withLock { $0.answered } }

    /// What the car answers a request for `url` with, nil: the real network does.
    func answer(for url: URL) -> Result<Response, URLError>? {
        state.withLock { state in
            var withoutQuery = URLComponents(url: url, resolvingAgainstBaseURL: false)
            withoutQuery?.query = nil
            withoutQuery?.fragment = nil
            if let response = state.responses[url.absoluteString] ?? withoutQuery?.url.flatMap({ state.responses[$0.absoluteString] }) {
                return .success(response)
            }
            return state.offline ? .failure(URLError(.notConnectedToInternet)) : nil
        }
    }

    func noteAnswered(_ url: URL) { state.withLock { $0.answered.append(url) } }
}
