import CarPlayShim
import Foundation
import ImageCodec
import Testing

/// Archives `object` with secure coding and reads it back as `T`.
@MainActor
func secureRoundTrip<T: NSObject & NSCoding>(_ object: T, as type: T.Type = T.self) throws -> T {
    let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
    return try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data))
}

/// Writes our keys with values of the wrong kind, to be read as a CarPlay class (top level: corelibs'
/// `NSStringFromClass` stops the process for a nested class).
final class SecureCodingForgery: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let fill: (NSCoder) -> Void
    init(_ fill: @escaping (NSCoder) -> Void) { self.fill = fill }
    func encode(with coder: NSCoder) { fill(coder) }
    required init?(coder: NSCoder) { nil }
}

/// Every CarPlay class that adopts `NSSecureCoding` on iOS, archived and read back field by field.
@Suite @MainActor
struct SecureCodingTests {
    static func pngImage() throws -> UIImage {
        let png = try #require(Bitmap(width: 3, height: 2, red: 200, green: 40, blue: 10).pngData())
        return try #require(UIImage(data: png, scale: 2))
    }

    @Test func everyClassSaysItSupportsSecureCoding() {
        let classes: [any NSSecureCoding.Type] = [
            CPAlertAction.self, CPAssistantCellConfiguration.self, CPBarButton.self, CPContact.self, CPDashboardButton.self,
            CPGridButton.self, CPImageSet.self, CPInformationItem.self, CPLane.self, CPLaneGuidance.self, CPListSection.self,
            CPManeuver.self, CPMapButton.self, CPNavigationAlert.self, CPNowPlayingButton.self, CPNowPlayingMode.self,
            CPNowPlayingSportsClock.self, CPNowPlayingSportsEventStatus.self, CPNowPlayingSportsTeam.self,
            CPNowPlayingSportsTeamLogo.self, CPPointOfInterest.self, CPRouteChoice.self, CPTemplate.self, CPTravelEstimates.self,
            CPTrip.self, CPTripPreviewTextConfiguration.self, CPVoiceControlState.self, CPListTemplate.self,
            CPNowPlayingShuffleButton.self, CPInformationRatingItem.self
        ]
        #expect(classes.count == 30)
        #expect(classes.allSatisfy { $0.supportsSecureCoding })
    }

