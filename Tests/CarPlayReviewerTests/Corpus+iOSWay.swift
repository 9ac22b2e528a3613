// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

// Faulty apps written as iOS developers write them: time comes from `Timer`, `DispatchQueue.main.asyncAfter` and
// `Task.sleep`, never from an injected clock, and data from files with a protection class. The reviewer must find
// each fault by exploring alone, with the app's own timers running on the car's clock.

/// A driving task app showing live trip data, refreshed by a repeating `Timer` (every 2 s; fixed: when the figures
/// change, at most every 15 s).
final class TimerTripDataApp: CorpusApp {
    var timer: Timer?
    var tick = 0

    override func connected(_ ic: CPInterfaceController) {
        let trip = list("Trip", rows())
        ic.setRootTemplate(trip, animated: false, completion: nil)
        timer = Timer.scheduledTimer(withTimeInterval: fixed ? 15 : 2, repeats: true) { [weak self, weak trip] _ in
            MainActor.assumeIsolated {
                guard let self, let trip else { return }
                self.tick += 1
                trip.updateSections([CPListSection(items: self.rows())])
            }
        }
    }

    func rows() -> [CPListItem] {
        [row("Distance driven", "\(12 + tick) km"), row("Average speed", "\(48 + tick % 5) km/h"), row("Fuel used", "\(3 + tick / 4) l")]
    }
}

/// An EV charging app polling charger availability every 10 s with a `Timer` and resetting the map's points each
/// time (fixed: it resets them only when the availability changed).
final class TimerChargerPollingApp: CorpusApp {
    var timer: Timer?
    var shownFree: [Int] = []

    override func connected(_ ic: CPInterfaceController) {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: points(free: [2, 4]), selectedIndex: NSNotFound)
        shownFree = [2, 4]
        ic.setRootTemplate(template, animated: false, completion: nil)
        timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { [weak self, weak template] _ in
            MainActor.assumeIsolated {
                guard let self, let template else { return }
                let free = [2, 4]  // what the availability service answers (unchanged here)
                if self.fixed && free == self.shownFree { return }
                self.shownFree = free
                template.setPointsOfInterest(self.points(free: free), selectedIndex: NSNotFound)
            }
        }
    }

    func points(free: [Int]) -> [CPPointOfInterest] {
        ["Kamppi", "Ruoholahti"].enumerated().map { i, name in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.168 + Double(i) / 300, longitude: 24.93)))
            item.name = name
            item.pointOfInterestCategory = .evCharger
            return CPPointOfInterest(
                location: item, title: name, subtitle: "\(free[i]) free", summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
                pinImage: nil)
        }
    }
}

/// A messaging app whose `Timer` rebuilds and sets its whole root tab bar every second to show the unread count
/// (fixed: it updates the chats list in place, and only when the count changed).
final class TimerTabBarRebuildApp: CorpusApp {
    var timer: Timer?
    var chats: CPListTemplate?
    var shownUnread = -1

    override func connected(_ ic: CPInterfaceController) {
        setRoot(ic, unread: 3)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let ic = self.ic else { return }
                let unread = 3  // what the message store says
                if self.fixed {
                    guard unread != self.shownUnread, let chats = self.chats else { return }
                    self.shownUnread = unread
                    chats.updateSections([CPListSection(items: self.chatRows(unread: unread))])
                } else {
                    self.setRoot(ic, unread: unread)
                }
            }
        }
    }

    func setRoot(_ ic: CPInterfaceController, unread: Int) {
        let chats = CPListTemplate(title: "Chats", sections: [CPListSection(items: chatRows(unread: unread))])
        chats.tabImage = UIImage(systemName: "message")
        let calls = CPListTemplate(title: "Calls", sections: [CPListSection(items: [row("Anna", "Yesterday")])])
        calls.tabImage = UIImage(systemName: "phone")
        self.chats = chats
        shownUnread = unread
        ic.setRootTemplate(CPTabBarTemplate(templates: [chats, calls]), animated: false, completion: nil)
    }

    func chatRows(unread: Int) -> [CPListItem] {
        [row("Anna", "\(unread) unread"), row("Family", "Read")]
    }
}

/// A navigation app whose guidance `Timer` keeps sending maneuvers and estimates after the system canceled
/// navigation: its delegate ignores `mapTemplateDidCancelNavigation` (fixed: it stops the timer there).
final class TimerGuidanceIgnoresCancelApp: CorpusGoMapApp {
    var guidance: Timer?
    var remaining = 3000.0

    override func guide(_ session: CPNavigationSession) {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn right onto Mannerheimintie", "Turn right"]
        session.upcomingManeuvers = [maneuver]
        guidance = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let session = self.session else { return }
                self.remaining = max(self.remaining - 70, 0)
                let next = CPManeuver()
                next.instructionVariants = ["Continue for \(Int(self.remaining)) m", "Continue"]
                session.upcomingManeuvers = [next]
                session.updateEstimates(
                    CPTravelEstimates(distanceRemaining: Measurement(value: self.remaining, unit: .meters), timeRemaining: self.remaining / 14), for: next)
            }
        }
    }

    override func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        guard fixed else { return }
        guidance?.invalidate()
        guidance = nil
        session = nil
    }
}

/// A navigation app whose map delegate handles the knob's panning (`mapTemplate(_:panWith:)`, the panning
/// interface's show and dismiss), but none of its map buttons calls `showPanningInterface(animated:)`, so nothing
/// ever enters panning mode (fixed: a pan button does). Drags do nothing: only what the delegate implements tells.
final class PanningWithoutAButtonApp: CorpusApp, CPMapTemplateDelegate {
    var map: CPMapTemplate?
    var offset = CGPoint.zero

