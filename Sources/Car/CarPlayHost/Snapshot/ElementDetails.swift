// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an element shows beyond its text, detail text and image, by kind: a list row's accessory, playing indicator and
/// progress, a message row's marks, a button's style or system action, a point of interest's place, a route choice's
/// variants… Typed fields; on the wire and in the screen's text each set field is one `key=value` pair of text (the
/// keys below), so screens recorded before read the same. - Note: Ours.
public struct ElementDetails: Sendable, Equatable, Hashable {
    /// A list row's accessory: the car's disclosure indicator or cloud, or an image the app gave (its reference).
    public enum Accessory: Sendable, Equatable, Hashable {
        case disclosure, cloud
        case image(String)
    }
    /// Where a list row shows its playing indicator.
    public enum Side: String, Sendable, Equatable, Hashable { case leading, trailing }
    /// A message row's leading mark (`CPMessageLeadingItem`).
    public enum MessageMark: String, Sendable, Equatable, Hashable { case pin, star }

    /// A list row's accessory (`accessory`).
    public var accessory: Accessory?
    /// Where a playing list row shows the indicator (`playing`).
    public var playingIndicator: Side?
    /// A list row's playback progress, 0–1, when above 0 (`progress`).
    public var progress: Double?
    /// A list row marked explicit (`explicit`).
    public var isExplicit = false
    /// A row whose handler hasn't called its completion yet: the car shows a spinner (`loading`).
    public var isLoading = false
    /// A button's or image row's style as the car draws it (`style`): `rounded`; a text button's `normal`, `cancel`,
    /// `confirm`; an alert action's `default`, `cancel`, `destructive`; an image row's element style.
    public var style: String?
    /// The system's own action a button performs (`system`), such as `nowPlaying`.
    public var systemAction: String?
    /// A grid button's title variants, longest first (`titleVariants`).
    public var titleVariants: [String]?
    /// A message row or grid button marked unread (`unread`).
    public var isUnread = false
    /// A tab showing its badge (`badge`).
    public var showsBadge = false
    /// The selected tab, trip, route choice, point of interest or now playing button (`selected`).
    public var isSelected = false
    /// A rating item's rating and maximum, as the app's numbers print (`rating`, `maximumRating`).
    public var rating: String?
    public var maximumRating: String?
    /// An alert action's colour, as hex for the car's appearance (`color`).
    public var color: String?
    /// A point of interest's summary (`summary`) and place (`latitude`, `longitude`, six decimals).
    public var summary: String?
    public var latitude: Double?
    public var longitude: Double?
    /// A route choice's variants (`summaryVariants`, `additionalInformationVariants`).
    public var summaryVariants: [String]?
    public var additionalInformationVariants: [String]?
    /// A now playing button's kind (`kind`), such as `playbackRate`.
    public var kind: String?
    /// An image row element's playback configuration (`playbackAction`, `presentation`, `elapsed`, `duration` in seconds).
    public var playbackAction: String?
    public var presentation: String?
    public var elapsed: Double?
    public var duration: Double?
    /// A message row's leading mark (`leading`), muted mark (`trailing=mute`), trailing text and conversation.
    public var leadingMark: MessageMark?
    public var isMuted = false
    public var trailingText: String?
    public var conversation: String?
    /// The stepper an automaker screen's − or + segment belongs to (its element id, `stepper`).
    public var stepper: String?

    public init() {}

    /// `value` as the wire prints it with `places` decimals, read back: what the car draws is what a recorded screen
    /// replays. Nil for a value that isn't finite.
    public static func rounded(_ value: Double, places: Int) -> Double? {
        guard value.isFinite else { return nil }
        return Double(String(format: "%.\(places)f", value))
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == ElementDetails() }

