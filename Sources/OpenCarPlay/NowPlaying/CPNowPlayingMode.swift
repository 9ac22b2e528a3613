// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// How the now playing screen looks (iOS 18.4). Mirrors [`CPNowPlayingMode`](https://developer.apple.com/documentation/carplay/cpnowplayingmode).
@preconcurrency @MainActor
open class CPNowPlayingMode: NSObject {
    private static let defaultMode = CPNowPlayingMode(plain: ())
    /// The standard look.
    public class var `default`: CPNowPlayingMode { defaultMode }
    package init(plain: Void) { super.init() }
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
}

/// A team in sports mode. Mirrors [`CPNowPlayingSportsTeam`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsteam).
@preconcurrency @MainActor
open class CPNowPlayingSportsTeam: NSObject {
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
}

/// A team's logo or initials. Mirrors [`CPNowPlayingSportsTeamLogo`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsteamlogo).
@preconcurrency @MainActor
open class CPNowPlayingSportsTeamLogo: NSObject {
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
}

/// The game's status: up to three texts (the first is the period), an image and a clock.
/// Mirrors [`CPNowPlayingSportsEventStatus`](https://developer.apple.com/documentation/carplay/cpnowplayingsportseventstatus).
@preconcurrency @MainActor
open class CPNowPlayingSportsEventStatus: NSObject {
    public let eventStatusText: [String]?
    public let eventStatusImage: UIImage?
    public let eventClock: CPNowPlayingSportsClock?
    public init(eventStatusText: [String]?, eventStatusImage: UIImage?, eventClock: CPNowPlayingSportsClock?) {
        self.eventStatusText = eventStatusText.map { Array($0.prefix(3)) }
        self.eventStatusImage = eventStatusImage
        self.eventClock = eventClock
        super.init()
    }
}

/// A game clock that the car counts up or down by itself. Mirrors [`CPNowPlayingSportsClock`](https://developer.apple.com/documentation/carplay/cpnowplayingsportsclock).
@preconcurrency @MainActor
open class CPNowPlayingSportsClock: NSObject {
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
}