    @Test func imagesKeepWhatTheyAre() throws {
        let png = try Self.pngImage()
        let symbol = try #require(UIImage(systemName: "car.fill")).withTintColor(.systemRed)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 4, height: 2))
        }
        let asset = UIImageAsset()
        asset.register(png, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(symbol, with: UITraitCollection(userInterfaceStyle: .dark))
        let themed = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))

        let set = try secureRoundTrip(CPImageSet(lightContentImage: png, darkContentImage: symbol))
        #expect(set.lightContentImage.source == png.source)
        #expect(set.lightContentImage.size == png.size)
        #expect(set.lightContentImage.scale == 2)
        #expect(set.lightContentImage.pngData() == png.pngData())
        #expect(set.darkContentImage.source == .symbol("car.fill"))
        #expect(set.darkContentImage.renderingMode == .alwaysTemplate)
        #expect(set.darkContentImage.tintColor?.hex(for: UITraitCollection()) == UIColor.systemRed.hex(for: UITraitCollection()))

        let other = try secureRoundTrip(CPImageSet(lightContentImage: drawn, darkContentImage: themed))
        #expect(other.lightContentImage.source == drawn.source)
        #expect(other.lightContentImage.debugName == drawn.debugName)
        let variants = try #require(other.darkContentImage.imageAsset)
        #expect(variants.image(with: UITraitCollection(userInterfaceStyle: .light)).source == png.source)
        #expect(variants.image(with: UITraitCollection(userInterfaceStyle: .dark)).source == symbol.source)
        #expect(other.darkContentImage.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func alertActionsAndBarButtonsLoseOnlyTheirHandlers() throws {
        let action = try secureRoundTrip(CPAlertAction(title: "Delete", style: .destructive) { _ in })
        #expect(action.title == "Delete")
        #expect(action.style == .destructive)
        #expect(action.color == nil)
        action.handler(action)  // a decoded action's handler does nothing, and is there to call
        let colored = try secureRoundTrip(CPAlertAction(title: "Go", color: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)) { _ in })
        #expect(colored.color?.hex(for: UITraitCollection()) == "#0080ff")

        let button = CPBarButton(title: "Edit") { _ in }
        button.isEnabled = false
        button.buttonStyle = .rounded
        let back = try secureRoundTrip(button)
        #expect(back.title == "Edit")
        #expect(back.image == nil)
        #expect(!back.isEnabled)
        #expect(back.buttonStyle == .rounded)
        #expect(back.buttonType == .text)
        #expect(back.tapHandler == nil)
        let imageButton = try secureRoundTrip(CPBarButton(image: try Self.pngImage()))
        #expect(imageButton.buttonType == .image)
        #expect(imageButton.image?.source == (try Self.pngImage()).source)
        let compose = try secureRoundTrip(CPMessageComposeBarButton(), as: CPBarButton.self)
        #expect(compose is CPMessageComposeBarButton)
        #expect(compose.systemAction == "siri.composeMessage")
    }

    @Test func aListTemplateKeepsItsSectionsButtonsAndTabProperties() throws {
        let header = CPButton(image: try #require(UIImage(systemName: "plus"))) { _ in }
        header.title = "Add"
        let section = CPListSection(
            items: [CPListItem(text: "Row", detailText: nil)], header: "Stations", headerSubtitle: "Near you",
            headerImage: try Self.pngImage(), headerButton: header, sectionIndexTitle: "Sx")
        let grid = CPGridButton(
            titleVariants: ["Anna", "A"], image: try #require(UIImage(systemName: "person")),
            messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "c-1", unread: true), handler: nil)
        let list = CPListTemplate(
            title: "Radio", sections: [section, CPListSection(items: [CPListItem]())],
            assistantCellConfiguration: CPAssistantCellConfiguration(position: .bottom, visibility: .always, assistantAction: .startCall),
            headerGridButtons: [grid])
        list.emptyViewTitleVariants = ["Nothing here"]
        list.emptyViewSubtitleVariants = ["Add a station", "Add"]
        list.showsSpinnerWhileEmpty = true
        list.tabTitle = "Radio tab"
        list.tabImage = UIImage(systemName: "radio")
        list.tabSystemItem = .favorites
        list.showsTabBadge = true
        list.userInfo = ["id": 42, "name": "radio"]
        list.leadingNavigationBarButtons = [CPBarButton(title: "L")]
        list.trailingNavigationBarButtons = [CPBarButton(title: "T1"), CPBarButton(image: try #require(UIImage(systemName: "gear")))]
        list.backButton = CPBarButton(title: "Back")

        let back = try secureRoundTrip(list, as: CPTemplate.self)
        let decoded = try #require(back as? CPListTemplate)
        #expect(decoded.identifier != list.identifier)
        #expect(decoded.title == "Radio")
        #expect(decoded.sections.count == 2)
        let s = decoded.sections[0]
        #expect(s.header == "Stations")
        #expect(s.headerSubtitle == "Near you")
        #expect(s.headerImage?.source == (try Self.pngImage()).source)
        #expect(s.headerButton?.title == "Add")
        #expect(s.headerButton?.image?.source == .symbol("plus"))
        #expect(s.headerButton?.tapHandler == nil)
        #expect(s.sectionIndexTitle == "S")
        #expect((s.items.first as? CPListItem)?.text == "Row")
        #expect(decoded.sections[1].header == nil)
        #expect(decoded.assistantCellConfiguration?.position == .bottom)
        #expect(decoded.assistantCellConfiguration?.visibility == .always)
        #expect(decoded.assistantCellConfiguration?.assistantAction == .startCall)
        let g = try #require(decoded.headerGridButtons?.first)
        #expect(g.titleVariants == ["Anna", "A"])
        #expect(g.image.source == .symbol("person"))
        #expect(g.messageConfiguration?.conversationIdentifier == "c-1")
        #expect(g.messageConfiguration?.isUnread == true)
        #expect(decoded.emptyViewTitleVariants == ["Nothing here"])
        #expect(decoded.emptyViewSubtitleVariants == ["Add a station", "Add"])
        #expect(decoded.showsSpinnerWhileEmpty)
        #expect(decoded.tabTitle == "Radio tab")
        #expect(decoded.tabImage?.source == .symbol("radio"))
        #expect(decoded.tabSystemItem == .favorites)
        #expect(decoded.hasTabSystemItem)
        #expect(decoded.showsTabBadge)
        let info = try #require(decoded.userInfo as? [String: Any])
        #expect(info["id"] as? Int == 42)
        #expect(info["name"] as? String == "radio")
        #expect(decoded.leadingNavigationBarButtons.map(\.title) == ["L"])
        #expect(decoded.trailingNavigationBarButtons.map(\.title) == ["T1", nil])
        #expect(decoded.trailingNavigationBarButtons[1].image?.source == .symbol("gear"))
        #expect(decoded.backButton?.title == "Back")
        #expect(decoded.delegate == nil)
    }

    @Test func aSectionKeepsItsItemsOfEveryKind() throws {
        let song = CPListItem(
            text: "Song", detailText: "Artist", image: try Self.pngImage(), accessoryImage: nil, accessoryType: .disclosureIndicator)
        song.isExplicitContent = true
        song.isPlaying = true
        song.playingIndicatorLocation = .trailing
        song.playbackProgress = 0.4
        song.isEnabled = false
        song.userInfo = ["id": 7]
        song.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: CMTime(seconds: 12, preferredTimescale: 1),
            duration: CMTime(seconds: 200, preferredTimescale: 1))
        song.handler = { _, done in done() }
        let message = CPMessageListItem(
            conversationIdentifier: "c-9", text: "Team",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: try Self.pngImage(), unread: true),
            trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil), detailText: "See you",
            trailingText: "9:41")
        let card = CPListImageRowItemCardElement(
            image: try Self.pngImage(), showsImageFullHeight: true, title: "Clip", subtitle: "2 min", tintColor: .systemBlue)
        card.isEnabled = false
        let cards = CPListImageRowItem(text: "Clips", cardElements: [card], allowsMultipleLines: true)
        let condensed = CPListImageRowItem(
            text: nil,
            condensedElements: [
                CPListImageRowItemCondensedElement(
                    image: try Self.pngImage(), imageShape: .circular, title: "Ann", subtitle: nil, accessorySymbolName: "star.fill")
            ], allowsMultipleLines: false)
        let legacy = CPListImageRowItem(text: "Covers", images: [try Self.pngImage()], imageTitles: ["One"])
        let back = try secureRoundTrip(CPListSection(items: [song, message, cards, condensed, legacy], header: "All", sectionIndexTitle: nil))
        #expect(back.items.count == 5)
        let s = try #require(back.items[0] as? CPListItem)
        #expect(s.text == "Song")
        #expect(s.detailText == "Artist")
        #expect(s.image?.source == (try Self.pngImage()).source)
        #expect(s.accessoryType == .disclosureIndicator)
        #expect(s.isExplicitContent)
        #expect(s.isPlaying)
        #expect(s.playingIndicatorLocation == .trailing)
        #expect(abs(s.playbackProgress - 0.4) < 1e-9)
        #expect(!s.isEnabled)
        #expect((s.userInfo as? [String: Any])?["id"] as? Int == 7)
        #expect(s.playbackConfiguration?.playbackAction == .play)
        #expect(s.playbackConfiguration?.duration.seconds == 200)
        #expect(s.handler == nil)
        let m = try #require(back.items[1] as? CPMessageListItem)
        #expect(m.conversationIdentifier == "c-9")
        #expect(m.text == "Team")
        #expect(m.detailText == "See you")
        #expect(m.trailingText == "9:41")
        #expect(m.leadingConfiguration.leadingItem == .pin)
        #expect(m.leadingConfiguration.isUnread)
        #expect(m.leadingConfiguration.leadingImage != nil)
        #expect(m.trailingConfiguration?.trailingItem == .mute)
        let c = try #require(back.items[2] as? CPListImageRowItem)
        #expect(c.text == "Clips")
        #expect(c.allowsMultipleLines)
        let e = try #require(c.elements.first as? CPListImageRowItemCardElement)
        #expect(e.title == "Clip")
        #expect(e.subtitle == "2 min")
        #expect(e.showsImageFullHeight)
        #expect(!e.isEnabled)
        #expect(e.tintColor?.name == UIColor.systemBlue.name)
        let d = try #require((back.items[3] as? CPListImageRowItem)?.elements.first as? CPListImageRowItemCondensedElement)
        #expect(d.imageShape == .circular)
        #expect(d.accessorySymbolName == "star.fill")
        #expect((back.items[3] as? CPListImageRowItem)?.text == nil)
        let l = try #require(back.items[4] as? CPListImageRowItem)
        #expect(l.gridImages.count == 1)
        #expect(l.imageTitles == ["One"])
    }

    @Test func aTemplateWhoseUserInfoIsNoPropertyListKeepsTheRest() throws {
        let grid = CPGridTemplate(title: "Apps", gridButtons: [CPGridButton(titleVariants: ["One"], image: try Self.pngImage())])
        grid.userInfo = NSObject()
        grid.gridButtons[0].isEnabled = false
        let back = try secureRoundTrip(grid)
        #expect(back.userInfo == nil)
        #expect(back.title == "Apps")
        #expect(back.gridButtons.count == 1)
        #expect(back.gridButtons[0].titleVariants == ["One"])
        #expect(!back.gridButtons[0].isEnabled)
        #expect(back.gridButtons[0].messageConfiguration == nil)
        #expect(back.tabSystemItem == .more)
        #expect(!back.hasTabSystemItem)
    }

    @Test func otherTemplatesKeepTheirContent() throws {
        let alert = try secureRoundTrip(
            CPAlertTemplate(titleVariants: ["Delete all?", "Delete?"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }]))
        #expect(alert.titleVariants == ["Delete all?", "Delete?"])
        #expect(alert.actions.map(\.title) == ["OK"])

        let sheet = try secureRoundTrip(
            CPActionSheetTemplate(title: "Share", message: nil, actions: [CPAlertAction(title: "Cancel", style: .cancel) { _ in }]))
        #expect(sheet.title == "Share")
        #expect(sheet.message == nil)
        #expect(sheet.actions.map(\.style) == [.cancel])

        let info = CPInformationTemplate(
            title: "Order", layout: .twoColumn,
            items: [
                CPInformationItem(title: "Total", detail: "12 €"),
                CPInformationRatingItem(rating: NSNumber(value: 3.5), maximumRating: NSNumber(value: 5), title: "Rating", detail: nil)
            ],
            actions: [CPTextButton(title: "Pay", textStyle: .confirm) { _ in }])
        let infoBack = try secureRoundTrip(info)
        #expect(infoBack.title == "Order")
        #expect(infoBack.layout == .twoColumn)
        #expect(infoBack.items.map(\.title) == ["Total", "Rating"])
        #expect(infoBack.items[0].detail == "12 €")
        let rating = try #require(infoBack.items[1] as? CPInformationRatingItem)
        #expect(rating.rating?.doubleValue == 3.5)
        #expect(rating.maximumRating?.intValue == 5)
        #expect(rating.detail == nil)
        #expect(infoBack.actions.map(\.title) == ["Pay"])
        #expect(infoBack.actions[0].textStyle == .confirm)
        #expect(infoBack.actions[0].tapHandler == nil)

        let states = [
            CPVoiceControlState(identifier: "listen", titleVariants: ["Listening…"], image: try Self.pngImage(), repeats: true),
            CPVoiceControlState(identifier: "search", titleVariants: nil, image: nil, repeats: false)
        ]
        let voice = try secureRoundTrip(CPVoiceControlTemplate(voiceControlStates: states))
        #expect(voice.voiceControlStates.map(\.identifier) == ["listen", "search"])
        #expect(voice.voiceControlStates[0].titleVariants == ["Listening…"])
        #expect(voice.voiceControlStates[0].image?.source == (try Self.pngImage()).source)
        #expect(voice.voiceControlStates[0].repeats)
        #expect(voice.voiceControlStates[1].titleVariants == nil)
        #expect(!voice.voiceControlStates[1].repeats)
        #expect(voice.activeStateIdentifier == "listen")

        let search = try secureRoundTrip(CPSearchTemplate(), as: CPTemplate.self)
        #expect(search is CPSearchTemplate)

        let tabs = CPTabBarTemplate(templates: [alert, CPGridTemplate(title: "G", gridButtons: []), CPSearchTemplate()])
        let tabsBack = try secureRoundTrip(tabs)
        #expect(tabsBack.templates.count == 3)
        #expect(tabsBack.templates[0] is CPAlertTemplate)
        #expect((tabsBack.templates[1] as? CPGridTemplate)?.title == "G")
        #expect(tabsBack.templates[2] is CPSearchTemplate)
        #expect(tabsBack.selectedTemplate === tabsBack.templates[0])
    }

    @Test func aContactKeepsItsActionButtons() throws {
        let contact = CPContact(name: "Ada", image: try Self.pngImage())
        contact.subtitle = "Mobile"
        contact.informativeText = "Met at the station"
        let call = CPContactCallButton { _ in }
        call.isEnabled = false
        contact.actions = [call, CPContactMessageButton(phoneOrEmail: "+44 20 7946 0000"), CPContactDirectionsButton()]
        let back = try secureRoundTrip(CPContactTemplate(contact: contact))
        #expect(back.contact.name == "Ada")
        #expect(back.contact.image.source == (try Self.pngImage()).source)
        #expect(back.contact.subtitle == "Mobile")
        #expect(back.contact.informativeText == "Met at the station")
        #expect(back.contact.actions.count == 3)
        #expect(back.contact.actions[0] is CPContactCallButton)
        #expect(!back.contact.actions[0].isEnabled)
        #expect((back.contact.actions[1] as? CPContactMessageButton)?.phoneOrEmail == "+44 20 7946 0000")
        #expect(back.contact.actions[2] is CPContactDirectionsButton)
        #expect(back.contact.actions[2].title == "Directions")
    }

    static func mapItem(_ name: String, _ lat: Double, _ lon: Double) -> MKMapItem {
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: lat, longitude: lon),
                addressDictionary: ["Name": name, "City": "Lyon", "ZIP": "69002"]))
        item.phoneNumber = "+33 4 00 00 00 00"
        item.url = URL(string: "https://example.org/\(name)")
        item.pointOfInterestCategory = .evCharger
        return item
    }

    @Test func tripsAndPointsOfInterestKeepTheirPlaces() throws {
        let choice = CPRouteChoice(summaryVariants: ["Via A7"], additionalInformationVariants: ["Tolls"], selectionSummaryVariants: ["Fastest"])
        choice.userInfo = ["route": 1]
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: Self.mapItem("Depot", 45.75, 4.85), routeChoices: [choice])
        trip.destinationNameVariants = ["The depot", "Depot"]
        let back = try secureRoundTrip(trip)
        #expect(back.origin.isCurrentLocation)
        #expect(back.destination.name == "Depot")
        #expect(back.destination.placemark.coordinate.latitude == 45.75)
        #expect(back.destination.placemark.coordinate.longitude == 4.85)
        #expect(back.destination.placemark.locality == "Lyon")
        #expect(back.destination.placemark.postalCode == "69002")
        #expect(back.destination.phoneNumber == "+33 4 00 00 00 00")
        #expect(back.destination.url?.absoluteString == "https://example.org/Depot")
        #expect(back.destination.pointOfInterestCategory == .evCharger)
        #expect(back.routeChoices.map(\.summaryVariants) == [["Via A7"]])
        #expect(back.routeChoices[0].additionalInformationVariants == ["Tolls"])
        #expect(back.routeChoices[0].selectionSummaryVariants == ["Fastest"])
        #expect((back.routeChoices[0].userInfo as? [String: Any])?["route"] as? Int == 1)
        #expect(back.destinationNameVariants == ["The depot", "Depot"])

        let poi = CPPointOfInterest(
            location: Self.mapItem("Charger", 45.7, 4.8), title: "Charger", subtitle: "2 free", summary: "22 kW",
            detailTitle: "Charger 7", detailSubtitle: "Level -1", detailSummary: "Open 24 h", pinImage: try Self.pngImage(),
            selectedPinImage: UIImage(systemName: "bolt.fill"))
        poi.primaryButton = CPTextButton(title: "Go", textStyle: .confirm) { _ in }
        poi.secondaryButton = CPTextButton(title: "Call", textStyle: .normal)
        let template = try secureRoundTrip(CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [poi, poi], selectedIndex: 1))
        #expect(template.title == "Chargers")
        #expect(template.selectedIndex == 1)
        #expect(template.pointsOfInterest.count == 2)
        // One object archived twice is one object read back, as NSKeyedArchiver keeps identity.
        #expect(template.pointsOfInterest[0] === template.pointsOfInterest[1])
        let p = template.pointsOfInterest[0]
        #expect(p.location.name == "Charger")
        #expect(
            [p.title, p.subtitle, p.summary, p.detailTitle, p.detailSubtitle, p.detailSummary] == [
                "Charger", "2 free", "22 kW", "Charger 7", "Level -1", "Open 24 h"
            ])
        #expect(p.pinImage?.source == (try Self.pngImage()).source)
        #expect(p.selectedPinImage?.source == .symbol("bolt.fill"))
        #expect(p.primaryButton?.title == "Go")
        #expect(p.primaryButton?.textStyle == .confirm)
        #expect(p.secondaryButton?.title == "Call")
    }

    @Test func aManeuverKeepsEveryField() throws {
        let m = CPManeuver()
        m.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        m.symbolSet = CPImageSet(lightContentImage: try Self.pngImage(), darkContentImage: try #require(UIImage(systemName: "arrow.up")))
        m.junctionImage = try Self.pngImage()
        m.instructionVariants = ["Turn right onto Rue de la République", "Turn right"]
        let shield = NSTextAttachment(image: try Self.pngImage())
        shield.bounds = CGRect(x: 0, y: -2, width: 24, height: 12)
        let text = NSMutableAttributedString(string: "Take ")
        text.append(NSAttributedString(attachment: shield))
        text.append(NSAttributedString(string: " north"))
        m.attributedInstructionVariants = [text]
        m.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.2, unit: .miles), distanceRemainingToDisplay: Measurement(value: 2000, unit: .yards),
            timeRemaining: 95)
        m.userInfo = ["step": 3]
        m.dashboardSymbolImage = UIImage(systemName: "arrow.right")
        m.dashboardJunctionImage = try Self.pngImage()
        m.dashboardInstructionVariants = ["Right"]
        m.dashboardAttributedInstructionVariants = [NSAttributedString(string: "Right now")]
        m.notificationSymbolImage = UIImage(systemName: "arrow.right.circle")
        m.notificationInstructionVariants = ["Turn right soon"]
        m.notificationAttributedInstructionVariants = [NSAttributedString(string: "Soon")]
        m.cardBackgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })
        m.maneuverType = .rightTurn
        m.roadFollowingManeuverVariants = ["Follow the A7"]
        m.trafficSide = .left
        m.junctionType = .roundabout
        m.junctionExitAngle = Measurement(value: 90, unit: .degrees)
        m.junctionElementAngles = [Measurement(value: 0, unit: .degrees), Measurement(value: -1.5, unit: .radians)]
        let guidance = CPLaneGuidance()
        guidance.lanes = [
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(
                angles: [Measurement(value: 0, unit: .degrees), Measurement(value: 45, unit: .degrees)],
                highlightedAngle: Measurement(value: 45, unit: .degrees), isPreferred: true)
        ]
        guidance.instructionVariants = ["Use the right lane"]
        m.linkedLaneGuidance = guidance
        m.highwayExitLabel = "Exit 12"

        let b = try secureRoundTrip(m)
        #expect(b.symbolImage?.source == .symbol("arrow.turn.up.right"))
        #expect(b.symbolSet?.darkContentImage.source == .symbol("arrow.up"))
        #expect(b.junctionImage?.source == (try Self.pngImage()).source)
        #expect(b.instructionVariants == m.instructionVariants)
        let a = try #require(b.attributedInstructionVariants.first)
        #expect(a.string == text.string)
        #expect(a.textAttachments.count == 1)
        #expect(a.textAttachments[0].location == 5)
        #expect(a.textAttachments[0].attachment.bounds == CGRect(x: 0, y: -2, width: 24, height: 12))
        #expect(a.textAttachments[0].attachment.image?.source == (try Self.pngImage()).source)
        let e = try #require(b.initialTravelEstimates)
        #expect(e.distanceRemaining == Measurement(value: 1.2, unit: .miles))
        #expect(e.distanceRemaining.unit == .miles)
        #expect(e.distanceRemainingToDisplay.unit == .yards)
        #expect(e.distanceRemainingToDisplay.value == 2000)
        #expect(e.timeRemaining == 95)
        #expect((b.userInfo as? [String: Any])?["step"] as? Int == 3)
        #expect(b.dashboardSymbolImage?.source == .symbol("arrow.right"))
        #expect(b.dashboardJunctionImage != nil)
        #expect(b.dashboardInstructionVariants == ["Right"])
        #expect(b.dashboardAttributedInstructionVariants.map(\.string) == ["Right now"])
        #expect(b.notificationSymbolImage?.source == .symbol("arrow.right.circle"))
        #expect(b.notificationInstructionVariants == ["Turn right soon"])
        #expect(b.notificationAttributedInstructionVariants.map(\.string) == ["Soon"])
        let card = try #require(b.cardBackgroundColor)
        #expect(card.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#000000")
        #expect(card.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#ffffff")
        #expect(b.maneuverType == .rightTurn)
        #expect(b.roadFollowingManeuverVariants == ["Follow the A7"])
        #expect(b.trafficSide == .left)
        #expect(b.junctionType == .roundabout)
        #expect(b.junctionExitAngle == Measurement(value: 90, unit: .degrees))
        #expect(b.junctionElementAngles == m.junctionElementAngles)
        let lanes = try #require(b.linkedLaneGuidance)
        #expect(lanes.instructionVariants == ["Use the right lane"])
        #expect(lanes.lanes.count == 2)
        #expect(lanes.lanes[0].status == .notGood)
        #expect(lanes.lanes[0].highlightedAngle == nil)
        #expect(lanes.lanes[1].status == .preferred)
        #expect(lanes.lanes[1].angles.map(\.value) == [0, 45])
        #expect(lanes.lanes[1].highlightedAngle == Measurement(value: 45, unit: .degrees))
        #expect(b.highwayExitLabel == "Exit 12")

        let empty = try secureRoundTrip(CPManeuver())
        #expect(empty.symbolImage == nil)
        #expect(empty.instructionVariants.isEmpty)
        #expect(empty.maneuverType == .noTurn)
        #expect(empty.junctionElementAngles == nil)
    }

    @Test func navigationAlertsMapTemplatesAndPreviewTexts() throws {
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic ahead"], subtitleVariants: ["20 min delay"], image: UIImage(systemName: "car"),
            primaryAction: CPAlertAction(title: "Reroute", style: .default) { _ in },
            secondaryAction: CPAlertAction(title: "Dismiss", style: .cancel) { _ in }, duration: 12)
        let a = try secureRoundTrip(alert)
        #expect(a.titleVariants == ["Traffic ahead"])
        #expect(a.subtitleVariants == ["20 min delay"])
        #expect(a.image?.source == .symbol("car"))
        #expect(a.imageSet == nil)
        #expect(a.primaryAction.title == "Reroute")
        #expect(a.secondaryAction?.style == .cancel)
        #expect(a.duration == 12)

        let map = CPMapTemplate()
        map.guidanceBackgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        map.tripEstimateStyle = .dark
        let zoom = CPMapButton { _ in }
        zoom.image = UIImage(systemName: "plus.magnifyingglass")
        zoom.focusedImage = try Self.pngImage()
        zoom.isHidden = true
        let pan = CPMapButton()
        pan.isEnabled = false
        map.mapButtons = [zoom, pan]
        map.automaticallyHidesNavigationBar = false
        let m = try secureRoundTrip(map)
        #expect(m.guidanceBackgroundColor.hex(for: UITraitCollection()) == "#336699")
        #expect(m.tripEstimateStyle == .dark)
        #expect(m.mapButtons.count == 2)
        #expect(m.mapButtons[0].image?.source == .symbol("plus.magnifyingglass"))
        #expect(m.mapButtons[0].focusedImage != nil)
        #expect(m.mapButtons[0].isHidden)
        #expect(m.mapButtons[0].isEnabled)
        #expect(m.mapButtons[0].tapHandler == nil)
        #expect(!m.mapButtons[1].isEnabled)
        #expect(!m.automaticallyHidesNavigationBar)
        #expect(m.hidesButtonsWithNavigationBar)
        // A system colour keeps its name (snapshots show it) and both its looks.
        #expect(try secureRoundTrip(CPMapTemplate()).guidanceBackgroundColor.name == UIColor.systemBackground.name)

        let texts = try secureRoundTrip(CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: "All"))
        #expect(texts.startButtonTitle == "Go")
        #expect(texts.additionalRoutesButtonTitle == nil)
        #expect(texts.overviewButtonTitle == "All")

        let dash = try secureRoundTrip(
            CPDashboardButton(titleVariants: ["Home"], subtitleVariants: ["12 min"], image: try Self.pngImage()) { _ in })
        #expect(dash.titleVariants == ["Home"])
        #expect(dash.subtitleVariants == ["12 min"])
        #expect(dash.image.source == (try Self.pngImage()).source)
        #expect(dash.tapHandler == nil)
    }

    @Test func nowPlayingButtonsAndSportsMode() throws {
        let shuffle = CPNowPlayingShuffleButton { _ in }
        shuffle.isSelected = true
        let back = try secureRoundTrip(shuffle, as: CPNowPlayingButton.self)
        #expect(back is CPNowPlayingShuffleButton)
        #expect(back.isSelected)
        #expect(back.isEnabled)
        #expect(back.tapHandler == nil)
        let image = try secureRoundTrip(CPNowPlayingImageButton(image: try Self.pngImage()))
        #expect(image.image?.source == (try Self.pngImage()).source)

        let home = CPNowPlayingSportsTeam(
            name: "Lyon", logo: CPNowPlayingSportsTeamLogo(teamLogo: try Self.pngImage()), teamStandings: "1st", eventScore: "2",
            possessionIndicator: UIImage(systemName: "soccerball"), favorite: true)
        let away = CPNowPlayingSportsTeam(
            name: "Nice", logo: CPNowPlayingSportsTeamLogo(teamInitials: "OGCN"), teamStandings: nil, eventScore: "1",
            possessionIndicator: nil, favorite: false)
        let status = CPNowPlayingSportsEventStatus(
            eventStatusText: ["2nd half", "Stoppage"], eventStatusImage: UIImage(systemName: "flag"),
            eventClock: CPNowPlayingSportsClock(timeRemaining: 300, paused: true))
        let mode = CPNowPlayingModeSports(leftTeam: home, rightTeam: away, eventStatus: status, backgroundArtwork: try Self.pngImage())
        let decoded = try #require(try secureRoundTrip(mode, as: CPNowPlayingMode.self) as? CPNowPlayingModeSports)
        #expect(decoded.leftTeam.name == "Lyon")
        #expect(decoded.leftTeam.logo.logo?.source == (try Self.pngImage()).source)
        #expect(decoded.leftTeam.logo.initials == nil)
        #expect(decoded.leftTeam.teamStandings == "1st")
        #expect(decoded.leftTeam.eventScore == "2")
        #expect(decoded.leftTeam.possessionIndicator?.source == .symbol("soccerball"))
        #expect(decoded.leftTeam.isFavorite)
        #expect(decoded.rightTeam.logo.initials == "OGCN")
        #expect(decoded.rightTeam.logo.logo == nil)
        #expect(decoded.rightTeam.teamStandings == nil)
        #expect(!decoded.rightTeam.isFavorite)
        #expect(decoded.eventStatus?.eventStatusText == ["2nd half", "Stoppage"])
        #expect(decoded.eventStatus?.eventStatusImage?.source == .symbol("flag"))
        #expect(decoded.eventStatus?.eventClock?.timeValue == 300)
        #expect(decoded.eventStatus?.eventClock?.isPaused == true)
        #expect(decoded.eventStatus?.eventClock?.countsUp == false)
        #expect(decoded.backgroundArtwork != nil)
        let plain = try secureRoundTrip(CPNowPlayingMode.default)
        #expect(!(plain is CPNowPlayingModeSports))
        let elapsed = try secureRoundTrip(CPNowPlayingSportsClock(elapsedTime: 61, paused: false))
        #expect(elapsed.countsUp)
        #expect(!elapsed.isPaused)
        #expect(elapsed.timeValue == 61)
    }

    // MARK: - Bad archives fail cleanly

    @Test func garbageAndTruncatedArchivesThrow() throws {
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: CPTemplate.self, from: Data("not an archive".utf8)) }
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: CPManeuver.self, from: Data()) }
        let whole = try NSKeyedArchiver.archivedData(
            withRootObject: CPTrip(origin: MKMapItem(), destination: MKMapItem(), routeChoices: []), requiringSecureCoding: true)
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: CPTrip.self, from: whole.prefix(whole.count / 2)) }
    }

    @Test func theNowPlayingTemplateArchivesButIsNotReadBack() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: CPNowPlayingTemplate.shared, requiringSecureCoding: true)
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: CPTemplate.self, from: data) }
    }

    func forged(as type: AnyClass, _ fill: @escaping (NSCoder) -> Void) throws -> Data {
        // corelibs' `setClassName(_:for:)` doesn't reach the archive, so the class name is replaced in its XML.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.outputFormat = .xml
        archiver.encode(SecureCodingForgery(fill), forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let xml = try #require(String(data: archiver.encodedData, encoding: .utf8))
        #expect(xml.contains(NSStringFromClass(SecureCodingForgery.self)))
        return Data(xml.replacingOccurrences(of: NSStringFromClass(SecureCodingForgery.self), with: NSStringFromClass(type)).utf8)
    }

    @Test func valuesOfTheWrongKindFailTheDecode() throws {
        // A title that is a number, a style that names no case, an image that is no property list, a missing key.
        let cases: [(type: AnyClass, fill: (NSCoder) -> Void)] = [
            (CPAlertAction.self, { $0.encode(Int64(7), forKey: "title") }),
            (
                CPAlertAction.self,
                {
                    $0.encode("OK", forKey: "title")
                    $0.encode(Int64(99), forKey: "style")
                }
            ),
            (
                CPImageSet.self,
                {
                    $0.encode(Data("junk".utf8), forKey: "lightContentImage")
                    $0.encode(Data("junk".utf8), forKey: "darkContentImage")
                }
            ),
            (CPTravelEstimates.self, { $0.encode(12.0, forKey: "timeRemaining") }),
            (CPNowPlayingSportsTeamLogo.self, { _ in }),
            (
                CPVoiceControlState.self,
                {
                    $0.encode("a", forKey: "identifier")
                    $0.encode(Data("junk".utf8), forKey: "image")
                    $0.encode(true, forKey: "repeats")
                }
            )
        ]
        for entry in cases {
            let data = try forged(as: entry.type, entry.fill)
            #expect(throws: (any Error).self, "\(entry.type)") { try NSKeyedUnarchiver.unarchivedObject(ofClasses: [entry.type], from: data) }
        }
        // An absent optional value reads as nil; only the required identifier is needed.
        let state = try forged(as: CPVoiceControlState.self) { $0.encode("a", forKey: "identifier") }
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CPVoiceControlState.self, from: state))
        #expect(decoded.identifier == "a")
        #expect(decoded.image == nil)
        #expect(decoded.titleVariants == nil)
        #expect(!decoded.repeats)
    }

    @Test func aTabBarInsideATabBarIsNotReadBack() throws {
        let inner = CPTabBarTemplate(templates: [])
        let data = try forged(as: CPTabBarTemplate.self) { $0.encode([inner], forKey: "tabBar.templates") }
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: CPTemplate.self, from: data) }
    }
}
