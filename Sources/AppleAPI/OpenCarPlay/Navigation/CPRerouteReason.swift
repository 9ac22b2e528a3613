// SPDX-License-Identifier: Apache-2.0

/// Why a route was computed again during guidance (iOS 26.4), given with the new segments in
/// ``CPNavigationSession/resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:)``.
///
/// Mirrors [`CPRerouteReason`](https://developer.apple.com/documentation/carplay/cpreroutereason).
public enum CPRerouteReason: Int, Sendable {
    case unknown = 0
    case missedTurn = 1
    case offline = 2
    case alternateRoute = 3
    case waypointModified = 4
    case mandated = 5
}
