// SPDX-License-Identifier: Apache-2.0

/// Limits of the live car's server: connections, header size, timeouts. Every duration is real time, whatever the
/// phone's clock does (see `RealTime`).
/// - Note: Ours.
public struct ConnectionLimits: Sendable {
    /// Open connections in all.
    public var total = 128
    /// Open connections from one address (a browser keeps about six per page, plus one WebSocket per tab).
    public var perClient = 32
    /// The longest a request head may take to arrive.
    public var headerTimeout: Duration = .seconds(10)
    /// How long an HTTP connection may sit idle between requests (WebSocket connections are pinged instead).
    public var idleTimeout: Duration = .seconds(60)
    /// The largest request head (request line and headers), in bytes.
    public var maximumHeaderBytes = 16_384
    /// How often an open WebSocket is pinged; one that hasn't answered the last ping by the next is closed.
    public var pingInterval: Duration = .seconds(30)
    public init() {}
}
