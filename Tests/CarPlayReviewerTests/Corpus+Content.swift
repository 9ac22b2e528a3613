// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

/// A messaging app: a message arrives 2 s after connecting; it is notified and the chat list changes.
class IncomingMessageApp: CorpusApp {
    static let category = "message"
    let text = "Running late, see you at six"
    var chats: CPListTemplate?
    override func connected(_ ic: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: Self.category, actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let t = list("Chats", [row("Anna", "Yesterday")])
        chats = t
        ic.setRootTemplate(t, animated: false, completion: nil)
        every(.seconds(2)) { [weak self] in
            self?.received()
            return false
        }
    }
    func received() {
        let content = UNMutableNotificationContent()
        content.title = notificationTitle
        content.body = text
        content.categoryIdentifier = Self.category
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "message-1", content: content, trigger: nil))
        chats?.updateSections([CPListSection(items: [row("Anna", rowDetail)])])
    }
    var notificationTitle: String { "Anna" }
    var rowDetail: String { "1 new message" }
}

/// Shows the last message under the sender's name.
final class LastMessagePreviewApp: IncomingMessageApp {
    override var rowDetail: String { fixed ? "1 new message" : text }
}

/// Puts "sender: message" in the notification's title.
final class MessageInTitleApp: IncomingMessageApp {
    override var notificationTitle: String { fixed ? "Anna" : "Anna: \(text)" }
}

/// A fueling app that tells the driver to add a card on their iPhone.
final class AddCardOnPhoneApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Pumps", [row("Pump 3", "Diesel · 95") { [weak self] in self?.noCard() }]), animated: false, completion: nil)
    }
    func noCard() {
        let text = fixed ? "No payment card on file" : "No payment card. Open the app on your iPhone to add one."
        ic?.presentTemplate(
            CPAlertTemplate(
                titleVariants: [text],
                actions: [
                    CPAlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.ic?.dismissTemplate(animated: true, completion: nil) }
                ]),
            animated: true, completion: nil)
    }
}

/// A driving task app with a Settings row, as on the phone.
final class SettingsRowApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        var rows = [row("Today's deliveries", "7 stops")]
        if !fixed {
            rows.append(
                opens(
                    row("Settings") { [weak self] in
                        guard let self else { return }
                        self.ic?.pushTemplate(self.list("Settings", [self.row("Units", "km"), self.row("Sign out")]), animated: true, completion: nil)
                    }))
        }
        ic.setRootTemplate(list("Deliveries", rows), animated: false, completion: nil)
    }
}

/// A quick food ordering app that shows every favorite the car allows (up to 500 parked), not 12.
final class AllFavoritesApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let favorites = (1...15).map { row("Favorite \($0)", "Burger Joint") }
        let shown = fixed ? Array(favorites.prefix(12)) : Array(favorites.prefix(Int(CPListTemplate.maximumItemCount)))
        ic.setRootTemplate(list("Favorites", shown), animated: false, completion: nil)
    }
}

/// A parking app that also pins a café near the car park.
final class CafeOnParkingMapApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        var places: [(String, MKPointOfInterestCategory)] = [("Kamppi garage", .parking), ("Forum garage", .parking)]
        if !fixed { places.append(("Kiosk Café", .cafe)) }
        let points = places.enumerated().map { i, p -> CPPointOfInterest in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.168 + Double(i) / 500, longitude: 24.93)))
            item.name = p.0
            item.pointOfInterestCategory = p.1
            return CPPointOfInterest(
                location: item, title: p.0, subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil, pinImage: nil)
        }
        ic.setRootTemplate(CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: points, selectedIndex: NSNotFound), animated: false, completion: nil)
    }
}

/// An audio app that activates its audio session as soon as CarPlay connects.
final class EagerAudioApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        if !fixed { activate() }
        restoreNowPlaying("Radio Helsinki", "Morning show")
        ic.setRootTemplate(list("Stations", [row("Radio Helsinki") { [weak self] in self?.play() }]), animated: false, completion: nil)
    }
    func activate() {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
        try? AVAudioSession.sharedInstance().setActive(true)
    }
    func play() {
        activate()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Radio Helsinki", MPNowPlayingInfoPropertyPlaybackRate: 1.0]
    }
}

