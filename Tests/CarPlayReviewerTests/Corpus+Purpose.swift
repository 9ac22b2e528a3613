// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

// Faulty apps for what the guide asks of an app's purpose and words (games, social networks, email, tasks at home,
// store finders, a full menu, promotions in notifications, lists used as text, maneuver images), for the faults a car
// measures that used to go unreported, and each one's fix, written as iOS developers write apps.

/// The three message intents a messaging app declares and handles (so a corpus messaging app breaks only its own rule).
let messageIntentNames = ["INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent"]

/// A driving task app that passes the time on long drives with a quiz (fixed: it shows the road ahead instead).
final class RoadQuizApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        setRootList(
            ic, "Road Quiz", [row("Start game", "Round 1 of 10"), row("High scores", "Best: 8 of 10"), row("Question of the day", "Which river is longest?")],
            fixed: "Road", [row("Next rest area", "14 km"), row("Traffic ahead", "Light"), row("Weather on route", "Rain after Lahti")])
    }
}

/// A messaging app whose first tab is a feed of friends' activity (fixed: its chats).
final class FeedMessagingApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        setRootList(
            ic, "Activity", [row("Anna liked your photo", "2 min ago"), row("Friend requests", "3 new"), row("Mika commented on your post", "1 h ago")],
            fixed: "Chats", [row("Anna", "2 unread"), row("Family", "Mum: 1 unread"), row("Football team", "No new messages")])
    }
}

/// A communication app that lists the driver's mail (fixed: its conversations), in German.
final class MailboxApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        setRootList(
            ic, "E-Mail", [row("Posteingang", "12 ungelesen"), row("Entwürfe", "2"), row("Gesendet", "Heute")], fixed: "Unterhaltungen",
            [row("Anna", "Gestern"), row("Familie", "Heute"), row("Mika", "Montag")])
    }
}

/// A driving task app that controls the smart home from the car (fixed: the garage door and the gate, which the
/// driver operates arriving home).
final class SmartHomeApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        setRootList(
            ic, "Home", [row("Living room lights", "Off"), row("Thermostat", "21 °C"), row("Robot vacuum", "Docked")], fixed: "Home",
            [row("Garage door", "Closed"), row("Driveway gate", "Closed")])
    }
}

/// A driving task app whose map shows the chain's shops near the car (fixed: the car washes where the driver books a
/// wash, the app's task).
final class StoreMapApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let places =
            fixed ? [("Wash Kamppi", "Bay 2 free"), ("Wash Pasila", "Bay 1 free")] : [("Kamppi store", "Open until 21"), ("Pasila store", "Open until 20")]
        let points = places.enumerated().map { i, p in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.168 + Double(i) / 300, longitude: 24.93)))
            item.name = p.0
            if !fixed { item.pointOfInterestCategory = .store }
            return CPPointOfInterest(
                location: item, title: p.0, subtitle: p.1, summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil, pinImage: nil)
        }
        ic.setRootTemplate(
            CPPointOfInterestTemplate(title: fixed ? "Car wash" : "Stores", pointsOfInterest: points, selectedIndex: NSNotFound), animated: false,
            completion: nil)
    }
}

/// A quick food ordering app with a tab for its whole menu, by category (fixed: favorites and recent orders).
final class WholeMenuApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let favorites = list("Favorites", [row("Cheeseburger meal"), row("Iced latte")])
        favorites.tabTitle = "Favorites"
        let second =
            fixed
            ? list("Recent orders", [row("Tuesday", "Cheeseburger meal, iced latte")])
            : list("Menu", [row("Burgers"), row("Drinks"), row("Desserts"), row("Sides")])
        second.tabTitle = fixed ? "Recent" : "Menu"
        ic.setRootTemplate(CPTabBarTemplate(templates: [favorites, second]), animated: false, completion: nil)
    }
}

/// A parking app that reminds the driver when paid time ends, and advertises its partner's discount the same way
/// (fixed: only the reminder).
final class PromotingParkingApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "parking", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let start = row("Start parking", "Zone 2") {
            let content = UNMutableNotificationContent()
            content.title = self.fixed ? "Parking started" : "20% off car washes this week"
            content.subtitle = self.fixed ? "Zone 2 until 18:00" : "Show this at any partner station"
            content.categoryIdentifier = "parking"
            center.add(UNNotificationRequest(identifier: "p1", content: content, trigger: nil))
        }
        ic.setRootTemplate(list("Parking", [start]), animated: false, completion: nil)
    }
}

