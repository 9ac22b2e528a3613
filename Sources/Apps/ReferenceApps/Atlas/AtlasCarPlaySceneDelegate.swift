// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Atlas in the car: the map (its own base view, drawn from the road data, north or heading up), Destinations by
/// category, Search, trip previews with up to three route choices, turn-by-turn guidance with rerouting and traffic
/// alerts, and metadata for the car's cluster and HUD.
@MainActor
final class AtlasCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate, CPSearchTemplateDelegate {
    let navigator: AtlasNavigator
    var interfaceController: CPInterfaceController?
    var map: CPMapTemplate?
    var mapView: AtlasMapView?
    var session: CPNavigationSession?
    var previews: [(trip: CPTrip, routes: [Route], place: AtlasNavigator.Place)] = []
    weak var scene: CPTemplateApplicationScene?
    var observer: Int?
    /// What the driver last typed into search.
    var lastSearch = ""
    /// Whether the map turns with the car while guiding (the compass map button switches).
    var headingUp = true
    /// What the navigation bar offers now: destinations and search, End while guiding, Done while panning.
    enum BarMode { case browsing, guiding, panning }
    var barMode: BarMode?

    init(navigator: AtlasNavigator) {
        self.navigator = navigator
        super.init()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        scene = templateApplicationScene
        let view = AtlasMapView(graph: navigator.graph, center: navigator.carPosition)
        view.isDark = templateApplicationScene.contentStyle == .dark
        view.car = navigator.carPosition
        let controller = UIViewController()
        controller.view = view
        window.rootViewController = controller
        mapView = view
        observer = navigator.observe { [weak self] in self?.refreshMap() }
        navigator.tripRequest = { [weak self] place in self?.startTrip(to: place) }

        let map = CPMapTemplate()
        map.mapDelegate = self
        map.mapButtons = mapButtons()
        self.map = map
        updateBarButtons()
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        navigator.stop()
        if let observer { navigator.removeObserver(observer) }
        navigator.tripRequest = nil
        self.interfaceController = nil
        map = nil
        session = nil
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        mapView?.isDark = contentStyle == .dark
    }

    func mapButtons() -> [CPMapButton] {
        let zoomIn = CPMapButton { [weak self] _ in self?.mapView.map { $0.scale = max($0.scale / 1.5, 0.5) } }
        zoomIn.image = UIImage(systemName: "plus.magnifyingglass")
        let zoomOut = CPMapButton { [weak self] _ in self?.mapView.map { $0.scale = min($0.scale * 1.5, 40) } }
        zoomOut.image = UIImage(systemName: "minus.magnifyingglass")
        let pan = CPMapButton { [weak self] _ in self?.map?.showPanningInterface(animated: true) }
        pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
        let orientation = CPMapButton { [weak self] _ in
            guard let self else { return }
            self.headingUp.toggle()
            self.map?.mapButtons = self.mapButtons()
            self.refreshMap()
        }
        orientation.image = UIImage(systemName: headingUp ? "location.north.line" : "location.north.line.fill")
        return [zoomIn, zoomOut, pan, orientation]
    }

    /// The navigation bar for what the driver is doing: browsing (Destinations, Search), guiding (End: the guide
    /// suggests offering a way to end guidance), or panning (Done leaves panning mode).
    func updateBarButtons() {
        guard let map else { return }
        let mode: BarMode = map.isPanningInterfaceVisible ? .panning : navigator.drive != nil ? .guiding : .browsing
        guard mode != barMode else { return }
        if barMode == .guiding && mode == .browsing { mapView?.route = [] }  // Arrived or ended: the route goes.
        barMode = mode
        switch mode {
        case .browsing:
            map.leadingNavigationBarButtons = [CPBarButton(title: "Destinations") { [weak self] _ in self?.showDestinations() }]
            map.trailingNavigationBarButtons = [CPBarButton(image: UIImage(systemName: "magnifyingglass")!) { [weak self] _ in self?.showSearch() }]
        case .guiding:
            map.leadingNavigationBarButtons = [CPBarButton(title: "End") { [weak self] _ in self?.endTrip() }]
            map.trailingNavigationBarButtons = []
        case .panning:
            map.leadingNavigationBarButtons = []
            map.trailingNavigationBarButtons = [CPBarButton(title: "Done") { [weak self] _ in self?.map?.dismissPanningInterface(animated: true) }]
        }
    }

    /// The driver ends guidance before arriving.
    func endTrip() {
        navigator.stop()
        session?.cancelTrip()
        session = nil
        mapView?.route = []
        updateBarButtons()
    }

    /// Follows the car while guiding (heading up if chosen), and shows the route.
    func refreshMap() {
        updateBarButtons()
        guard let mapView else { return }
        mapView.car = navigator.carPosition
        mapView.heading = navigator.heading
        mapView.route = navigator.drive?.remainingCoordinates ?? mapView.route
        let guiding = navigator.drive != nil
        let following = guiding && map?.isPanningInterfaceVisible != true
        mapView.headingUp = following && headingUp
        mapView.anchor = following ? CGPoint(x: 0.62, y: 0.72) : CGPoint(x: 0.5, y: 0.5)
        if following { mapView.center = navigator.carPosition }
    }

    // MARK: Destinations and search

    func showDestinations() {
        let categories = Dictionary(grouping: navigator.places, by: \.category)
        let items = categories.keys.sorted().map { category -> CPListItem in
            let item = CPListItem(text: category, detailText: "\(categories[category]!.count) places")
            item.accessoryType = .disclosureIndicator
            item.handler = { [weak self] _, completion in
                MainActor.assumeIsolated { self?.showPlaces(Array(categories[category]!.prefix(12)), title: category) }
                completion()
            }
            return item
        }
        interfaceController?.pushTemplate(CPListTemplate(title: "Destinations", sections: [CPListSection(items: items)]), animated: true, completion: nil)
    }

