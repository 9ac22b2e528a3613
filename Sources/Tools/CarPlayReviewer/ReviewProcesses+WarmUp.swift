// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenMapKit
import OpenUIKit

extension ReviewProcesses {
    /// Readies the car's side of a run before the zygote is made, so each app process starts with it done: a car with an
    /// app of ours (not the reviewed app: its statics must start empty in every run) shows a tab bar, a list, a grid
    /// and an alert, a recorder observes them, and a run's answer is encoded and decoded. What Swift's runtime works
    /// out on first use — generic types' metadata, protocol conformances (each a search of every conformance in the
    /// executable), lazily bound library calls — is then in the zygote's memory, which every app process shares.
    /// Synchronous, on this thread only: nothing here may start a thread (a fork after that would hang).
    @MainActor
    static func warmUp() {
        let clock = CarClock()
        let car = CarSetup(vehicle: .standard, style: .light, driving: false, phone: .unlocked, exceptionPolicy: .record).makeCar(clock: clock)
        guard
            let app = try? AppDeclaration.inMemory(
                name: "Review warm-up", categories: [.audio], sceneDelegate: SceneDelegateFactory(className: "WarmUpSceneDelegate") { WarmUpSceneDelegate() }),
            let session = car.connect(app)
        else { return }
        let recorder = ReviewRecorder(car: car, context: "warm-up")
        recorder.step("connect")
        recorder.observe()
        let driver = CarDriver(car: car)
        for element in session.visible.prefix(3) where element.isEnabled {
            try? driver.perform(.tapID(element.id))
            recorder.observe()
        }
        try? driver.perform(.drive)
        try? driver.perform(.lockPhone)
        recorder.observe()
        _ = recorder.prepare(.wordingPhone, subject: "warm-up", "warm-up")
        var record = RunRecord(recorder)
        if let screen = Optional(session.screenSnapshot()) {
            record.findings.append(
                TravellingFinding(Finding(rule: ReviewRule.catalogue[0], message: "warm-up", path: recorder.path, context: recorder.carState, screen: screen)))
        }
        let visited = ExplorationReply.Visited(
            app: app.name, failedAt: nil, signature: "", actions: [], visible: session.visible, record: record)
        if let bytes = try? AppWire.encode(ExplorationReply.visited(visited)) { _ = try? AppWire.decode(ExplorationReply.self, from: bytes) }
        let step = ExplorationStep(kind: .tapID, value: "t0.s0.r0", description: "warm-up")
        let request = ExplorationRequest(app: "", options: ExplorationOptions(), job: .visit(condition: "", path: [step]))
        if let bytes = try? AppWire.encode(request) { _ = try? AppWire.decode(ExplorationRequest.self, from: bytes) }
        _ = String(format: "%d %.1f %@ %ld", 1, 2.5, "three", 4)
        _ = VehicleSystems.Radio.stations  // the car's radio, which a car with vehicle systems tunes at connect
        try? driver.perform(.disconnect)
        HeadUnit.resetProcessState()
        warmUpNavigation()
        warmUpFirstUses()
    }

    /// What every run's process met for the first time, seen in a profile of 300 launches (each a search of the
    /// executable's conformances, 0.1 ms or more): the continuation in `serve`'s frame, the reviewer's table of purpose
    /// signs once a sign is seen, a notification whose user info is bridged (the car's audio route changing), and the
    /// renderer's fallback fonts past Latin in both weights (a drawn screen's label with a dash built the bold chain's
    /// nine Indic tables in every run: 4 % of a navigation app's processes' time).
    @MainActor
    private static func warmUpFirstUses() {
        for weight in [FontWeight.regular, .bold] { _ = FontMetrics.inter(weight).width("Warm-up – 1 km", size: 17) }
        _ = String(describing: CheckedContinuation<Int, Never>.self)
        _ = String(describing: CheckedContinuation<Void, Never>.self)
        var seen: [PurposeWording.Topic: [PurposeWording.Sign: String]] = [:]
        for topic in [PurposeWording.Topic.gaming, .socialNetworking] {
            for sign in PurposeWording.signs(of: topic, in: "Play the game, then share it with your followers") { seen[topic, default: [:]][sign] = "warm-up" }
        }
        _ = PurposeWording.isPresent(Set(seen.values.flatMap(\.keys)))
        NotificationCenter.default.post(
            name: Notification.Name("OpenCarPlay.reviewWarmUp"), object: nil,
            userInfo: [
                AVAudioSessionRouteChangeReasonKey: AVAudioSession.RouteChangeReason.newDeviceAvailable.rawValue,
                AVAudioSessionRouteChangePreviousRouteKey: AVAudioSessionRouteDescription.phone
            ])
    }

