// SPDX-License-Identifier: Apache-2.0

import Foundation

// What each kind of template shows beyond the fields every template has (title, buttons, sections, tabs).
// A `TemplateSnapshot` carries the one that matches its kind; the JSON the browser, the log and the harness
// read is these types' `Codable` form (see docs/wire-format.md). - Note: Ours (not in CarPlay).

/// A list's empty view and assistant cell.
public struct ListDetails: Sendable, Codable, Equatable {
    /// The empty view's title and subtitle (first variants), shown while the list has no items.
    public var emptyTitle: String?
    public var emptySubtitle: String?
    /// Whether the empty view shows a spinner.
    public var showsEmptySpinner = false
    /// The assistant cell, when the car shows it now.
    public var assistantCell: AssistantCell?
    /// The details header above the sections (iOS 26.4); its action buttons are the template's
    /// `detailsHeaderButton` elements.
    public var detailsHeader: DetailsHeader?

    /// What a list's details header shows: a thumbnail with its badge or score, and texts.
    public struct DetailsHeader: Sendable, Codable, Equatable {
        public var title: String?
        public var subtitle: String?
        /// The first body variant, as plain text.
        public var body: String?
        /// The thumbnail's image reference.
        public var thumbnail: String?
        /// The badge: an image reference or a text in its colours (`#rrggbb`), at leading, center or trailing.
        public var overlayImage: String?
        public var overlayText: String?
        public var overlayTextColor: String?
        public var overlayBackgroundColor: String?
        public var overlayAlignment: String?
        /// The sports overlay: the two teams' names and scores ("Lyon 2", "Nice 1") and the first status text.
        public var sportsTeams: [String]?
        public var sportsStatus: String?
        /// The playback configuration: the action a tap performs (play, pause, replay), the presentation (audio,
        /// video) and how far playback has got (0…1, when the duration is known).
        public var playbackAction: String?
        public var playbackPresentation: String?
        public var playbackProgress: Double?

        public init() {}
    }

    public struct AssistantCell: Sendable, Codable, Equatable {
        public enum Position: String, Sendable, Codable { case top, bottom }
        public enum Action: String, Sendable, Codable { case playMedia, startCall }
        public var position: Position
        public var action: Action
    }

    public init() {}

    /// The texts a driver reads.
    var texts: [String] {
        [emptyTitle, emptySubtitle, detailsHeader?.title, detailsHeader?.subtitle, detailsHeader?.body, detailsHeader?.overlayText]
            .compactMap { $0 } + (detailsHeader?.sportsTeams ?? [])
    }
}

/// An information template's layout.
public struct InformationDetails: Sendable, Codable, Equatable {
    public enum Layout: String, Sendable, Codable { case leading, twoColumn }
    public var layout: Layout
}

/// An alert's title variants (the car shows the longest that fits).
public struct AlertDetails: Sendable, Codable, Equatable {
    public var titleVariants: [String]
}

/// An action sheet's message.
public struct ActionSheetDetails: Sendable, Codable, Equatable {
    public var message: String?
}

/// A contact card.
public struct ContactDetails: Sendable, Codable, Equatable {
    /// The contact's image reference (`symbol:…`, `data:…`).
    public var image: String?
    public var subtitle: String?
    public var informativeText: String?
}

/// The selected point of interest's detail card.
public struct PointOfInterestDetails: Sendable, Codable, Equatable {
    public var detailTitle: String?
    public var detailSubtitle: String?
    public var detailSummary: String?
}

/// Now playing: MediaPlayer's now playing info as the car reads it, and the template's mode.
public struct NowPlayingDetails: Sendable, Codable, Equatable {
    public enum PlaybackState: String, Sendable, Codable { case unknown, playing, paused, stopped, interrupted }
    public var title: String?
    public var artist: String?
    public var album: String?
    /// Seconds; elapsed is extrapolated to the car's clock at the playback rate.
    public var duration: Double?
    public var elapsed: Double?
    public var rate: Double?
    public var isLiveStream = false
    /// The artwork's image reference.
    public var artwork: String?
    public var playbackState: PlaybackState = .unknown
    /// The sports mode's scoreboard, when the template is in it.
    public var sports: Sports?

    public struct Sports: Sendable, Codable, Equatable {
        /// Each team's name and score ("HJK 2").
        public var leftTeam: String
        public var rightTeam: String
        /// The event status texts, joined with " · ".
        public var eventStatus: String?
    }

    public init() {}

    var texts: [String] { [title, artist, album, sports?.leftTeam, sports?.rightTeam, sports?.eventStatus].compactMap { $0 } }
}

/// A map template: panning, guidance and the navigation alert.
public struct MapDetails: Sendable, Codable, Equatable {
    /// Whether the car shows the panning interface (its arrows are the template's pan buttons).
    public var isPanning = false
    /// Turn-by-turn guidance, while a navigation session runs.
    public var guidance: Guidance?
    /// The navigation alert shown over the map.
    public var alert: NavigationAlert?

