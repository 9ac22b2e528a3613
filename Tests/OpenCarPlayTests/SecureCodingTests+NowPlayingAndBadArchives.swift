import CarPlayShim
import Foundation
import Testing

/// Now playing's buttons and sports mode archived and read back; archives that are garbage, truncated or forged.
extension SecureCodingTests {
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
