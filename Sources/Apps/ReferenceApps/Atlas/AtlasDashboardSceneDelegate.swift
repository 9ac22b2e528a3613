// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Atlas on CarPlay Dashboard: a small map that follows the car, and two shortcut buttons (the nearest café and car
/// park) that start guidance there. While guiding, the car shows its guidance card instead of the buttons.
@MainActor
final class AtlasDashboardSceneDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    let navigator: AtlasNavigator
    var mapView: AtlasMapView?
    var observer: Int?

    init(navigator: AtlasNavigator) {
        self.navigator = navigator
        super.init()
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        let view = AtlasMapView(graph: navigator.graph, center: navigator.carPosition, style: .dashboard)
        view.scale = 6
        let controller = UIViewController()
        controller.view = view
        window.rootViewController = controller
        mapView = view
        dashboardController.shortcutButtons = navigator.favourites.map { place in
            CPDashboardButton(
                titleVariants: [place.name], subtitleVariants: [place.category == "Food" ? "Café" : "Parking"],
                image: UIImage(systemName: place.category == "Food" ? "cup.and.saucer.fill" : "parkingsign.circle.fill")!
            ) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.navigator.requestTrip(to: place) }
            }
        }
        observer = navigator.observe { [weak self] in self?.refresh() }
        refresh()
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        if let observer { navigator.removeObserver(observer) }
        mapView = nil
    }

    func refresh() {
        guard let mapView else { return }
        mapView.car = navigator.carPosition
        mapView.center = navigator.carPosition
        mapView.heading = navigator.heading
        mapView.headingUp = navigator.drive != nil
        mapView.route = navigator.drive?.remainingCoordinates ?? []
    }
}