/// An EV charging app that shows its charging tips as rows of text nobody can select (fixed: the tips lead to
/// chargers, each a row the driver can pick).
final class TipsListApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let tips = [
            "Charging is fastest between 10 and 80 percent.", "Precondition the battery before you arrive at a fast charger.",
            "Cold weather slows charging, so plan a longer stop.", "Unplug when you reach 80 percent to free the charger for others."
        ]
        let rows: [CPListItem] =
            fixed ? [row("Kamppi", "2 free"), row("Pasila", "4 free"), row("Ruoholahti", "1 free")] : tips.map { CPListItem(text: $0, detailText: nil) }
        ic.setRootTemplate(list(fixed ? "Chargers" : "Tips", rows), animated: false, completion: nil)
    }
}

/// An EV charging app whose "Nearby" row opens a list of chargers without a disclosure indicator (fixed: with one).
final class NoChevronApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let nearby = row("Nearby chargers") { [weak self] in
            guard let self else { return }
            self.ic?.pushTemplate(self.list("Nearby", [self.row("Kamppi", "2 free"), self.row("Pasila", "4 free")]), animated: true, completion: nil)
        }
        if fixed { nearby.accessoryType = .disclosureIndicator }
        ic.setRootTemplate(list("Charging", [nearby]), animated: false, completion: nil)
    }
}

/// A messaging app that allows its message category in CarPlay but asks for authorization without `.carPlay`
/// (fixed: with it).
final class NoCarPlayOptionApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: fixed ? [.alert, .sound, .carPlay] : [.alert, .sound]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let content = UNMutableNotificationContent()
        content.title = "Anna"
        content.body = "On my way, see you soon"
        content.categoryIdentifier = "message"
        center.add(UNNotificationRequest(identifier: "m1", content: content, trigger: nil))
        ic.setRootTemplate(list("Chats", [row("Anna", "1 unread")]), animated: false, completion: nil)
    }
}

/// A messaging app that puts the message itself in its notifications' subtitle, with no body (fixed: the sender in
/// the title, the group in the subtitle, the message in the body).
final class MessageSubtitleApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let content = UNMutableNotificationContent()
        content.title = "Anna"
        content.subtitle = fixed ? "Family" : "Running late, save me a seat at the station please"
        if fixed { content.body = "Running late, save me a seat at the station please" }
        content.categoryIdentifier = "message"
        center.add(UNNotificationRequest(identifier: "m1", content: content, trigger: nil))
        ic.setRootTemplate(list("Chats", [row("Anna", "1 unread")]), animated: false, completion: nil)
    }
}

/// An EV charging app whose "Navigate" row asks Maps for directions to the charger (fixed: it shows the charger's
/// details on the car; the car's own navigation is opened from there by the driver's navigation app).
final class OpenInMapsChargerApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let navigate = row("Navigate to Kamppi") { [weak self] in
            guard let self else { return }
            if self.fixed {
                let info = CPInformationTemplate(
                    title: "Kamppi", layout: .leading, items: [CPInformationItem(title: "Free", detail: "2 of 4")], actions: [])
                self.ic?.pushTemplate(info, animated: true, completion: nil)
            } else {
                let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.168, longitude: 24.93)))
                item.name = "Kamppi charger"
                item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving])
            }
        }
        ic.setRootTemplate(list("Chargers", [navigate]), animated: false, completion: nil)
    }
}

/// A driving task app that keeps the driver's saved route in its container, written with `.completeFileProtection`
/// whenever the phone is unlocked, and reads it each time CarPlay connects, showing "Not available" when it can't:
/// the same rows either way, so only the refused read tells (fixed: the file is written with
/// `.completeFileProtectionUntilFirstUserAuthentication`, readable once the phone was unlocked after starting).
final class SavedRouteFileApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-corpus-saved-route-\(fixed ? "fixed" : "faulty").txt")
        if UIApplication.shared.isProtectedDataAvailable {
            try? Data("Ring I to Espoo".utf8).write(
                to: url, options: fixed ? .completeFileProtectionUntilFirstUserAuthentication : .completeFileProtection)
        }
        let route = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } ?? "Not available"
        ic.setRootTemplate(list("Trip", [row("Saved route", route), row("Fuel", "Half a tank")]), animated: false, completion: nil)
    }
}