    func showPlaces(_ places: [AtlasNavigator.Place], title: String) {
        let items = places.map { place -> CPListItem in
            let item = CPListItem(text: place.name, detailText: String(format: "%.1f km", navigator.distance(place.coordinate) / 1000))
            item.handler = { [weak self] _, completion in
                MainActor.assumeIsolated { self?.preview(place) }
                completion()
            }
            return item
        }
        interfaceController?.pushTemplate(CPListTemplate(title: title, sections: [CPListSection(items: items)]), animated: true, completion: nil)
    }

    func showSearch() {
        let search = CPSearchTemplate()
        search.delegate = self
        interfaceController?.pushTemplate(search, animated: true, completion: nil)
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
        lastSearch = searchText
        completionHandler(
            navigator.search(searchText).map { place in
                let item = CPListItem(text: place.name, detailText: place.category)
                item.userInfo = place.name
                return item
            })
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        if let name = item.userInfo as? String, let place = navigator.places.first(where: { $0.name == name }) { preview(place) }
        completionHandler()
    }

    /// The keyboard's search button: every place that matches, as trip previews to choose from (the guide's
    /// disambiguation; 12 at most, nearest first).
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {
        preview(navigator.search(lastSearch))
    }

    // MARK: Trip previews and guidance

    func preview(_ place: AtlasNavigator.Place) { preview([place]) }

    /// Trip previews for places, each with up to three route choices; the map shows the first trip's fastest route.
    func preview(_ places: [AtlasNavigator.Place]) {
        guard let map else { return }
        previews = places.prefix(12).compactMap { place in
            guard let routes = try? navigator.routes(to: place), !routes.isEmpty else { return nil }
            return (trip(to: place, routes: routes), routes, place)
        }
        guard let first = previews.first else { return }
        backToMap()
        mapView?.route = first.routes[0].coordinates
        map.showTripPreviews(
            previews.map(\.trip),
            textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: "Routes", overviewButtonTitle: "Overview"))
    }

    func trip(to place: AtlasNavigator.Place, routes: [Route]) -> CPTrip {
        let choices = routes.enumerated().map { i, r -> CPRouteChoice in
            let minutes = Int((r.duration / 60).rounded(.up))
            let via = navigator.router.maneuvers(for: r).compactMap(\.roadName).first ?? place.name
            let choice = CPRouteChoice(
                summaryVariants: ["\(minutes) min via \(via)", "\(minutes) min"],
                additionalInformationVariants: [i == 0 ? "Fastest" : String(format: "%.1f km", r.distance / 1000)],
                selectionSummaryVariants: ["\(minutes) min"])
            choice.userInfo = i
            return choice
        }
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)))
        destination.name = place.name
        return CPTrip(origin: MKMapItem.forCurrentLocation(), destination: destination, routeChoices: choices)
    }

    /// Back to the map. (Popping with nothing to pop and no completion block raises an exception in CarPlay.)
    func backToMap() {
        guard let interfaceController, interfaceController.templates.count > 1 else { return }
        interfaceController.popToRootTemplate(animated: true) { _, _ in }
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        guard let p = previews.first(where: { $0.trip === trip }), let i = routeChoice.userInfo as? Int, p.routes.indices.contains(i) else { return }
        mapView?.route = p.routes[i].coordinates
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        guard let p = previews.first(where: { $0.trip === trip }) else { return }
        let route = p.routes[(routeChoice.userInfo as? Int) ?? 0]
        mapTemplate.hideTripPreviews()
        let session = mapTemplate.startNavigationSession(for: trip)
        self.session = session
        mapView?.route = route.coordinates
        navigator.start(route, to: p.place, session: session, map: mapTemplate, trip: trip)
    }

    /// Starts guidance at once on the fastest route (a dashboard shortcut asked for it).
    func startTrip(to place: AtlasNavigator.Place) {
        guard let map, let route = try? navigator.hierarchy.route(from: navigator.carPosition, to: place.coordinate) else { return }
        backToMap()
        map.hideTripPreviews()
        if map.navigationSession != nil {
            navigator.stop()
            session?.cancelTrip()
        }
        let trip = trip(to: place, routes: [route])
        let session = map.startNavigationSession(for: trip)
        self.session = session
        mapView?.route = route.coordinates
        navigator.start(route, to: place, session: session, map: map, trip: trip)
    }

    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        // The car's own navigation started: stop guiding at once.
        navigator.stop()
        session = nil
        mapView?.route = []
        updateBarButtons()
    }

    /// In panning mode the car adds its own button to leave it: the pan button goes, zoom stays.
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapTemplate.mapButtons = Array(mapButtons().prefix(2))
        refreshMap()
    }

    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapTemplate.mapButtons = mapButtons()
    }

    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        refreshMap()
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        let step = 60.0
        var dx = 0.0
        var dy = 0.0
        if direction.contains(.left) { dx += step }
        if direction.contains(.right) { dx -= step }
        if direction.contains(.up) { dy += step }
        if direction.contains(.down) { dy -= step }
        mapView?.pan(dx: dx, dy: dy)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {
        mapView?.pan(dx: Double(translation.x), dy: Double(translation.y))
    }

    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { true }

    /// The lane diagram is a symbol-only second maneuver; every other maneuver is shown the car's way.
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        maneuver.userInfo as? String == "lanes" ? .symbolOnly : []
    }
}
