// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenExternalAccessory
import OpenUIKit

extension HeadUnit {
    /// The car's screen as `UIScreen.screens` shows it: the app area (beside the status bar), CarPlay idiom.
    func makeCarScreen() -> UIScreen {
        let s = vehicle.screen
        return UIScreen(
            bounds: CGRect(x: 0, y: 0, width: CarPlayMetrics.appAreaWidth(of: s), height: s.heightPoints), scale: CGFloat(s.scale),
            traits: UITraitCollection(style: style, scale: CGFloat(s.scale), idiom: .carPlay))
    }

    /// CarPlay connects: the car's screen appears in `UIScreen.screens` and the car's External Accessory (its
    /// declared protocols) connects; apps that registered are told.
    func connectCarHardware() {
        guard carScreen == nil else { return }
        // The phone is in one car at a time: another car's screen and accessory (a car that was never
        // disconnected, e.g. an earlier test's) go away first.
        UIScreen.disconnectAll()
        EAAccessoryManager.shared().disconnectAll()
        let screen = makeCarScreen()
        screen.tableRowLimit = limitedInterfaces.contains(.lists) ? vehicle.drivingListItemLimit : vehicle.listItemLimit
        carScreen = screen
        vehicleSystems.onChange = { [weak self] system in
            guard let self else { return }
            if system == "radio" {
                self.audio.radioStation = self.vehicleSystems.radio.display
                if self.vehicleSystems.audioSource == "radio" { self.audio.source = "radio" }
            }
            self.changed()
        }
        // The app's views changing (a label's text, a page swapped) means the car screen must be drawn again.
        UIView.contentDidChange = { [weak self] in self?.changed() }
        UIScreen.connect(screen)
        record(.note("car screen connected (UIScreen, CarPlay idiom)"))
        guard !vehicle.accessoryProtocols.isEmpty else { return }
        let systems = vehicleSystems.systems
        let accessory = EAAccessory(
            connectionID: Int.random(in: 1000...9999), manufacturer: vehicle.manufacturer, name: vehicle.name,
            modelNumber: vehicle.name.uppercased(), serialNumber: "OCP-\(vehicle.name.uppercased())",
            protocolStrings: vehicle.accessoryProtocols
        ) { [weak self] protocolName in
            MainActor.assumeIsolated {
                guard let self, systems.contains(VehicleSystems.system(of: protocolName)) else { return nil }
                return VehicleEndpoint(system: VehicleSystems.system(of: protocolName), car: self)
            }
        }
        self.accessory = accessory
        EAAccessoryManager.shared().connect(accessory)
        record(.note("accessory connected: \(vehicle.accessoryProtocols.joined(separator: ", "))"))
        startVehicleClock()
    }

    /// CarPlay goes away: the accessory's sessions end and the screen leaves `UIScreen.screens`.
    func disconnectCarHardware() {
        vehicleTicks?.cancel()
        vehicleTicks = nil
        if let accessory {
            EAAccessoryManager.shared().disconnect(accessory)
            self.accessory = nil
            record(.note("accessory disconnected"))
        }
        if let carScreen {
            UIScreen.disconnect(carScreen)
            self.carScreen = nil
            record(.note("car screen disconnected"))
        }
    }

    /// Keeps the car screen's traits and table limit current (style, driving).
    func updateCarScreen() {
        guard let carScreen else { return }
        let s = vehicle.screen
        carScreen.update(
            bounds: CGRect(x: 0, y: 0, width: CarPlayMetrics.appAreaWidth(of: s), height: s.heightPoints),
            traits: UITraitCollection(style: style, scale: CGFloat(s.scale), idiom: .carPlay))
        carScreen.tableRowLimit = limitedInterfaces.contains(.lists) ? vehicle.drivingListItemLimit : vehicle.listItemLimit
        for w in UIWindow.visibleWindows(on: carScreen) {
            for t in Self.tables(in: w) { t.reloadData() }
        }
    }

    static func tables(in view: UIView) -> [UITableView] {
        (view as? UITableView).map { [$0] } ?? view.subviews.flatMap(tables(in:))
    }

    /// Moves the vehicle's simulation on every second of the car's clock (speed, laps, range).
    private func startVehicleClock() {
        guard vehicleSystems.systems.contains("performance") || vehicleSystems.systems.contains("electric") else { return }
        vehicleTicks?.cancel()
        vehicleTicks = time.repeating(.seconds(1)) { [weak self] in
            guard let self else { return }
            self.vehicleSystems.tick(driving: self.isDriving, now: self.now)
        }
    }

    /// Runs an app on the phone without CarPlay (its `launching` code), as the user opening it on the iPhone would.
    /// Automaker apps should work this way too (the WWDC talk's first best practice).
    public func runOnPhone(_ name: String) throws {
        guard let app = installed.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw CarInputError("no app named '\(name)' is installed")
        }
        launchOnPhone(app)
    }

    func launchOnPhone(_ app: AppDeclaration) {
        guard launches[app.name] == nil else { return }
        EAAccessoryManager.shared().supportedProtocols = Set(app.supportedAccessoryProtocols)
        startLaunch(of: app)
    }

    /// Next or previous named station on the current band.
    func seek(_ radio: VehicleSystems.Radio, up: Bool) -> VehicleSystems.Radio {
        var r = radio
        let stations = (VehicleSystems.Radio.stations[r.band] ?? [:]).keys.sorted()
        guard !stations.isEmpty else { return r }
        if up {
            r.frequency = stations.first { $0 > r.frequency } ?? stations[0]
        } else {
            r.frequency = stations.last { $0 < r.frequency } ?? stations[stations.count - 1]
        }
        return r
    }
}
