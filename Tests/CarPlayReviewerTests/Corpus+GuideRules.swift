// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

// Faulty apps for the guide's sentences the map showed judged by no rule, written as iOS developers write them
// (`Timer`, `asyncAfter`, delegates), each with its fix.

/// A navigation app's place search: typing lists matching places; selecting one only logs it, as a stub left in
/// (fixed: selecting a place goes back to the map and previews the trip to it).
final class SearchStubApp: CorpusApp, CPSearchTemplateDelegate {
    static let places = ["Aalto University", "Airport", "Ateneum"]
    var map: CPMapTemplate?

    override func connected(_ ic: CPInterfaceController, window: CPWindow) {
        window.rootViewController = CorpusMapViewController()
        let map = CPMapTemplate()
        let search = CPBarButton(title: "Search") { [weak self] _ in
            guard let self else { return }
            let template = CPSearchTemplate()
            template.delegate = self
            self.ic?.pushTemplate(template, animated: true, completion: nil)
        }
        map.leadingNavigationBarButtons = [search]
        self.map = map
        ic.setRootTemplate(map, animated: false, completion: nil)
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
        let found = Self.places.filter { searchText.isEmpty || $0.localizedCaseInsensitiveContains(searchText) }
        completionHandler(
            found.map {
                let item = CPListItem(text: $0, detailText: nil)
                item.userInfo = $0
                return item
            })
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        print("selected \(item.text ?? "")")
        if fixed, let map, let name = item.userInfo as? String {
            ic?.popToRootTemplate(animated: true, completion: nil)
            let place = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.18, longitude: 24.83)))
            place.name = name
            let trip = CPTrip(
                origin: MKMapItem.forCurrentLocation(), destination: place,
                routeChoices: [CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: [], selectionSummaryVariants: [])])
            map.showTripPreviews([trip], textConfiguration: nil)
        }
        completionHandler()
    }

    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}
}

/// A radio app that plays a station with `AVPlayer` and shows the now playing screen, but never tells
/// `MPNowPlayingInfoCenter` what plays: the car's now playing screen stays empty (fixed: it sets the station's
/// title, the show and the rate when playback starts).
final class SilentNowPlayingApp: CorpusApp {
    let player = AVPlayer()

    override func connected(_ ic: CPInterfaceController) {
        let stations = [("Radio Helsinki", "Morning show"), ("Yle Puhe", "News")]
        // The fix covers the car's Now Playing button too: the last station, paused, until one plays.
        if fixed { restoreNowPlaying(stations[0].0, stations[0].1) }
        ic.setRootTemplate(
            list("Stations", stations.map { station in row(station.0, station.1) { [weak self] in self?.play(station.0, station.1) } }),
            animated: false, completion: nil)
    }

    func play(_ name: String, _ show: String) {
        playStream(name, ext: "m3u8", on: player, mode: .default)
        if fixed {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: name, MPMediaItemPropertyArtist: show, MPNowPlayingInfoPropertyIsLiveStream: true,
                MPNowPlayingInfoPropertyPlaybackRate: 1.0
            ]
        }
        guard let ic, ic.topTemplate !== CPNowPlayingTemplate.shared else { return }
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
    }
}

/// An EV charging app that says when charging is done with `AVSpeechSynthesizer`, 20 s after connecting, through a
/// ducking playback session it never deactivates: the radio stays ducked (fixed: `didFinish` deactivates it).
final class SpokenChargeDoneApp: CorpusApp {
    let synthesizer = AVSpeechSynthesizer()
    lazy var speech = SpeechEnds(deactivates: fixed)

    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Charging", [row("Kamppi charger 3", "82% · 11 kW")]), animated: false, completion: nil)
        synthesizer.delegate = speech
        DispatchQueue.main.asyncAfter(deadline: .now() + 20) { [weak self] in
            guard let self, self.ic != nil else { return }
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
            self.synthesizer.speak(AVSpeechUtterance(string: "Charging is complete. Please move your car."))
        }
    }

}

/// A synthesizer's delegate that deactivates the app's audio session when an utterance ends, or doesn't.
final class SpeechEnds: NSObject, AVSpeechSynthesizerDelegate {
    let deactivates: Bool
    init(deactivates: Bool) { self.deactivates = deactivates }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        guard deactivates else { return }
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }
}

/// A navigation app whose spoken turn prompts use a ducking playback session in the default mode, the way a
/// podcast app sets up audio: spoken audio isn't paused under the prompts (fixed: the guide's voice prompt
/// configuration, playback with voicePrompt, interruptSpokenAudioAndMixWithOthers and duckOthers).
final class DefaultModePromptsApp: CorpusNavigationApp {
    let synthesizer = AVSpeechSynthesizer()
    let speech = SpeechEnds(deactivates: true)

    override func startGuidance() {
        super.startGuidance()
        synthesizer.delegate = speech
        let audio = AVAudioSession.sharedInstance()
        if fixed {
            try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
        } else {
            try? audio.setCategory(.playback, mode: .default, options: [.duckOthers])
        }
        try? audio.setActive(true)
        synthesizer.speak(AVSpeechUtterance(string: "In three hundred meters, turn right onto Mannerheimintie."))
    }
}

/// A navigation app that gives the car lane guidance for the instrument cluster (`linkedLaneGuidance`, the
/// session's `currentLaneGuidance`) but shows no lanes on the CarPlay screen (fixed: a second maneuver whose symbol is
/// the lane diagram, 120×18 pt, with no instruction, shown symbol only).
final class ClusterOnlyLanesApp: CorpusGoMapApp {
    let lanesLine = CPManeuver()

