// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

/// An audio app that shows an episode's details on an information template (not an audio template).
final class EpisodeDetailsApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let rows = (1...3).map { n in opens(row("Episode \(n)", "42 min") { [weak self] in self?.details("Episode \(n)") }) }
        restoreNowPlaying("Episode 1", "The Show")
        ic.setRootTemplate(list("Episodes", rows), animated: false, completion: nil)
    }
    func details(_ title: String) {
        if fixed {
            ic?.pushTemplate(list(title, [row("Duration", "42 min"), row("Play")]), animated: true, completion: nil)
        } else {
            let info = CPInformationTemplate(
                title: title, layout: .leading, items: [CPInformationItem(title: "Duration", detail: "42 min")],
                actions: [CPTextButton(title: "Play", textStyle: .confirm) { _ in }])
            ic?.pushTemplate(info, animated: true, completion: nil)
        }
    }
}

/// A driving task app (depth 2) that pushes a checklist over a job's details.
final class JobChecklistApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Jobs", [opens(row("Job 41 · Kamppi") { [weak self] in self?.job() })]), animated: false, completion: nil)
    }
    func job() {
        let checklist = row("Checklist", "3 checks") { [weak self] in
            guard let self else { return }
            if self.fixed {
                let sheet = CPActionSheetTemplate(
                    title: "Checklist", message: "Tyres, lights, load secured",
                    actions: [
                        CPAlertAction(title: "Done", style: .default) { [weak self] _ in
                            self?.ic?.dismissTemplate(animated: true, completion: nil)
                        }
                    ])
                self.ic?.presentTemplate(sheet, animated: true, completion: nil)
            } else {
                self.ic?.pushTemplate(
                    self.list("Checklist", [self.row("Tyres"), self.row("Lights"), self.row("Load secured")]), animated: true, completion: nil)
            }
        }
        ic?.pushTemplate(list("Job 41", [row("Address", "Kamppi 4"), checklist]), animated: true, completion: nil)
    }
}

/// A messaging app whose "Refresh" button pushes the chat's template again instead of updating it.
final class ChatRefreshApp: CorpusApp {
    var chat: CPListTemplate?
    override func connected(_ ic: CPInterfaceController) {
        let chat = list("Family", [row("3 new messages")])
        let refresh = CPBarButton(title: "Refresh") { [weak self] _ in
            guard let self, let chat = self.chat else { return }
            if self.fixed {
                chat.updateSections([CPListSection(items: [self.row("No new messages")])])
            } else {
                self.ic?.pushTemplate(chat, animated: true, completion: nil)
            }
        }
        chat.trailingNavigationBarButtons = [refresh]
        self.chat = chat
        ic.setRootTemplate(
            list(
                "Chats",
                [
                    opens(
                        row("Family") { [weak self] in
                            guard let self, let chat = self.chat else { return }
                            self.ic?.pushTemplate(chat, animated: true, completion: nil)
                        })
                ]), animated: false, completion: nil)
    }
}

/// An audio app with five tabs (audio apps get four).
final class FiveTabsApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let names = fixed ? ["Library", "Browse", "Radio", "Search"] : ["Library", "Browse", "Radio", "Search", "Downloads"]
        restoreNowPlaying("Library item", "The Library")
        let tabs = names.map { name -> CPListTemplate in
            let t = list(name, [row("\(name) item")])
            t.tabTitle = name
            t.tabImage = UIImage(systemName: "music.note")
            return t
        }
        ic.setRootTemplate(CPTabBarTemplate(templates: tabs), animated: false, completion: nil)
    }
}

/// A parking app whose tab titles are sentences.
final class LongTabTitlesApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let names = fixed ? ["Nearby", "Sessions", "Receipts"] : ["Nearby Parking Garages", "Sessions", "Receipts"]
        let tabs = names.map { name -> CPListTemplate in
            let t = list(name, [row("Kamppi garage", "2 min")])
            t.tabTitle = name
            t.tabImage = UIImage(systemName: "parkingsign")
            return t
        }
        ic.setRootTemplate(CPTabBarTemplate(templates: tabs), animated: false, completion: nil)
    }
}

