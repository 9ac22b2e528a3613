// SPDX-License-Identifier: Apache-2.0
// Detour: a small navigation app written the way iOS developers write CarPlay code. It lists coffee, parking and museums
// near the car (Core Location and a MapKit local search), previews the trip to the one picked, and guides the car
// there, with chimes as it sets off, nears and reaches it. Timing is iOS's own: a Combine throttle on the fixes, a
// repeating Timer for the travel estimates, Task.sleep before the finished trip clears.
//
// Why navigation and not audio: CarPlay gives the instrument cluster only to navigation apps (the Info.plist's
// CPSupportsInstrumentClusterNavigationScene, with the com.apple.developer.carplay-maps entitlement), so an app with a
// cluster scene is a navigation app, and its sound is guidance prompts in a voice-prompt session that lowers the car's
// audio, not a now-playing screen (navigation apps get no CPNowPlayingTemplate).

import CarPlayShim
import Foundation

/// Detour on the car's screens. The Info.plist names this one class for the car screen's scene and the instrument
/// cluster's; iOS makes an instance for each scene, and both read the same ``DetourDrive``.
public final class DetourSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
    CPTemplateApplicationInstrumentClusterSceneDelegate, CPMapTemplateDelegate, CPInstrumentClusterControllerDelegate
{
    public let drive: DetourDrive
    /// The car screen's controller, when this instance serves the car screen.
    public private(set) var interfaceController: CPInterfaceController?
    /// The cluster's controller, when this instance serves the instrument cluster.
    public private(set) var instrumentClusterController: CPInstrumentClusterController?
    /// The style the car last suggested for this instance's scene.
    public private(set) var contentStyle: UIUserInterfaceStyle = .unspecified
    /// What the cluster window shows beside the car's guidance (the destination and how far it is).
    public private(set) var clusterLabel: UILabel?

    private var map: CPMapTemplate?
    private var nearbyList: CPListTemplate?
    private var navigationSession: CPNavigationSession?
    private var maneuver: CPManeuver?
    private var estimatesTimer: Timer?
    private var carObservers = Set<AnyCancellable>()
    private var clusterObservers = Set<AnyCancellable>()
    private var clusterWindow: UIWindow?
    private weak var carWindow: CPWindow?
    private let distanceFormatter: MKDistanceFormatter = {
        let formatter = MKDistanceFormatter()
        formatter.units = .metric
        formatter.unitStyle = .abbreviated
        return formatter
    }()

    public init(drive: DetourDrive = .shared) {
        self.drive = drive
        super.init()
    }

    // MARK: The car screen

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        contentStyle = templateApplicationScene.contentStyle
        // The app draws its map in the window, under the map template's buttons and cards.
        let mapView = UIViewController()
        mapView.view.backgroundColor = mapColor
        window.rootViewController = mapView
        carWindow = window

        let map = CPMapTemplate()
        map.mapDelegate = self
        map.tripEstimateStyle = contentStyle == .dark ? .dark : .light
        map.trailingNavigationBarButtons = [CPBarButton(title: "Nearby") { [weak self] _ in self?.showNearby() }]
        self.map = map
        interfaceController.setRootTemplate(map, animated: false, completion: nil)

        drive.$nearby.sink { [weak self] nearby in self?.nearbyList?.updateSections(self?.sections(nearby) ?? []) }
            .store(in: &carObservers)
        drive.$authorization.sink { [weak self] status in self?.nearbyList?.emptyViewTitleVariants = [Self.emptyTitle(status)] }
            .store(in: &carObservers)
        drive.$phase.removeDuplicates().sink { [weak self] phase in self?.tripMoved(to: phase) }
            .store(in: &carObservers)
        drive.start()
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        estimatesTimer?.invalidate()
        estimatesTimer = nil
        carObservers.removeAll()
        navigationSession = nil
        maneuver = nil
        map = nil
        nearbyList = nil
        self.interfaceController = nil
        drive.stop()
    }

    private static func emptyTitle(_ status: CLAuthorizationStatus) -> String {
        switch status {
        case .denied, .restricted: "Allow Detour to use your location in Settings"
        default: "Looking around…"
        }
    }

    private func showNearby() {
        let list = CPListTemplate(title: "Nearby", sections: sections(drive.nearby))
        list.emptyViewTitleVariants = [Self.emptyTitle(drive.authorization)]
        nearbyList = list
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    /// The places as list sections, no more rows than the car shows now (fewer while driving).
    private func sections(_ nearby: [NearbyPlaces]) -> [CPListSection] {
        var room = CPListTemplate.maximumItemCount
        return nearby.compactMap { group in
            let places = group.places.prefix(room)
            room -= places.count
            guard !places.isEmpty else { return nil }
            let items = places.map { place in
                let item = CPListItem(text: place.name, detailText: drive.distance(to: place).map(distanceFormatter.string(fromDistance:)))
                item.handler = { [weak self] _, completion in
                    self?.preview(place)
                    completion()
                }
                return item
            }
            return CPListSection(items: items, header: group.title, sectionIndexTitle: nil)
        }
    }

    /// Back on the map, the trip to `place` waits for the driver's Go.
    private func preview(_ place: MKMapItem) {
        let away = drive.distance(to: place).map(distanceFormatter.string(fromDistance:)) ?? ""
        let route = CPRouteChoice(
            summaryVariants: ["Straight there, \(away)", away], additionalInformationVariants: [place.name ?? ""],
            selectionSummaryVariants: [away])
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: place, routeChoices: [route])
        trip.destinationNameVariants = [place.name ?? "Destination"]
        interfaceController?.popToRootTemplate(animated: true, completion: nil)
        map?.showTripPreviews(
            [trip], textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
    }

    public func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        mapTemplate.hideTripPreviews()
        navigationSession = mapTemplate.startNavigationSession(for: trip)
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "End") { [weak self] _ in self?.endTrip() }]
        drive.navigate(to: trip.destination)
        refreshEstimates()
        // The travel estimates follow the car every five seconds, as a navigation app's refresh does.
        estimatesTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.refreshEstimates() }
        }
    }

    /// The trip moved on: a new maneuver card for each stage, and the finished trip clears a moment after arrival.
    private func tripMoved(to phase: TripPhase) {
        guard let session = navigationSession, let destination = drive.destination else { return }
        let name = destination.name ?? "your destination"
        let maneuver = CPManeuver()
        switch phase {
        case .idle:
            return
        case .underway:
            maneuver.instructionVariants = ["Head to \(name)"]
            maneuver.maneuverType = .startRoute
        case .approaching:
            maneuver.instructionVariants = ["\(name) is ahead"]
            maneuver.maneuverType = .straightAhead
        case .arrived:
            maneuver.instructionVariants = ["You have arrived at \(name)"]
            maneuver.maneuverType = .arriveAtDestination
        }
        maneuver.initialTravelEstimates = estimates()
        self.maneuver = maneuver
        session.upcomingManeuvers = [maneuver]
        if phase == .arrived {
            Task { [weak self] in
                try? await Task.sleep(for: .seconds(5))
                guard let self, self.navigationSession === session else { return }
                session.finishTrip()
                self.tripEnded()
            }
        }
    }

    private func endTrip() {
        navigationSession?.cancelTrip()
        tripEnded()
    }

    private func tripEnded() {
        estimatesTimer?.invalidate()
        estimatesTimer = nil
        navigationSession = nil
        maneuver = nil
        map?.trailingNavigationBarButtons = [CPBarButton(title: "Nearby") { [weak self] _ in self?.showNearby() }]
        drive.endTrip()
    }

    private func estimates() -> CPTravelEstimates {
        let metres = drive.distanceRemaining ?? 0
        // Town driving: the car's own speed when it has one, else 30 km/h.
        let speed = max(drive.location?.speed ?? 0, 0) > 1 ? drive.location!.speed : 30 / 3.6
        return CPTravelEstimates(distanceRemaining: Measurement(value: metres.rounded(), unit: .meters), timeRemaining: (metres / speed).rounded())
    }

    private func refreshEstimates() {
        guard let session = navigationSession, let maneuver else { return }
        let estimates = estimates()
        session.updateEstimates(estimates, for: maneuver)
        map?.updateEstimates(estimates, for: session.trip)
    }

    // MARK: The instrument cluster

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        self.instrumentClusterController = instrumentClusterController
        contentStyle = templateApplicationInstrumentClusterScene.contentStyle
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Pick a place on the car screen", "Detour"]
    }

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        clusterObservers.removeAll()
        self.instrumentClusterController = nil
    }

    public func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let label = UILabel(frame: instrumentClusterWindow.bounds.insetBy(dx: 12, dy: 12))
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.numberOfLines = 2
        let screen = UIViewController()
        screen.view.addSubview(label)
        instrumentClusterWindow.rootViewController = screen
        clusterWindow = instrumentClusterWindow
        clusterLabel = label
        applyClusterStyle()
        drive.$destination.combineLatest(drive.$distanceRemaining)
            .sink { [weak self] destination, distance in self?.showInCluster(destination, distance) }
            .store(in: &clusterObservers)
    }

    public func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        clusterObservers.removeAll()
        clusterWindow = nil
        clusterLabel = nil
    }

    private func showInCluster(_ destination: MKMapItem?, _ distance: CLLocationDistance?) {
        guard let destination else {
            clusterLabel?.text = nil
            return
        }
        clusterLabel?.text = [destination.name, distance.map(distanceFormatter.string(fromDistance:))].compactMap { $0 }.joined(separator: "\n")
    }

    private func applyClusterStyle() {
        clusterLabel?.textColor = contentStyle == .light ? .black : .white
        clusterWindow?.rootViewController?.view.backgroundColor = contentStyle == .light ? .white : .black
    }

    // MARK: Both scenes

    /// One method answers both protocols: each instance restyles the scene it serves.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        self.contentStyle = contentStyle
        map?.tripEstimateStyle = contentStyle == .dark ? .dark : .light
        carWindow?.rootViewController?.view.backgroundColor = mapColor
        applyClusterStyle()
    }

    private var mapColor: UIColor { contentStyle == .dark ? UIColor(white: 0.15, alpha: 1) : UIColor(white: 0.93, alpha: 1) }
}
