import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// iOS 26.4's details header of a list: its thumbnail (with a badge or a score), texts and action buttons, in the car.
@Suite @MainActor
struct ListDetailsHeaderTests {
    /// The texts the car draws, in drawing order.
    static func texts(_ car: CarPlayTestSession) -> [String] {
        car.displayList.items.compactMap { item -> String? in
            if case .text(let s, _, _, _, _, _) = item { return s }
            return nil
        }
    }

    @Test func theHeaderShowsAboveTheSectionsAndItsButtonRuns() async throws {
        var played = 0
        let play = CPButton(image: try #require(UIImage(systemName: "play.fill"))) { _ in played += 1 }
        let shuffle = CPButton(image: try #require(UIImage(systemName: "shuffle"))) { _ in }
        let overlay = CPImageOverlay(text: "LIVE", textColor: .white, backgroundColor: .systemRed, alignment: .trailing)
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: try #require(UIImage(systemName: "radio")), imageOverlay: overlay, sportsOverlay: nil),
            title: "Morning Show", subtitle: "Radio Lyon",
            bodyVariants: [NSAttributedString(string: "News, traffic and weather every half hour")], actionButtons: [play, shuffle])
        let list = CPListTemplate(
            title: "Show", listHeader: header, sections: [CPListSection(items: [CPListItem(text: "Episode 1", detailText: nil)])],
            assistantCellConfiguration: nil)
        #expect(list.listHeader === header)
        let (car, _) = try await car([.audio]) { list }

        let shown = try #require(car.top?.list?.detailsHeader)
        #expect(shown.title == "Morning Show")
        #expect(shown.subtitle == "Radio Lyon")
        #expect(shown.body == "News, traffic and weather every half hour")
        #expect(shown.thumbnail == "symbol:radio")
        #expect(shown.overlayText == "LIVE")
        #expect(shown.overlayAlignment == "trailing")
        #expect(shown.overlayTextColor == "#ffffff")
        // The car shows the first maximumActionButtonCount buttons and ignores the rest, as Apple documents.
        let buttons = car.top!.buttons.filter { $0.role == .detailsHeaderButton }
        #expect(CPListTemplateDetailsHeader.maximumActionButtonCount == 1)
        #expect(buttons.map(\.image) == ["symbol:play.fill"])

        // Drawn above the first row, and tapped where it is drawn.
        let drawn = Self.texts(car)
        let titleIndex = try #require(drawn.firstIndex(of: "Morning Show"))
        let rowIndex = try #require(drawn.firstIndex(of: "Episode 1"))
        #expect(titleIndex < rowIndex)
        #expect(drawn.contains("LIVE"))
        let target = try #require(car.displayList.targets.first { $0.elementID == buttons[0].id })
        try await car.tap(atX: target.frame.x + target.frame.width / 2, y: target.frame.y + target.frame.height / 2)
        #expect(played == 1)

        // Changes reach the car; setting the header to nil takes it away.
        header.title = "Evening Show"
        #expect(car.top?.list?.detailsHeader?.title == "Evening Show")
        list.listHeader = nil
        #expect(car.top?.list?.detailsHeader == nil)
        #expect(car.top!.buttons.allSatisfy { $0.role != .detailsHeaderButton })
    }

    @Test func aSportsOverlayShowsTheScore() async throws {
        let home = CPNowPlayingSportsTeam(
            name: "Lyon", logo: CPNowPlayingSportsTeamLogo(teamInitials: "OL"), teamStandings: nil, eventScore: "2",
            possessionIndicator: nil, favorite: true)
        let away = CPNowPlayingSportsTeam(
            name: "Nice", logo: CPNowPlayingSportsTeamLogo(teamInitials: "OGCN"), teamStandings: nil, eventScore: "1",
            possessionIndicator: nil, favorite: false)
        let sports = CPSportsOverlay(
            leftTeam: home, rightTeam: away,
            eventStatus: CPNowPlayingSportsEventStatus(eventStatusText: ["2nd half"], eventStatusImage: nil, eventClock: nil))
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: try #require(UIImage(systemName: "sportscourt"))), title: "Lyon – Nice", subtitle: nil,
            actionButtons: [])
        header.thumbnail.sportsOverlay = sports
        let list = CPListTemplate(title: nil, listHeader: header, sections: [], assistantCellConfiguration: nil)
        let (car, _) = try await car([.audio]) { list }
        let shown = try #require(car.top?.list?.detailsHeader)
        #expect(shown.sportsTeams == ["OL 2", "OGCN 1"])
        #expect(shown.sportsStatus == "2nd half")
        #expect(Self.texts(car).contains("OL 2 – OGCN 1"))
    }

