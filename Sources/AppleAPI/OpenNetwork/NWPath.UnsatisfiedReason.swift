// SPDX-License-Identifier: Apache-2.0

extension NWPath {
    /// Why a path is unsatisfied. Mirrors
    /// [`NWPath.UnsatisfiedReason`](https://developer.apple.com/documentation/network/nwpath/unsatisfiedreason-swift.enum)
    /// (iOS 14.2).
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason given: the path is satisfied, or the phone simply has no connection.
        case notAvailable
        /// The user turned off cellular data for the app.
        case cellularDenied
        /// The user turned off Wi‑Fi for the app.
        case wifiDenied
        /// The user didn't allow the app on the local network.
        case localNetworkDenied
    }
}
