// SPDX-License-Identifier: Apache-2.0

/// Whose route and destinations the car's built-in navigation uses (iOS 26.4), told to the map template's delegate in
/// ``CPMapTemplateDelegate/mapTemplate(_:didReceiveUpdatedRouteSource:)``.
///
/// Mirrors [`CPRouteSource`](https://developer.apple.com/documentation/carplay/cproutesource).
public enum CPRouteSource: UInt, Sendable {
    /// No route is in use.
    case sourceInactive = 0
    /// The phone's route, as the app shared it.
    case sourceiOSUnchanged = 1
    /// The phone's route, changed by the car; its destinations unchanged.
    case sourceiOSRouteModified = 2
    /// The phone's route and destinations, both changed by the car.
    case sourceiOSRouteDestinationsModified = 3
    /// Only the phone's destinations; the car routes itself.
    case sourceiOSDestinationsOnly = 4
    /// The car's own route and destinations.
    case sourceVehicle = 5
}
