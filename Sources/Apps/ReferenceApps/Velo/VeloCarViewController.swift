// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// Velo's screen in the car: a row of feature buttons (only the features this car supports), the chosen
/// feature's controls below. Built from system buttons, labels, steppers and tables, as the talk recommends.
@MainActor
/// A page of Velo's car screen, and the feature (protocol) it needs.
enum VeloPage: String, CaseIterable {
    case climate, comfort, radio, track, battery
    var feature: VeloFeature {
        switch self {
        case .climate, .comfort: .climate
        case .radio: .radio
        case .track: .performance
        case .battery: .electric
        }
    }
    var title: String {
        switch self {
        case .climate: "Climate"
        case .comfort: "Comfort"
        case .radio: "Radio"
        case .track: "Track"
        case .battery: "Battery"
        }
    }
}

final class VeloCarViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let vehicle: VeloVehicle
    private(set) var selected: VeloPage?
    private let tabs = UIStackView()
    private let content = UIView()
    private var tabButtons: [VeloPage: UIButton] = [:]
    private var shownPages: [VeloPage] = []
    /// Labels and controls of the feature shown, refreshed in place when the car reports.
    private var refreshers: [() -> Void] = []
    private var table: UITableView?

    init(vehicle: VeloVehicle) {
        self.vehicle = vehicle
        super.init(nibName: nil, bundle: nil)
        vehicle.onChange.append { [weak self] in self?.vehicleChanged() }
    }

    override func loadView() {
        let root = UIView(frame: .zero)
        root.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.95, alpha: 1) })
        tabs.axis = .horizontal
        tabs.distribution = .fillEqually
        tabs.spacing = 8
        root.addSubview(tabs)
        root.addSubview(content)
        view = root
    }

    override func viewDidLoad() { vehicleChanged() }

    override func viewDidLayoutSubviews() { layout() }

    /// Knob focus starts on the feature's controls, not on the tabs.
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { [content] }

    private func layout() {
        let b = view.bounds
        tabs.frame = CGRect(x: 12, y: 8, width: max(b.width - 24, 0), height: 44)
        content.frame = CGRect(x: 12, y: 60, width: max(b.width - 24, 0), height: max(b.height - 68, 0))
        content.subviews.first?.frame = content.bounds
    }

    private func vehicleChanged() {
        let pages = VeloPage.allCases.filter { vehicle.features.contains($0.feature) }
        if pages != shownPages {
            shownPages = pages
            for v in tabs.arrangedSubviews { v.removeFromSuperview() }
            tabButtons = [:]
            for p in pages {
                let button = UIButton(type: .system, primaryAction: UIAction(title: p.title) { [weak self] _ in self?.show(p) })
                tabButtons[p] = button
                tabs.addArrangedSubview(button)
            }
            show(pages.contains(selected ?? .climate) ? selected ?? .climate : pages.first)
        }
        for r in refreshers { r() }
        if let table { table.reloadData() }
        layout()
    }

    func show(_ page: VeloPage?) {
        selected = page
        for (p, b) in tabButtons { b.isSelected = p == page }
        for v in content.subviews { v.removeFromSuperview() }
        refreshers = []
        table = nil
        let content: UIView
        switch page {
        case .climate?: content = climatePage()
        case .comfort?: content = comfortPage()
        case .radio?: content = radioPage()
        case .track?: content = trackPage()
        case .battery?: content = batteryPage()
        case nil:
            let label = UILabel()
            label.text = "Connect a Velo car to use Velo in CarPlay."
            label.textAlignment = .center
            content = label
        }
        self.content.addSubview(content)
        layout()
        for r in refreshers { r() }
        // The knob moves to the new page's first control (the view controller contains the focused tab, so it
        // may reset focus; its preferred environment is the page).
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    // MARK: Pages

    private func label(_ size: CGFloat = 17, weight: UIFont.Weight = .regular, color: UIColor = .label, _ text: @escaping () -> String) -> UILabel {
        let l = UILabel()
        l.font = .systemFont(ofSize: size, weight: weight)
        l.textColor = color
        refreshers.append { [weak l] in l?.text = text() }
        return l
    }

    private func stack(_ views: [UIView], _ axis: NSLayoutConstraint.Axis, spacing: CGFloat) -> UIStackView {
        let s = UIStackView(arrangedSubviews: views)
        s.axis = axis
        s.spacing = spacing
        return s
    }

    private func row(_ views: [UIView]) -> UIStackView {
        let s = stack(views, .horizontal, spacing: 10)
        s.alignment = .center
        return s
    }

    private func column(_ views: [UIView]) -> UIStackView {
        let s = stack(views, .vertical, spacing: 8)
        s.distribution = .fillEqually
        return s
    }

    /// The page's table (the radio's presets, the laps), its rows this controller's: the one ``table`` reloads.
    private func pageTable(rowHeight: CGFloat) -> UITableView {
        let t = UITableView(frame: .zero, style: .plain)
        t.dataSource = self
        t.delegate = self
        t.rowHeight = rowHeight
        table = t
        return t
    }

    private func toggle(_ title: String, _ isOn: @escaping () -> Bool, _ action: @escaping (Bool) -> Void) -> UIButton {
        let b = UIButton(type: .system)
        b.addAction(UIAction { _ in action(!isOn()) }, for: .primaryActionTriggered)
        refreshers.append { [weak b] in
            b?.setTitle("\(title) \(isOn() ? "On" : "Off")", for: .normal)
            b?.isSelected = isOn()
        }
        return b
    }

    private func stepper(min: Double, max: Double, step: Double, value: @escaping () -> Double, set: @escaping (Double) -> Void) -> UIStepper {
        let s = UIStepper()
        s.minimumValue = min
        s.maximumValue = max
        s.stepValue = step
        s.addAction(UIAction { [weak s] _ in if let s { set(s.value) } }, for: .valueChanged)
        refreshers.append { [weak s] in s?.value = value() }
        return s
    }

    private func climatePage() -> UIView {
        let v = vehicle
        func temp(_ d: Double) -> String { String(format: "%.1f°", d) }
        func heat(_ n: Int) -> String { n == 0 ? "Off" : String(repeating: "●", count: n) + String(repeating: "○", count: 3 - n) }
        let driver = row([
            label(17) { "Driver" }, label(22, weight: .semibold) { temp(v.climate.driverTemperature) },
            stepper(min: 16, max: 30, step: 0.5, value: { v.climate.driverTemperature }, set: { v.setTemperature(driver: true, $0) })
        ])
        let passenger = row([
            label(17) { "Passenger" }, label(22, weight: .semibold) { temp(v.climate.passengerTemperature) },
            stepper(min: 16, max: 30, step: 0.5, value: { v.climate.passengerTemperature }, set: { v.setTemperature(driver: false, $0) })
        ])
        let fan = row([
            label(17) { "Fan" }, label(22, weight: .semibold) { v.climate.fanSpeed == 0 ? "Off" : "\(v.climate.fanSpeed)" },
            stepper(min: 0, max: 7, step: 1, value: { Double(v.climate.fanSpeed) }, set: { v.setFan(Int($0)) })
        ])
        let air = row([
            toggle("A/C", { v.climate.airConditioner }) { v.setClimateFlag(0x04, $0) },
            toggle("Auto", { v.climate.autoMode }) { v.setClimateFlag(0x05, $0) },
            toggle("Recirc.", { v.climate.recirculation }) { v.setClimateFlag(0x06, $0) }
        ])
        air.distribution = .fillEqually
        return column([driver, passenger, fan, air])
    }

    /// Defrosters and seat heaters (the climate protocol too), on a page of their own so that every control keeps
    /// a full-size touch target on the smallest screens.
    private func comfortPage() -> UIView {
        let v = vehicle
        func heat(_ n: Int) -> String { n == 0 ? "Off" : String(repeating: "●", count: n) + String(repeating: "○", count: 3 - n) }
        let front = row([label(17) { "Front Defrost" }, toggle("Front", { v.climate.frontDefroster }) { v.setClimateFlag(0x07, $0) }])
        let rear = row([label(17) { "Rear Defrost" }, toggle("Rear", { v.climate.rearDefroster }) { v.setClimateFlag(0x08, $0) }])
        let driverSeat = row([
            label(17) { "Driver Seat" }, label(20, weight: .semibold) { heat(v.climate.driverSeatHeat) },
            stepper(min: 0, max: 3, step: 1, value: { Double(v.climate.driverSeatHeat) }, set: { v.setSeatHeat(driver: true, Int($0)) })
        ])
        let passengerSeat = row([
            label(17) { "Passenger Seat" }, label(20, weight: .semibold) { heat(v.climate.passengerSeatHeat) },
            stepper(min: 0, max: 3, step: 1, value: { Double(v.climate.passengerSeatHeat) }, set: { v.setSeatHeat(driver: false, Int($0)) })
        ])
        return column([front, rear, driverSeat, passengerSeat])
    }

    private func radioPage() -> UIView {
        let v = vehicle
        let station = label(24, weight: .bold) {
            let r = v.radio
            return "\(r.isFM ? "FM" : "AM") \(r.isFM ? String(format: "%.1f", r.frequency) : String(Int(r.frequency)))  \(r.stationName)"
        }
        let controls = row([
            UIButton(type: .system, primaryAction: UIAction(title: "Seek Down") { _ in v.seek(up: false) }),
            toggle("FM", { v.radio.isFM }) { v.setBand(fm: $0) },
            UIButton(type: .system, primaryAction: UIAction(title: "Seek Up") { _ in v.seek(up: true) }),
            UIButton(type: .system, primaryAction: UIAction(title: "Use Radio") { _ in v.setAudioSource(1) })
        ])
        controls.distribution = .fillEqually
        return stack([station, controls, pageTable(rowHeight: 40)], .vertical, spacing: 8)
    }

    private func trackPage() -> UIView {
        let v = vehicle
        func time(_ s: Double) -> String { String(format: "%d:%04.1f", Int(s) / 60, s.truncatingRemainder(dividingBy: 60)) }
        let gauges = row([
            label(28, weight: .bold) { String(format: "%.0f km/h", v.performance.speed) },
            label(20) { "\(v.performance.rpm) rpm" },
            label(20) { v.performance.gear == 0 ? "N" : "Gear \(v.performance.gear)" }
        ])
        gauges.distribution = .fillProportionally
        let lapTime = label(22, weight: .semibold) {
            v.performance.lapRunning ? "Lap \(v.performance.lapCount + 1)  \(time(v.performance.currentLap))" : "No lap running"
        }
        let lap = row([
            UIButton(type: .system, primaryAction: UIAction(title: "Start Lap") { _ in v.startLap() }),
            UIButton(type: .system, primaryAction: UIAction(title: "End Lap") { _ in v.endLap() })
        ])
        lap.distribution = .fillEqually
        return stack([gauges, lapTime, lap, pageTable(rowHeight: 36)], .vertical, spacing: 8)
    }

    private func batteryPage() -> UIView {
        let v = vehicle
        let charge = row([label(34, weight: .bold) { "\(v.battery.chargePercent)%" }, label(20) { "\(v.battery.rangeKilometres) km range" }])
        let state = label(17, color: .secondaryLabel) {
            v.battery.charging ? "Charging · full in \(v.battery.minutesToFull) min" : "Not charging"
        }
        let limit = row([
            label(17) { "Charge limit" }, label(22, weight: .semibold) { "\(v.battery.chargeLimit)%" },
            stepper(min: 50, max: 100, step: 5, value: { Double(v.battery.chargeLimit) }, set: { v.setChargeLimit(Int($0)) })
        ])
        return column([charge, state, limit])
    }

    // MARK: Table (radio presets or laps)

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        selected == .radio ? VeloVehicle.Radio.presets.count : vehicle.performance.lapCount
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        selected == .radio ? "Presets" : "Laps"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
        if selected == .radio {
            let f = VeloVehicle.Radio.presets[indexPath.row]
            cell.textLabel?.text = "\(indexPath.row + 1)  FM \(String(format: "%.1f", f))"
            cell.detailTextLabel?.text = vehicle.radio.preset == indexPath.row + 1 ? "Playing" : ""
            cell.accessoryType = vehicle.radio.preset == indexPath.row + 1 ? .checkmark : .none
        } else {
            cell.textLabel?.text = "Lap \(indexPath.row + 1)"
            cell.detailTextLabel?.text = indexPath.row == vehicle.performance.lapCount - 1 ? String(format: "%.1f s", vehicle.performance.lastLap) : ""
            cell.accessoryType = .none
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if selected == .radio { vehicle.tune(preset: indexPath.row + 1) }
    }
}
