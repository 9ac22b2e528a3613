// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One stretch of a route, from one waypoint to the next (iOS 26.4): its maneuvers and lane guidance, the ones current
/// now, the trip's and the next maneuver's estimates, and (for route sharing) the coordinates along it. Immutable; not
/// main-actor isolated and sendable, as on iOS (the header marks it `NS_SWIFT_SENDABLE` without the template actor).
///
/// Mirrors [`CPRouteSegment`](https://developer.apple.com/documentation/carplay/cproutesegment).
///
/// - Note: Apple's Objective-C initializer takes a C array of coordinates and its count, refined for Swift; the Swift
///   initializer and ``coordinates`` take and give an array, as Apple's Swift documentation shows them.
open class CPRouteSegment: NSObject, NSCopying, @unchecked Sendable {
    /// Names this segment uniquely; made with it.
    public let identifier: UUID
    public let origin: CPNavigationWaypoint
    public let destination: CPNavigationWaypoint
    /// Every maneuver along the segment, in order.
    public let maneuvers: [CPManeuver]
    /// Every lane guidance along the segment, in order.
    public let laneGuidances: [CPLaneGuidance]
    /// The maneuvers current now.
    public let currentManeuvers: [CPManeuver]
    public let currentLaneGuidance: CPLaneGuidance
    /// Estimates for the whole trip.
    public let tripTravelEstimates: CPTravelEstimates
    /// Estimates to the first of ``currentManeuvers``.
    public let maneuverTravelEstimates: CPTravelEstimates
    /// Points along the segment, for a trip that shares its route with the car (empty otherwise).
    public let coordinates: [CPLocationCoordinate3D]

    public convenience init(
        origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance],
        currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance, tripTravelEstimates: CPTravelEstimates,
        maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]
    ) {
        self.init(
            identifier: UUID(), origin: origin, destination: destination, maneuvers: maneuvers, laneGuidances: laneGuidances,
            currentManeuvers: currentManeuvers, currentLaneGuidance: currentLaneGuidance, tripTravelEstimates: tripTravelEstimates,
            maneuverTravelEstimates: maneuverTravelEstimates, coordinates: coordinates)
    }

    /// - Note: Not in CarPlay: the designated initializer the copy uses (the copy keeps the identifier).
    package init(
        identifier: UUID, origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver],
        laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance,
        tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]
    ) {
        self.identifier = identifier
        self.origin = origin
        self.destination = destination
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        self.coordinates = coordinates
        super.init()
    }

    /// A copy with the same identifier and contents (the segment is immutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        CPRouteSegment(
            identifier: identifier, origin: origin, destination: destination, maneuvers: maneuvers, laneGuidances: laneGuidances,
            currentManeuvers: currentManeuvers, currentLaneGuidance: currentLaneGuidance, tripTravelEstimates: tripTravelEstimates,
            maneuverTravelEstimates: maneuverTravelEstimates, coordinates: coordinates)
    }

    /// Segments are equal when their identifiers are: a copy equals its original.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CPRouteSegment)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}