    public init() {}

    public struct Guidance: Sendable, Codable, Equatable {
        /// Set while guidance is paused.
        public var paused: Pause?
        /// The first two upcoming maneuvers.
        public var maneuvers: [Maneuver] = []
        /// The current road's name (first variant).
        public var road: String?
        /// Metadata for the instrument cluster and HUD, when the app agrees to provide it (iOS 17.4).
        public var metadata: Metadata?
        /// The current lane guidance, leading to trailing.
        public var lanes: [Lane] = []
        /// The trip's remaining time and distance.
        public var trip: TripEstimate?

        public init() {}
    }

    public struct Pause: Sendable, Codable, Equatable {
        public enum Reason: String, Sendable, Codable { case unknown, arrived, loading, locating, rerouting, proceedToRoute }
        public var reason: Reason
        public var description: String?
    }

    public struct Maneuver: Sendable, Codable, Equatable {
        public enum Style: String, Sendable, Codable { case symbolOnly, instructionOnly, leadingSymbol, trailingSymbol }
        /// Instruction variants, longest first as the app gave them.
        public var instructionVariants: [String]
        /// `CPManeuverType`'s name (`leftTurn`).
        public var type: String
        /// Distance to the maneuver as the car shows it ("300 m").
        public var distance: String?
        /// How the app asked the maneuver to be shown.
        public var style: Style?
        /// The symbol image's reference and its size in points.
        public var image: String?
        public var imageWidth: Int?
        public var imageHeight: Int?
    }

    public struct Metadata: Sendable, Codable, Equatable {
        public enum ManeuverState: String, Sendable, Codable { case `continue`, initial, prepare, execute }
        public var maneuverState: ManeuverState
        /// `CPJunctionType` and `CPTrafficSide` names.
        public var junction: String
        public var trafficSide: String
        /// Degrees.
        public var exitAngle: Int?
        public var exitLabel: String?
    }

    public struct Lane: Sendable, Codable, Equatable {
        public enum Status: String, Sendable, Codable { case notGood, good, preferred }
        public var status: Status
        /// Degrees, as the app gave them.
        public var angles: [Int]
        public var highlightedAngle: Int?

        public init(status: Status, angles: [Int], highlightedAngle: Int? = nil) {
            self.status = status
            self.angles = angles
            self.highlightedAngle = highlightedAngle
        }
    }

    public struct TripEstimate: Sendable, Codable, Equatable {
        public enum Color: String, Sendable, Codable { case `default`, green, orange, red }
        public var minutesRemaining: Int
        /// As the car shows it ("12.3 km").
        public var distance: String
        public var color: Color

        public init(minutesRemaining: Int, distance: String, color: Color) {
            self.minutesRemaining = minutesRemaining
            self.distance = distance
            self.color = color
        }
    }

    public struct NavigationAlert: Sendable, Codable, Equatable {
        public var title: String
        public var subtitle: String?
    }

    var texts: [String] {
        var all: [String] = []
        if let g = guidance {
            all += [g.paused?.description].compactMap { $0 }
            for m in g.maneuvers { all += m.instructionVariants.prefix(1) + [m.distance].compactMap { $0 } }
            all += [g.road, g.metadata?.exitLabel].compactMap { $0 }
        }
        if let alert { all += [alert.title] + [alert.subtitle].compactMap { $0 } }
        return all
    }
}

/// A search template's field and keyboard.
public struct SearchDetails: Sendable, Codable, Equatable {
    public var text: String
    /// Whether the car limits the keyboard now (while driving, on cars that do).
    public var isKeyboardLimited: Bool
}

/// A voice control template's active state.
public struct VoiceControlDetails: Sendable, Codable, Equatable {
    public var stateIdentifier: String
}

extension TemplateSnapshot {
    /// Which details the template shows, without their values (which move with time): tells e.g. guidance
    /// from browsing on a map, or an empty list from a filled one, for the explorer's "seen before".
    package var detailShape: String {
        var parts: [String] = []
        if let l = list {
            parts.append("list")
            if l.emptyTitle != nil || l.emptySubtitle != nil { parts.append("empty") }
            if l.showsEmptySpinner { parts.append("spinner") }
            if l.assistantCell != nil { parts.append("assistant") }
        }
        if information != nil { parts.append("information") }
        if alert != nil { parts.append("alert") }
        if actionSheet?.message != nil { parts.append("message") }
        if contact != nil { parts.append("contact") }
        if pointOfInterest != nil { parts.append("detail") }
        if let n = nowPlaying {
            parts.append("nowPlaying")
            if n.title != nil { parts.append("title") }
            if n.sports != nil { parts.append("sports") }
        }
        if let m = map {
            if m.isPanning { parts.append("panning") }
            if let g = m.guidance { parts.append(g.paused == nil ? "guidance" : "paused") }
            if m.alert != nil { parts.append("navigationAlert") }
        }
        if search != nil { parts.append("search") }
        if voiceControl != nil { parts.append("voice") }
        return parts.joined(separator: ",")
    }
}

