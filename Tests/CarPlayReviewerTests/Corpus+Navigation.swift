// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

/// A map drawn with UIKit: a background and a road, moved by the pan offset.
final class CorpusMapView: UIView {
    var offset = CGPoint.zero { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        UIColor(red: 0.9, green: 0.9, blue: 0.86, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        let road = UIBezierPath()
        road.move(to: CGPoint(x: offset.x, y: rect.height * 0.6 + offset.y))
        road.addLine(to: CGPoint(x: rect.width + offset.x, y: rect.height * 0.4 + offset.y))
        road.lineWidth = 6
        UIColor(white: 0.5, alpha: 1).setStroke()
        road.stroke()
    }
}

final class CorpusMapViewController: UIViewController {
    override func loadView() { view = CorpusMapView(frame: .zero) }
}

/// The shape of the navigation apps: a map in the base view, a map template whose one map button, a "go" arrow,
/// starts guidance to the corpus's destination by one route, handed to ``guide(_:)``.
class CorpusGoMapApp: CorpusApp, CPMapTemplateDelegate {
    var window: CPWindow?
    var map: CPMapTemplate?
    var session: CPNavigationSession?
    var mapView: CorpusMapView? { window?.rootViewController?.view as? CorpusMapView }

    override func connected(_ interfaceController: CPInterfaceController, window: CPWindow) {
        self.window = window
        window.rootViewController = CorpusMapViewController()
        let map = CPMapTemplate()
        map.mapDelegate = self
        map.mapButtons = mapButtons()
        self.map = map
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
        drewBaseView(window)
    }

    // Declared here, as the protocol's defaults do, so subclasses can override them (a subclass's methods don't
    // witness the protocol). Not the knob's `mapTemplate(_:panWith:)`: a delegate that implements it tells the car
    // the app pans.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {}
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle { [] }
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {}

    func drewBaseView(_ window: CPWindow) {}

    func mapButtons() -> [CPMapButton] {
        let go = CPMapButton { [weak self] _ in self?.startGuidance() }
        go.image = UIImage(systemName: "location.fill")
        return [go]
    }

    /// The one route to the destination.
    var routeChoice: CPRouteChoice { CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: [], selectionSummaryVariants: []) }

    func startGuidance() {
        guard let map, session == nil else { return }
        let home = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        let session = map.startNavigationSession(for: CPTrip(origin: MKMapItem.forCurrentLocation(), destination: home, routeChoices: [routeChoice]))
        self.session = session
        guide(session)
    }

    /// Sends the trip's maneuvers (and estimates) to the car.
    func guide(_ session: CPNavigationSession) {}
}

/// The navigation apps with a guidance loop on the app's clock, and a route described.
class CorpusNavigationApp: CorpusGoMapApp {
    var maneuver = CPManeuver()
    var remaining = 3000.0
    var seconds = 400.0

    override var routeChoice: CPRouteChoice {
        CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: ["Via Mannerheimintie"], selectionSummaryVariants: ["Fastest"])
    }

    /// Sets the maneuver and moves on 14 m each second; updates estimates when what the car shows changes.
    override func guide(_ session: CPNavigationSession) {
        maneuver.instructionVariants = instructionVariants
        maneuver.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        setManeuvers(session)
        var shown = ""
        every(.seconds(1)) { [weak self, weak session] in
            guard let self, let session, self.session === session else { return false }
            self.remaining = max(self.remaining - 14, 0)
            self.seconds = max(self.seconds - 1, 0)
            let km = self.remaining >= 1000 ? String(format: "%.1f", self.remaining / 1000) : String(format: "%.0f", (self.remaining / 10).rounded() * 10)
            let now = "\(Int((self.seconds / 60).rounded(.up)))|\(km)"
            if self.updatesEveryTick || now != shown {
                shown = now
                session.updateEstimates(
                    CPTravelEstimates(distanceRemaining: Measurement(value: self.remaining, unit: .meters), timeRemaining: self.seconds), for: self.maneuver)
            }
            return true
        }
    }

    var instructionVariants: [String] { ["Turn right onto Mannerheimintie", "Turn right onto Mannerheimint.", "Turn right"] }

    func setManeuvers(_ session: CPNavigationSession) { session.upcomingManeuvers = [maneuver] }

    var updatesEveryTick: Bool { false }

    override func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        session = nil
    }
}

/// Draws its own ETA panel over the map.
final class ETAPanelApp: CorpusNavigationApp {
    override func drewBaseView(_ window: CPWindow) {
        guard !fixed, let view = window.rootViewController?.view else { return }
        let panel = UIView(frame: CGRect(x: 16, y: 60, width: 180, height: 64))
        panel.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
        view.addSubview(panel)
    }
}

/// Pans the map on drags but has no button to enter panning mode.
final class DragOnlyPanningApp: CorpusNavigationApp {
    override func mapButtons() -> [CPMapButton] {
        var buttons = super.mapButtons()
        if fixed {
            let pan = CPMapButton { [weak self] _ in self?.map?.showPanningInterface(animated: true) }
            pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
            buttons.append(pan)
        }
        return buttons
    }
    override func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {
        mapView?.offset = translation
    }
}

/// Ignores the system's cancel: its guidance loop keeps running.
final class IgnoresSystemCancelApp: CorpusNavigationApp {
    override func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        if fixed { session = nil }
    }
}

/// Starts guidance before the route's maneuvers are in (they come "from the server", 30 s later).
final class LateManeuversApp: CorpusNavigationApp {
    override func setManeuvers(_ session: CPNavigationSession) {
        if fixed {
            session.upcomingManeuvers = [maneuver]
            return
        }
        every(.seconds(30)) { [weak self, weak session] in
            guard let self, let session else { return false }
            session.upcomingManeuvers = [self.maneuver]
            return false
        }
    }
}

/// Gives instruction variants shortest first.
final class ShortestFirstApp: CorpusNavigationApp {
    override var instructionVariants: [String] {
        fixed ? super.instructionVariants : ["Turn right", "Turn right onto Mannerheimint.", "Turn right onto Mannerheimintie"]
    }
}

/// Sends estimates on every GPS tick (each second).
final class EveryTickEstimatesApp: CorpusNavigationApp {
    override var updatesEveryTick: Bool { !fixed }
}

extension Corpus {
    static let navigationCases: [FaultyCase] = [
        FaultyCase(.navigationBaseViewUI, [.navigation], "A navigation app draws its ETA panel as a view over the map in the base view.", ETAPanelApp.self),
        FaultyCase(
            .navigationPanButton, [.navigation], "A navigation app pans on drags but has no pan button for cars without touch.", DragOnlyPanningApp.self),
        FaultyCase(
            .navigationSystemCancel, [.navigation], "A navigation app ignores mapTemplateDidCancelNavigation; its guidance loop keeps updating.",
            IgnoresSystemCancelApp.self),
        FaultyCase(.navigationNoManeuver, [.navigation], "A navigation app starts guidance before its route's maneuvers have arrived.", LateManeuversApp.self),
        FaultyCase(.navigationVariantsOrder, [.navigation], "A navigation app lists instruction variants shortest first.", ShortestFirstApp.self),
        FaultyCase(.navigationEstimatesTooOften, [.navigation], "A navigation app sends estimates on every GPS tick.", EveryTickEstimatesApp.self)
    ]
}
