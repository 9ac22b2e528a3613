// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Atlas in the instrument cluster: a minimal heading-up map around the car with the route, zoomed from the car's
/// own controls, with a compass and the road's speed limit unless the car's settings turn them off. When no trip
/// runs, the cluster shows what to do instead.
@MainActor
final class AtlasClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    let navigator: AtlasNavigator
    var controller: CPInstrumentClusterController?
    var mapView: AtlasMapView?
    var observer: Int?
    /// Metres per point, the cluster's zoom.
    private(set) var scale: Double = 3

    init(navigator: AtlasNavigator) {
        self.navigator = navigator
        super.init()
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        controller = instrumentClusterController
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Choose a destination in Atlas", "Atlas"]
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        if let observer { navigator.removeObserver(observer) }
        controller = nil
        mapView = nil
    }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let view = AtlasMapView(graph: navigator.graph, center: navigator.carPosition, style: .cluster)
        view.scale = scale
        view.headingUp = true
        view.anchor = CGPoint(x: 0.5, y: 0.62)
        let controller = UIViewController()
        controller.view = view
        instrumentClusterWindow.rootViewController = controller
        mapView = view
        observer = navigator.observe { [weak self] in self?.refresh() }
        refresh()
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        if let observer { navigator.removeObserver(observer) }
        observer = nil
        mapView = nil
    }

    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        scale = max(scale / 1.5, 0.75)
        refresh()
    }

    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        scale = min(scale * 1.5, 30)
        refresh()
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        refresh()
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        refresh()
    }

    /// The map follows the car; the compass and speed limit show unless the car's settings disable them
    /// (`userPreference` leaves it to Atlas, which shows them).
    func refresh() {
        guard let mapView, let controller else { return }
        mapView.scale = scale
        mapView.car = navigator.carPosition
        mapView.center = navigator.carPosition
        mapView.heading = navigator.heading
        mapView.route = navigator.drive?.remainingCoordinates ?? []
        mapView.showsCompass = controller.compassSetting != .disabled
        mapView.speedLimit = controller.speedLimitSetting != .disabled ? navigator.speedLimit : nil
    }
}
