// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Bites on the car screen: Nearby restaurants on a map, Recents and Favorites (12 each at most); an order's
/// summary on an information template with its pick-up time; Place Order. Depth stays within 2 (the quick food
/// ordering limit): the tab bar and one template over it.
public final class OrderingCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    let store: OrderingStore
    var interfaceController: CPInterfaceController?
    static let statusCategory = "order-status"

    public init(store: OrderingStore = .shared) {
        self.store = store
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        UNUserNotificationCenter.current().setNotificationCategories([
            UNNotificationCategory(
                identifier: Self.statusCategory, actions: [],
                intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        let nearby = CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: store.restaurants.prefix(12).map(restaurantPoint), selectedIndex: NSNotFound)
        nearby.pointOfInterestDelegate = self
        nearby.tabTitle = "Nearby"
        nearby.tabImage = UIImage(systemName: "mappin.and.ellipse")
        let recents = CPListTemplate(title: "Recents", sections: [CPListSection(items: store.recents.prefix(12).map(orderItem))])
        recents.tabTitle = "Recents"
        recents.tabImage = UIImage(systemName: "clock")
        let favorites = CPListTemplate(title: "Favorites", sections: [CPListSection(items: store.favorites.prefix(12).map(orderItem))])
        favorites.tabTitle = "Favorites"
        favorites.tabImage = UIImage(systemName: "star")
        favorites.emptyViewTitleVariants = ["No favorites yet"]
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [nearby, recents, favorites]), animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
    }

    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}

    func restaurantPoint(_ r: Restaurant) -> CPPointOfInterest {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: r.latitude, longitude: r.longitude)))
        item.name = r.name
        let poi = CPPointOfInterest(
            location: item, title: r.name, subtitle: "Ready in \(r.prepMinutes) min", summary: nil,
            detailTitle: r.name, detailSubtitle: "Ready in \(r.prepMinutes) min", detailSummary: "Order ahead, pick up at the counter",
            pinImage: UIImage(systemName: "takeoutbag.and.cup.and.straw.fill"))
        if let favorite = store.favorites.first(where: { $0.restaurantID == r.id }) ?? store.recents.first(where: { $0.restaurantID == r.id }) {
            poi.primaryButton = CPTextButton(title: "Order \(favorite.items.first ?? "Again")", textStyle: .confirm) { [weak self] _ in
                self?.showSummary(favorite)
            }
        }
        return poi
    }

    func orderItem(_ order: SavedOrder) -> CPListItem {
        let name = store.restaurant(order.restaurantID)?.name ?? order.restaurantID
        let item = CPListItem(text: order.items.joined(separator: ", "), detailText: "\(name) · " + String(format: "€%.2f", order.total))
        item.handler = { [weak self] _, completion in
            self?.showSummary(order)
            completion()
        }
        return item
    }

    /// The order summary (depth 2). Placing the order updates it in place.
    func showSummary(_ order: SavedOrder) {
        guard let restaurant = store.restaurant(order.restaurantID) else { return }
        let summary = CPInformationTemplate(
            title: "Your Order", layout: .twoColumn,
            items: [
                CPInformationItem(title: "From", detail: restaurant.name),
                CPInformationItem(title: "Items", detail: order.items.joined(separator: ", ")),
                CPInformationItem(title: "Total", detail: String(format: "€%.2f", order.total)),
                CPInformationItem(title: "Pick-up", detail: "Ready in about \(restaurant.prepMinutes) min")
            ], actions: [])
        summary.actions = [
            CPTextButton(title: "Place Order", textStyle: .confirm) { [weak self, weak summary] _ in
                guard let self, let summary else { return }
                let minutes = self.store.place(order)
                summary.title = "Order Placed"
                summary.items = [
                    CPInformationItem(title: "From", detail: restaurant.name),
                    CPInformationItem(title: "Pick-up", detail: "Ready in \(minutes) min")
                ]
                summary.actions = [
                    CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                        self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                    }
                ]
                self.notifyStatus(restaurant, minutes: minutes)
                BitesOrderStatus.placed(restaurant: restaurant.name, minutes: minutes)
            },
            CPTextButton(title: "Cancel", textStyle: .cancel) { [weak self] _ in
                self?.interfaceController?.popTemplate(animated: true, completion: nil)
            }
        ]
        // On a template pushed over the tab bar: replace rather than stack a second summary.
        if let ic = interfaceController, ic.templates.count > 1 {
            ic.popToRootTemplate(animated: false, completion: nil)
        }
        interfaceController?.pushTemplate(summary, animated: true, completion: nil)
    }

    /// Order status by notification (quick food ordering notifications show on the phone; CarPlay shows them only
    /// for the categories the guide allows).
    func notifyStatus(_ restaurant: Restaurant, minutes: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Order received"
        content.subtitle = restaurant.name
        content.body = "Ready for pick-up in \(minutes) minutes"
        content.categoryIdentifier = Self.statusCategory
        UNUserNotificationCenter.current().add(
            UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil),
            withCompletionHandler: nil)
    }
}
