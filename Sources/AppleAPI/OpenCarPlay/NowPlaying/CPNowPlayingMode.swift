// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// How the now playing screen looks (iOS 18.4). Mirrors [`CPNowPlayingMode`](https://developer.apple.com/documentation/carplay/cpnowplayingmode).
@preconcurrency @MainActor
open class CPNowPlayingMode: NSObject, @preconcurrency NSSecureCoding {
    private static let defaultMode = CPNowPlayingMode(plain: ())
    /// The standard look.
    public class var `default`: CPNowPlayingMode { defaultMode }
    package init(plain: Void) { super.init() }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// The default mode has nothing to archive; ``CPNowPlayingModeSports`` writes its game.
    open func encode(with coder: NSCoder) {}

    /// Reads what ``encode(with:)`` wrote. A decoded default mode is a new object, not the ``default`` instance (an
    /// initializer can't return a shared one); it shows the same standard look.
    public required init?(coder: NSCoder) { super.init() }
}

/// A live game: two teams, scores and an event clock (iOS 18.4).
/// Mirrors [`CPNowPlayingModeSports`](https://developer.apple.com/documentation/carplay/cpnowplayingmodesports).
@preconcurrency @MainActor
open class CPNowPlayingModeSports: CPNowPlayingMode {
    open var leftTeam: CPNowPlayingSportsTeam
    open var rightTeam: CPNowPlayingSportsTeam
    open var eventStatus: CPNowPlayingSportsEventStatus?
    open var backgroundArtwork: UIImage?
    public init(
        leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?,
        backgroundArtwork: UIImage?
    ) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        self.backgroundArtwork = backgroundArtwork
        super.init(plain: ())
    }

    /// Writes both teams, the event status and the background artwork.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(leftTeam, forKey: "leftTeam")
        coder.encode(rightTeam, forKey: "rightTeam")
        coder.encode(eventStatus, forKey: "eventStatus")
        CPCoding.encode(backgroundArtwork, forKey: "backgroundArtwork", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without both teams.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let left = CPCoding.object(CPNowPlayingSportsTeam.self, "leftTeam", in: coder),
            let right = CPCoding.object(CPNowPlayingSportsTeam.self, "rightTeam", in: coder)
        else { return nil }
        leftTeam = left
        rightTeam = right
        eventStatus = CPCoding.object(CPNowPlayingSportsEventStatus.self, "eventStatus", in: coder)
        backgroundArtwork = d.image("backgroundArtwork")
        guard !d.failed else { return nil }
        super.init(coder: coder)
    }
}

/// A team in sports mode. Mirrors [`CPNowPlayingSportsTeam`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsteam).
@preconcurrency @MainActor
open class CPNowPlayingSportsTeam: NSObject, @preconcurrency NSSecureCoding {
    public let name: String
    public let logo: CPNowPlayingSportsTeamLogo
    public let teamStandings: String?
    public let eventScore: String
    public let possessionIndicator: UIImage?
    public let isFavorite: Bool
    public init(
        name: String, logo: CPNowPlayingSportsTeamLogo, teamStandings: String?, eventScore: String,
        possessionIndicator: UIImage?, favorite: Bool
    ) {
        self.name = name
        self.logo = logo
        self.teamStandings = teamStandings
        self.eventScore = eventScore
        self.possessionIndicator = possessionIndicator
        self.isFavorite = favorite
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the name, logo, standings, score, possession indicator and whether it is a favourite.
    open func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(logo, forKey: "logo")
        coder.encode(teamStandings, forKey: "teamStandings")
        coder.encode(eventScore, forKey: "eventScore")
        CPCoding.encode(possessionIndicator, forKey: "possessionIndicator", in: coder)
        coder.encode(isFavorite, forKey: "isFavorite")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let name = CPCoding.string("name", in: coder), let logo = CPCoding.object(CPNowPlayingSportsTeamLogo.self, "logo", in: coder),
            let score = CPCoding.string("eventScore", in: coder)
        else { return nil }
        self.name = name
        self.logo = logo
        teamStandings = CPCoding.string("teamStandings", in: coder)
        eventScore = score
        possessionIndicator = d.image("possessionIndicator")
        isFavorite = coder.decodeBool(forKey: "isFavorite")
        guard !d.failed else { return nil }
        super.init()
    }
}

