// SPDX-License-Identifier: Apache-2.0
import Foundation
import OpenUIKit

/// One step of guidance: a symbol, instruction variants (longest first), estimates and, from iOS 17.4,
/// metadata for the instrument cluster and HUD.
///
/// Mirrors [`CPManeuver`](https://developer.apple.com/documentation/carplay/cpmaneuver).
@preconcurrency @MainActor
open class CPManeuver: NSObject {
    open var symbolImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "symbolImage") } }
    @available(iOS, introduced: 12.0, deprecated: 13.0)
    open var symbolSet: CPImageSet?
    /// At most 140×100 pt; larger images are scaled down.
    open var junctionImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "junctionImage") } }
    open var instructionVariants: [String] = [] { didSet { CPRuntime.elementDidChange(self, "instructionVariants") } }
    /// Only text attachments survive (at most 64×16 pt); other attributes are removed.
    open var attributedInstructionVariants: [NSAttributedString] = []
    open var initialTravelEstimates: CPTravelEstimates?
    open var userInfo: Any?
    open var dashboardSymbolImage: UIImage?
    open var dashboardJunctionImage: UIImage?
    open var dashboardInstructionVariants: [String] = []
    open var dashboardAttributedInstructionVariants: [NSAttributedString] = []
    open var notificationSymbolImage: UIImage?
    open var notificationInstructionVariants: [String] = []
    open var notificationAttributedInstructionVariants: [NSAttributedString] = []
    open var cardBackgroundColor: UIColor?
    open var maneuverType: CPManeuverType = .noTurn { didSet { CPRuntime.elementDidChange(self, "maneuverType") } }
    open var roadFollowingManeuverVariants: [String]? { didSet { CPRuntime.elementDidChange(self, "roadFollowingManeuverVariants") } }
    open var trafficSide: CPTrafficSide = .right
    open var junctionType: CPJunctionType = .intersection
    open var junctionExitAngle: Measurement<UnitAngle>?
    open var junctionElementAngles: Set<Measurement<UnitAngle>>?
    open var linkedLaneGuidance: CPLaneGuidance? { didSet { CPRuntime.elementDidChange(self, "linkedLaneGuidance") } }
    open var highwayExitLabel: String? { didSet { CPRuntime.elementDidChange(self, "highwayExitLabel") } }

    public override init() { super.init() }
}

/// The lanes at a maneuver (iOS 17.4). Mirrors [`CPLaneGuidance`](https://developer.apple.com/documentation/carplay/cplaneguidance).
@preconcurrency @MainActor
open class CPLaneGuidance: NSObject {
    open var lanes: [CPLane] = []
    open var instructionVariants: [String] = []
    public override init() { super.init() }
}

/// One lane: the angles it allows (−180…180°) and which one to take.
/// Mirrors [`CPLane`](https://developer.apple.com/documentation/carplay/cplane).
@preconcurrency @MainActor
open class CPLane: NSObject {
    open private(set) var angles: [Measurement<UnitAngle>]
    open private(set) var highlightedAngle: Measurement<UnitAngle>?
    private var storedStatus: CPLaneStatus

    /// The lane's status. Setting it is deprecated in iOS 18.
    open var status: CPLaneStatus {
        get { storedStatus }
        @available(iOS, introduced: 17.4, deprecated: 18.0)
        set { storedStatus = newValue }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    open var primaryAngle: Measurement<UnitAngle> {
        get { highlightedAngle ?? angles.first ?? Measurement(value: 0, unit: .degrees) }
        set { highlightedAngle = newValue; if !angles.contains(newValue) { angles.insert(newValue, at: 0) } }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    open var secondaryAngles: [Measurement<UnitAngle>] {
        get { angles.filter { $0 != highlightedAngle } }
        set { angles = (highlightedAngle.map { [$0] } ?? []) + newValue }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    public override init() {
        angles = []
        storedStatus = .notGood
        super.init()
    }

    /// A lane that is not good to take.
    public init(angles: [Measurement<UnitAngle>]) {
        self.angles = angles
        storedStatus = .notGood
        super.init()
    }

    /// A lane to take: `good`, or `preferred` when `isPreferred`.
    public init(angles: [Measurement<UnitAngle>], highlightedAngle: Measurement<UnitAngle>, isPreferred: Bool) {
        self.angles = angles
        self.highlightedAngle = highlightedAngle
        storedStatus = isPreferred ? .preferred : .good
        super.init()
    }
}

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

    public init(maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
                currentLaneGuidance: CPLaneGuidance?, tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates) {
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        super.init()
    }

    /// The same, with the label the SDK's symbol graph shows (`trip:`).
    public convenience init(maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
                            currentLaneGuidance: CPLaneGuidance?, trip: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates) {
        self.init(maneuvers: maneuvers, laneGuidances: laneGuidances, currentManeuvers: currentManeuvers,
                  currentLaneGuidance: currentLaneGuidance, tripTravelEstimates: trip, maneuverTravelEstimates: maneuverTravelEstimates)
    }
}
