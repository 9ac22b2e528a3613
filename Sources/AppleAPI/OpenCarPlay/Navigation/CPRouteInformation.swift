// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// New route details for resuming after a reroute (iOS 17.4).
/// Mirrors [`CPRouteInformation`](https://developer.apple.com/documentation/carplay/cprouteinformation).
@preconcurrency @MainActor
open class CPRouteInformation: NSObject {
    public let maneuvers: [CPManeuver]
    public let laneGuidances: [CPLaneGuidance]
    public let currentManeuvers: [CPManeuver]
    public let currentLaneGuidance: CPLaneGuidance?
    public let tripTravelEstimates: CPTravelEstimates
    public let maneuverTravelEstimates: CPTravelEstimates

    public init(
        maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
        currentLaneGuidance: CPLaneGuidance?, tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates
    ) {
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        super.init()
    }

    /// The same, with the label the SDK's symbol graph shows (`trip:`).
    public convenience init(
        maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
        currentLaneGuidance: CPLaneGuidance?, trip: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates
    ) {
        self.init(
            maneuvers: maneuvers, laneGuidances: laneGuidances, currentManeuvers: currentManeuvers,
            currentLaneGuidance: currentLaneGuidance, tripTravelEstimates: trip, maneuverTravelEstimates: maneuverTravelEstimates)
    }
}