/// A team's logo or initials. Mirrors [`CPNowPlayingSportsTeamLogo`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsteamlogo).
@preconcurrency @MainActor
open class CPNowPlayingSportsTeamLogo: NSObject, @preconcurrency NSSecureCoding {
    public let logo: UIImage?
    public let initials: String?
    public init(teamLogo: UIImage) {
        logo = teamLogo
        initials = nil
        super.init()
    }
    public init(teamInitials: String) {
        logo = nil
        initials = teamInitials
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the logo image or the initials.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(logo, forKey: "logo", in: coder)
        coder.encode(initials, forKey: "initials")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) unless exactly one of logo and initials is there.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        let logo = d.image("logo")
        let initials = CPCoding.string("initials", in: coder)
        guard (logo == nil) != (initials == nil) else { return nil }
        self.logo = logo
        self.initials = initials
        guard !d.failed else { return nil }
        super.init()
    }
}

/// The game's status: up to three texts (the first is the period), an image and a clock.
/// Mirrors [`CPNowPlayingSportsEventStatus`](https://developer.apple.com/documentation/carplay/cpnowplayingsportseventstatus).
@preconcurrency @MainActor
open class CPNowPlayingSportsEventStatus: NSObject, @preconcurrency NSSecureCoding {
    public let eventStatusText: [String]?
    public let eventStatusImage: UIImage?
    public let eventClock: CPNowPlayingSportsClock?
    public init(eventStatusText: [String]?, eventStatusImage: UIImage?, eventClock: CPNowPlayingSportsClock?) {
        self.eventStatusText = eventStatusText.map { Array($0.prefix(3)) }
        self.eventStatusImage = eventStatusImage
        self.eventClock = eventClock
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the status texts, image and clock.
    open func encode(with coder: NSCoder) {
        coder.encode(eventStatusText, forKey: "eventStatusText")
        CPCoding.encode(eventStatusImage, forKey: "eventStatusImage", in: coder)
        coder.encode(eventClock, forKey: "eventClock")
    }

    /// Reads what ``encode(with:)`` wrote (at most three texts, as ``init(eventStatusText:eventStatusImage:eventClock:)``
    /// keeps).
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        eventStatusText = CPCoding.strings("eventStatusText", in: coder).map { Array($0.prefix(3)) }
        eventStatusImage = d.image("eventStatusImage")
        eventClock = CPCoding.object(CPNowPlayingSportsClock.self, "eventClock", in: coder)
        guard !d.failed else { return nil }
        super.init()
    }
}

/// A game clock that the car counts up or down by itself. Mirrors [`CPNowPlayingSportsClock`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsclock).
@preconcurrency @MainActor
open class CPNowPlayingSportsClock: NSObject, @preconcurrency NSSecureCoding {
    public let timeValue: TimeInterval
    public let isPaused: Bool
    public let countsUp: Bool
    public init(elapsedTime: TimeInterval, paused: Bool) {
        timeValue = elapsedTime
        isPaused = paused
        countsUp = true
        super.init()
    }
    public init(timeRemaining: TimeInterval, paused: Bool) {
        timeValue = timeRemaining
        isPaused = paused
        countsUp = false
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the time, whether paused and whether it counts up (elapsed time) or down (time remaining).
    open func encode(with coder: NSCoder) {
        coder.encode(timeValue, forKey: "timeValue")
        coder.encode(isPaused, forKey: "isPaused")
        coder.encode(countsUp, forKey: "countsUp")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        timeValue = coder.decodeDouble(forKey: "timeValue")
        isPaused = coder.decodeBool(forKey: "isPaused")
        countsUp = coder.decodeBool(forKey: "countsUp")
        super.init()
    }
}