/// A navigation app that shows its attributed instructions only (fixed: the plain variants beside them).
final class AttributedOnlyApp: CorpusNavigationApp {
    override func setManeuvers(_ session: CPNavigationSession) {
        if !fixed {
            maneuver.attributedInstructionVariants = maneuver.instructionVariants.map { NSAttributedString(string: $0) }
            maneuver.instructionVariants = []
        }
        super.setManeuvers(session)
    }
}

/// A navigation app that shows its brand's badge as every maneuver's symbol, left turn or right (fixed: an arrow
/// each way).
final class BadgeSymbolApp: CorpusNavigationApp {
    override func setManeuvers(_ session: CPNavigationSession) {
        let left = CPManeuver()
        left.instructionVariants = ["Turn left onto Runeberginkatu", "Turn left"]
        maneuver.instructionVariants = ["Turn right onto Mannerheimintie", "Turn right"]
        if fixed {
            left.symbolImage = UIImage(systemName: "arrow.turn.up.left")
            maneuver.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        } else {
            let badge = UIImage(data: arrowPNG(grey: 110), scale: 2)!
            left.symbolImage = badge
            maneuver.symbolImage = badge
        }
        session.upcomingManeuvers = [left, maneuver]
    }
}

/// A messaging app with no intents at all: Siri can't send or read its messages in the car (fixed: the three
/// message intents declared and handled).
final class IntentlessMessagingApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Chats", [row("Anna", "1 unread"), row("Family", "3 unread")]), animated: false, completion: nil)
    }
}

/// An audio app that resets now playing while it sets up its player at launch: opened from the car's Now Playing
/// button after playing in an earlier launch, it blanks the item iOS kept (fixed: it puts the last episode back).
final class ResettingPodcastApp: CorpusApp {
    let player = AVPlayer()

    override func connected(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Episodes", [row("Night Drive", "Roadcast") { [weak self] in self?.play() }]), animated: false, completion: nil)
        MPNowPlayingInfoCenter.default().nowPlayingInfo =
            fixed ? [MPMediaItemPropertyTitle: "Night Drive", MPMediaItemPropertyArtist: "Roadcast", MPNowPlayingInfoPropertyPlaybackRate: 0.0] : nil
    }

    func play() {
        playStream("Night Drive", ext: "mp3", on: player, mode: .spokenAudio)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Night Drive", MPMediaItemPropertyArtist: "Roadcast", MPNowPlayingInfoPropertyPlaybackRate: 1.0
        ]
        guard let ic, ic.topTemplate !== CPNowPlayingTemplate.shared else { return }
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
    }
}

/// A quick food ordering app that also sells the chain's groceries for curbside pickup (fixed: favorites from the
/// restaurant's menu only).
final class GroceryPickupApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        setRootList(
            ic, "Order ahead",
            [row("Groceries for curbside pickup", "Ready in 20 min"), row("Household essentials", "Detergent, paper towels"), row("Milk and eggs", "Weekly")],
            fixed: "Favorites", [row("Cheeseburger meal", "Large"), row("Veggie wrap", "No onions")])
    }
}

/// A navigation app whose voice control offers music and the weather besides destinations (fixed: destinations only).
final class ChattyVoiceApp: CorpusNavigationApp {
    override func mapButtons() -> [CPMapButton] {
        let talk = CPMapButton { [weak self] _ in
            guard let self else { return }
            let title = self.fixed ? "Say a destination" : "Ask me to play music or for the weather"
            let voice = CPVoiceControlTemplate(voiceControlStates: [
                CPVoiceControlState(identifier: "listening", titleVariants: [title], image: nil, repeats: false)
            ])
            self.ic?.presentTemplate(voice, animated: true, completion: nil)
            voice.activateVoiceControlState(withIdentifier: "listening")
        }
        talk.image = UIImage(systemName: "mic")
        return [talk]
    }
}

