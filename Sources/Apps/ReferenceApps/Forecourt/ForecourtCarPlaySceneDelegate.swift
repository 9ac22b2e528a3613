// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Forecourt on the car screen, one app with the EV charging and fueling entitlements: a Charge tab and a Fuel tab,
/// each a point of interest template of the operator's own stations. Start Charging pushes the charging session,
/// updated in place as energy flows, with Stop Charging. Choose Pump pushes the station's pumps; a pump activates
/// and pushes its status (depth 3, within fueling's limit of 3), updated in place until Pay.
public final class ForecourtCarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    let store: ForecourtStore
    var interfaceController: CPInterfaceController?
    var chargeTab: CPPointOfInterestTemplate?
    var fuelTab: CPPointOfInterestTemplate?
    weak var chargingTemplate: CPInformationTemplate?
    weak var pumpTemplate: CPInformationTemplate?

    public init(store: ForecourtStore) {
        self.store = store
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let charge = CPPointOfInterestTemplate(title: "Charge", pointsOfInterest: [], selectedIndex: NSNotFound)
        charge.tabTitle = "Charge"
        charge.tabImage = UIImage(systemName: "ev.charger")
        charge.pointOfInterestDelegate = self
        let fuel = CPPointOfInterestTemplate(title: "Fuel", pointsOfInterest: [], selectedIndex: NSNotFound)
        fuel.tabTitle = "Fuel"
        fuel.tabImage = UIImage(systemName: "fuelpump")
        fuel.pointOfInterestDelegate = self
        chargeTab = charge
        fuelTab = fuel
        refreshStations()
        store.onChange = [{ [weak self] _ in self?.storeChanged() }]
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [charge, fuel]), animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        store.onChange = []
        self.interfaceController = nil
        chargeTab = nil
        fuelTab = nil
    }

    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}

    /// The pins of both tabs, updated in place (their buttons follow the running sessions). 12 at most per template.
    /// What the pins show besides the stations themselves: which station has a running session.
    var pinState: String {
        "\(store.charging?.stationID ?? "-")|\(store.pumping.map { $0.state == .paid ? "-" : $0.stationID } ?? "-")"
    }
    private var shownPinState: String?

    func refreshStations() {
        shownPinState = pinState
        chargeTab?.setPointsOfInterest(store.stations.filter { $0.chargerKilowatts > 0 }.prefix(12).map(chargerPoint), selectedIndex: NSNotFound)
        fuelTab?.setPointsOfInterest(store.stations.filter { !$0.pumps.isEmpty }.prefix(12).map(fuelPoint), selectedIndex: NSNotFound)
    }

    func mapItem(_ s: Station) -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: s.latitude, longitude: s.longitude)))
        item.name = s.name
        return item
    }

    /// A station's point of interest: what it offers (`offer`, `detail` on its card), at `price`, with the pin `pin`.
    func stationPoint(_ s: Station, offer: String, detail: String, price: String, pin: String) -> CPPointOfInterest {
        CPPointOfInterest(
            location: mapItem(s), title: s.name, subtitle: "\(offer) · \(price)", summary: nil, detailTitle: s.name, detailSubtitle: detail,
            detailSummary: price, pinImage: UIImage(systemName: pin))
    }

    func chargerPoint(_ s: Station) -> CPPointOfInterest {
        let kilowatts = "\(Int(s.chargerKilowatts)) kW"
        let poi = stationPoint(
            s, offer: kilowatts, detail: "\(kilowatts) charger", price: String(format: "€%.2f/kWh", s.pricePerKilowattHour), pin: "ev.charger")
        if let session = store.charging {
            if session.stationID == s.id {
                poi.primaryButton = CPTextButton(title: "View Charging", textStyle: .normal) { [weak self] _ in self?.showCharging() }
            }
        } else {
            poi.primaryButton = CPTextButton(title: "Start Charging", textStyle: .confirm) { [weak self] _ in
                guard let self, self.store.startCharging(at: s.id) else { return }
                self.showCharging()
            }
        }
        return poi
    }

    func fuelPoint(_ s: Station) -> CPPointOfInterest {
        let pumps = "\(s.pumps.count) pumps"
        let poi = stationPoint(s, offer: pumps, detail: pumps, price: String(format: "€%.2f/l", s.pricePerLitre), pin: "fuelpump")
        if let p = store.pumping, p.state != .paid {
            if p.stationID == s.id {
                poi.primaryButton = CPTextButton(title: "View Pump \(p.pump)", textStyle: .normal) { [weak self] _ in self?.showPump() }
            }
        } else {
            poi.primaryButton = CPTextButton(title: "Choose Pump", textStyle: .confirm) { [weak self] _ in self?.showPumps(at: s) }
        }
        return poi
    }

    // MARK: Charging

    func showCharging() { showInformation(\.chargingTemplate, titled: "Charging", filledBy: fillCharging) }

    /// Pushes a two-column information template titled `title`, kept in `slot` and filled by `fill`, unless the one
    /// kept there is still on the stack.
    func showInformation(
        _ slot: ReferenceWritableKeyPath<ForecourtCarPlaySceneDelegate, CPInformationTemplate?>, titled title: String,
        filledBy fill: (CPInformationTemplate) -> Void
    ) {
        guard let ic = interfaceController else { return }
        if let open = self[keyPath: slot], ic.templates.contains(where: { $0 === open }) { return }
        let template = CPInformationTemplate(title: title, layout: .twoColumn, items: [], actions: [])
        self[keyPath: slot] = template
        fill(template)
        ic.pushTemplate(template, animated: true, completion: nil)
    }

    func fillCharging(_ template: CPInformationTemplate) {
        guard let c = store.charging, let s = store.station(c.stationID) else {
            template.title = "Charging Stopped"
            template.items = [CPInformationItem(title: "Receipt", detail: store.receipts.last ?? "")]
            template.actions = [
                CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                    self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                }
            ]
            return
        }
        template.title = c.isComplete ? "Charging Complete" : "Charging"
        template.items = [
            CPInformationItem(title: "Station", detail: s.name),
            CPInformationItem(title: "Battery", detail: String(format: "%.0f%% of %.0f%%", c.batteryPercent, c.targetPercent)),
            CPInformationItem(title: "Energy", detail: String(format: "%.1f kWh", c.energyKilowattHours)),
            CPInformationItem(title: "Cost", detail: String(format: "€%.2f", store.chargingCost))
        ]
        template.actions = [CPTextButton(title: "Stop Charging", textStyle: .cancel) { [weak self] _ in self?.store.stopCharging() }]
    }

    // MARK: Fueling

    /// The station's pumps (depth 2).
    func showPumps(at s: Station) {
        let items = s.pumps.map { number in
            let item = CPListItem(text: "Pump \(number)", detailText: String(format: "€%.2f/l", s.pricePerLitre))
            item.handler = { [weak self] _, completion in
                if let self, self.store.activate(pump: number, at: s.id) { self.showPump() }
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: s.name, sections: [CPListSection(items: items)])
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    /// The activated pump (depth 3 from the pump list, 2 from the map).
    func showPump() { showInformation(\.pumpTemplate, titled: "Pump", filledBy: fillPump) }

    func fillPump(_ template: CPInformationTemplate) {
        guard let p = store.pumping, let s = store.station(p.stationID) else {
            template.title = "Pump Closed"
            template.items = []
            template.actions = [
                CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                    self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                }
            ]
            return
        }
        template.title = "Pump \(p.pump)"
        let status =
            switch p.state {
            case .ready: "Ready: lift the nozzle"
            case .fueling: "Fueling"
            case .awaitingPayment: "Finished"
            case .paid: "Paid"
            }
        template.items = [
            CPInformationItem(title: "Station", detail: s.name),
            CPInformationItem(title: "Status", detail: status),
            CPInformationItem(title: "Fuel", detail: String(format: "%.1f l", p.litres)),
            CPInformationItem(title: "Amount", detail: String(format: "€%.2f", store.fuelCost))
        ]
        switch p.state {
        case .ready:
            template.actions = [
                CPTextButton(title: "Cancel", textStyle: .cancel) { [weak self] _ in
                    self?.store.closePump()
                    self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                }
            ]
        case .fueling:
            template.actions = [CPTextButton(title: "Stop Pump", textStyle: .cancel) { [weak self] _ in self?.store.finishFueling() }]
        case .awaitingPayment:
            template.actions = [
                CPTextButton(title: String(format: "Pay €%.2f", store.fuelCost), textStyle: .confirm) { [weak self] _ in
                    self?.store.pay()
                }
            ]
        case .paid:
            template.actions = [
                CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                    self?.store.closePump()
                    self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                }
            ]
        }
    }

    func storeChanged() {
        // The pins change only when a session starts or ends (their buttons); a session's progress every few
        // seconds shows in its own template, so the map is not redrawn for it.
        if pinState != shownPinState { refreshStations() }
        if let t = chargingTemplate { fillCharging(t) }
        if let t = pumpTemplate { fillPump(t) }
    }
}
