// SPDX-License-Identifier: Apache-2.0
// A check executable, as `headunit init` writes one, for apps the tests review in fresh app processes: the review runs
// it as a process (`review-fixtures <app> [check options]`). Ours.

import CarPlayCheckCommand
import CarPlayHost
import CarPlayShim
import Foundation

/// A trip meter kept in a singleton, as apps keep their services: started once per process ("already started" after
/// that), ticking every 2 s. Its screen shows the figures it ticks.
@MainActor
final class TripMeter {
    static let shared = TripMeter()
    private var started = false
    private var timer: Timer?
    private(set) var tick = 0
    var onTick: ((Int) -> Void)?

    func start() {
        guard !started else { return }
        started = true
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
            MainActor.assumeIsolated {
                let meter = TripMeter.shared
                meter.tick += 1
                meter.onTick?(meter.tick)
            }
        }
    }
}

/// A driving task app: its first screen offers the live trip; the trip screen follows the meter, refreshing its rows
/// at each tick (every 2 s: the guide allows once every 10 s). On a phone the fault shows whenever the trip screen is
/// open; in one process the meter started by an earlier run keeps its flag while its timer is gone, so it never ticks
/// again.
final class TripSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        TripMeter.shared.start()
        let open = CPListItem(text: "Live trip", detailText: "Distance and speed")
        open.handler = { [weak self] _, completion in
            self?.showTrip()
            completion()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Trip", sections: [CPListSection(items: [open])]), animated: false, completion: nil)
    }

    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
    }

    func rows(_ tick: Int) -> [CPListSection] {
        [CPListSection(items: [CPListItem(text: "Distance", detailText: "\(12 + tick) km"), CPListItem(text: "Speed", detailText: "\(48 + tick % 5) km/h")])]
    }

    func showTrip() {
        let trip = CPListTemplate(title: "Live trip", sections: rows(TripMeter.shared.tick))
        TripMeter.shared.onTick = { [weak self, weak trip] tick in
            guard let self, let trip else { return }
            trip.updateSections(self.rows(tick))
        }
        interfaceController?.pushTemplate(trip, animated: false, completion: nil)
    }
}

/// An app whose first screen's row crashes the app (an out-of-range index), so a run's process ends.
final class CrashingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let item = CPListItem(text: "Stations", detailText: nil)
        item.handler = { _, completion in
            let stations: [String] = []
            print(stations[3])
            completion()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Radio", sections: [CPListSection(items: [item])]), animated: false, completion: nil)
    }
}

/// A navigation app for the explorer's own probes: its map's button starts guidance, whose turn symbol is one white
/// drawn arrow on the system's card; it speaks a prompt every 30 s without reading the prompt style (so it talks
/// through a phone call); its instrument cluster draws a map that the car's zoom controls don't change.
final class ProbedNavigationDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var map: CPMapTemplate?
    var session: CPNavigationSession?
    let synthesizer = AVSpeechSynthesizer()
    var timer: Timer?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        window.rootViewController = UIViewController()
        let map = CPMapTemplate()
        let go = CPMapButton { [weak self] _ in self?.startGuidance() }
        go.image = UIImage(systemName: "location.fill")
        map.mapButtons = [go]
        self.map = map
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func startGuidance() {
        guard let map, session == nil else { return }
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        let trip = CPTrip(
            origin: MKMapItem.forCurrentLocation(), destination: destination,
            routeChoices: [CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: [], selectionSummaryVariants: [])])
        let session = map.startNavigationSession(for: trip)
        self.session = session
        let turn = CPManeuver()
        turn.instructionVariants = ["Turn right onto Mannerheimintie", "Turn right"]
        turn.symbolImage = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
            context.cgContext.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.cgContext.fill(CGRect(x: 10, y: 6, width: 4, height: 16))
            context.cgContext.fill(CGRect(x: 10, y: 6, width: 10, height: 4))
        }
        session.upcomingManeuvers = [turn]
        timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.prompt() }
        }
    }

    func prompt() {
        let audio = AVAudioSession.sharedInstance()
        try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
        try? audio.setActive(true)
        synthesizer.speak(AVSpeechUtterance(string: "Turn right onto Mannerheimintie."))
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { try? AVAudioSession.sharedInstance().setActive(false) }
    }
}