extension Corpus {
    static let purposeCases: [FaultyCase] = [
        FaultyCase(.purposeGaming, [.drivingTask], "A driving task app offers a quiz with high scores.", iOSWay: true, RoadQuizApp.self),
        FaultyCase(
            .purposeSocialNetworking, [.communication], "A messaging app opens on friends' likes, comments and friend requests.", iOSWay: true,
            intents: { _ in messageIntentNames }, FeedMessagingApp.self),
        FaultyCase(
            .purposeEmail, [.communication], "A communication app shows a German mailbox.", iOSWay: true, intents: { _ in messageIntentNames }, MailboxApp.self),
        FaultyCase(
            .purposeOutsideVehicle, [.drivingTask], "A driving task app controls the lights, heating and vacuum at home.", iOSWay: true, SmartHomeApp.self),
        FaultyCase(.purposeLocationFinder, [.drivingTask], "A driving task app maps the chain's stores.", iOSWay: true, StoreMapApp.self),
        FaultyCase(.orderingFullMenu, [.quickFoodOrdering], "A quick food ordering app has a Menu tab of categories.", iOSWay: true, WholeMenuApp.self),
        FaultyCase(.notificationPurpose, [.parking], "A parking app sends a car wash discount to the car.", iOSWay: true, PromotingParkingApp.self),
        FaultyCase(.listTextOnly, [.evCharging], "An EV charging app shows charging tips as unselectable rows of prose.", iOSWay: true, TipsListApp.self),
        FaultyCase(.listDisclosureIndicator, [.evCharging], "An EV charging app's row opens a sublist with no chevron.", iOSWay: true, NoChevronApp.self),
        FaultyCase(
            .notificationNoCarPlayOption, [.communication], "A messaging app allows CarPlay for its category but asks for authorization without .carPlay.",
            iOSWay: true, intents: { _ in messageIntentNames }, NoCarPlayOptionApp.self),
        FaultyCase(
            .messageInNotification, [.communication], "A messaging app puts the message in its notification's subtitle and leaves the body empty.",
            iOSWay: true, intents: { _ in messageIntentNames }, tag: "subtitle", MessageSubtitleApp.self),
        FaultyCase(
            .flowNeedsPhone, [.evCharging], "An EV charging app's Navigate row opens Maps with MKMapItem.openInMaps.", iOSWay: true, tag: "maps",
            OpenInMapsChargerApp.self),
        FaultyCase(
            .dataLocked, [.drivingTask], "A driving task app reads its saved route from a complete-protected file and shows 'Not available'.", iOSWay: true,
            tag: "same rows", SavedRouteFileApp.self),
        FaultyCase(.navigationTextVariants, [.navigation], "A navigation app gives attributed instructions only.", iOSWay: true, AttributedOnlyApp.self),
        FaultyCase(
            .navigationManeuverImage, [.navigation], "A navigation app shows one badge image for left and right turns.", iOSWay: true, BadgeSymbolApp.self),
        FaultyCase(
            .messagingIntents, [.communication], "A messaging app declares no intents at all.", iOSWay: true,
            intents: { $0 ? messageIntentNames : [] }, tag: "declares nothing", IntentlessMessagingApp.self),
        FaultyCase(
            .nowPlayingEmpty, [.audio], "A podcast app clears now playing while setting up its player at launch.", iOSWay: true, tag: "reset at launch",
            ResettingPodcastApp.self),
        FaultyCase(
            .flowNeedsPhone, [.drivingTask], "A driving task app builds the car's screen when the phone's window scene activates.", iOSWay: true,
            tag: "phone scene", WaitsForPhoneSceneApp.self),
        FaultyCase(.purposeRetail, [.quickFoodOrdering], "A quick food ordering app sells groceries for curbside pickup.", iOSWay: true, GroceryPickupApp.self),
        FaultyCase(
            .navigationVoiceControlScope, [.navigation], "A navigation app's voice control offers music and the weather.", iOSWay: true, ChattyVoiceApp.self)
    ]
}

/// A navigation-free driving task app that builds the car's screen once the app "becomes active", watching the phone's
/// window scene activate (`UIScene.didActivateNotification` for a `UIWindowScene`), as code shared with the phone's
/// screen often does: launched for the car alone, its screen stays blank (fixed: it builds it when the CarPlay scene
/// connects).
final class WaitsForPhoneSceneApp: CorpusApp {
    var observer: NSObjectProtocol?

    override func connected(_ ic: CPInterfaceController) {
        guard !fixed else { return showTrip(ic) }
        // (`queue: nil`: the post comes on the main queue, and on Linux an observer on `OperationQueue.main` deadlocks there.)
        observer = NotificationCenter.default.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: nil) { [weak self] note in
            let phoneScene = note.object is UIWindowScene
            MainActor.assumeIsolated {
                guard phoneScene, let self, let ic = self.ic else { return }
                self.showTrip(ic)
            }
        }
    }

    func showTrip(_ ic: CPInterfaceController) {
        ic.setRootTemplate(list("Trip", [row("Fuel", "Half a tank"), row("Next service", "1 200 km")]), animated: false, completion: nil)
    }
}
