// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// The car's built-in navigation meeting a navigation app that shares its route (iOS 26.4): what a car with its own
/// navigation asks of the app and tells it. The car takes a trip's destination when the trip starts (its
/// `hasShareableDestination`), and, while the app's map delegate says it provides route sharing, tells it whose route
/// it uses, asks it to navigate somewhere, and asks it to add a stop to the segment being driven. - Note: Ours (the
/// car's side of the API; how a real head unit decides to do these is its maker's).
extension AppSession {
    /// The map template at the root of the app's stack, whose delegate hears from the car's navigation.
    private var rootMap: CPMapTemplate? { stack.first as? CPMapTemplate }

    /// Whether the app's map delegate provides route sharing (`mapTemplateShouldProvideRouteSharing(_:)`).
    public var providesRouteSharing: Bool {
        guard let map = rootMap, let delegate = map.mapDelegate else { return false }
        return runningApp { delegate.mapTemplateShouldProvideRouteSharing(map) }
    }

    /// The route the app shares: its navigation session's segments (`addRouteSegments(_:)`), in order, and the one
    /// being driven; nil without guidance or route sharing.
    public var sharedRoute: (segments: [CPRouteSegment], current: CPRouteSegment?)? {
        guard providesRouteSharing, let session = rootMap?.navigationSession, session.isLive else { return nil }
        return (session.routeSegments, session.hasCurrentSegment ? session.currentSegment : nil)
    }

    /// The car's navigation now uses `source` (its own route, the app's, or the app's changed): the delegate hears it.
    /// Throws when the app doesn't provide route sharing.
    public func vehicleUsesRoute(from source: CPRouteSource) throws {
        activate()
        guard let map = rootMap, let delegate = map.mapDelegate, providesRouteSharing else {
            throw CarInputError("\(app.name) doesn't provide route sharing (its map delegate's mapTemplateShouldProvideRouteSharing)")
        }
        car.record(.routeSharing(.routeSource(rawValue: source.rawValue)))
        runningApp { delegate.mapTemplate(map, didReceiveUpdatedRouteSource: source) }
    }

    /// The car asks the app to navigate to a destination chosen in the car (the app shows a trip preview for it).
    public func vehicleRequestsDestination(_ waypoint: CPNavigationWaypoint) throws {
        activate()
        guard let map = rootMap, let delegate = map.mapDelegate, providesRouteSharing else {
            throw CarInputError("\(app.name) doesn't provide route sharing (its map delegate's mapTemplateShouldProvideRouteSharing)")
        }
        car.record(.routeSharing(.destinationRequested(name: waypoint.name ?? "a place")))
        runningApp { delegate.mapTemplate(map, didReceiveRequestForDestination: waypoint) }
    }

    /// The car asks the app to add `waypoint` as a stop in the segment being driven; returns the estimates the app
    /// answers with (nil: its delegate doesn't take stops, or it hasn't answered once its work settled). Throws
    /// without route sharing, guidance or a current segment.
    public func vehicleRequestsStop(_ waypoint: CPNavigationWaypoint) async throws -> CPTravelEstimates? {
        activate()
        guard let map = rootMap, let delegate = map.mapDelegate, providesRouteSharing else {
            throw CarInputError("\(app.name) doesn't provide route sharing (its map delegate's mapTemplateShouldProvideRouteSharing)")
        }
        guard let session = map.navigationSession, session.isLive, session.hasCurrentSegment else {
            throw CarInputError("\(app.name) isn't guiding along a route segment (its navigation session's currentSegment)")
        }
        let answer = StopAnswer()
        map.waypointRequestAnsweredByDefault = false
        let segment = session.currentSegment
        runningApp {
            delegate.mapTemplate(map, didRequestToInsertWaypoint: waypoint, intoSegment: segment) { estimates in
                MainActor.assumeIsolated { answer.estimates = estimates }
            }
        }
        if !map.waypointRequestAnsweredByDefault { await PhoneTime.settle() }
        car.record(.routeSharing(.stopRequested(name: waypoint.name ?? "a place", answered: answer.estimates != nil)))
        return answer.estimates
    }

    /// The driver answers the stop the app proposed: the delegate hears it, with the segment being driven.
    public func driverAnswersStop(_ waypoint: CPNavigationWaypoint, accepted: Bool) throws {
        activate()
        guard let map = rootMap, let delegate = map.mapDelegate, providesRouteSharing else {
            throw CarInputError("\(app.name) doesn't provide route sharing (its map delegate's mapTemplateShouldProvideRouteSharing)")
        }
        let session = map.navigationSession
        let segment = session?.hasCurrentSegment == true ? session?.currentSegment : nil
        car.record(.routeSharing(.stopAnswered(name: waypoint.name ?? "a place", accepted: accepted)))
        runningApp { delegate.mapTemplate(map, waypoint: waypoint, accepted: accepted, forSegment: segment) }
    }

    /// A trip started with a shareable destination: the car takes it, and says so before and after.
    func shareDestinationIfAsked(of map: CPMapTemplate) {
        guard let session = map.navigationSession, session.isLive, session.trip.hasShareableDestination,
            sharedDestinationTrips.insert(ObjectIdentifier(session.trip)).inserted, let delegate = map.mapDelegate
        else { return }
        let trip = session.trip
        runningApp { delegate.mapTemplate(map, willShareDestinationFor: trip) }
        car.record(.routeSharing(.destinationShared(destination: trip.destinationWaypoint.name ?? trip.destination.name ?? "the destination")))
        runningApp { delegate.mapTemplate(map, didShareDestinationFor: trip) }
    }
}

/// The estimates an app gave for a stop, when it answers.
@MainActor
private final class StopAnswer {
    var estimates: CPTravelEstimates?
}
