import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

final class RootDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let root: @MainActor () -> CPTemplate
    var interfaceController: CPInterfaceController?
    init(root: @escaping @MainActor () -> CPTemplate) { self.root = root }
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(root(), animated: false, completion: nil)
    }
}

@MainActor
func car(_ categories: Set<AppCategory>, root: @escaping @MainActor () -> CPTemplate) async throws -> (CarPlayTestSession, CPInterfaceController) {
    let car = try await CarPlayTestSession(categories: categories) { RootDelegate(root: root) }
    return (car, (car.session.sceneDelegate as! RootDelegate).interfaceController!)
}

@Suite(.serialized) @MainActor
struct ListAPITests {
    @Test func itemsUpdateInPlace() async throws {
        let item = CPListItem(text: "Old", detailText: "d", image: UIImage(systemName: "star"), accessoryImage: nil, accessoryType: .cloud)
        let list = CPListTemplate(title: "L", sections: [CPListSection(items: [item], header: "H", sectionIndexTitle: "Header")])
        let (car, _) = try await car([.audio]) { list }
        #expect(car.top!.sections[0].items[0].details["accessory"] == "cloud")
        #expect(car.top!.sections[0].indexTitle == "H")
        item.setText("New")
        item.setDetailText("Detail")
        item.isPlaying = true
        item.playingIndicatorLocation = .trailing
        item.playbackProgress = 1.7
        item.isExplicitContent = true
        #expect(item.playbackProgress == 1)
        let row = car.top!.sections[0].items[0]
        #expect(row.text == "New")
        #expect(row.detailText == "Detail")
        #expect(row.details["playing"] == "trailing")
        #expect(row.details["progress"] == "1.00")
        #expect(row.details["explicit"] == "true")
        #expect(list.indexPath(for: item) == IndexPath(item: 0, section: 0))
        #expect(list.indexPath(for: item)?.row == 0)
        #expect(list.sections[0].index(of: item) == 0)
        #expect(list.sections[0].index(of: CPListItem(text: "x", detailText: nil)) == NSNotFound)
        list.updateSections([CPListSection(items: [CPListItem(text: "A", detailText: nil), CPListItem(text: "B", detailText: nil)])])
        #expect(car.top!.sections[0].items.map(\.text) == ["A", "B"])
        #expect(car.events.contains(.updated(template: car.top!.id, what: "sections")))
        #expect(list.itemCount == 2 && list.sectionCount == 1)
    }

    @Test func accessoryImageWinsOverAccessoryType() {
        let item = CPListItem(text: "t", detailText: nil, image: nil, accessoryImage: UIImage(systemName: "heart"), accessoryType: .disclosureIndicator)
        #expect(item.accessoryType == .none)
    }

