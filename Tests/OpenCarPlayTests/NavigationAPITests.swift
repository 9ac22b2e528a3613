import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@Suite @MainActor
struct NavigationAPITests {
    final class MapWatcher: NSObject, CPMapTemplateDelegate {
        var log: [String] = []
        func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) { log.append("willShow") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) { log.append("didShow") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
            log.append("willDismiss \(dismissalContext)")
        }
        func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
            log.append("didDismiss \(dismissalContext)")
        }
        func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { log.append("panning") }
        func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { log.append("panning done") }
        func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) { log.append("canceled") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
            log.append("preview \(routeChoice.summaryVariants[0])")
        }
    }

    func alert(duration: TimeInterval, onDetour: @escaping () -> Void = {}) -> CPNavigationAlert {
        CPNavigationAlert(
            titleVariants: ["Traffic ahead"], subtitleVariants: ["Detour saves 5 min"], image: nil,
            primaryAction: CPAlertAction(title: "Detour", style: .default) { _ in onDetour() },
            secondaryAction: CPAlertAction(title: "Ignore", style: .cancel) { _ in }, duration: duration)
    }

    @Test func navigationAlertTimesOut() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        let a = alert(duration: 2)
        #expect(a.duration == CPNavigationAlertMinimumDuration, "raised to the minimum")
        map.present(navigationAlert: a, animated: true)
        map.present(navigationAlert: alert(duration: 0), animated: true)
        #expect(map.currentNavigationAlert === a, "one alert at a time")
        #expect(car.top!.map?.alert?.title == "Traffic ahead")
        await car.advance(by: .seconds(4))
        #expect(map.currentNavigationAlert === a)
        await car.advance(by: .seconds(1))
        #expect(map.currentNavigationAlert == nil)
        #expect(watcher.log == ["willShow", "didShow", "willDismiss timeout", "didDismiss timeout"])
    }

    @Test func navigationAlertActionDismissesAsUser() async throws {
        var detoured = false
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        map.present(navigationAlert: alert(duration: 0) { detoured = true }, animated: true)
        try await car.tap("Detour")
        #expect(detoured)
        #expect(watcher.log.last == "didDismiss userDismissed")
        var dismissed: Bool?
        map.dismissNavigationAlert(animated: true) { dismissed = $0 }
        #expect(dismissed == false)
    }

    @Test func tripPreviewsRouteChoicesAndSession() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        let home = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.2, longitude: 24.9)))
        home.name = "Home"
        let choices = ["Fastest", "Shortest", "Scenic", "Fourth"].map {
            CPRouteChoice(summaryVariants: [$0], additionalInformationVariants: ["info"], selectionSummaryVariants: [$0])
        }
        let trips = (0..<14).map { _ in CPTrip(origin: MKMapItem.forCurrentLocation(), destination: home, routeChoices: choices) }
        map.showTripPreviews(
            trips, textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Start", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
        #expect(car.top!.sections[0].items.count == 12)
        #expect(car.top!.sections[1].items.map(\.text) == ["Fastest", "Shortest", "Scenic"])
        try await car.tap("Scenic")
        #expect(watcher.log.last == "preview Scenic")
        map.hideTripPreviews()
        let session = map.startNavigationSession(for: trips[0])
        session.pauseTrip(for: .rerouting, description: "Finding a better route")
        #expect(car.top!.map?.guidance?.paused?.reason == .rerouting)
        let turn = CPManeuver()
        turn.instructionVariants = ["Turn right onto Solar Circle", "Turn right"]
        turn.maneuverType = .rightTurn
        turn.junctionType = .intersection
        turn.trafficSide = .right
        turn.junctionExitAngle = Measurement(value: 90, unit: .degrees)
        let lanes = twoLanes(turning: 90)
        turn.linkedLaneGuidance = lanes
        #expect(lanes.lanes.map(\.status) == [.notGood, .preferred])
        session.resumeTrip(
            updatedRouteInformation: CPRouteInformation(
                maneuvers: [turn], laneGuidances: [lanes], currentManeuvers: [turn], currentLaneGuidance: lanes,
                tripTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 3, unit: .kilometers), timeRemaining: 400),
                maneuverTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 200, unit: .meters), timeRemaining: 30)))
        session.maneuverState = .prepare
        session.currentRoadNameVariants = ["Mannerheimintie"]
        #expect(car.top!.map?.guidance != nil && car.top!.map?.guidance?.paused == nil)
        #expect(car.top!.map?.guidance?.maneuvers.first?.instructionVariants.first == "Turn right onto Solar Circle")
        #expect(car.top!.map?.guidance?.maneuvers.first?.type == "CPManeuverTypeRightTurn")
        #expect(car.top!.map?.guidance?.road == "Mannerheimintie")
        await car.cancelNavigationBySystem()
        #expect(watcher.log.last == "canceled")
        #expect(map.navigationSession == nil)
        session.finishTrip()
    }

    @Test func panningInterfaceCallsTheDelegate() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (_, _) = try await car([.navigation]) { map }
        map.showPanningInterface(animated: true)
        map.showPanningInterface(animated: true)
        map.dismissPanningInterface(animated: true)
        #expect(watcher.log == ["panning", "panning done"])
    }

    @Test func maneuverTypeNames() {
        #expect(NSStringFromCPManeuverType(.enter_Ferry) == "CPManeuverTypeEnterFerry")
        #expect(NSStringFromCPManeuverType(.changeHighwayRight) == "CPManeuverTypeChangeHighwayRight")
        #expect(CPManeuverType.allCases.count == 54)
        #expect(CPManeuverType.changeHighwayRight.rawValue == 53)
        #expect(NSStringFromCPLaneStatus(.good) == "CPLaneStatusGood")
        #expect(NSStringFromCPJunctionType(.roundabout) == "CPJunctionTypeRoundabout")
        #expect(NSStringFromCPTrafficSide(.left) == "CPTrafficSideLeft")
    }
}

