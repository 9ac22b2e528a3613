// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Route on the car screen: today's stops on a point of interest template; a stop offers Navigate (opens the
/// navigation app) and Mark Complete (updates the phone's itinerary); Completed lists the finished stops. The
/// stack never goes deeper than 2 (the driving task limit). Refreshes respect the guide's limits: points of
/// interest at most once every 60 s, list items at most once every 10 s, coalesced so the latest state shows.
public final class RouteCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    let store: RouteStore
    var interfaceController: CPInterfaceController?
    weak var scene: CPTemplateApplicationScene?
    private(set) var poiTemplate: CPPointOfInterestTemplate?
    private(set) var completedTemplate: CPListTemplate?
    private var observer: NSObjectProtocol?
    private var poiLimiter: RefreshLimiter!
    private var listLimiter: RefreshLimiter!
    private(set) var poiRefreshes = 0

    public init<C: Clock>(store: RouteStore, clock: C) where C.Duration == Duration {
        self.store = store
        super.init()
        poiLimiter = RefreshLimiter(interval: .seconds(60), clock: clock) { [weak self] in self?.refreshPointsOfInterest() }
        listLimiter = RefreshLimiter(interval: .seconds(10), clock: clock) { [weak self] in self?.refreshCompleted() }
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        scene = templateApplicationScene
        let template = CPPointOfInterestTemplate(title: "Today's Stops", pointsOfInterest: pointsOfInterest(), selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = self
        template.trailingNavigationBarButtons = [CPBarButton(title: "Completed") { [weak self] _ in self?.showCompleted() }]
        poiTemplate = template
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
        // Changes from the phone (or this car) arrive as notifications.
        observer = NotificationCenter.default.addObserver(forName: RouteStore.didChange, object: store, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.poiLimiter.request()
                self?.listLimiter.request()
            }
        }
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        poiLimiter.cancel()
        listLimiter.cancel()
        self.interfaceController = nil
    }

    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}

    func pointsOfInterest() -> [CPPointOfInterest] {
        store.stops.filter { !$0.isComplete }.prefix(12).map { stop in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)))
            item.name = stop.customer
            let poi = CPPointOfInterest(
                location: item, title: stop.customer, subtitle: stop.address, summary: "Stop \(stop.id)",
                detailTitle: stop.customer, detailSubtitle: stop.address, detailSummary: "Stop \(stop.id) of \(store.stops.count)",
                pinImage: UIImage(systemName: "mappin"))
            poi.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm) { [weak self] _ in
                let url = URL(string: "maps://?daddr=\(stop.latitude),\(stop.longitude)")!
                self?.scene?.open(url, options: nil, completionHandler: nil)
            }
            poi.secondaryButton = CPTextButton(title: "Mark Complete", textStyle: .normal) { [weak self] _ in
                self?.store.markComplete(stop.id, sender: "carplay")
            }
            return poi
        }
    }

    func refreshPointsOfInterest() {
        poiRefreshes += 1
        poiTemplate?.setPointsOfInterest(pointsOfInterest(), selectedIndex: NSNotFound)
    }

    func completedItems() -> [CPListItem] {
        store.stops.filter(\.isComplete).map { CPListItem(text: $0.customer, detailText: $0.address, image: UIImage(systemName: "checkmark.circle")) }
    }

    func showCompleted() {
        let list = CPListTemplate(title: "Completed", sections: [CPListSection(items: completedItems())])
        list.emptyViewTitleVariants = ["No stops completed yet"]
        completedTemplate = list
        interfaceController?.pushTemplate(list, animated: true) { _, _ in }
    }

    func refreshCompleted() {
        completedTemplate?.updateSections([CPListSection(items: completedItems())])
    }
}