    @Test func disabledItemsCannotBeTapped() async throws {
        let item = CPListItem(text: "Off", detailText: nil)
        item.isEnabled = false
        item.handler = { _, done in
            Issue.record("handler of a disabled item")
            done()
        }
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }
        #expect(throws: CarInputError("'Off' is disabled")) { try car.tap("Off") }
    }

    @Test func emptyViewAndSpinner() async throws {
        let list = CPListTemplate(title: "Empty", sections: [])
        list.emptyViewTitleVariants = ["No episodes"]
        list.emptyViewSubtitleVariants = ["Subscribe on your phone"]
        list.showsSpinnerWhileEmpty = true
        let (car, _) = try await car([.audio]) { list }
        #expect(car.top!.list?.emptyTitle == "No episodes")
        #expect(car.top!.list?.emptySubtitle == "Subscribe on your phone")
        #expect(car.top!.list?.showsEmptySpinner == true)
    }

    @Test func assistantCellShowsPerVisibility() async throws {
        let list = CPListTemplate(
            title: "Calls", sections: [],
            assistantCellConfiguration: CPAssistantCellConfiguration(position: .top, visibility: .whileLimitedUIActive, assistantAction: .startCall))
        let (car, _) = try await car([.communication]) { list }
        #expect(car.top!.list?.assistantCell == nil)
        car.drive()
        #expect(car.top!.list?.assistantCell?.position == .top)
        #expect(car.top!.list?.assistantCell?.action == .startCall)
    }

    @Test func messageItemsHandOffToSiri() async throws {
        let msg = CPMessageListItem(
            conversationIdentifier: "c1", text: "Base Camp",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: nil, unread: true),
            trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil),
            detailText: "3 unread", trailingText: "9:41")
        let (car, _) = try await car([.communication]) { CPListTemplate(title: "Channels", sections: [CPListSection(items: [msg])]) }
        let row = car.top!.sections[0].items[0]
        #expect(row.role == .messageItem)
        #expect(row.details == ["unread": "true", "leading": "pin", "trailing": "mute", "trailingText": "9:41", "conversation": "c1"])
        try car.tap("Base Camp")
        #expect(car.events.contains(.note("Siri: message c1")))
    }

    @Test func imageRowElementsOfIOS26() async throws {
        let image = UIImage(systemName: "music.note")!
        let row = CPListImageRowItem(
            text: "Mixes",
            condensedElements: [
                CPListImageRowItemCondensedElement(image: image, imageShape: .circular, title: "Chill", subtitle: nil, accessorySymbolName: nil),
                CPListImageRowItemCondensedElement(image: image, imageShape: .roundedRectangle, title: "Focus", subtitle: "Beats", accessorySymbolName: "play")
            ], allowsMultipleLines: true)
        var tapped: [Int] = []
        row.listImageRowHandler = { _, i, done in
            tapped.append(i)
            done()
        }
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "Home", sections: [CPListSection(items: [row])]) }
        #expect(car.top!.sections[0].items.map(\.text) == ["Mixes", "Chill", "Focus"])
        #expect(car.top!.sections[0].items[0].details["style"] == "condensed")
        try car.tap("Focus")
        #expect(tapped == [1])
        #expect(CPListImageRowItemCardElement.maximumFullHeightImageSize.width > 0)
    }

    @Test func sectionHeaderButtonAndHeaderGrid() async throws {
        var pressed = 0
        let section = CPListSection(
            items: [CPListItem(text: "a", detailText: nil)], header: "Queue", headerSubtitle: "2 items",
            headerImage: nil, headerButton: CPButton(image: UIImage(systemName: "shuffle")!) { _ in pressed += 1 },
            sectionIndexTitle: nil)
        let grid = (0..<10).map { CPGridButton(titleVariants: ["G\($0)"], image: UIImage(systemName: "star")!) }
        let list = CPListTemplate(title: "L", sections: [section], assistantCellConfiguration: nil, headerGridButtons: grid)
        let (car, _) = try await car([.audio]) { list }
        try car.tap(.sectionHeaderButton, at: 0)
        #expect(pressed == 1)
        #expect(car.top!.buttons.count == CPListTemplate.maximumHeaderGridButtonCount)
        #expect(car.top!.sections[0].headerSubtitle == "2 items")
    }
}

