// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayReviewer
import Foundation

/// What the page shows of the car besides its screen: its state, the vehicle in words, the Dashboard, cluster and HUD panels.
extension LiveCar {
    /// The car and phone state, the apps and the recent events, for the page's controls.
    func carState() -> CarState {
        let active = car.activeSession
        let apps = car.installed.map { app in
            let reason = app.reasonNotShown(on: car.vehicle)
            return CarState.App(
                name: app.name,
                categories: app.isAutomakerApp
                    ? ["automaker"]
                    : (app.categories.isEmpty && app.usesPlayableContent ? ["audio (playable content)"] : app.categories.map(\.rawValue).sorted()),
                shown: reason == nil, reason: reason ?? "", running: isRunning(app.name))
        }
        if let front = remoteFront, let frame = appProcesses?.frame(of: front) { return remoteState(frame.state, apps: apps) }
        return CarState(
            activeApp: active?.app.name ?? "", apps: apps, driving: car.isDriving, vehicle: car.vehicle.name, vehicles: VehicleProfile.all.map(\.name),
            vehicleState: vehicleStateText(), style: CarStyle(car.style), screen: car.vehicle.screen.name,
            screens: CarScreen.all.map(\.name), driveSide: car.vehicle.driveSide, language: car.phoneLanguage,
            input: car.vehicle.inputs.contains(.knob) ? .knob : (car.vehicle.inputs.contains(.touchpad) ? .touchpad : .touch),
            locked: car.isPhoneLocked, foreground: car.isPhoneAppInForeground, connected: active?.isConnected ?? true,
            focused: runner.focused ?? "", events: car.events.suffix(12).map { String(format: "%.1f", $0.time) + "s " + $0.event.description },
            width: car.vehicle.screen.widthPoints, height: car.vehicle.screen.heightPoints,
            audio: car.audio.source == "radio" ? car.audio.radioStation : car.audio.source, audioDucked: car.audio.ducked,
            spokenAudioPaused: car.audio.spokenAudioPaused, banners: bannerLines(), showsFindings: showsFindings,
            findings: findings.map { app, f in
                CarState.Finding(app: app, rule: f.rule.rawValue, title: f.title, message: f.message, fix: f.fix, guideline: f.guideline)
            })
    }

    /// The car's last five banners, in words (with app processes, those of the apps in the background too).
    func bannerLines() -> [String] {
        let own = car.banners.suffix(5).map { "\($0.app): \($0.title)\($0.subtitle.isEmpty ? "" : " — \($0.subtitle)")" }
        return Array((own + otherProcessesBannerLines()).suffix(5))
    }

    /// The vehicle's own systems, for the car panel (only the systems this vehicle has).
    func vehicleStateText() -> String {
        let v = car.vehicleSystems
        var parts: [String] = []
        if v.systems.contains("climate") {
            let c = v.climate
            parts.append(
                String(
                    format: "Climate %.1f° / %.1f°, fan %d, A/C %@%@", c.driverTemperature, c.passengerTemperature, c.fanSpeed,
                    c.airConditioner ? "on" : "off", c.driverSeatHeat > 0 ? ", seat heat \(c.driverSeatHeat)" : ""))
        }
        if v.systems.contains("radio") { parts.append("Radio \(v.radio.display) (source: \(v.audioSource))") }
        if v.systems.contains("performance") {
            parts.append(String(format: "%.0f km/h, %d rpm, %d laps", v.performance.speed, v.performance.rpm, v.performance.laps.count))
        }
        if v.systems.contains("electric") { parts.append(String(format: "Battery %.0f%%, limit %d%%", v.electric.chargePercent, v.electric.chargeLimit)) }
        if v.systems.contains("vehicle") { parts.append(v.body.locked ? "Locked" : "Unlocked") }
        return parts.joined(separator: "\n")
    }

    /// Dashboard, instrument cluster and HUD metadata for navigation apps.
    func panels() -> CarPanels {
        var panels = CarPanels()
        // The widgets page (widgets and Live Activities), whatever app is on screen: this car's, app processes or not,
        // with the Live Activities the apps started in their processes.
        var page = car.widgetsPage()
        if let appProcesses { page.activities += appProcesses.frames.flatMap(\.frame.activities) }
        if !page.widgets.isEmpty || !page.activities.isEmpty { panels.widgets = SVGWriter.svg(CarRenderer.layoutWidgetsPage(page)) }
        if let front = remoteFront, let frame = appProcesses?.frame(of: front) {
            var remote = frame.panels
            remote.widgets = panels.widgets
            if let dashboard = composedDashboard(frame) { remote.dashboard = dashboard }
            return remote
        }
        guard let s = car.activeSession, s.isConnected, s.app.categories.contains(.navigation) else {
            return panels
        }
        if let d = s.dashboardSnapshot() { panels.dashboard = SVGWriter.svg(CarRenderer.layoutDashboard(d)) }
        if let c = s.clusterSnapshot(on: .standard) { panels.cluster = SVGWriter.svg(CarRenderer.layoutCluster(c)) }
        if let map = s.screenSnapshot().stack.first, map.kind == .map, let details = map.map {
            // What the page's HUD panel shows, under the names it reads.
            var hud = CarPanels.HUD()
            if let g = details.guidance {
                hud.guidance = g.paused == nil ? "active" : "paused"
                if let m = g.maneuvers.first {
                    hud.maneuver0 = m.instructionVariants.first ?? ""
                    hud.maneuver0Type = m.type
                    hud.maneuver0Distance = m.distance
                }
                hud.road = g.road
                if let md = g.metadata {
                    hud.metadata = "true"
                    hud.maneuverState = md.maneuverState.rawValue
                    hud.junction = md.junction
                    hud.trafficSide = md.trafficSide
                    hud.exitAngle = md.exitAngle.map(String.init)
                    hud.exitLabel = md.exitLabel
                }
                if !g.lanes.isEmpty {
                    hud.lanes = g.lanes.map { lane in
                        lane.status.rawValue + ":" + lane.angles.map(String.init).joined(separator: ",") + (lane.highlightedAngle.map { "@\($0)" } ?? "")
                    }.joined(separator: ";")
                }
            }
            panels.hud = hud
        }
        return panels
    }
}