/// The cluster of ``ProbedNavigationDelegate``: a drawn road, the same whatever the car's zoom.
final class FixedZoomCluster: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
    }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let controller = UIViewController()
        controller.view = RoadView(frame: instrumentClusterWindow.bounds)
        instrumentClusterWindow.rootViewController = controller
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {}
}

final class RoadView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor(white: 0.1, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        let road = UIBezierPath()
        road.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        road.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
        road.lineWidth = 6
        UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1).setStroke()
        road.stroke()
    }
}

/// A radio app that tells now playing what plays only once a station is picked: the car's Now Playing button opens
/// an empty now playing screen.
final class ForgetfulRadioDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        // It resets its player's now playing as it connects: opened from the car's Now Playing button after an earlier
        // launch played, it blanks the item iOS kept.
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        let station = CPListItem(text: "Radio Helsinki", detailText: nil)
        station.handler = { _, completion in
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Radio Helsinki", MPNowPlayingInfoPropertyPlaybackRate: 1.0]
            completion()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Stations", sections: [CPListSection(items: [station])]), animated: false, completion: nil)
    }
}

/// Loads its routes as older code does: a detached task on an actor, and the main thread waits on a semaphore (then a
/// group, then a condition) until they are there. On a phone the pool's threads run the task meanwhile; its list then shows the routes.
actor RouteLoader {
    func routes() async -> [String] { ["Commute", "Coast road"] }
}

final class LoadedRoutes: @unchecked Sendable {
    var names: [String] = []
}

/// A count a task hands to the main thread through a condition.
final class CountedRoutes: @unchecked Sendable {
    private let condition = NSCondition()
    private var count: Int?

    func finish(_ count: Int) {
        condition.lock()
        self.count = count
        condition.signal()
        condition.unlock()
    }

    func wait() -> String {
        condition.lock()
        defer { condition.unlock() }
        while count == nil { condition.wait() }
        return "\(count ?? 0) routes counted"
    }
}

final class WaitingRoutesDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let loaded = LoadedRoutes()
        let ready = DispatchSemaphore(value: 0)
        Task.detached {
            loaded.names = await RouteLoader().routes()
            ready.signal()
        }
        ready.wait()
        let group = DispatchGroup()
        group.enter()
        Task.detached {
            loaded.names.append(await RouteLoader().routes().count == 2 ? "Two routes" : "No routes")
            group.leave()
        }
        group.wait()
        // And a condition, as code written before Dispatch does (`NSCondition`, a pthread condition underneath).
        let counted = CountedRoutes()
        Task.detached { counted.finish(await RouteLoader().routes().count) }
        loaded.names.append(counted.wait())
        let items = loaded.names.map { CPListItem(text: $0, detailText: nil) }
        interfaceController.setRootTemplate(CPListTemplate(title: "Routes", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

/// A driving task app that speaks a road alert every five seconds on the clock it is given, as a task: each alert
/// activates the audio session (ducking the car's audio) and a task deactivates it two seconds later, as Atlas's prompts
/// do: it never holds its session. With `deactivates` false it forgets to deactivate (the fault).
final class SpokenAlertsDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let clock: any Clock<Duration>
    let deactivates: Bool
    var alerts: Task<Void, Never>?

    init(clock: any Clock<Duration>, deactivates: Bool) {
        self.clock = clock
        self.deactivates = deactivates
    }

    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let on = CPListItem(text: "Road alerts", detailText: "Spoken every 5 s")
        interfaceController.setRootTemplate(CPListTemplate(title: "Alerts", sections: [CPListSection(items: [on])]), animated: false, completion: nil)
        let clock = self.clock
        let deactivates = self.deactivates
        alerts = Task { @MainActor in
            while !Task.isCancelled {
                do { try await clock.sleep(for: .seconds(5)) } catch { return }
                let audio = AVAudioSession.sharedInstance()
                try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
                try? audio.setActive(true)
                guard deactivates else { continue }
                Task { @MainActor in
                    try? await clock.sleep(for: .seconds(2))
                    try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
                }
            }
        }
    }

    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        alerts?.cancel()
    }
}

