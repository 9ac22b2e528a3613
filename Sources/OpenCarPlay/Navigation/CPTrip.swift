// SPDX-License-Identifier: Apache-2.0
import Foundation
import OpenMapKit

/// A journey from an origin to a destination with up to three route choices.
///
/// Mirrors [`CPTrip`](https://developer.apple.com/documentation/carplay/cptrip).
@preconcurrency @MainActor
open class CPTrip: NSObject {
    public let origin: MKMapItem
    public let destination: MKMapItem
    public let routeChoices: [CPRouteChoice]
    open var userInfo: Any?
    /// Names of the destination, longest first (iOS 17.4).
    open var destinationNameVariants: [String]?

    public init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        self.origin = origin
        self.destination = destination
        self.routeChoices = routeChoices
        super.init()
    }
}

/// One route of a trip, described in variants longest first.
/// Mirrors [`CPRouteChoice`](https://developer.apple.com/documentation/carplay/cprouteChoice).
@preconcurrency @MainActor
open class CPRouteChoice: NSObject {
    public let summaryVariants: [String]
    public let additionalInformationVariants: [String]
    public let selectionSummaryVariants: [String]
    open var userInfo: Any?

    public init(summaryVariants: [String], additionalInformationVariants: [String], selectionSummaryVariants: [String]) {
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
        super.init()
    }
}

/// The button titles of the trip preview panel. Mirrors [`CPTripPreviewTextConfiguration`](https://developer.apple.com/documentation/carplay/cptrippreviewtextconfiguration).
@preconcurrency @MainActor
open class CPTripPreviewTextConfiguration: NSObject {
    public let startButtonTitle: String?
    public let additionalRoutesButtonTitle: String?
    public let overviewButtonTitle: String?

    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
        super.init()
    }

    public override convenience init() {
        self.init(startButtonTitle: nil, additionalRoutesButtonTitle: nil, overviewButtonTitle: nil)
    }
}

/// Distance and time remaining. Mirrors [`CPTravelEstimates`](https://developer.apple.com/documentation/carplay/cptravelestimates).
@preconcurrency @MainActor
open class CPTravelEstimates: NSObject {
    public let distanceRemaining: Measurement<UnitLength>
    /// The distance as the app wants it shown (iOS 17.4); defaults to ``distanceRemaining``.
    public let distanceRemainingToDisplay: Measurement<UnitLength>
    public let timeRemaining: TimeInterval

    public init(distanceRemaining: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemaining
        self.timeRemaining = timeRemaining
        super.init()
    }

    public init(distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemainingToDisplay
        self.timeRemaining = timeRemaining
        super.init()
    }
}
