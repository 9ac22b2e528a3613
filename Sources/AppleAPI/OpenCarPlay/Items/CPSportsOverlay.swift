// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Two teams and the game's status over a thumbnail (iOS 26.4), made of the now playing sports mode's pieces.
///
/// Mirrors [`CPSportsOverlay`](https://developer.apple.com/documentation/carplay/cpsportsoverlay). Its properties are
/// read-only, as on iOS.
@preconcurrency @MainActor
open class CPSportsOverlay: NSObject, @preconcurrency NSSecureCoding {
    public let leftTeam: CPNowPlayingSportsTeam
    public let rightTeam: CPNowPlayingSportsTeam
    public let eventStatus: CPNowPlayingSportsEventStatus?

    public init(leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes both teams and the event status.
    open func encode(with coder: NSCoder) {
        coder.encode(leftTeam, forKey: "leftTeam")
        coder.encode(rightTeam, forKey: "rightTeam")
        coder.encode(eventStatus, forKey: "eventStatus")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without both teams.
    public required init?(coder: NSCoder) {
        guard let left = CPCoding.object(CPNowPlayingSportsTeam.self, "leftTeam", in: coder),
            let right = CPCoding.object(CPNowPlayingSportsTeam.self, "rightTeam", in: coder)
        else { return nil }
        leftTeam = left
        rightTeam = right
        eventStatus = CPCoding.object(CPNowPlayingSportsEventStatus.self, "eventStatus", in: coder)
        super.init()
    }
}
