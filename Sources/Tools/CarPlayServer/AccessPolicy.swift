// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who may use the live car: the `Host` a request names must be the address the car serves (or `localhost`), a
/// WebSocket's `Origin` must be the car's own page, and off loopback every request must carry the token.
/// - Note: Ours.
final class AccessPolicy: Sendable {
    let bindHost: String
    let token: String?
    /// The port the server listens on (known once it runs; the options may say 0).
    let port: Mutex<Int>

    init(bindHost: String, port: Int, token: String?) {
        self.bindHost = bindHost.lowercased()
        self.port = Mutex(port)
        self.token = token
    }

    /// Whether the address is a loopback address, parsed (127.0.0.0/8, ::1, ::ffff:127.x) — not a name that merely
    /// starts with "127." — or `localhost`.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if name.lowercased() == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            let b = withUnsafeBytes(of: v6) { Array($0) }
            if b[0..<15].allSatisfy({ $0 == 0 }) && b[15] == 1 { return true }  // ::1
            if b[0..<10].allSatisfy({ $0 == 0 }) && b[10] == 0xFF && b[11] == 0xFF { return b[12] == 127 }  // ::ffff:127.x.y.z
        }
        return false
    }

    static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }

    /// The names a request may use for this server.
    private var names: Set<String> {
        let bound = bindHost.contains(":") && !bindHost.hasPrefix("[") ? "[\(bindHost)]" : bindHost
        var names: Set<String> = [bound]
        if Self.isLoopback(bindHost) { names.formUnion(["127.0.0.1", "localhost", "[::1]"]) }
        return names
    }

    /// What is wrong with a request's `Host` (nil: it names this server).
    func hostProblem(_ authority: String?) -> String? {
        guard let authority, !authority.isEmpty else { return "the request names no Host" }
        let (name, port) = Self.split(authority.lowercased())
        let served = self.port.withLock { $0 }
        guard port ?? 80 == served else { return "Host '\(authority.prefix(80))' is not this server's port" }
        if Self.isWildcard(bindHost) { return nil }  // every interface: the token guards it
        guard names.contains(name) else { return "Host '\(authority.prefix(80))' is not an address this car serves" }
        return nil
    }

    /// What is wrong with a WebSocket upgrade's `Origin` (nil: it is the car's own page).
    func originProblem(_ origin: String?, authority: String?) -> String? {
        guard let origin else { return "the WebSocket upgrade has no Origin" }
        guard let authority, origin.lowercased() == "http://" + authority.lowercased() || origin.lowercased() == "https://" + authority.lowercased()
        else { return "Origin '\(origin.prefix(80))' is not the car's page" }
        return nil
    }

    /// What is wrong with a request's token (nil: none is needed, or it matches).
    func tokenProblem(_ path: String) -> String? {
        guard let token else { return nil }
        let query = URLComponents(string: path)?.queryItems ?? []
        guard let given = query.first(where: { $0.name == "token" })?.value else { return "a token is required" }
        // Compared in constant time.
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        var difference = a.count ^ b.count
        for i in 0..<min(a.count, b.count) { difference |= Int(a[i] ^ b[i]) }
        return difference == 0 ? nil : "the token does not match"
    }

    /// "name:port", "[v6]:port" or "name".
    static func split(_ authority: String) -> (name: String, port: Int?) {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let name = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            return (name, rest.hasPrefix(":") ? Int(rest.dropFirst()) ?? -1 : nil)
        }
        if let colon = authority.lastIndex(of: ":") {
            return (String(authority[..<colon]), Int(authority[authority.index(after: colon)...]) ?? -1)
        }
        return (authority, nil)
    }
}