    @Test func playbackConfigurationsReachTheCar() async throws {
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: try #require(UIImage(systemName: "music.note"))), title: "Album", subtitle: "Artist",
            actionButtons: [])
        header.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .pause, elapsedTime: CMTime(seconds: 30, preferredTimescale: 600),
            duration: CMTime(seconds: 120, preferredTimescale: 600))
        let row = CPListItem(text: "Track 1", detailText: nil)
        row.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .replay, elapsedTime: CMTime(seconds: 5, preferredTimescale: 1),
            duration: CMTime(value: 0, timescale: 1))
        let card = CPListImageRowItemCardElement(
            image: try #require(UIImage(systemName: "play.rectangle")), showsImageFullHeight: false, title: "Clip", subtitle: nil, tintColor: nil)
        card.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .play, elapsedTime: .zero, duration: CMTime(seconds: 60, preferredTimescale: 1))
        let cards = CPListImageRowItem(text: "Clips", cardElements: [card], allowsMultipleLines: false)
        let list = CPListTemplate(
            title: "Album", listHeader: header, sections: [CPListSection(items: [row, cards])], assistantCellConfiguration: nil)
        let (car, _) = try await car([.audio]) { list }
        let shown = try #require(car.top?.list?.detailsHeader)
        #expect(shown.playbackAction == "pause")
        #expect(shown.playbackPresentation == "audio")
        #expect(shown.playbackProgress == 0.25)
        let item = try #require(car.top?.sections.first?.items.first)
        #expect(item.details.playbackAction == "replay")
        #expect(item.details.presentation == "video")
        #expect(item.details.elapsed == 5)
        #expect(item.details.duration == nil)  // a duration of zero: unknown, as for a live stream
        let clip = try #require(car.top?.sections.first?.items.first { $0.role == .imageRowImage })
        #expect(clip.details.playbackAction == "play")
        #expect(clip.details.duration == 60)
        // The bar under the thumbnail is a quarter full.
        let bars = car.displayList.items.compactMap { item -> Double? in
            if case .rect(let r, let fill, _) = item, fill.hex == "#ffffff", r.height == 4 { return r.width }
            return nil
        }
        #expect(bars.count == 1)

        row.playbackConfiguration = nil
        #expect(car.top?.sections.first?.items.first?.details.playbackAction == nil)
        let archived = try secureRoundTrip(try #require(header.playbackConfiguration))
        #expect(archived.playbackAction == .pause)
        #expect(archived.preferredPresentation == .audio)
        #expect(archived.elapsedTime == CMTime(seconds: 30, preferredTimescale: 600))
        #expect(archived.duration.seconds == 120)
        #expect(archived.copy() as AnyObject === archived)
    }

    @Test func theHeaderFamilyArchives() throws {
        let png = try #require(UIImage(systemName: "star"))
        let team = CPNowPlayingSportsTeam(
            name: "Lyon", logo: CPNowPlayingSportsTeamLogo(teamInitials: "OL"), teamStandings: "1st", eventScore: "3",
            possessionIndicator: nil, favorite: false)
        let thumbnail = CPThumbnailImage(
            image: png, imageOverlay: CPImageOverlay(image: try #require(UIImage(systemName: "e.square")), alignment: .center),
            sportsOverlay: CPSportsOverlay(leftTeam: team, rightTeam: team, eventStatus: nil))
        let button = CPButton(image: try #require(UIImage(systemName: "heart"))) { _ in }
        button.title = "Like"
        let header = CPListTemplateDetailsHeader(
            thumbnail: thumbnail, title: "T", subtitle: "S", bodyVariants: [NSAttributedString(string: "B")], actionButtons: [button])
        let list = try secureRoundTrip(CPListTemplate(title: "L", listHeader: header, sections: [], assistantCellConfiguration: nil))
        let back = try #require(list.listHeader)
        #expect(back.title == "T")
        #expect(back.subtitle == "S")
        #expect(back.bodyVariants.map(\.string) == ["B"])
        #expect(back.actionButtons.map(\.title) == ["Like"])
        #expect(back.actionButtons[0].tapHandler == nil)
        #expect(back.thumbnail.image.source == .symbol("star"))
        #expect(back.thumbnail.imageOverlay?.image?.source == .symbol("e.square"))
        #expect(back.thumbnail.imageOverlay?.alignment == .center)
        #expect(back.thumbnail.imageOverlay?.text == nil)
        #expect(back.thumbnail.sportsOverlay?.leftTeam.logo.initials == "OL")
        #expect(back.thumbnail.sportsOverlay?.rightTeam.eventScore == "3")
        #expect(back.thumbnail.sportsOverlay?.eventStatus == nil)

        let text = try secureRoundTrip(CPImageOverlay(text: "12:30", textColor: .black, backgroundColor: .systemYellow, alignment: .leading))
        #expect(text.text == "12:30")
        #expect(text.textColor?.hex(for: UITraitCollection()) == "#000000")
        #expect(text.backgroundColor?.name == UIColor.systemYellow.name)
        #expect(text.alignment == .leading)
        #expect(text.image == nil)
    }
}
