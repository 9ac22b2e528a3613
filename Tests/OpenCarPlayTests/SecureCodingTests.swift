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
}
