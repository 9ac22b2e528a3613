// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import Foundation
import Testing

// Correct apps, written the ordinary iOS way, that the reviewer once flagged: each must come out of a review with no
// finding at all. (Precision first: a rule that can raise on a correct app has its correct app here or in the corpus.)

/// Apple's Coastal Roads pattern: a destinations list whose row handler pops back to the root (the map) and starts
/// guidance without calling the row's completion. The spinner leaves the screen with its list.
final class PopsToRootApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let destinations = CPListItem(text: "Destinations", detailText: nil)
        destinations.accessoryType = .disclosureIndicator
        destinations.handler = { [weak self] _, done in
            guard let self else { return done() }
            let jupiter = CPListItem(text: "Jupiter Rd", detailText: "12 km")
            jupiter.handler = { [weak self] _, _ in
                // The handler's completion is never called: the list it belongs to is gone.
                self?.ic?.popToRootTemplate(animated: true, completion: nil)
            }
            self.ic?.pushTemplate(self.list("Destinations", [jupiter]), animated: true, completion: nil)
            done()
        }
        ic.setRootTemplate(list("Roads", [destinations]), animated: false, completion: nil)
    }
}

/// A parking app whose second tab is a map of its car parks (Apple's WWDC20 CarPlay session shows one).
final class ParkingTabsApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let recent = list("Recent", [row("Kamppi garage", "Yesterday")])
        recent.tabTitle = "Recent"
        recent.tabImage = UIImage(systemName: "clock")
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.168, longitude: 24.93)))
        item.name = "Kamppi garage"
        item.pointOfInterestCategory = .parking
        let map = CPPointOfInterestTemplate(
            title: "Nearby",
            pointsOfInterest: [
                CPPointOfInterest(
                    location: item, title: "Kamppi garage", subtitle: "120 free", summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
                    pinImage: nil)
            ], selectedIndex: NSNotFound)
        map.tabTitle = "Nearby"
        map.tabImage = UIImage(systemName: "map")
        ic.setRootTemplate(CPTabBarTemplate(templates: [recent, map]), animated: false, completion: nil)
    }
}

/// A navigation app with three map buttons, one of which enters panning mode: the car shows all three, panning or not.
final class ThreeButtonMapApp: CorpusNavigationApp {
    override func mapButtons() -> [CPMapButton] {
        let pan = CPMapButton { [weak self] _ in self?.map?.showPanningInterface(animated: true) }
        pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
        let zoomIn = CPMapButton { _ in }
        zoomIn.image = UIImage(systemName: "plus.magnifyingglass")
        let zoomOut = CPMapButton { _ in }
        zoomOut.image = UIImage(systemName: "minus.magnifyingglass")
        return [pan, zoomIn, zoomOut]
    }

    override func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {}
}

/// A messaging app that handles the message intents in the app itself: `INIntentsSupported` in its Info.plist and
/// `application(_:handlerFor:)` in its app delegate (iOS 14), no intents extension.
final class InAppMessagesDelegate: UIResponder, UIApplicationDelegate {
    let handler = InAppMessageHandler()
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { handler }
}

/// The app's handler for the three message intents.
final class InAppMessageHandler: NSObject, INSendMessageIntentHandling, INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling,
    @unchecked Sendable
{
    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        completion(INSearchForMessagesIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }
}

final class InAppMessagesSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let anna = CPListItem(text: "Anna", detailText: "1 unread")
        anna.handler = { _, done in done() }
        interfaceController.setRootTemplate(CPListTemplate(title: "Chats", sections: [CPListSection(items: [anna])]), animated: false, completion: nil)
    }
}

/// Correct apps in the categories the purpose rules judge, using words near the rules' signs.
final class NearbyWordsApp: CorpusApp {
    enum Kind { case sportsRadio, podcasts, messages, garage, burgerFavorites }
    var kind: Kind = .sportsRadio

    override func connected(_ ic: CPInterfaceController) {
        let rows: [CPListItem]
        switch kind {
        case .sportsRadio: rows = [row("Live: Game 3", "Score 98–95"), row("Player of the game", "Interview"), row("Post-game show", "Round two")]
        case .podcasts: rows = [row("Following", "12 shows"), row("Share the drive", "Episode 4"), row("Trending", "Top charts")]
        case .messages: rows = [row("Anna", "Sent 2 min ago"), row("Family", "Unread"), row("Archive", "Older chats")]
        case .garage: rows = [row("Garage door", "Closed"), row("Home charger", "Ready"), row("Lights on arrival", "Driveway")]
        case .burgerFavorites: rows = [row("Cheeseburger meal", "Large"), row("Iced coffee", "Oat milk"), row("Recent: Tuesday", "2 items")]
        }
        ic.setRootTemplate(list("Today", rows), animated: false, completion: nil)
    }
}

/// A navigation app whose voice prompts come every five seconds during guidance and last four: its ducking session is
/// active for each prompt and deactivated (others notified) when it ends, as the guide asks. Between two of the
/// reviewer's looks the session goes off and on again, and each look finds it on: it was never held.
final class FrequentPromptsApp: CorpusNavigationApp {
    var prompts: Timer?

