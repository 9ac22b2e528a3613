import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

final class DashNavMain: UIResponder, CPTemplateApplicationSceneDelegate {
    var map: CPMapTemplate?
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        window.rootViewController = RoadMapViewController()
        let map = CPMapTemplate()
        self.map = map
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }
}

final class DashNavDashboard: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        window.rootViewController = RoadMapViewController()
        dashboardController.shortcutButtons = [
            CPDashboardButton(titleVariants: ["Home"], subtitleVariants: ["18 min"], image: UIImage(systemName: "house.fill")!),
            CPDashboardButton(titleVariants: ["Work"], subtitleVariants: ["25 min"], image: UIImage(systemName: "briefcase.fill")!)
        ]
    }
}

final class DashNavCluster: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Start a route on the car screen"]
    }
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        instrumentClusterWindow.rootViewController = RoadMapViewController()
    }
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {}
}

@Suite @MainActor
struct DashboardClusterRenderingTests {
    func connect(style: UIUserInterfaceStyle = .dark) async throws -> CarPlayTestSession {
        let app = try AppDeclaration.inMemory(
            name: "Nav", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(DashNavMain.self) { DashNavMain() },
            dashboardDelegate: SceneDelegateFactory(DashNavDashboard.self) { DashNavDashboard() },
            instrumentClusterDelegate: SceneDelegateFactory(DashNavCluster.self) { DashNavCluster() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        await car.setStyle(style)
        return car
    }

    func navigate(_ car: CarPlayTestSession) {
        let map = (car.session.sceneDelegate as! DashNavMain).map!
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: Gallery.place("Airport"), routeChoices: [])
        let session = map.startNavigationSession(for: trip)
        let m = CPManeuver()
        m.instructionVariants = ["Turn left onto Mannerheimintie"]
        m.dashboardInstructionVariants = ["Left onto Mannerheimintie"]
        m.maneuverType = .leftTurn
        session.upcomingManeuvers = [m]
        session.currentRoadNameVariants = ["Runeberginkatu"]
    }

    @Test func dashboardShowsShortcutsThenGuidance() async throws {
        let car = try await connect()
        let idle = try #require(car.session.dashboardSnapshot())
        #expect(idle.buttons.map(\.text) == ["Home", "Work"])
        assertSnapshot(of: CarRenderer.layoutDashboard(idle), as: .svg, named: "dashboard-idle")
        let list = CarRenderer.layoutDashboard(idle)
        let work = try #require(list.targets.first { $0.label == "Work" })
        #expect(list.hitTest(x: work.frame.midX, y: work.frame.midY)?.elementID == "dashboard.1")
        navigate(car)
        let guiding = try #require(car.session.dashboardSnapshot())
        #expect(guiding.buttons.isEmpty)
        #expect(guiding.guidance?.instruction == "Left onto Mannerheimintie")
        assertSnapshot(of: CarRenderer.layoutDashboard(guiding), as: .svg, named: "dashboard-guidance")
    }

    @Test(arguments: ClusterScreen.all)
    func clusterOnEveryDisplay(display: ClusterScreen) async throws {
        let car = try await connect()
        let idle = try #require(car.session.clusterSnapshot(on: display))
        #expect(idle.inactiveDescription == "Start a route on the car screen")
        #expect(idle.baseView.first?.path.hasPrefix("M0 0 L\(SVGWriter_num(display.widthPoints)) 0") == true, "the map fills the cluster")
        try car.session.setInstrumentCluster(compass: .enabled, speedLimit: .enabled)
        navigate(car)
        let guiding = try #require(car.session.clusterSnapshot(on: display))
        let list = CarRenderer.layoutCluster(guiding)
        #expect(list.width * list.scale == Double(display.widthPixels))
        assertSnapshot(of: list, as: .svg, named: display.name)
    }
}

func SVGWriter_num(_ v: Double) -> String {
    var s = String(format: "%.2f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