    override func connected(_ ic: CPInterfaceController, window: CPWindow) {
        window.rootViewController = CorpusMapViewController()
        let map = CPMapTemplate()
        map.mapDelegate = self
        let zoomIn = CPMapButton { _ in }
        zoomIn.image = UIImage(systemName: "plus.magnifyingglass")
        let zoomOut = CPMapButton { _ in }
        zoomOut.image = UIImage(systemName: "minus.magnifyingglass")
        var buttons = [zoomIn, zoomOut]
        if fixed {
            let pan = CPMapButton { [weak self] _ in self?.map?.showPanningInterface(animated: true) }
            pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
            buttons.append(pan)
        }
        map.mapButtons = buttons
        self.map = map
        ic.setRootTemplate(map, animated: false, completion: nil)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        offset.x += direction.contains(.left) ? 40 : direction.contains(.right) ? -40 : 0
        offset.y += direction.contains(.up) ? 40 : direction.contains(.down) ? -40 : 0
    }

    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapTemplate.mapButtons.forEach { $0.isHidden = true }
    }

    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapTemplate.mapButtons.forEach { $0.isHidden = false }
    }
}

/// A driving task app that keeps its job list in a file it writes with `.completeFileProtection` each time CarPlay
/// connects: on a locked phone the write and the read fail and the list is empty (fixed: the file is written with
/// `.completeFileProtectionUntilFirstUserAuthentication`, readable once the phone was unlocked after starting).
final class ProtectedJobsFileApp: CorpusApp {
    static let jobs = ["Deliver to Kamppi", "Pick up at Pasila", "Return van to depot"]

    override func connected(_ ic: CPInterfaceController) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-jobs-\(ObjectIdentifier(self).hashValue).json")
        let data = Data(Self.jobs.joined(separator: "\n").utf8)
        try? data.write(to: url, options: fixed ? .completeFileProtectionUntilFirstUserAuthentication : .completeFileProtection)
        let saved = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
        try? FileManager.default.removeItem(at: url)
        ic.setRootTemplate(list("Jobs", saved.map { row($0) }), animated: false, completion: nil)
    }
}

/// A messaging app whose intents extension declares and handles only sending (fixed: also reading and marking
/// messages read, the three intents the guide asks of messaging apps).
final class SendOnlyMessagingApp: CorpusApp {
    nonisolated static func intents(fixed: Bool) -> [String] {
        fixed ? ["INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent"] : ["INSendMessageIntent"]
    }

    override func connected(_ ic: CPInterfaceController) {
        let anna = CPMessageListItem(
            conversationIdentifier: "anna", text: "Anna",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: true),
            trailingConfiguration: nil, detailText: "On my way", trailingText: nil)
        ic.setRootTemplate(CPListTemplate(title: "Chats", sections: [CPListSection(items: [anna])]), animated: false, completion: nil)
    }
}

extension Corpus {
    static let iOSWayCases: [FaultyCase] = [
        FaultyCase(
            .refreshItems, [.drivingTask], "A driving task app refreshes its trip data from a Timer every 2 seconds.", iOSWay: true, TimerTripDataApp.self),
        FaultyCase(
            .refreshPointsOfInterest, [.evCharging], "An EV charging app's Timer resets the map's points every 10 s.", iOSWay: true, TimerChargerPollingApp.self
        ),
        FaultyCase(
            .refreshRootReplaced, [.communication], "A messaging app's Timer sets a new root tab bar every second.", iOSWay: true,
            intents: { _ in messageIntentNames }, TimerTabBarRebuildApp.self),
        FaultyCase(
            .navigationSystemCancel, [.navigation], "A navigation app's guidance Timer keeps setting maneuvers after the system canceled navigation.",
            iOSWay: true, TimerGuidanceIgnoresCancelApp.self),
        FaultyCase(
            .navigationPanButton, [.navigation], "A navigation app's map delegate handles panning, but no map button enters the panning interface.",
            iOSWay: true, PanningWithoutAButtonApp.self),
        FaultyCase(
            .dataLocked, [.drivingTask], "A driving task app reads its jobs from a file written with .completeFileProtection.", iOSWay: true,
            ProtectedJobsFileApp.self),
        FaultyCase(
            .messagingIntents, [.communication], "A messaging app's intents extension declares and handles only INSendMessageIntent.",
            intents: { SendOnlyMessagingApp.intents(fixed: $0) }, SendOnlyMessagingApp.self)
    ]
}

/// A parking app that chimes 30 s after connecting (the session is about to end), with a playback audio session
/// that doesn't mix: the car's FM radio stops for a chime (fixed: the chime ducks the radio and the session ends).
final class ChimeStopsRadioApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Parking", [row("Kamppi garage", "Ends in 5 min")]), animated: false, completion: nil)
        DispatchQueue.main.asyncAfter(deadline: .now() + 30) { [weak self] in
            guard let self, self.ic != nil else { return }  // still connected
            let audio = AVAudioSession.sharedInstance()
            try? audio.setCategory(.playback, mode: .default, options: self.fixed ? [.duckOthers] : [])
            try? audio.setActive(true)
            // The chime plays for a second.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { try? audio.setActive(false, options: .notifyOthersOnDeactivation) }
        }
    }
}

extension Corpus {
    static let audioCitizenCases: [FaultyCase] = [
        FaultyCase(
            .audioStopsCarAudio, [.parking], "A parking app's reminder chime uses a playback session that stops the FM radio.", iOSWay: true,
            ChimeStopsRadioApp.self)
    ]
}