    /// The set fields as `key=value` text, sorted by key: the wire form and what the screen's text prints.
    public var fields: [(key: String, value: String)] {
        var f: [(key: String, value: String)] = []
        func add(_ key: String, _ value: String?) { if let value { f.append((key, value)) } }
        func flag(_ key: String, _ on: Bool) { if on { f.append((key, "true")) } }
        add("accessory", accessory.map(Self.text))
        add("playing", playingIndicator?.rawValue)
        add("progress", progress.map { String(format: "%.2f", $0) })
        flag("explicit", isExplicit)
        flag("loading", isLoading)
        add("style", style)
        add("system", systemAction)
        add("titleVariants", titleVariants?.joined(separator: "|"))
        flag("unread", isUnread)
        flag("badge", showsBadge)
        flag("selected", isSelected)
        add("rating", rating)
        add("maximumRating", maximumRating)
        add("color", color)
        add("summary", summary)
        add("latitude", latitude.map { String(format: "%.6f", $0) })
        add("longitude", longitude.map { String(format: "%.6f", $0) })
        add("summaryVariants", summaryVariants?.joined(separator: "|"))
        add("additionalInformationVariants", additionalInformationVariants?.joined(separator: "|"))
        add("kind", kind)
        add("playbackAction", playbackAction)
        add("presentation", presentation)
        add("elapsed", elapsed.map { String(format: "%.1f", $0) })
        add("duration", duration.map { String(format: "%.1f", $0) })
        add("leading", leadingMark?.rawValue)
        add("trailing", isMuted ? "mute" : nil)
        add("trailingText", trailingText)
        add("conversation", conversation)
        add("stepper", stepper)
        return f.sorted { $0.key < $1.key }
    }

    private static func text(_ a: Accessory) -> String {
        switch a {
        case .disclosure: "disclosure"
        case .cloud: "cloud"
        case .image(let reference): reference
        }
    }
}

extension ElementDetails: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        for (key, value) in fields { try c.encode(value, forKey: Key(stringValue: key)) }
    }

    /// Reads the `key=value` form; an unknown key or a value that isn't its field's kind is an error naming both.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        self.init()
        for key in c.allKeys {
            let value = try c.decode(String.self, forKey: key)
            func bad() -> DecodingError {
                .dataCorruptedError(forKey: key, in: c, debugDescription: "'\(value)' is not a value of the element detail '\(key.stringValue)'")
            }
            func number() throws -> Double {
                guard let n = Double(value), n.isFinite else { throw bad() }
                return n
            }
            func yes() throws -> Bool {
                guard value == "true" else { throw bad() }
                return true
            }
            switch key.stringValue {
            case "accessory": accessory = value == "disclosure" ? .disclosure : value == "cloud" ? .cloud : .image(value)
            case "playing": playingIndicator = try Side(rawValue: value) ?? { throw bad() }()
            case "progress": progress = try number()
            case "explicit": isExplicit = try yes()
            case "loading": isLoading = try yes()
            case "style": style = value
            case "system": systemAction = value
            case "titleVariants": titleVariants = value.components(separatedBy: "|")
            case "unread": isUnread = try yes()
            case "badge": showsBadge = try yes()
            case "selected": isSelected = try yes()
            case "rating": rating = value
            case "maximumRating": maximumRating = value
            case "color": color = value
            case "summary": summary = value
            case "latitude": latitude = try number()
            case "longitude": longitude = try number()
            case "summaryVariants": summaryVariants = value.components(separatedBy: "|")
            case "additionalInformationVariants": additionalInformationVariants = value.components(separatedBy: "|")
            case "kind": kind = value
            case "playbackAction": playbackAction = value
            case "presentation": presentation = value
            case "elapsed": elapsed = try number()
            case "duration": duration = try number()
            case "leading": leadingMark = try MessageMark(rawValue: value) ?? { throw bad() }()
            case "trailing":
                guard value == "mute" else { throw bad() }
                isMuted = true
            case "trailingText": trailingText = value
            case "conversation": conversation = value
            case "stepper": stepper = value
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "'\(key.stringValue)' is not an element detail")
            }
        }
    }
}
