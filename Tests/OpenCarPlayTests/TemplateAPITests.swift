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
    let car = try await CarPlayTestSession(categories: categories, hosting: .testProcess) { RootDelegate(root: root) }
    return (car, (car.session.sceneDelegate as! RootDelegate).interfaceController!)
}

@Suite @MainActor
struct ListAPITests {
    @Test func itemsUpdateInPlace() async throws {
        let item = CPListItem(text: "Old", detailText: "d", image: UIImage(systemName: "star"), accessoryImage: nil, accessoryType: .cloud)
        let list = CPListTemplate(title: "L", sections: [CPListSection(items: [item], header: "H", sectionIndexTitle: "Header")])
        let (car, _) = try await car([.audio]) { list }
        #expect(car.top!.sections[0].items[0].details.accessory == .cloud)
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
        #expect(row.details.playingIndicator == .trailing)
        #expect(row.details.progress == 1)
        #expect(row.details.isExplicit)
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
        await #expect(throws: CarInputError("'Off' is disabled")) { try await car.tap("Off") }
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
        await car.drive()
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
        #expect(row.details.fields.map { "\($0.key)=\($0.value)" } == ["conversation=c1", "leading=pin", "trailing=mute", "trailingText=9:41", "unread=true"])
        #expect(row.details.isUnread && row.details.leadingMark == .pin && row.details.isMuted && row.details.trailingText == "9:41")
        try await car.tap("Base Camp")
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
        #expect(car.top!.sections[0].items[0].details.style == "condensed")
        try await car.tap("Focus")
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
        try await car.tap(.sectionHeaderButton, at: 0)
        #expect(pressed == 1)
        #expect(car.top!.buttons.count == CPListTemplate.maximumHeaderGridButtonCount)
        #expect(car.top!.sections[0].headerSubtitle == "2 items")
    }
}

@Suite @MainActor
struct OtherTemplateAPITests {
    @Test func gridUpdates() async throws {
        var taps: [String] = []
        let b = CPGridButton(titleVariants: ["Coffee", "Cof"], image: UIImage(systemName: "cup.and.saucer")!) { taps.append($0.titleVariants[0]) }
        let grid = CPGridTemplate(title: nil, gridButtons: [b])
        #expect(grid.title == "")
        let (car, _) = try await car([.quickFoodOrdering]) { grid }
        try await car.tap("Coffee")
        b.updateTitleVariants(["Tea"])
        grid.updateTitle("Drinks")
        try await car.tap("Tea")
        #expect(taps == ["Coffee", "Tea"])
        #expect(car.top!.title == "Drinks")
        b.isEnabled = false
        await #expect(throws: CarInputError.self) { try await car.tap("Tea") }
        let message = CPGridButton(
            titleVariants: ["Ann"], image: UIImage(systemName: "person")!,
            messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "ann", unread: true), handler: nil)
        grid.updateGridButtons([message])
        #expect(car.top!.buttons[0].details.isUnread)
    }

    @Test func informationWithRatingsAndActions() async throws {
        var booked = false
        let info = CPInformationTemplate(
            title: "Pizza Place", layout: .leading,
            items: [CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Rating", detail: "230 reviews")],
            actions: [CPTextButton(title: "Order", textStyle: .confirm) { _ in booked = true }])
        let (car, _) = try await car([.quickFoodOrdering]) { info }
        #expect(car.top!.sections[0].items[0].details.rating == "4.5" && car.top!.sections[0].items[0].details.maximumRating == "5")
        #expect(car.top!.buttons[0].details.style == "confirm")
        try await car.tap("Order")
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
        try await car.tap("Call")
        try await car.tap("Message")
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
        try await car.tap("Garage A")
        #expect(watcher.selected == ["Garage A"])
        #expect(car.top!.pointOfInterest?.detailSubtitle == "Level -2")
        try await car.tap("Start Parking")
        #expect(started)
        poi.title = "Garage B"
        #expect(car.top!.sections[0].items[0].text == "Garage B")
    }

    @Test func nowPlayingRefusesBarButtonsAndIsASingleton() async throws {
        let (car, _) = try await car([.audio]) { CPListTemplate(title: "r", sections: []) }
        #expect(CPNowPlayingTemplate.shared === CPNowPlayingTemplate.shared)
        let e = await car.expectException { CPNowPlayingTemplate.shared.leadingNavigationBarButtons = [CPBarButton(title: "x")] }
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
