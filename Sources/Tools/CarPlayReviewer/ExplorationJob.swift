// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenMediaPlayer

/// One exploration run the explorer asks of a fresh app process (or of this process when there are none), and the
/// answers the run sends back: the messages between the review and its app processes. See docs/wire-format.md.
/// - Note: Ours.
enum ExplorationJob: Codable, Sendable, Equatable {
    /// Is the process fit to run apps (its queues and tasks run)? Asked once, of the first app process.
    case hello
    /// Start the app in a car in `condition`, replay `path`, answer ``ExplorationReply/visited(_:)``, then wait for
    /// ``ExplorationDecision``: on `.probe`, probe the screen (drag its map, let time pass, cancel navigation,
    /// disconnect and reconnect) and answer ``ExplorationReply/probed(_:)``.
    case visit(condition: String, path: [ExplorationStep])
    /// Start the app, replay `path` and tap the `index`-th element of `role`: does the map enter panning mode?
    case panButton(condition: String, path: [ExplorationStep], role: ElementSnapshot.Role, index: Int)
    /// Start the app with the phone locked, replay `path` and compare the screen with `unlockedVisible`.
    case locked(path: [ExplorationStep], unlockedVisible: [ElementSnapshot])
    /// Start the app parked and unlocked and replay `path` (the control of a locked run).
    case control(path: [ExplorationStep])
    /// Siri asks a communication app to call the names on its first screen.
    case calling
    /// An audio app just started (its process new, nothing played since) is opened from the Now Playing button of the
    /// car's home screen: is the now playing screen filled?
    case nowPlayingButton
    /// Replay `path` (a screen where the app guides), take a phone call and let time pass: does it play prompts?
    case phoneCall(path: [ExplorationStep])
    /// Zoom the instrument cluster in and out from the car's controls: does the cluster's drawing change?
    case clusterZoom
}

/// A step of a path, as it travels. - Note: Ours.
struct ExplorationStep: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable { case tapID, type }
    var kind: Kind
    var value: String
    var description: String
}

/// What the explorer tells a visiting run once it knows whether the screen is new. - Note: Ours.
enum ExplorationDecision: String, Codable, Sendable {
    case probe, stop
}

/// A finding as it travels: the finding and the screen it was seen on (a `Finding` leaves its screen out of its JSON).
struct TravellingFinding: Codable, Sendable, Equatable {
    var finding: Finding
    var screen: ScreenSnapshot?

    init(_ finding: Finding) {
        self.finding = finding
        screen = finding.screen
    }

    var arrived: Finding {
        var f = finding
        f.screen = screen
        if f.places.count == 1 { f.places[0].screen = screen }
        return f
    }
}

/// What a run recorded: findings and render notes, in order. - Note: Ours.
struct RunRecord: Codable, Sendable, Equatable {
    var findings: [TravellingFinding] = []
    var notes: [RenderNote] = []
    /// The app had told MPNowPlayingInfoCenter what plays when the record was taken (absent: it hadn't).
    var publishedNowPlaying: Bool? = nil

    init() {}

    @MainActor
    init(_ recorder: ReviewRecorder, findingsFrom: Int = 0, notesFrom: Int = 0) {
        findings = recorder.findings.dropFirst(findingsFrom).map(TravellingFinding.init)
        notes = Array(recorder.renderNotes.dropFirst(notesFrom))
        // The reviewed app's own now playing (each app has its own center).
        publishedNowPlaying = recorder.car.sessions.contains { $0.nowPlayingCenter.nowPlayingInfo != nil } ? true : nil
    }
}

/// An app process's answers. - Note: Ours.
enum ExplorationReply: Codable, Sendable {
    case ready
    /// The app would not run (not shown in CarPlay, its declaration threw): the words say why.
    case refused(String)
    case visited(Visited)
    case probed(Probed)
    case subRun(SubRun)

    struct Visited: Codable, Sendable {
        var app: String
        /// The step that could not be replayed, if one couldn't.
        var failedAt: Int?
        /// The screen's identity for "seen before".
        var signature: String
        /// What to try from the screen.
        var actions: [ExplorationStep]
        var visible: [ElementSnapshot]
        var record: RunRecord
        /// The app guides on this screen (a live navigation session): absent when not.
        var guiding: Bool? = nil
    }

    struct Probed: Codable, Sendable {
        /// Recorded while the map was dragged.
        var drag: RunRecord
        /// The map moved under a drag or its delegate pans for the knob: its buttons are tried, each in a run of its own.
        var pan: PanCandidate?
        /// Recorded while time passed, navigation was canceled and the app reconnected.
        var probe: RunRecord
    }

    struct PanCandidate: Codable, Sendable {
        var buttons: Int
        var barButtons: Int
        /// The finding to report when no button enters panning mode.
        var finding: TravellingFinding
    }

    struct SubRun: Codable, Sendable {
        var failedAt: Int?
        var visibleCount: Int
        /// A pan-button run: the map is in panning mode after the tap.
        var panning: Bool
        var record: RunRecord
        /// A locked run: the finding to report when a control run (the same path, unlocked) passes `lockedCheck`: what
        /// the locked run misses is then the lock's doing, not state the app kept from an earlier run.
        var lockedFinding: TravellingFinding?
        var lockedCheck: LockedCheck?
    }

    enum LockedCheck: Codable, Sendable, Equatable {
        /// The control replays every step (the locked run could not).
        case controlReplays
        /// The control shows at least this many elements (the locked run showed fewer).
        case controlShowsAtLeast(Int)
    }
}