    override func guide(_ session: CPNavigationSession) {
        super.guide(session)
        prompts = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            let audio = AVAudioSession.sharedInstance()
            guard audio.promptStyle != .none else { return }
            try? audio.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
            try? audio.setActive(true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
                try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
            }
        }
    }

    override func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        super.mapTemplateDidCancelNavigation(mapTemplate)
        prompts?.invalidate()
    }
}

@Suite @MainActor
struct PrecisionTests {
    func review(
        _ name: String, _ categories: Set<AppCategory>, timeLimit: Duration = .seconds(30),
        _ make: @escaping @MainActor @Sendable () -> CorpusApp
    ) async throws -> ReviewResult {
        var options = ExplorationOptions()
        options.timeLimit = timeLimit
        options.maximumStates = 40
        return try await Explorer(options: options) { _ in
            try AppDeclaration.inMemory(name: name, categories: categories, sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { make() })
        }.run()
    }

    func describe(_ r: ReviewResult) -> String { r.findings.map { "[\($0.rule)] \($0.message)" }.joined(separator: "\n") }

    @Test func aSpinnerThatLeftWithItsListIsNoFinding() async throws {
        let r = try await review("Roads", [.navigation]) { PopsToRootApp(fixed: false, clock: ContinuousClock()) }
        #expect(r.findings.isEmpty, "\(describe(r))")
    }

    @Test func aPointOfInterestTabIsAllowed() async throws {
        for categories in [[AppCategory.parking], [.evCharging], [.fueling]] as [Set<AppCategory>] {
            let r = try await review("Park \(categories.first!)", categories) { ParkingTabsApp(fixed: false, clock: ContinuousClock()) }
            #expect(!r.findings.contains { $0.rule == .appException || $0.rule == .templateUnsupported }, "\(categories): \(describe(r))")
        }
    }

    @Test func threeMapButtonsStayWhilePanning() async throws {
        let r = try await review("Pan", [.navigation]) { ThreeButtonMapApp(fixed: false, clock: ContinuousClock()) }
        #expect(!r.findings.contains { $0.rule == .listCut }, "\(describe(r))")
    }

    /// Opened from the car's Now Playing button after playing in an earlier launch, iOS shows the item it kept: an app
    /// that fills now playing only when it plays is not at fault.
    @Test func nowPlayingFilledWhenPlayingIsEnough() async throws {
        let r = try await review("Roadcast", [.audio]) { ForgetfulPodcastApp(fixed: false, clock: ContinuousClock()) }
        #expect(r.findings.isEmpty, "\(describe(r))")
    }

    @Test func inAppMessageIntentsCount() async throws {
        var options = ExplorationOptions()
        options.timeLimit = .seconds(30)
        let r = try await Explorer(options: options) { _ in
            try AppDeclaration.inMemory(
                name: "Chatter", categories: [.communication],
                sceneDelegate: SceneDelegateFactory(InAppMessagesSceneDelegate.self) { InAppMessagesSceneDelegate() },
                inAppIntents: ["INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent"]
            ).withApplicationDelegate(InAppMessagesDelegate.self) { InAppMessagesDelegate() }
        }.run()
        #expect(!r.findings.contains { $0.rule == .messagingIntents }, "\(describe(r))")
    }

    /// Correct apps whose words are near the purpose rules' signs stay clean.
    @Test(arguments: [
        (NearbyWordsApp.Kind.sportsRadio, AppCategory.audio), (.podcasts, .audio), (.messages, .communication), (.garage, .drivingTask),
        (.burgerFavorites, .quickFoodOrdering)
    ])
    func nearbyWordsAreNoPurposeFinding(_ kind: NearbyWordsApp.Kind, _ category: AppCategory) async throws {
        let r = try await review("Near \(kind)", [category]) {
            let app = NearbyWordsApp(fixed: false, clock: ContinuousClock())
            app.kind = kind
            return app
        }
        let purpose: Set<RuleID> = [
            .purposeGaming, .purposeSocialNetworking, .purposeEmail, .purposeOutsideVehicle, .purposeLocationFinder, .orderingFullMenu, .listTextOnly
        ]
        #expect(!r.findings.contains { purpose.contains($0.rule) }, "\(kind): \(describe(r))")
    }

    /// A session deactivated between two looks and active again at the next is not held, however long the drive
    /// (the reviewer once read each event against the car's state at the look, not the state the event left).
    @Test func promptsThatEndAreNotAHeldSession() async throws {
        // A review of it takes ~6 s alone and over 30 s beside the package's other suites: the limit leaves it room to end.
        let r = try await review("Prompter", [.navigation], timeLimit: .seconds(240)) {
            FrequentPromptsApp(fixed: false, clock: ContinuousClock())
        }
        #expect(r.complete, "the review reached its long drive")
        #expect(r.findings.isEmpty, "\(describe(r))")
    }
}