/// A fueling app that lists all 20 stations whatever the car's list limit.
final class AllStationsApp: CorpusApp, CPSessionConfigurationDelegate {
    var config: CPSessionConfiguration?
    var stations: CPListTemplate?
    override func connected(_ ic: CPInterfaceController) {
        config = CPSessionConfiguration(delegate: self)
        let t = list("Stations", rows())
        stations = t
        ic.setRootTemplate(t, animated: false, completion: nil)
    }
    func rows() -> [CPListItem] {
        let all = (1...20).map { row("Station \($0)", "\($0) km") }
        return fixed ? Array(all.prefix(Int(CPListTemplate.maximumItemCount))) : all
    }
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {
        stations?.updateSections([CPListSection(items: rows())])
    }
}

/// A driving task app that shows live trip data, refreshed every 2 s (fixed: every 15 s).
final class LiveTripDataApp: CorpusApp {
    var seconds = 0
    override func connected(_ ic: CPInterfaceController) {
        let t = list("Trip", sections())
        ic.setRootTemplate(t, animated: false, completion: nil)
        let period = fixed ? 15 : 2
        every(.seconds(period)) { [weak self, weak t] in
            guard let self, let t else { return false }
            self.seconds += period
            t.updateSections([CPListSection(items: self.sections())])
            return true
        }
    }
    func sections() -> [CPListItem] {
        [row("Distance", "\(seconds / 60 + 12) km"), row("Consumption", "\(5 + seconds % 3).\(seconds % 10) l/100 km")]
    }
}

/// An EV charging app that refreshes charger availability on the map every 15 s (fixed: every 60 s).
final class ChargerAvailabilityApp: CorpusApp {
    var tick = 0
    override func connected(_ ic: CPInterfaceController) {
        let t = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: points(), selectedIndex: NSNotFound)
        ic.setRootTemplate(t, animated: false, completion: nil)
        every(.seconds(fixed ? 60 : 15)) { [weak self, weak t] in
            guard let self, let t else { return false }
            self.tick += 1
            t.setPointsOfInterest(self.points(), selectedIndex: NSNotFound)
            return true
        }
    }
    func points() -> [CPPointOfInterest] {
        (0..<3).map { i in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.16 + Double(i) / 100, longitude: 24.93)))
            item.pointOfInterestCategory = .evCharger
            return CPPointOfInterest(
                location: item, title: "Charger \(i + 1)", subtitle: "\((tick + i) % 4) of 4 free", summary: nil,
                detailTitle: nil, detailSubtitle: nil, detailSummary: nil, pinImage: nil)
        }
    }
}

/// A parking app that rebuilds its root every 30 s to show the time left (fixed: updates the item in place).
final class SessionCountdownApp: CorpusApp {
    var left = 90
    var info: CPInformationTemplate?
    override func connected(_ ic: CPInterfaceController) {
        show()
        every(.seconds(30)) { [weak self] in
            guard let self else { return false }
            self.left -= 1
            if self.fixed, let info = self.info { info.items = self.items() } else { self.show() }
            return true
        }
    }
    func items() -> [CPInformationItem] { [CPInformationItem(title: "Zone 1 · Kamppi", detail: "\(left) min left")] }
    func show() {
        let t = CPInformationTemplate(title: "Parking", layout: .leading, items: items(), actions: [])
        info = t
        ic?.setRootTemplate(t, animated: false, completion: nil)
    }
}

/// An EV charging app whose row handler returns early, without its completion, for a station with no price.
final class NoPriceStationApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let stations: [(String, Double?)] = [("Ruoholahti", nil), ("Kamppi", 0.39)]
        let rows = stations.map { s -> CPListItem in
            let item = CPListItem(text: s.0, detailText: s.1.map { String(format: "€%.2f/kWh", $0) } ?? "Price unknown")
            item.accessoryType = .disclosureIndicator
            item.handler = { [weak self] _, completion in
                MainActor.assumeIsolated {
                    guard let self else { return completion() }
                    guard let price = s.1 else {
                        if self.fixed {
                            self.ic?.presentTemplate(
                                CPAlertTemplate(
                                    titleVariants: ["No price for \(s.0)"],
                                    actions: [
                                        CPAlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.ic?.dismissTemplate(animated: true, completion: nil)
                                        }
                                    ]),
                                animated: true, completion: nil)
                            completion()
                        }
                        return
                    }
                    self.ic?.pushTemplate(self.list(s.0, [self.row("Price", String(format: "€%.2f/kWh", price))]), animated: true, completion: nil)
                    completion()
                }
            }
            return item
        }
        ic.setRootTemplate(list("Stations", rows), animated: false, completion: nil)
    }
}

