// SPDX-License-Identifier: Apache-2.0

extension NWPath {
    /// Whether connections can use a path. Mirrors
    /// [`NWPath.Status`](https://developer.apple.com/documentation/network/nwpath/status-swift.enum).
    public enum Status: Hashable, Sendable {
        /// The path can be used (the phone has a link the monitor may use).
        case satisfied
        /// The path can't be used (no connection, or none of the kind the monitor asked for).
        case unsatisfied
        /// The path isn't available now but may become so when a connection is attempted (a VPN on demand, a
        /// cellular link to wake). The car's phone never reports it: its links are up or down.
        case requiresConnection
    }
}
