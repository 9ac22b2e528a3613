// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenNetwork
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The network as the car's phone gives it to apps' `URLSession` requests: answers a test gives for URLs (so a test
/// never depends on a server, and the car lets a request it answers finish before it reads the screen, as it does for
/// the app's other work), and a phone with no connection. Requests for URLs it has no answer for reach the real
/// network, as on a phone. Each car has its own. The same connection is what the apps' `NWPathMonitor`s watch: a
/// phone offline, on Wi‑Fi or on cellular data (``interfaces``), in Low Data Mode. - Note: Ours.
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

    /// A link the phone reaches the network over.
    public enum Interface: Sendable, Equatable, CaseIterable {
        case cellular, wifi, wiredEthernet

        var type: NWInterface.InterfaceType {
            switch self {
            case .cellular: .cellular
            case .wifi: .wifi
            case .wiredEthernet: .wiredEthernet
            }
        }
    }

    private struct State {
        var responses: [String: Response] = [:]
        var answered: [URL] = []
    }

    private let state = Mutex(State())
    /// The connection as path monitors see it; each app launched in the car is given it.
    package let connection = PhoneConnection()

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
    /// as on a phone in a tunnel, and path monitors see an unsatisfied path (they hear the change on their queues).
    public var isOffline: Bool {
        get { connection.state.isOffline }
        set { connection.update { $0.isOffline = newValue } }
    }

    /// The phone's links, the one carrying its traffic first (by default cellular data, a phone in a car). Path
    /// monitors see the first as the path's interface (`.cellular` is expensive) and hear each change; `[]` is a
    /// phone with no connection, as ``isOffline``.
    public var interfaces: [Interface] {
        get {
            connection.state.interfaces.compactMap { type in Interface.allCases.first { $0.type == type } }
        }
        set { connection.update { $0.interfaces = newValue.map(\.type) } }
    }

    /// Low Data Mode: path monitors see a constrained path (`NWPath.isConstrained`).
    public var isLowDataMode: Bool {
        get { connection.state.isConstrained }
        set { connection.update { $0.isConstrained = newValue } }
    }

    /// The URLs the car answered so far (given answers and a phone with no connection; not files), in order.
    public var answeredRequests: [URL] { state.withLock { $0.answered } }

    /// What the car answers a request for `url` with, nil: the real network does.
    func answer(for url: URL) -> Result<Response, URLError>? {
        let unreachable = connection.state.isUnreachable
        return state.withLock { state in
            var withoutQuery = URLComponents(url: url, resolvingAgainstBaseURL: false)
            withoutQuery?.query = nil
            withoutQuery?.fragment = nil
            if let response = state.responses[url.absoluteString] ?? withoutQuery?.url.flatMap({ state.responses[$0.absoluteString] }) {
                return .success(response)
            }
            return unreachable ? .failure(URLError(.notConnectedToInternet)) : nil
        }
    }

    func noteAnswered(_ url: URL) { state.withLock { $0.answered.append(url) } }
}