@Suite(.serialized) @MainActor
struct OtherTemplateAPITests {
    @Test func gridUpdates() async throws {
        var taps: [String] = []
        let b = CPGridButton(titleVariants: ["Coffee", "Cof"], image: UIImage(systemName: "cup.and.saucer")!) { taps.append($0.titleVariants[0]) }
        let grid = CPGridTemplate(title: nil, gridButtons: [b])
        #expect(grid.title == "")
        let (car, _) = try await car([.quickFoodOrdering]) { grid }
        try car.tap("Coffee")
        b.updateTitleVariants(["Tea"])
        grid.updateTitle("Drinks")
        try car.tap("Tea")
        #expect(taps == ["Coffee", "Tea"])
        #expect(car.top!.title == "Drinks")
        b.isEnabled = false
        #expect(throws: CarInputError.self) { try car.tap("Tea") }
        let message = CPGridButton(
            titleVariants: ["Ann"], image: UIImage(systemName: "person")!,
            messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "ann", unread: true), handler: nil)
        grid.updateGridButtons([message])
        #expect(car.top!.buttons[0].details["unread"] == "true")
    }

    @Test func informationWithRatingsAndActions() async throws {
        var booked = false
        let info = CPInformationTemplate(
            title: "Pizza Place", layout: .leading,
            items: [CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Rating", detail: "230 reviews")],
            actions: [CPTextButton(title: "Order", textStyle: .confirm) { _ in booked = true }])
        let (car, _) = try await car([.quickFoodOrdering]) { info }
        #expect(car.top!.sections[0].items[0].details == ["rating": "4.5", "maximumRating": "5"])
        #expect(car.top!.buttons[0].details["style"] == "confirm")
        try car.tap("Order")
        #expect(booked)
        info.title = "Order placed"
        #expect(car.top!.title == "Order placed")
    }

    @Test func contactButtons() async throws {
        var called = false
        let contact = CPContact(name: "Ann Smith", image: UIImage(systemName: "person.crop.circle")!)
        contact.subtitle = "Base Camp"
        contact.actions = [
            CPContactCallButton { _ in called = true }, CPContactMessageButton(phoneOrEmail: "+358401234567"),
            CPContactDirectionsButton { _ in }
        ]
        let (car, _) = try await car([.communication]) { CPContactTemplate(contact: contact) }
        #expect(car.top!.buttons.map(\.text) == ["Call", "Message", "Directions"])
        try car.tap("Call")
        try car.tap("Message")
        #expect(called)
        #expect(car.events.contains(.note("system action siri.message:+358401234567")))
    }

    @Test func pointOfInterestSelectionAndButtons() async throws {
        final class Watcher: NSObject, CPPointOfInterestTemplateDelegate {
            var selected: [String] = []
            func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}
            func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {
                selected.append(pointOfInterest.title)
            }
        }
        let watcher = Watcher()
        let poi = CPPointOfInterest(
            location: MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94))),
            title: "Garage A", subtitle: "€2/h", summary: "Open 24h", detailTitle: "Garage A", detailSubtitle: "Level -2",
            detailSummary: "EV spots", pinImage: nil, selectedPinImage: nil)
        var started = false
        poi.primaryButton = CPTextButton(title: "Start Parking", textStyle: .confirm) { _ in started = true }
        let template = CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: [poi], selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = watcher
        let (car, _) = try await car([.parking]) { template }
        #expect(car.top!.buttons.isEmpty)
        try car.tap("Garage A")
        #expect(watcher.selected == ["Garage A"])
        #expect(car.top!.pointOfInterest?.detailSubtitle == "Level -2")
        try car.tap("Start Parking")
        #expect(started)
        poi.title = "Garage B"
        #expect(car.top!.sections[0].items[0].text == "Garage B")
    }

    @Test func nowPlayingRefusesBarButtonsAndIsASingleton() async throws {
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "r", sections: []) }
        #expect(CPNowPlayingTemplate.shared === CPNowPlayingTemplate.shared)
        let e = car.expectException { CPNowPlayingTemplate.shared.leadingNavigationBarButtons = [CPBarButton(title: "x")] }
        #expect(e?.name == "NSInvalidArgumentException")
        #expect(CPNowPlayingTemplate.shared.leadingNavigationBarButtons.isEmpty)
    }

    @Test func nowPlayingSportsMode() async throws {
        let (car, ic) = try await car([.audio]) { CPListTemplate(title: "r", sections: []) }
        let np = CPNowPlayingTemplate.shared
        np.nowPlayingMode = CPNowPlayingModeSports(
            leftTeam: CPNowPlayingSportsTeam(
                name: "Jokerit", logo: CPNowPlayingSportsTeamLogo(teamInitials: "JOK"), teamStandings: "1st",
                eventScore: "3", possessionIndicator: nil, favorite: true),
            rightTeam: CPNowPlayingSportsTeam(
                name: "HIFK", logo: CPNowPlayingSportsTeamLogo(teamInitials: "IFK"), teamStandings: nil,
                eventScore: "2", possessionIndicator: nil, favorite: false),
            eventStatus: CPNowPlayingSportsEventStatus(
                eventStatusText: ["3rd", "Power play", "Overtime?", "dropped"], eventStatusImage: nil,
                eventClock: CPNowPlayingSportsClock(timeRemaining: 300, paused: false)),
            backgroundArtwork: nil)
        ic.pushTemplate(np, animated: true, completion: nil)
        #expect(car.top!.nowPlaying?.sports != nil)
        #expect(car.top!.nowPlaying?.sports?.leftTeam == "Jokerit 3")
        #expect(car.top!.nowPlaying?.sports?.eventStatus == "3rd · Power play · Overtime?")
        #expect(CPNowPlayingMode.default !== np.nowPlayingMode)
    }

    @Test func actionSheetForAudioNeedsIOS17() {
        #expect(TemplateRules(categories: [.audio], iOSMajorVersion: 16).modalKinds == [.alert])
        #expect(TemplateRules(categories: [.audio], iOSMajorVersion: 17).modalKinds == [.actionSheet, .alert])
    }
}

