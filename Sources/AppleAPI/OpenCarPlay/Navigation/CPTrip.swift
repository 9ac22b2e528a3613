// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// A journey from an origin to a destination with up to three route choices.
///
/// Mirrors [`CPTrip`](https://developer.apple.com/documentation/carplay/cptrip).
@preconcurrency @MainActor
open class CPTrip: NSObject, @preconcurrency NSSecureCoding {
    public let origin: MKMapItem
    public let destination: MKMapItem
    public let routeChoices: [CPRouteChoice]
    /// Where the trip starts and ends, as waypoints (iOS 26.4); for a trip made from map items, waypoints at them.
    public let originWaypoint: CPNavigationWaypoint
    public let destinationWaypoint: CPNavigationWaypoint
    open var userInfo: Any?
    /// Names of the destination, longest first (iOS 17.4).
    open var destinationNameVariants: [String]?
    /// Whether the car may take this trip's destination into its own navigation when the trip starts (Apple's page
    /// gives iOS 26.1; our surface research doesn't list it). The car then tells the map template's delegate
    /// (`mapTemplate(_:willShareDestinationFor:)`, then `didShareDestinationFor:` or `didFailToShareDestinationFor:error:`).
    open var hasShareableDestination = false

    public init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        self.origin = origin
        self.destination = destination
        self.routeChoices = routeChoices
        originWaypoint = CPNavigationWaypoint(mapItem: origin, locationThreshold: nil, entryPoints: [])
        destinationWaypoint = CPNavigationWaypoint(mapItem: destination, locationThreshold: nil, entryPoints: [])
        super.init()
    }

    /// A trip between two waypoints (iOS 26.4). Its ``origin`` and ``destination`` are map items at the waypoints,
    /// named after them (our reading: Apple deprecates those two in iOS 26.4 and doesn't say what they return here).
    public init(originWaypoint origin: CPNavigationWaypoint, destinationWaypoint destination: CPNavigationWaypoint, routeChoices: [CPRouteChoice]) {
        originWaypoint = origin
        destinationWaypoint = destination
        self.origin = origin.mapItem
        self.destination = destination.mapItem
        self.routeChoices = routeChoices
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the origin and destination (coordinates, address, name, phone, URL, category) and their waypoints, the
    /// route choices, the destination names and `userInfo` when it is a property list.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(origin, forKey: "origin", in: coder)
        CPCoding.encode(destination, forKey: "destination", in: coder)
        coder.encode(routeChoices, forKey: "routeChoices")
        coder.encode(originWaypoint, forKey: "originWaypoint")
        coder.encode(destinationWaypoint, forKey: "destinationWaypoint")
        coder.encode(destinationNameVariants, forKey: "destinationNameVariants")
        if let userInfo { CPCoding.encodePlist(userInfo, forKey: "userInfo", in: coder) }
        coder.encode(hasShareableDestination, forKey: "hasShareableDestination")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let origin = d.mapItem("origin"), let destination = d.mapItem("destination"),
            let choices = CPCoding.objects(CPRouteChoice.self, "routeChoices", in: coder)
        else { return nil }
        self.origin = origin
        self.destination = destination
        routeChoices = choices
        originWaypoint =
            CPCoding.object(CPNavigationWaypoint.self, "originWaypoint", in: coder)
            ?? CPNavigationWaypoint(mapItem: origin, locationThreshold: nil, entryPoints: [])
        destinationWaypoint =
            CPCoding.object(CPNavigationWaypoint.self, "destinationWaypoint", in: coder)
            ?? CPNavigationWaypoint(mapItem: destination, locationThreshold: nil, entryPoints: [])
        destinationNameVariants = CPCoding.strings("destinationNameVariants", in: coder)
        userInfo = d.plist("userInfo")
        hasShareableDestination = coder.containsValue(forKey: "hasShareableDestination") && coder.decodeBool(forKey: "hasShareableDestination")
        guard !d.failed else { return nil }
        super.init()
    }
}
