// SPDX-License-Identifier: Apache-2.0
// A small driving-task app written the way iOS developers write it: the first departures arrive from the "network"
// after a moment (`DispatchQueue.main.asyncAfter`), and a `Timer` counts them down every minute.

import CarPlayShim
import Foundation

/// The next departures from a stop, counting down.
public struct Departure: Equatable, Sendable {
    public var line: String
    public var minutes: Int
}

/// The CarPlay scene: a list of departures, loaded after two seconds, counting down once a minute, dropping the ones
/// that have left.
public final class DepartureBoardSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    public private(set) var departures: [Departure] = []
    private var list: CPListTemplate?
    private var countdown: Timer?

    public override init() { super.init() }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        let list = CPListTemplate(title: "Departures", sections: [])
        list.emptyViewTitleVariants = ["Loading departures…"]
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.departures = [Departure(line: "Tram 4", minutes: 3), Departure(line: "Bus 55", minutes: 7), Departure(line: "Tram 9", minutes: 12)]
            self?.show()
        }
        countdown = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.departures = self.departures.map { Departure(line: $0.line, minutes: $0.minutes - 1) }.filter { $0.minutes >= 0 }
                self.show()
            }
        }
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        countdown?.invalidate()
        countdown = nil
    }

    private func show() {
        let items = departures.map { d in CPListItem(text: d.line, detailText: d.minutes == 0 ? "now" : "in \(d.minutes) min") }
        list?.emptyViewTitleVariants = ["No more departures today"]
        list?.updateSections(items.isEmpty ? [] : [CPListSection(items: items)])
    }
}
