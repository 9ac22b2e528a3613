// SPDX-License-Identifier: Apache-2.0
// A check executable, as `headunit init` writes one, for apps the tests review in fresh app processes: the review runs
// it as a process (`review-fixtures <app> [check options]`). Ours.

import CarPlayHost
import CarPlayReviewer
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

let apps: [String: Explorer.AppFactory] = [
    "trip-meter": { _ in
        try AppDeclaration.inMemory(
            name: "Trip Meter", categories: [.drivingTask], sceneDelegate: SceneDelegateFactory(className: "TripSceneDelegate") { TripSceneDelegate() })
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