@Suite(.serialized) @MainActor
struct NavigationAPITests {
    final class MapWatcher: NSObject, CPMapTemplateDelegate {
        var log: [String] = []
        func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) { log.append("willShow") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) { log.append("didShow") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
            log.append("willDismiss \(dismissalContext)")
        }
        func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
            log.append("didDismiss \(dismissalContext)")
        }
        func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { log.append("panning") }
        func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { log.append("panning done") }
        func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) { log.append("canceled") }
        func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
            log.append("preview \(routeChoice.summaryVariants[0])")
        }
    }

    func alert(duration: TimeInterval, onDetour: @escaping () -> Void = {}) -> CPNavigationAlert {
        CPNavigationAlert(
            titleVariants: ["Traffic ahead"], subtitleVariants: ["Detour saves 5 min"], image: nil,
            primaryAction: CPAlertAction(title: "Detour", style: .default) { _ in onDetour() },
            secondaryAction: CPAlertAction(title: "Ignore", style: .cancel) { _ in }, duration: duration)
    }

    @Test func navigationAlertTimesOut() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        let a = alert(duration: 2)
        #expect(a.duration == CPNavigationAlertMinimumDuration, "raised to the minimum")
        map.present(navigationAlert: a, animated: true)
        map.present(navigationAlert: alert(duration: 0), animated: true)
        #expect(map.currentNavigationAlert === a, "one alert at a time")
        #expect(car.top!.map?.alert?.title == "Traffic ahead")
        await car.advance(by: .seconds(4))
        #expect(map.currentNavigationAlert === a)
        await car.advance(by: .seconds(1))
        #expect(map.currentNavigationAlert == nil)
        #expect(watcher.log == ["willShow", "didShow", "willDismiss timeout", "didDismiss timeout"])
    }

    @Test func navigationAlertActionDismissesAsUser() async throws {
        var detoured = false
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        map.present(navigationAlert: alert(duration: 0) { detoured = true }, animated: true)
        try car.tap("Detour")
        #expect(detoured)
        #expect(watcher.log.last == "didDismiss userDismissed")
        var dismissed: Bool?
        map.dismissNavigationAlert(animated: true) { dismissed = $0 }
        #expect(dismissed == false)
    }

    @Test func tripPreviewsRouteChoicesAndSession() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (car, _) = try await car([.navigation]) { map }
        let home = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.2, longitude: 24.9)))
        home.name = "Home"
        let choices = ["Fastest", "Shortest", "Scenic", "Fourth"].map {
            CPRouteChoice(summaryVariants: [$0], additionalInformationVariants: ["info"], selectionSummaryVariants: [$0])
        }
        let trips = (0..<14).map { _ in CPTrip(origin: MKMapItem.forCurrentLocation(), destination: home, routeChoices: choices) }
        map.showTripPreviews(
            trips, textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Start", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
        #expect(car.top!.sections[0].items.count == 12)
        #expect(car.top!.sections[1].items.map(\.text) == ["Fastest", "Shortest", "Scenic"])
        try car.tap("Scenic")
        #expect(watcher.log.last == "preview Scenic")
        map.hideTripPreviews()
        let session = map.startNavigationSession(for: trips[0])
        session.pauseTrip(for: .rerouting, description: "Finding a better route")
        #expect(car.top!.map?.guidance?.paused?.reason == .rerouting)
        let turn = CPManeuver()
        turn.instructionVariants = ["Turn right onto Solar Circle", "Turn right"]
        turn.maneuverType = .rightTurn
        turn.junctionType = .intersection
        turn.trafficSide = .right
        turn.junctionExitAngle = Measurement(value: 90, unit: .degrees)
        let lanes = CPLaneGuidance()
        lanes.lanes = [
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(
                angles: [Measurement(value: 0, unit: .degrees), Measurement(value: 90, unit: .degrees)],
                highlightedAngle: Measurement(value: 90, unit: .degrees), isPreferred: true)
        ]
        turn.linkedLaneGuidance = lanes
        #expect(lanes.lanes.map(\.status) == [.notGood, .preferred])
        session.resumeTrip(
            updatedRouteInformation: CPRouteInformation(
                maneuvers: [turn], laneGuidances: [lanes], currentManeuvers: [turn], currentLaneGuidance: lanes,
                tripTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 3, unit: .kilometers), timeRemaining: 400),
                maneuverTravelEstimates: CPTravelEstimates(distanceRemaining: Measurement(value: 200, unit: .meters), timeRemaining: 30)))
        session.maneuverState = .prepare
        session.currentRoadNameVariants = ["Mannerheimintie"]
        #expect(car.top!.map?.guidance != nil && car.top!.map?.guidance?.paused == nil)
        #expect(car.top!.map?.guidance?.maneuvers.first?.instructionVariants.first == "Turn right onto Solar Circle")
        #expect(car.top!.map?.guidance?.maneuvers.first?.type == "CPManeuverTypeRightTurn")
        #expect(car.top!.map?.guidance?.road == "Mannerheimintie")
        car.cancelNavigationBySystem()
        #expect(watcher.log.last == "canceled")
        #expect(map.navigationSession == nil)
        session.finishTrip()
    }

    @Test func panningInterfaceCallsTheDelegate() async throws {
        let watcher = MapWatcher()
        let map = CPMapTemplate()
        map.mapDelegate = watcher
        let (_, _) = try await car([.navigation]) { map }
        map.showPanningInterface(animated: true)
        map.showPanningInterface(animated: true)
        map.dismissPanningInterface(animated: true)
        #expect(watcher.log == ["panning", "panning done"])
    }

    @Test func maneuverTypeNames() {
        #expect(NSStringFromCPManeuverType(.enter_Ferry) == "CPManeuverTypeEnterFerry")
        #expect(NSStringFromCPManeuverType(.changeHighwayRight) == "CPManeuverTypeChangeHighwayRight")
        #expect(CPManeuverType.allCases.count == 54)
        #expect(CPManeuverType.changeHighwayRight.rawValue == 53)
        #expect(NSStringFromCPLaneStatus(.good) == "CPLaneStatusGood")
        #expect(NSStringFromCPJunctionType(.roundabout) == "CPJunctionTypeRoundabout")
        #expect(NSStringFromCPTrafficSide(.left) == "CPTrafficSideLeft")
    }
}