/// A messaging app that plays voice notes with the session it records them with.
final class VoiceNoteApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Voice Notes", [row("Anna", "0:12") { [weak self] in self?.play() }]), animated: false, completion: nil)
    }
    func play() {
        let session = AVAudioSession.sharedInstance()
        if fixed {
            try? session.setCategory(.playback, mode: .spokenAudio)
        } else {
            try? session.setCategory(.playAndRecord, mode: .default, options: [.allowBluetooth])
        }
        try? session.setActive(true)
    }
}

/// A file that can't be read while the phone is locked when written with complete protection, as on iOS.
final class ProtectedFavorites {
    enum Protection { case complete, completeUntilFirstUserAuthentication }
    struct LockedError: Error {}
    let protection: Protection
    let favorites = ["Home charger", "Office garage", "Mall chargers"]
    init(protection: Protection) { self.protection = protection }
    @MainActor func read() throws -> [String] {
        if protection == .complete, !UIApplication.shared.isProtectedDataAvailable { throw LockedError() }
        return favorites
    }
}

/// An EV charging app whose favorites are stored with NSFileProtectionComplete.
final class LockedFavoritesApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let store = ProtectedFavorites(protection: fixed ? .completeUntilFirstUserAuthentication : .complete)
        let favorites = (try? store.read()) ?? []
        let t = list("Favorites", favorites.map { row($0) })
        t.emptyViewTitleVariants = ["No favorites"]
        ic.setRootTemplate(t, animated: false, completion: nil)
    }
}

extension Corpus {
    static let contentCases: [FaultyCase] = [
        FaultyCase(
            .messageOnScreen, [.communication], "A messaging app previews the last message under the sender's name, as its phone app does.",
            intents: { _ in messageIntentNames }, LastMessagePreviewApp.self),
        FaultyCase(
            .messageInNotification, [.communication], "A messaging app titles its notifications 'Sender: message'.", intents: { _ in messageIntentNames },
            MessageInTitleApp.self),
        FaultyCase(.wordingPhone, [.fueling], "A fueling app's alert tells the driver to add a card on their iPhone.", AddCardOnPhoneApp.self),
        FaultyCase(.settingsOnCar, [.drivingTask], "A driving task app keeps its phone app's Settings row.", SettingsRowApp.self),
        FaultyCase(
            .orderingOver12, [.quickFoodOrdering], "A quick food ordering app shows as many favorites as the car allows (15 when parked).", AllFavoritesApp.self
        ),
        FaultyCase(.poiOutsideCategory, [.parking], "A parking app also pins a café next to its car park.", CafeOnParkingMapApp.self)
    ]
    static let audioCases: [FaultyCase] = [
        FaultyCase(
            .audioActivatedAtLaunch, [.audio], "An audio app activates its audio session when CarPlay connects, stopping the FM radio.", EagerAudioApp.self),
        FaultyCase(
            .audioRecording, [.communication], "A messaging app plays voice notes with the playAndRecord session it records them with.",
            intents: { _ in messageIntentNames }, VoiceNoteApp.self)
    ]
    static let dataCases: [FaultyCase] = [
        FaultyCase(.dataLocked, [.evCharging], "An EV charging app keeps favorites in a file with NSFileProtectionComplete.", LockedFavoritesApp.self)
    ]
}

/// A fueling app that sends the driver to its payment web page on the phone.
final class PayOnPhoneApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Pumps", [row("Pump 4", "Unleaded 95") { [weak self] in self?.pump() }]), animated: false, completion: nil)
    }
    func pump() {
        let info = CPInformationTemplate(title: "Pump 4", layout: .leading, items: [CPInformationItem(title: "Amount", detail: "€52.10")], actions: [])
        info.actions = [
            CPTextButton(title: "Pay", textStyle: .confirm) { [weak self, weak info] _ in
                guard let self else { return }
                if self.fixed {
                    info?.items = [CPInformationItem(title: "Paid", detail: "€52.10 with the saved card")]
                    info?.actions = []
                } else {
                    UIApplication.shared.open(URL(string: "https://pay.example.com/pump/4")!)
                }
            }
        ]
        ic?.pushTemplate(info, animated: true, completion: nil)
    }
}

extension Corpus {
    /// Rules with a second way of breaking them.
    static let moreCases: [FaultyCase] = [
        FaultyCase(
            .flowNeedsPhone, [.fueling], "A fueling app's Pay button opens its payment web page with UIApplication.open, on the phone.", PayOnPhoneApp.self)
    ]
}