/// The details of one kind of template, as one value. Encoded as an object with one key, the kind's name
/// (`{"list": {…}}`; docs/wire-format.md).
public indirect enum TemplateContent: Sendable, Equatable, Codable {
    case list(ListDetails)
    case information(InformationDetails)
    case alert(AlertDetails)
    case actionSheet(ActionSheetDetails)
    case contact(ContactDetails)
    case pointOfInterest(PointOfInterestDetails)
    case nowPlaying(NowPlayingDetails)
    case map(MapDetails)
    case search(SearchDetails)
    case voiceControl(VoiceControlDetails)

    private enum Key: String, CodingKey { case list, information, alert, actionSheet, contact, pointOfInterest, nowPlaying, map, search, voiceControl }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .list(let d): try c.encode(d, forKey: .list)
        case .information(let d): try c.encode(d, forKey: .information)
        case .alert(let d): try c.encode(d, forKey: .alert)
        case .actionSheet(let d): try c.encode(d, forKey: .actionSheet)
        case .contact(let d): try c.encode(d, forKey: .contact)
        case .pointOfInterest(let d): try c.encode(d, forKey: .pointOfInterest)
        case .nowPlaying(let d): try c.encode(d, forKey: .nowPlaying)
        case .map(let d): try c.encode(d, forKey: .map)
        case .search(let d): try c.encode(d, forKey: .search)
        case .voiceControl(let d): try c.encode(d, forKey: .voiceControl)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        if let d = try c.decodeIfPresent(ListDetails.self, forKey: .list) {
            self = .list(d)
            return
        }
        if let d = try c.decodeIfPresent(InformationDetails.self, forKey: .information) {
            self = .information(d)
            return
        }
        if let d = try c.decodeIfPresent(AlertDetails.self, forKey: .alert) {
            self = .alert(d)
            return
        }
        if let d = try c.decodeIfPresent(ActionSheetDetails.self, forKey: .actionSheet) {
            self = .actionSheet(d)
            return
        }
        if let d = try c.decodeIfPresent(ContactDetails.self, forKey: .contact) {
            self = .contact(d)
            return
        }
        if let d = try c.decodeIfPresent(PointOfInterestDetails.self, forKey: .pointOfInterest) {
            self = .pointOfInterest(d)
            return
        }
        if let d = try c.decodeIfPresent(NowPlayingDetails.self, forKey: .nowPlaying) {
            self = .nowPlaying(d)
            return
        }
        if let d = try c.decodeIfPresent(MapDetails.self, forKey: .map) {
            self = .map(d)
            return
        }
        if let d = try c.decodeIfPresent(SearchDetails.self, forKey: .search) {
            self = .search(d)
            return
        }
        if let d = try c.decodeIfPresent(VoiceControlDetails.self, forKey: .voiceControl) {
            self = .voiceControl(d)
            return
        }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "content names no template kind"))
    }
}

extension TemplateSnapshot {
    public var list: ListDetails? {
        get { if case .list(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .list(newValue) } else if case .list = content { content = nil }
        }
    }

    public var information: InformationDetails? {
        get { if case .information(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .information(newValue) } else if case .information = content { content = nil }
        }
    }

    public var alert: AlertDetails? {
        get { if case .alert(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .alert(newValue) } else if case .alert = content { content = nil }
        }
    }

    public var actionSheet: ActionSheetDetails? {
        get { if case .actionSheet(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .actionSheet(newValue) } else if case .actionSheet = content { content = nil }
        }
    }

    public var contact: ContactDetails? {
        get { if case .contact(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .contact(newValue) } else if case .contact = content { content = nil }
        }
    }

    public var pointOfInterest: PointOfInterestDetails? {
        get { if case .pointOfInterest(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .pointOfInterest(newValue) } else if case .pointOfInterest = content { content = nil }
        }
    }

    public var nowPlaying: NowPlayingDetails? {
        get { if case .nowPlaying(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .nowPlaying(newValue) } else if case .nowPlaying = content { content = nil }
        }
    }

    public var map: MapDetails? {
        get { if case .map(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .map(newValue) } else if case .map = content { content = nil }
        }
    }

    public var search: SearchDetails? {
        get { if case .search(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .search(newValue) } else if case .search = content { content = nil }
        }
    }

    public var voiceControl: VoiceControlDetails? {
        get { if case .voiceControl(let d) = content { d } else { nil } }
        set {
            if let newValue { content = .voiceControl(newValue) } else if case .voiceControl = content { content = nil }
        }
    }
}