/// A navigation app with CarPlay Dashboard and instrument cluster scenes.
final class NavMain: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

final class NavDashboard: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    nonisolated(unsafe) static var tapped: [String] = []
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        dashboardController.shortcutButtons = ["Home", "Work", "Gym"].map { name in
            CPDashboardButton(titleVariants: [name], subtitleVariants: ["12 min"], image: UIImage(systemName: "house")!) { _ in NavDashboard.tapped.append(name)
            }
        }
    }
}

final class NavCluster: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate, CPInstrumentClusterControllerDelegate {
    nonisolated(unsafe) static var log: [String] = []
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        instrumentClusterController.delegate = self
        NavCluster.log.append("connect")
    }
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) { NavCluster.log.append("window") }
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) { NavCluster.log.append("window gone") }
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) { NavCluster.log.append("zoom in") }
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        NavCluster.log.append("compass \(compassSetting.rawValue)")
    }
}

@Suite(.serialized) @MainActor
struct DashboardAndClusterTests {
    @Test func dashboardAndClusterConnectWithTheApp() async throws {
        NavDashboard.tapped = []
        NavCluster.log = []
        let app = try AppDeclaration.inMemory(
            name: "Nav", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(NavMain.self) { NavMain() },
            dashboardDelegate: SceneDelegateFactory(NavDashboard.self) { NavDashboard() },
            instrumentClusterDelegate: SceneDelegateFactory(NavCluster.self) { NavCluster() })
        let car = try await CarPlayTestSession(app: app)
        #expect(car.session.dashboardButtons.map(\.text) == ["Home", "Work"], "two shortcut buttons are shown")
        try car.session.tapDashboardButton(1)
        #expect(NavDashboard.tapped == ["Work"])
        try car.session.zoomInstrumentCluster(in: true)
        try car.session.setInstrumentCluster(compass: .enabled)
        #expect(car.session.instrumentClusterController?.compassSetting == .enabled)
        car.disconnect()
        #expect(NavCluster.log == ["connect", "window", "zoom in", "compass 1", "window gone"])
        #expect(car.events.contains(.lifecycle(.dashboardDidDisconnect)))
    }
}