    /// The same for a navigation app's screen: a map drawn in the window with paths, map and bar buttons, trip previews,
    /// then guidance with a maneuver and estimates, observed (the map's drawing recorded) and dragged.
    @MainActor
    private static func warmUpNavigation() {
        let car = CarSetup(vehicle: .standard, style: .dark, driving: true, phone: .locked, exceptionPolicy: .record).makeCar(clock: CarClock())
        guard
            let app = try? AppDeclaration.inMemory(
                name: "Review warm-up map", categories: [.navigation],
                sceneDelegate: SceneDelegateFactory(className: "WarmUpMapSceneDelegate") { WarmUpMapSceneDelegate() }),
            let session = car.connect(app)
        else { return }
        let recorder = ReviewRecorder(car: car, context: "warm-up")
        recorder.observe()
        _ = session.screenSnapshot()
        let driver = CarDriver(car: car)
        try? driver.perform(.dragMap(x: 120, y: 0))
        for element in session.visible.prefix(4) where element.isEnabled {
            try? driver.perform(.tapID(element.id))
            recorder.observe()
        }
        _ = session.screenSnapshot()
        try? driver.perform(.cancelNavigation)
        recorder.observe()
        try? driver.perform(.disconnect)
        HeadUnit.resetProcessState()
    }
}

/// The navigation warm-up's app: a map it draws, a trip preview, guidance on "Go". - Note: Ours.
final class WarmUpMapSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    var window: CPWindow?
    var controller: CPInterfaceController?

    func templateApplicationScene(
        _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.window = window
        controller = interfaceController
        let view = WarmUpMapView()
        let root = UIViewController()
        root.view = view
        window.rootViewController = root
        let map = CPMapTemplate()
        map.mapDelegate = self
        map.mapButtons = [CPMapButton { _ in }, CPMapButton { _ in }]
        map.mapButtons.forEach { $0.image = UIImage(systemName: "plus.magnifyingglass") }
        map.leadingNavigationBarButtons = [CPBarButton(title: "Go") { [weak self] _ in self?.preview(map) }]
        map.trailingNavigationBarButtons = [CPBarButton(image: UIImage(systemName: "magnifyingglass")!) { _ in }]
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
        view.setNeedsDisplay()
    }

    func preview(_ map: CPMapTemplate) {
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        destination.name = "Warm-up"
        let choice = CPRouteChoice(summaryVariants: ["5 min via Main Street"], additionalInformationVariants: ["Fastest"], selectionSummaryVariants: ["5 min"])
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: destination, routeChoices: [choice])
        map.showTripPreviews([trip], textConfiguration: nil)
        let session = map.startNavigationSession(for: trip)
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn right onto Main Street", "Turn right"]
        maneuver.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        maneuver.initialTravelEstimates = CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 40)
        session.upcomingManeuvers = [maneuver]
        session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 250, unit: .meters), timeRemaining: 30), for: maneuver)
        map.update(CPTravelEstimates(distanceRemaining: Measurement(value: 2, unit: .kilometers), timeRemaining: 300), for: trip, with: .default)
    }
}

/// A map drawn as an app draws one: filled land, stroked roads, a route, a dot. - Note: Ours.
final class WarmUpMapView: UIView {
    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.setFillColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        c.fill(bounds)
        c.setStrokeColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        c.setLineWidth(3)
        c.beginPath()
        c.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 50.5, y: 60.25), CGPoint(x: 120, y: 30)])
        c.strokePath()
        c.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        c.fillEllipse(in: CGRect(x: 40, y: 40, width: 20, height: 20))
        c.beginPath()
        c.move(to: CGPoint(x: 1, y: 1))
        c.addLine(to: CGPoint(x: 9, y: 9))
        c.closePath()
        c.fillPath()
    }
}

/// The warm-up's app: an audio app's tab bar of a list and a grid. - Note: Ours.
final class WarmUpSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let rows = (1...4).map { i in
            let item = CPListItem(text: "Station \(i)", detailText: "Genre \(i)", image: UIImage(systemName: "music.note"))
            item.handler = { _, completion in
                interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: "Stations", sections: [CPListSection(items: rows, header: "Near you", sectionIndexTitle: nil)])
        list.tabTitle = "Stations"
        let buttons = (1...4).map { i in CPGridButton(titleVariants: ["Mix \(i)"], image: UIImage(systemName: "star")!) { _ in } }
        let grid = CPGridTemplate(title: "Mixes", gridButtons: buttons)
        grid.tabTitle = "Mixes"
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [list, grid]), animated: false, completion: nil)
    }
}