/// A navigation app with CarPlay Dashboard and instrument cluster scenes.
final class NavMain: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

final class NavDashboard: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    nonisolated(unsafe) static var tapped: [String] = []
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        dashboardController.shortcutButtons = ["Home", "Work", "Gym"].map { name in
            CPDashboardButton(titleVariants: [name], subtitleVariants: ["12 min"], image: UIImage(systemName: "house")!) { _ in NavDashboard.tapped.append(name)
            }
        }
    }
}

final class NavCluster: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    nonisolated(unsafe) static var log: [String] = []
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
        NavCluster.log.append("connect")
    }
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) { NavCluster.log.append("window") }
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) { NavCluster.log.append("window gone") }
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) { NavCluster.log.append("zoom in") }
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        NavCluster.log.append("compass \(compassSetting.rawValue)")
    }
}

@Suite @MainActor
struct DashboardAndClusterTests {
    @Test func dashboardAndClusterConnectWithTheApp() async throws {
        NavDashboard.tapped = []
        NavCluster.log = []
        let app = try AppDeclaration.inMemory(
            name: "Nav", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(NavMain.self) { NavMain() },
            dashboardDelegate: SceneDelegateFactory(NavDashboard.self) { NavDashboard() },
            instrumentClusterDelegate: SceneDelegateFactory(NavCluster.self) { NavCluster() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.session.dashboardButtons.map(\.text) == ["Home", "Work"], "two shortcut buttons are shown")
        try car.session.tapDashboardButton(1)
        #expect(NavDashboard.tapped == ["Work"])
        try car.session.zoomInstrumentCluster(in: true)
        try car.session.setInstrumentCluster(compass: .enabled)
        #expect(car.session.instrumentClusterController?.compassSetting == .enabled)
        await car.disconnect()
        #expect(NavCluster.log == ["connect", "window", "zoom in", "compass 1", "window gone"])
        #expect(car.events.contains(.lifecycle(.dashboardDidDisconnect)))
    }
}

/// Lane guidance of two lanes: one straight on, and one straight on or `degrees` to the side, that turn highlighted
/// and the lane preferred.
@MainActor
func twoLanes(turning degrees: Double) -> CPLaneGuidance {
    let guidance = CPLaneGuidance()
    guidance.lanes = [
        CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
        CPLane(
            angles: [Measurement(value: 0, unit: .degrees), Measurement(value: degrees, unit: .degrees)],
            highlightedAngle: Measurement(value: degrees, unit: .degrees), isPreferred: true)
    ]
    return guidance
}