/// A parking app whose settings row says how much of its process's code is in huge pages, in KiB (anonymous
/// executable mappings' `AnonHugePages` in its own `/proc/self/smaps`), and how many page faults its process has taken
/// by the time it shows its first screen: the settings.onCar finding quotes the row, one per launch that differs.
final class CodePagesDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        let settings = CPListItem(text: "Settings code \(Self.hugeCodeKiB()) KiB, faults \(usage.ru_minflt)", detailText: nil)
        let list = CPListTemplate(title: "Lots", sections: [CPListSection(items: [settings, CPListItem(text: "Level 2", detailText: nil)])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    static func hugeCodeKiB() -> Int {
        #if os(Linux)
            guard let smaps = try? String(contentsOfFile: "/proc/self/smaps", encoding: .utf8) else { return -1 }
            var total = 0
            var executableAnonymous = false
            for line in smaps.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if let range = fields.first, range.contains("-"), range.allSatisfy({ $0.isHexDigit || $0 == "-" }), fields.count >= 5 {
                    executableAnonymous = fields[1].contains("x") && fields.count == 5
                } else if executableAnonymous, fields.first == "AnonHugePages:", fields.count >= 2 {
                    total += Int(fields[1]) ?? 0
                }
            }
            return total
        #else
            return 0  // no /proc here, and no huge pages of code either
        #endif
    }
}

let apps: [String: Explorer.AppFactory] = [
    "waiting-routes": { _ in
        try AppDeclaration.inMemory(
            name: "Waiting Routes", categories: [.drivingTask],
            sceneDelegate: SceneDelegateFactory(className: "WaitingRoutesDelegate") { WaitingRoutesDelegate() })
    },
    "probed-navigation": { _ in
        try AppDeclaration.inMemory(
            name: "Probed Navigation", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(className: "ProbedNavigationDelegate") { ProbedNavigationDelegate() },
            instrumentClusterDelegate: SceneDelegateFactory(className: "FixedZoomCluster") { FixedZoomCluster() })
    },
    "forgetful-radio": { _ in
        try AppDeclaration.inMemory(
            name: "Forgetful Radio", categories: [.audio], sceneDelegate: SceneDelegateFactory(className: "ForgetfulRadioDelegate") { ForgetfulRadioDelegate() }
        )
    },
    "trip-meter": { _ in
        try AppDeclaration.inMemory(
            name: "Trip Meter", categories: [.drivingTask], sceneDelegate: SceneDelegateFactory(className: "TripSceneDelegate") { TripSceneDelegate() })
    },
    "spoken-alerts": { clock in
        try AppDeclaration.inMemory(
            name: "Spoken Alerts", categories: [.drivingTask],
            sceneDelegate: SceneDelegateFactory(className: "SpokenAlertsDelegate") { SpokenAlertsDelegate(clock: clock, deactivates: true) })
    },
    "held-alerts": { clock in
        try AppDeclaration.inMemory(
            name: "Held Alerts", categories: [.drivingTask],
            sceneDelegate: SceneDelegateFactory(className: "SpokenAlertsDelegate") { SpokenAlertsDelegate(clock: clock, deactivates: false) })
    },
    "code-pages": { _ in
        try AppDeclaration.inMemory(
            name: "Code Pages", categories: [.parking], sceneDelegate: SceneDelegateFactory(className: "CodePagesDelegate") { CodePagesDelegate() })
    },
    "crashing": { _ in
        try AppDeclaration.inMemory(
            name: "Crashing Radio", categories: [.audio], sceneDelegate: SceneDelegateFactory(className: "CrashingSceneDelegate") { CrashingSceneDelegate() })
    }
]

var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let app = apps[name] else {
    FileHandle.standardError.write(Data("usage: review-fixtures \(apps.keys.sorted().joined(separator: "|")) [check options]\n".utf8))
    exit(2)
}
arguments.removeFirst()
await CarPlayCheck.main(arguments: arguments, app: app)
