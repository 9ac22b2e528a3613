// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Kerb on the car screen: the operator's own car parks on a point of interest template (nothing else on the map);
/// a car park's Start Parking begins a session and pushes its information template, which counts down in place
/// every minute and offers Extend 30 min and End Parking. Depth stays at 2 (parking allows 5). Reminders at 15
/// minutes left and at expiry arrive as notifications in a category CarPlay shows for parking apps.
public final class ParkingCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    let store: ParkingStore
    var interfaceController: CPInterfaceController?
    var carParks: CPPointOfInterestTemplate?
    weak var sessionTemplate: CPInformationTemplate?
    static let reminderCategory = "parking-reminder"

    public init(store: ParkingStore) {
        self.store = store
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        UNUserNotificationCenter.current().setNotificationCategories([
            UNNotificationCategory(
                identifier: Self.reminderCategory, actions: [],
                intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        let template = CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: [], selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = self
        carParks = template
        refreshCarParks()
        store.onChange = [{ [weak self] _ in self?.storeChanged() }]
        store.onReminder = [{ [weak self] store, minutes in self?.remind(store, minutesLeft: minutes) }]
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        // The session keeps counting on the phone; the car's templates go.
        store.onChange = []
        store.onReminder = []
        self.interfaceController = nil
        carParks = nil
    }

    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}

    /// Updates the car park pins in place (their buttons depend on whether a session runs). The template shows 12
    /// points of interest at most.
    func refreshCarParks() {
        carParks?.setPointsOfInterest(store.carParks.prefix(12).map(point), selectedIndex: NSNotFound)
    }

    func point(_ park: CarPark) -> CPPointOfInterest {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: park.latitude, longitude: park.longitude)))
        item.name = park.name
        let rate = String(format: "€%.2f/h", park.hourlyRate)
        let poi = CPPointOfInterest(
            location: item, title: park.name, subtitle: "\(park.freeSpaces) free · \(rate)", summary: nil,
            detailTitle: park.name, detailSubtitle: "\(park.freeSpaces) free spaces", detailSummary: rate,
            pinImage: UIImage(systemName: "parkingsign.circle"))
        if let session = store.session {
            if session.carParkID == park.id {
                poi.primaryButton = CPTextButton(title: "View Session", textStyle: .normal) { [weak self] _ in self?.showSession() }
            }
        } else {
            poi.primaryButton = CPTextButton(title: "Start Parking", textStyle: .confirm) { [weak self] _ in
                guard let self, self.store.start(at: park.id) else { return }
                self.showSession()
            }
        }
        return poi
    }

    /// The running session (depth 2), kept current in place by `storeChanged`.
    func showSession() {
        guard let ic = interfaceController else { return }
        if let open = sessionTemplate, ic.templates.contains(where: { $0 === open }) { return }
        let template = CPInformationTemplate(title: "Parking Session", layout: .twoColumn, items: [], actions: [])
        sessionTemplate = template
        fillSession(template)
        ic.pushTemplate(template, animated: true, completion: nil)
    }

    func fillSession(_ template: CPInformationTemplate) {
        guard let session = store.session, let park = store.carPark(session.carParkID) else {
            template.title = "Parking Ended"
            template.items = [CPInformationItem(title: "Session", detail: "No session running")]
            template.actions = [
                CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                    self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                }
            ]
            return
        }
        template.title = session.isExpired ? "Parking Expired" : "Parking Session"
        template.items = [
            CPInformationItem(title: "Car park", detail: park.name),
            CPInformationItem(title: "Time left", detail: session.isExpired ? "Expired" : Self.duration(session.remainingMinutes)),
            CPInformationItem(title: "Parked for", detail: Self.duration(session.elapsedMinutes)),
            CPInformationItem(title: "Cost", detail: String(format: "€%.2f", store.sessionCost))
        ]
        template.actions = [
            CPTextButton(title: "Extend \(store.extensionMinutes) min", textStyle: .confirm) { [weak self] _ in self?.store.extend() },
            CPTextButton(title: "End Parking", textStyle: .cancel) { [weak self] _ in self?.store.end() }
        ]
    }

    func storeChanged() {
        refreshCarParks()
        if let template = sessionTemplate { fillSession(template) }
    }

    func remind(_ store: ParkingStore, minutesLeft: Int) {
        guard let session = store.session, let park = store.carPark(session.carParkID) else { return }
        let content = UNMutableNotificationContent()
        content.title = minutesLeft == 0 ? "Parking expired" : "\(minutesLeft) min of parking left"
        content.subtitle = park.name
        content.body = "Extend from the car or the phone"
        content.categoryIdentifier = Self.reminderCategory
        UNUserNotificationCenter.current().add(
            UNNotificationRequest(identifier: "parking-\(minutesLeft)", content: content, trigger: nil),
            withCompletionHandler: nil)
    }

    static func duration(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}
