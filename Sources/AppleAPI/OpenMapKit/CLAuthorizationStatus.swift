// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the user allowed the app: nothing asked yet, refused, or location while in use or always.
///
/// Mirrors [`CLAuthorizationStatus`](https://developer.apple.com/documentation/corelocation/clauthorizationstatus)
/// (raw values as in Core Location's header).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// The old name of `.authorizedAlways` (deprecated on iOS 8).
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }

    /// Whether the status lets the app read the location. - Note: Ours.
    package var allowsLocation: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}
