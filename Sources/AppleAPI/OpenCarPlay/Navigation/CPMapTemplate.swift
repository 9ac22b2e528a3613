// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A navigation app's root: overlays (navigation bar, map buttons, trip previews, guidance, alerts) drawn
/// by the car over the app's own map in the car window.
///
/// Mirrors [`CPMapTemplate`](https://developer.apple.com/documentation/carplay/cpmaptemplate).
@preconcurrency @MainActor
open class CPMapTemplate: CPTemplate, CPBarButtonProviding {
    /// Directions of a pan. Mirrors [`CPMapTemplate.PanDirection`](https://developer.apple.com/documentation/carplay/cpmaptemplate/pandirection).
    public struct PanDirection: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let left = PanDirection(rawValue: 1 << 0)
        public static let right = PanDirection(rawValue: 1 << 1)
        public static let up = PanDirection(rawValue: 1 << 2)
        public static let down = PanDirection(rawValue: 1 << 3)
    }

    /// The guidance card's colour; alpha is ignored and the car falls back to its own when contrast is too low.
    open var guidanceBackgroundColor: UIColor = .systemBackground { didSet { changed("guidanceBackgroundColor") } }
    open var tripEstimateStyle: CPTripEstimateStyle = .light { didSet { changed("tripEstimateStyle") } }
    /// Buttons over the map. The guide (June 2025, "Map template") says the template shows up to four; Apple's
    /// `mapButtons` page says the first three are shown. The car shows the first four, panning or not: no Apple source
    /// gives a smaller number while panning.
    open var mapButtons: [CPMapButton] = [] { didSet { changed("mapButtons") } }
    open weak var mapDelegate: (any CPMapTemplateDelegate)?
    open var automaticallyHidesNavigationBar = true { didSet { changed("automaticallyHidesNavigationBar") } }
    open var hidesButtonsWithNavigationBar = true { didSet { changed("hidesButtonsWithNavigationBar") } }
    open private(set) var isPanningInterfaceVisible = false
    open private(set) var currentNavigationAlert: CPNavigationAlert?

    // State the car reads. - Note: Not in CarPlay.
    package private(set) var tripPreviews: [CPTrip] = []
    package private(set) var selectedPreviewTrip: CPTrip?
    /// The route choice the driver picked in the preview (the car's own state; "Go" starts it).
    package var selectedRouteChoice: CPRouteChoice?
    package private(set) var previewTextConfiguration: CPTripPreviewTextConfiguration?
    package private(set) var showsRouteChoices = false
    package private(set) var tripEstimates: [(trip: CPTrip, estimates: CPTravelEstimates, color: CPTimeRemainingColor)] = []
    package private(set) var estimateUpdateCount = 0
    package private(set) var navigationSession: CPNavigationSession?
    package private(set) var alertPresentedAnimated = false

    public override init() { super.init() }

    /// Writes the guidance colour, the trip estimate style, the map buttons (without their handlers) and the two
    /// navigation bar settings. Not archived: the delegate and what the map is doing (trip previews, a navigation
    /// session, a shown alert, panning), which belong to the car the template is shown in.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        CPCoding.encode(guidanceBackgroundColor, forKey: "map.guidanceBackgroundColor", in: coder)
        coder.encode(Int64(tripEstimateStyle.rawValue), forKey: "map.tripEstimateStyle")
        coder.encode(mapButtons, forKey: "map.mapButtons")
        coder.encode(automaticallyHidesNavigationBar, forKey: "map.automaticallyHidesNavigationBar")
        coder.encode(hidesButtonsWithNavigationBar, forKey: "map.hidesButtonsWithNavigationBar")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let color = d.color("map.guidanceBackgroundColor"),
            let style = CPCoding.enumeration(CPTripEstimateStyle.self, "map.tripEstimateStyle", in: coder),
            let buttons = CPCoding.objects(CPMapButton.self, "map.mapButtons", in: coder)
        else { return nil }
        guidanceBackgroundColor = color
        tripEstimateStyle = style
        mapButtons = buttons
        automaticallyHidesNavigationBar = coder.decodeBool(forKey: "map.automaticallyHidesNavigationBar")
        hidesButtonsWithNavigationBar = coder.decodeBool(forKey: "map.hidesButtonsWithNavigationBar")
        guard !d.failed else { return nil }
        super.init(coder: coder)
    }

    private func changed(_ what: String) { CPRuntime.contentDidChange(self, what) }

    // MARK: Trip previews

    /// Shows up to 12 trips to choose from.
    open func showTripPreviews(_ tripPreviews: [CPTrip], textConfiguration: CPTripPreviewTextConfiguration?) {
        showTripPreviews(tripPreviews, selectedTrip: nil, textConfiguration: textConfiguration)
    }

    open func showTripPreviews(_ tripPreviews: [CPTrip], selectedTrip: CPTrip?, textConfiguration: CPTripPreviewTextConfiguration?) {
        self.tripPreviews = tripPreviews
        selectedPreviewTrip = selectedTrip ?? tripPreviews.first
        selectedRouteChoice = selectedPreviewTrip?.routeChoices.first
        previewTextConfiguration = textConfiguration
        showsRouteChoices = false
        changed("tripPreviews")
    }

    /// Shows the route choices of one trip.
    open func showRouteChoicesPreview(for trip: CPTrip, textConfiguration: CPTripPreviewTextConfiguration?) {
        tripPreviews = [trip]
        selectedPreviewTrip = trip
        selectedRouteChoice = trip.routeChoices.first
        previewTextConfiguration = textConfiguration
        showsRouteChoices = true
        changed("tripPreviews")
    }

    open func hideTripPreviews() {
        tripPreviews = []
        selectedPreviewTrip = nil
        selectedRouteChoice = nil
        showsRouteChoices = false
        changed("tripPreviews")
    }

    // MARK: Estimates

    open func updateEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip) {
        update(estimates, for: trip, with: .default)
    }

    open func update(_ estimates: CPTravelEstimates, for trip: CPTrip, with timeRemainingColor: CPTimeRemainingColor) {
        // Navigation apps update estimates from the thread their route simulation or location updates run on (Apple's
        // Coastal Roads sample does, from a global queue), which CarPlay tolerates: the update reaches the car on its
        // next turn of the main queue.
        guard CPRuntime.isOnMainQueue else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.update(estimates, for: trip, with: timeRemainingColor) } }
            return
        }
        tripEstimates.removeAll { $0.trip === trip }
        tripEstimates.append((trip, estimates, timeRemainingColor))
        estimateUpdateCount += 1
        changed("tripEstimates")
    }

    // MARK: Guidance

    /// Starts guidance for a trip; the returned session carries maneuvers and estimates.
    open func startNavigationSession(for trip: CPTrip) -> CPNavigationSession {
        navigationSession?.endBySystem()
        let session = CPNavigationSession(trip: trip, mapTemplate: self)
        navigationSession = session
        changed("navigationSession")
        return session
    }

    package func navigationSessionDidEnd(_ session: CPNavigationSession) {
        if navigationSession === session { navigationSession = nil }
        changed("navigationSession")
    }

    // MARK: Route sharing

    /// Set by our protocol's default `mapTemplate(_:didRequestToInsertWaypoint:intoSegment:completion:)`: the delegate
    /// doesn't add stops the car asks for. - Note: Ours.
    package var waypointRequestAnsweredByDefault = false

    // MARK: Panning

    /// Set by our protocol's default `mapTemplate(_:panWith:)`: the delegate left the knob's panning to it.
    package var panWithAnsweredByDefault = false

    /// Whether the map's delegate handles the knob's panning itself (ours, not in CarPlay): the car asks it to pan by
    /// no direction and sees whether our protocol's default implementation answered instead. How the car knows that
    /// an app supports panning, and so needs a way into the panning interface.
    package func delegateHandlesKnobPanning() -> Bool {
        guard let delegate = mapDelegate else { return false }
        panWithAnsweredByDefault = false
        delegate.mapTemplate(self, panWith: [])
        return !panWithAnsweredByDefault
    }

    open func showPanningInterface(animated: Bool) {
        guard !isPanningInterfaceVisible else { return }
        isPanningInterfaceVisible = true
        changed("panning")
        mapDelegate?.mapTemplateDidShowPanningInterface(self)
    }

    open func dismissPanningInterface(animated: Bool) {
        guard isPanningInterfaceVisible else { return }
        mapDelegate?.mapTemplateWillDismissPanningInterface(self)
        isPanningInterfaceVisible = false
        changed("panning")
        mapDelegate?.mapTemplateDidDismissPanningInterface(self)
    }

    // MARK: Navigation alerts

    /// Shows an alert over the map; does nothing while another is shown.
    open func present(navigationAlert: CPNavigationAlert, animated: Bool) {
        guard currentNavigationAlert == nil else { return }
        mapDelegate?.mapTemplate(self, willShow: navigationAlert)
        currentNavigationAlert = navigationAlert
        alertPresentedAnimated = animated
        changed("navigationAlert")
        mapDelegate?.mapTemplate(self, didShow: navigationAlert)
    }

    /// Dismisses the shown alert; the completion gets whether one was dismissed.
    open func dismissNavigationAlert(animated: Bool, completion: @escaping (Bool) -> Void) {
        guard currentNavigationAlert != nil else {
            completion(false)
            return
        }
        finishNavigationAlert(.systemDismissed)
        completion(true)
    }

    /// Dismisses the shown alert; answers whether one was dismissed.
    @discardableResult
    public func dismissNavigationAlert(animated: Bool) async -> Bool {
        var dismissed = false
        dismissNavigationAlert(animated: animated) { dismissed = $0 }
        return dismissed
    }

    /// Ends the current alert with a context, calling the delegate as CarPlay does. - Note: Not in CarPlay.
    package func finishNavigationAlert(_ context: CPNavigationAlert.DismissalContext) {
        guard let alert = currentNavigationAlert else { return }
        mapDelegate?.mapTemplate(self, willDismiss: alert, dismissalContext: context)
        currentNavigationAlert = nil
        changed("navigationAlert")
        mapDelegate?.mapTemplate(self, didDismiss: alert, dismissalContext: context)
    }

    /// - Note: Not in CarPlay.
    package override func bindChildren(to host: any CPSystemHost) {
        super.bindChildren(to: host)
        for child in mapButtons { child.bind(to: host) }
        currentNavigationAlert?.bind(to: host)
        for m in navigationSession?.upcomingManeuvers ?? [] { m.bind(to: host) }
    }
}
