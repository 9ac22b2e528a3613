// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// Active guidance for a trip: upcoming maneuvers, lane guidance, estimates and the trip's state.
/// Made only by ``CPMapTemplate/startNavigationSession(for:)``.
///
/// Mirrors [`CPNavigationSession`](https://developer.apple.com/documentation/carplay/cpnavigationsession).
@preconcurrency @MainActor
open class CPNavigationSession: NSObject {
    /// Mirrors [`CPNavigationSession.PauseReason`](https://developer.apple.com/documentation/carplay/cpnavigationsession/pausereason).
    public enum PauseReason: UInt, Sendable {
        case arrived = 1
        case loading, locating, rerouting, proceedToRoute
    }

    /// Where the session stands. - Note: Not in CarPlay.
    package enum State: Equatable {
        case active
        case paused(PauseReason, String?)
        case finished
        case canceled
        case endedBySystem
    }

    public let trip: CPTrip
    open var upcomingManeuvers: [CPManeuver] = [] { didSet { changed("upcomingManeuvers") } }
    open var currentLaneGuidance: CPLaneGuidance? { didSet { changed("currentLaneGuidance") } }
    open var currentRoadNameVariants: [String] = [] { didSet { changed("currentRoadNameVariants") } }
    open var maneuverState: CPManeuverState = .continue { didSet { changed("maneuverState") } }

    package private(set) var state: State = .active
    package private(set) var turnCardColor: UIColor?
    package private(set) var addedManeuvers: [CPManeuver] = []
    package private(set) var addedLaneGuidances: [CPLaneGuidance] = []
    package private(set) var maneuverEstimates: [(maneuver: CPManeuver, estimates: CPTravelEstimates)] = []
    package private(set) var estimateUpdateCount = 0
    /// The latest updates, oldest first (at most ``recentEstimatesKept``): what the reviewer compares one by one,
    /// whenever it looks. - Note: Ours.
    package private(set) final var recentEstimates: [(maneuver: CPManeuver, estimates: CPTravelEstimates)] = []
    package static let recentEstimatesKept = 64
    package private(set) weak var mapTemplate: CPMapTemplate?
    /// The route's segments, in the order the app added them (iOS 26.4).
    open private(set) var routeSegments: [CPRouteSegment] = []
    private var current: CPRouteSegment?
    /// Why the route was last computed again (iOS 26.4's resume). - Note: Not in CarPlay.
    package private(set) var lastRerouteReason: CPRerouteReason?

    /// The segment being driven (iOS 26.4). Set it to one of the segments added with ``addRouteSegments(_:)``.
    ///
    /// - Note: Apple declares it non-optional without an initial value; reading it before it was set stops the app
    ///   here with a message (our reading: on iOS such a read gives a nil the Swift type doesn't allow).
    open var currentSegment: CPRouteSegment {
        get {
            guard let current else { preconditionFailure("CPNavigationSession.currentSegment was read before it was set") }
            return current
        }
        set {
            current = newValue
            changed("currentSegment")
        }
    }

    /// Whether ``currentSegment`` was set. - Note: Not in CarPlay.
    package var hasCurrentSegment: Bool { current != nil }

    package init(trip: CPTrip, mapTemplate: CPMapTemplate) {
        self.trip = trip
        self.mapTemplate = mapTemplate
        super.init()
    }

    private func changed(_ what: String) {
        if let mapTemplate { CPRuntime.navigationSessionDidChange(on: mapTemplate, what) }
    }

    /// Pauses guidance with a reason (loading, locating, rerouting…); the car shows it in the guidance card.
    open func pauseTrip(for reason: PauseReason, description: String?) {
        pauseTrip(for: reason, description: description, turnCardColor: nil)
    }

    open func pauseTrip(for reason: PauseReason, description: String?, turnCardColor: UIColor?) {
        guard isLive else { return }
        state = .paused(reason, description)
        self.turnCardColor = turnCardColor
        changed("state")
    }

    /// Resumes with new route information after a reroute (iOS 17.4).
    open func resumeTrip(updatedRouteInformation routeInformation: CPRouteInformation) {
        guard isLive else { return }
        state = .active
        addedManeuvers = routeInformation.maneuvers
        addedLaneGuidances = routeInformation.laneGuidances
        upcomingManeuvers = routeInformation.currentManeuvers
        currentLaneGuidance = routeInformation.currentLaneGuidance
        changed("state")
    }

    /// Resumes after a reroute with the route's new segments and the one being driven (iOS 26.4): its maneuvers and
    /// lane guidance become the session's, its current ones the upcoming.
    open func resumeTrip(updatedRouteSegments routeSegments: [CPRouteSegment], currentSegment: CPRouteSegment, rerouteReason: CPRerouteReason) {
        guard isLive else { return }
        state = .active
        self.routeSegments = routeSegments
        current = currentSegment
        lastRerouteReason = rerouteReason
        addedManeuvers = routeSegments.flatMap(\.maneuvers)
        addedLaneGuidances = routeSegments.flatMap(\.laneGuidances)
        upcomingManeuvers = currentSegment.currentManeuvers
        currentLaneGuidance = currentSegment.currentLaneGuidance
        changed("state")
    }

    /// Adds route segments, in the order they are driven, as soon as the app has them (iOS 26.4); their maneuvers and
    /// lane guidances count as added too.
    open func addRouteSegments(_ routeSegments: [CPRouteSegment]) {
        self.routeSegments.append(contentsOf: routeSegments)
        for segment in routeSegments {
            addedManeuvers.append(contentsOf: segment.maneuvers.filter { m in !addedManeuvers.contains { $0 === m } })
            addedLaneGuidances.append(contentsOf: segment.laneGuidances.filter { l in !addedLaneGuidances.contains { $0 === l } })
        }
        changed("routeSegments")
    }

    open func finishTrip() { end(.finished) }
    open func cancelTrip() { end(.canceled) }

    /// Ends the session because CarPlay's own navigation took over. - Note: Not in CarPlay.
    package func endBySystem() { end(.endedBySystem) }

    private func end(_ s: State) {
        guard isLive else { return }
        state = s
        mapTemplate?.navigationSessionDidEnd(self)
    }

    package var isLive: Bool {
        switch state {
        case .active, .paused: true
        default: false
        }
    }

    /// Estimates to the given maneuver.
    open func updateEstimates(_ estimates: CPTravelEstimates, for maneuver: CPManeuver) {
        // Called from a navigation app's own thread too (see `CPMapTemplate.update(_:for:with:)`): applied on the main queue.
        guard CPRuntime.isOnMainQueue else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.updateEstimates(estimates, for: maneuver) } }
            return
        }
        maneuverEstimates.removeAll { $0.maneuver === maneuver }
        maneuverEstimates.append((maneuver, estimates))
        estimateUpdateCount += 1
        recentEstimates.append((maneuver, estimates))
        if recentEstimates.count > Self.recentEstimatesKept { recentEstimates.removeFirst(recentEstimates.count - Self.recentEstimatesKept) }
        changed("estimates")
    }

    /// Adds maneuvers to the route's metadata (iOS 17.4).
    open func add(_ maneuvers: [CPManeuver]) {
        addedManeuvers.append(contentsOf: maneuvers)
        changed("maneuvers")
    }

    /// Adds lane guidances to the route's metadata (iOS 17.4).
    open func add(_ laneGuidances: [CPLaneGuidance]) {
        addedLaneGuidances.append(contentsOf: laneGuidances)
        changed("laneGuidances")
    }
}
