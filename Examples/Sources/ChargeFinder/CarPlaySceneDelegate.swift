import CarPlayShim

/// ChargeFinder on the car screen: nearby chargers on a map, start and monitor a session.
public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    var interfaceController: CPInterfaceController?
    let store: ChargerStore
    private var observers = Set<AnyCancellable>()
    private var sessionTemplate: CPInformationTemplate?

    public init(store: ChargerStore = .shared) {
        self.store = store
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let template = CPPointOfInterestTemplate(title: "Nearby Chargers", pointsOfInterest: pointsOfInterest(), selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = self
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
        store.$activeSession
            .sink { [weak self] session in self?.refreshSession(session) }
            .store(in: &observers)
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
        observers.removeAll()
    }

    func pointsOfInterest() -> [CPPointOfInterest] {
        store.chargers.prefix(12).map { charger in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: charger.latitude, longitude: charger.longitude)))
            item.name = charger.name
            let free = charger.freeConnectors == 0 ? "Occupied" : "\(charger.freeConnectors) free"
            let poi = CPPointOfInterest(location: item, title: charger.name, subtitle: "\(Int(charger.powerKW)) kW · \(free)",
                                        summary: String(format: "€%.2f/kWh", charger.pricePerKWh), detailTitle: charger.name,
                                        detailSubtitle: "\(Int(charger.powerKW)) kW", detailSummary: free, pinImage: UIImage(systemName: "bolt.fill"))
            if charger.freeConnectors > 0 {
                poi.primaryButton = CPTextButton(title: "Start Charging", textStyle: .confirm) { [weak self] _ in self?.startCharging(at: charger) }
            }
            return poi
        }
    }

    func startCharging(at charger: Charger) {
        guard store.start(at: charger) else {
            let alert = CPAlertTemplate(titleVariants: ["Charger unavailable"], actions: [
                CPAlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.interfaceController?.dismissTemplate(animated: true, completion: nil) },
            ])
            interfaceController?.presentTemplate(alert, animated: true, completion: nil)
            return
        }
        let template = CPInformationTemplate(title: "Charging", layout: .twoColumn, items: [], actions: [
            CPTextButton(title: "Stop Charging", textStyle: .cancel) { [weak self] _ in
                self?.store.stop()
                self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
            },
        ])
        sessionTemplate = template
        refreshSession(store.activeSession)
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    func refreshSession(_ session: ChargingSession?) {
        guard let template = sessionTemplate, let session else { return }
        template.items = [
            CPInformationItem(title: "Station", detail: session.charger.name),
            CPInformationItem(title: "Energy", detail: String(format: "%.1f kWh", session.energyKWh)),
            CPInformationItem(title: "Cost", detail: String(format: "€%.2f", session.cost)),
        ]
    }

    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}
}