@Suite struct CompanionAPITests {
    @Test func pngAndJpegSizesAreRead() throws {
        // A 3×2 PNG header (signature + IHDR).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2])
        png.append(contentsOf: [8, 6, 0, 0, 0])
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(image.pngData() == png)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func dynamicColorsAndImageAssets() {
        let c = UIColor.systemBlue
        #expect(c.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#007aff")
        #expect(c.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#0a84ff")
        let asset = UIImageAsset()
        asset.register(UIImage(systemName: "sun.max")!, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(UIImage(systemName: "moon")!, with: UITraitCollection(userInterfaceStyle: .dark))
        UIImageAsset.registerNamed("Weather", asset)
        #expect(UIImage(named: "Weather", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))?.debugName == "symbol:moon")
        #expect(UIImage(named: "Missing") == nil)
    }

    @Test func remoteCommands() {
        let center = MPRemoteCommandCenter.shared()
        var got: Float?
        let token = center.changePlaybackRateCommand.addTarget { event in
            got = (event as? MPChangePlaybackRateCommandEvent)?.playbackRate
            return .success
        }
        #expect(
            center.changePlaybackRateCommand.send(MPChangePlaybackRateCommandEvent(command: center.changePlaybackRateCommand, playbackRate: 1.5)) == .success)
        #expect(got == 1.5)
        center.changePlaybackRateCommand.removeTarget(token)
        #expect(center.changePlaybackRateCommand.send(MPRemoteCommandEvent(command: center.changePlaybackRateCommand)) == .commandFailed)
    }

    @Test func audioSessionVoicePrompts() throws {
        let s = AVAudioSession.sharedInstance()
        try s.setCategory(.playback, mode: .voicePrompt, options: [.interruptSpokenAudioAndMixWithOthers, .duckOthers])
        #expect(s.mode == .voicePrompt)
        #expect(s.categoryOptions.contains(.duckOthers))
        #expect(throws: (any Error).self) { try s.setCategory(.playback, options: [.defaultToSpeaker]) }
        #expect(s.promptStyle == .normal)
    }

    @Test func intentsAndInteractions() {
        let ann = INPerson(
            personHandle: INPersonHandle(value: "ann", type: .unknown), nameComponents: nil, displayName: "Ann",
            image: nil, contactIdentifier: nil, customIdentifier: "node-1")
        let intent = INSendMessageIntent(
            recipients: [ann], outgoingMessageType: .outgoingMessageText, content: "On my way",
            speakableGroupName: INSpeakableString(spokenPhrase: "Base Camp"), conversationIdentifier: "c1",
            serviceName: nil, sender: nil)
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = .outgoing
        var error: Error?? = .none
        interaction.donate { error = .some($0) }
        #expect(error! == nil)
        #expect(intent.recipients?.first?.displayName == "Ann")
    }
}

@Suite(.serialized) @MainActor
struct ImageVariantTests {
    @Test func assetImagesResolveForTheCarsStyle() async throws {
        let asset = UIImageAsset()
        asset.register(UIImage(systemName: "sun.max")!, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(UIImage(systemName: "moon")!, with: UITraitCollection(userInterfaceStyle: .dark))
        UIImageAsset.registerNamed("DayNight", asset)
        let item = CPListItem(text: "Mode", detailText: nil, image: UIImage(named: "DayNight"))
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "L", sections: [CPListSection(items: [item])]) }
        #expect(car.top!.sections[0].items[0].image == "symbol:sun.max")
        car.setStyle(.dark)
        #expect(car.top!.sections[0].items[0].image == "symbol:moon")
    }
}