    override func guide(_ session: CPNavigationSession) {
        let turn = CPManeuver()
        turn.instructionVariants = ["Keep right onto Ring I", "Keep right"]
        turn.symbolImage = UIImage(systemName: "arrow.up.right")
        let lanes = CPLaneGuidance()
        lanes.lanes = [
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(angles: [Measurement(value: 0, unit: .degrees)], highlightedAngle: Measurement(value: 0, unit: .degrees), isPreferred: true),
            CPLane(angles: [Measurement(value: 45, unit: .degrees)], highlightedAngle: Measurement(value: 45, unit: .degrees), isPreferred: true)
        ]
        turn.linkedLaneGuidance = lanes
        session.currentLaneGuidance = lanes
        if fixed {
            lanesLine.instructionVariants = []
            // White lanes for dark cards, black ones for light cards: the guide's light and dark pair.
            func diagram(_ white: CGFloat) -> UIImage {
                UIGraphicsImageRenderer(size: CGSize(width: 120, height: 18)).image { context in
                    context.cgContext.setStrokeColor(red: white, green: white, blue: white, alpha: 1)
                    for x in [30.0, 60.0, 90.0] {
                        context.cgContext.move(to: CGPoint(x: x, y: 17))
                        context.cgContext.addLine(to: CGPoint(x: x, y: 2))
                    }
                    context.cgContext.strokePath()
                }
            }
            let asset = UIImageAsset()
            asset.register(diagram(0), with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(diagram(1), with: UITraitCollection(userInterfaceStyle: .dark))
            lanesLine.symbolImage = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
            session.upcomingManeuvers = [turn, lanesLine]
        } else {
            session.upcomingManeuvers = [turn]
        }
    }

    override func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        maneuver === lanesLine ? .symbolOnly : []
    }
}

/// An EV charging app that asks to show notifications in CarPlay and posts "Charging complete" 10 s after connecting,
/// with no notification category: it never shows in the car (fixed: a category with `.allowInCarPlay`, set on the
/// notification).
final class UncategorizedChargeNotificationApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Charging", [row("Kamppi charger 3", "82% · 11 kW")]), animated: false, completion: nil)
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .carPlay]) { _, _ in }
        if fixed {
            center.setNotificationCategories([UNNotificationCategory(identifier: "charging", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { [weak self] in
            guard let self, self.ic != nil else { return }
            let content = UNMutableNotificationContent()
            content.title = "Charging complete"
            content.subtitle = "Kamppi charger 3"
            if self.fixed { content.categoryIdentifier = "charging" }
            center.add(UNNotificationRequest(identifier: "charged", content: content, trigger: nil), withCompletionHandler: nil)
        }
    }
}

/// A navigation app whose "Home" button previews two routes both called "Route" (fixed: each says which way it goes
/// and what sets it apart).
final class LookAlikeRoutesApp: CorpusApp {
    var map: CPMapTemplate?

    override func connected(_ ic: CPInterfaceController, window: CPWindow) {
        window.rootViewController = CorpusMapViewController()
        let map = CPMapTemplate()
        let home = CPBarButton(title: "Home") { [weak self] _ in self?.previewHome() }
        map.trailingNavigationBarButtons = [home]
        self.map = map
        ic.setRootTemplate(map, animated: false, completion: nil)
    }

    func previewHome() {
        let home = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.2, longitude: 24.9)))
        home.name = "Home"
        let routes =
            fixed
            ? [
                CPRouteChoice(summaryVariants: ["22 min via Ring I"], additionalInformationVariants: ["Fastest"], selectionSummaryVariants: []),
                CPRouteChoice(summaryVariants: ["27 min via Mannerheimintie"], additionalInformationVariants: ["3 km shorter"], selectionSummaryVariants: [])
            ]
            : [
                CPRouteChoice(summaryVariants: ["Route"], additionalInformationVariants: [], selectionSummaryVariants: []),
                CPRouteChoice(summaryVariants: ["Route"], additionalInformationVariants: [], selectionSummaryVariants: [])
            ]
        map?.showTripPreviews([CPTrip(origin: MKMapItem.forCurrentLocation(), destination: home, routeChoices: routes)], textConfiguration: nil)
    }
}

extension Corpus {
    static let guideRuleCases: [FaultyCase] = [
        FaultyCase(.searchNoAction, [.navigation], "A navigation app's search only logs the place the driver selects.", iOSWay: true, SearchStubApp.self),
        FaultyCase(
            .nowPlayingEmpty, [.audio], "A radio app plays with AVPlayer and shows now playing without now playing info.", iOSWay: true,
            SilentNowPlayingApp.self),
        FaultyCase(
            .audioHeldActive, [.evCharging], "An EV charging app speaks 'charging complete' and leaves its ducking session active.", iOSWay: true,
            SpokenChargeDoneApp.self),
        FaultyCase(
            .audioPromptConfiguration, [.navigation], "A navigation app's turn prompts use a ducking session in the default mode.", iOSWay: true,
            DefaultModePromptsApp.self),
        FaultyCase(
            .navigationLaneGuidance, [.navigation], "A navigation app gives lanes to the instrument cluster only.", iOSWay: true, ClusterOnlyLanesApp.self),
        FaultyCase(
            .notificationNotInCarPlay, [.evCharging], "An EV charging app asks for CarPlay notifications and posts one with no category.", iOSWay: true,
            UncategorizedChargeNotificationApp.self),
        FaultyCase(
            .navigationRouteDescription, [.navigation], "A navigation app previews two routes both called 'Route'.", iOSWay: true, LookAlikeRoutesApp.self)
    ]
}