/// A driving task app whose root information template has a "Close" action that pops (there is nothing to pop).
final class CloseOnRootApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        var actions = [CPTextButton(title: "Start Shift", textStyle: .confirm) { [weak self] _ in self?.started() }]
        if !fixed {
            actions.append(
                CPTextButton(title: "Close", textStyle: .normal) { [weak self] _ in
                    self?.ic?.popTemplate(animated: true, completion: nil)
                })
        }
        ic.setRootTemplate(
            CPInformationTemplate(
                title: "Shift", layout: .leading, items: [CPInformationItem(title: "Status", detail: "Not started")],
                actions: actions), animated: false, completion: nil)
    }
    func started() {
        (ic?.rootTemplate as? CPInformationTemplate)?.items = [CPInformationItem(title: "Status", detail: "Started")]
    }
}

/// A parking app that waits for its phone app to load the account before showing anything.
final class WaitsForPhoneApp: CorpusApp {
    /// Set by the phone app's `application(_:didFinishLaunchingWithOptions:)`, which never runs in the car.
    var phoneAppLoadedAccount: (() -> Void)?
    override func connected(_ ic: CPInterfaceController) {
        let show = { [weak self] in
            guard let self else { return }
            self.ic?.setRootTemplate(self.list("Car Parks", [self.row("Kamppi garage", "2 min")]), animated: false, completion: nil)
        }
        if fixed { show() } else { phoneAppLoadedAccount = show }
    }
}

extension Corpus {
    static let templateCases: [FaultyCase] = [
        FaultyCase(
            .templateUnsupported, [.audio], "An audio app shows an episode's details on an information template, which audio apps can't use.",
            EpisodeDetailsApp.self),
        FaultyCase(.templateDepth, [.drivingTask], "A driving task app (depth 2) pushes a checklist over a job's details.", JobChecklistApp.self),
        FaultyCase(
            .templatePushedTwice, [.communication], "A chat's Refresh button pushes the chat's template again instead of updating it.",
            intents: { _ in messageIntentNames }, ChatRefreshApp.self),
        FaultyCase(.tabsCount, [.audio], "An audio app brings its phone app's five tabs to the car.", FiveTabsApp.self),
        FaultyCase(.tabsTitleLength, [.parking], "A parking app titles a tab 'Nearby Parking Garages'.", LongTabTitlesApp.self),
        FaultyCase(.listCut, [.fueling], "A fueling app lists its 20 stations whatever CPListTemplate.maximumItemCount says.", AllStationsApp.self),
        FaultyCase(.refreshItems, [.drivingTask], "A driving task app refreshes live trip data every 2 seconds.", LiveTripDataApp.self),
        FaultyCase(
            .refreshPointsOfInterest, [.evCharging], "An EV charging app polls charger availability every 15 s and resets the map's points each time.",
            ChargerAvailabilityApp.self),
        FaultyCase(.refreshRootReplaced, [.parking], "A parking app rebuilds and sets its root template to show the minutes left.", SessionCountdownApp.self),
        FaultyCase(
            .selectionSpinner, [.evCharging], "A row handler returns early for a station without a price and never calls its completion.",
            NoPriceStationApp.self),
        FaultyCase(
            .appException, [.drivingTask], "A root template keeps a 'Close' action copied from a pushed screen; popping the root with no completion raises.",
            CloseOnRootApp.self),
        FaultyCase(
            .flowNeedsPhone, [.parking], "A parking app sets its root only once the phone app has loaded the account, which never happens in the car.",
            WaitsForPhoneApp.self)
    ]
}
