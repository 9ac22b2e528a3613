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
