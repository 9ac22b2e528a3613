// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something on the car screen that can be seen, and often tapped: a row, a button, a tab…
public struct ElementSnapshot: Sendable, Codable, Equatable, Hashable, CustomReflectable {
    public enum Role: String, Sendable, Codable {
        case listItem, imageRowItem, imageRowImage, messageItem, assistantCell, sectionHeaderButton, headerGridButton
        /// An action button of a list's details header (iOS 26.4).
        case detailsHeaderButton
        case gridButton, barButton, backButton, tab, alertAction, textButton, contactButton, pointOfInterest
        case nowPlayingButton, transportButton, upNextButton, albumArtistButton, mapButton, tripPreview, routeChoice, startTrip
        case navigationAlertAction, searchResult, voiceControlButton, dashboardButton, callButton
        /// One of the panning interface's arrows (up, down, left, right), shown by the car in panning mode.
        case panButton
        /// A control or row of an automaker app's own UIKit screen.
        case customView
    }

    /// Stable while the screen doesn't change: `t2.s0.r3` is row 3 of section 0 of template t2.
    public var id: String
    public var role: Role
    public var text: String?
    public var detailText: String?
    /// Image identity (`symbol:star`, `data:png:0f1e…` named from the image's bytes…).
    public var image: String?
    public var isEnabled: Bool
    /// What this kind of element shows beyond its text and image (accessory, playing indicator, progress, style…).
    public var details: ElementDetails {
        get { detailsBox.value }
        set { detailsBox = DetailsBox(newValue) }
    }
    /// The details, shared between copies: an element is copied at every read of the screen, and its details are some
    /// thirty fields, most of them unset.
    private var detailsBox: DetailsBox

    public init(
        id: String, role: Role, text: String? = nil, detailText: String? = nil, image: String? = nil,
        isEnabled: Bool = true, details: ElementDetails? = nil
    ) {
        self.id = id
        self.role = role
        self.text = text
        self.detailText = detailText
        self.image = image
        self.isEnabled = isEnabled
        detailsBox = details.map(DetailsBox.init) ?? .empty
    }

    /// Details never change in their box: a change makes a new one. Equal, hashed and coded as the details themselves,
    /// so the element's synthesized conformances read as before (the wire key stays `details`).
    private final class DetailsBox: Sendable, Hashable, Codable {
        static let empty = DetailsBox(ElementDetails())
        let value: ElementDetails
        init(_ value: ElementDetails) { self.value = value }
        init(from decoder: any Decoder) throws { value = try ElementDetails(from: decoder) }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
        static func == (a: DetailsBox, b: DetailsBox) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, role, text, detailText, image, isEnabled
        case detailsBox = "details"
    }

    /// Printed (in a test's failure, `dump`) with its details as fields, not their box.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "role": role, "text": text as Any, "detailText": detailText as Any, "image": image as Any,
                "isEnabled": isEnabled, "details": details
            ], displayStyle: .struct)
    }
}

/// A section of a list-like template.
public struct SectionSnapshot: Sendable, Codable, Equatable {
    public var header: String?
    public var headerSubtitle: String?
    public var headerButton: ElementSnapshot?
    public var indexTitle: String?
    public var items: [ElementSnapshot]
}

/// What a template shows, as plain values: for tests, rendering and the browser car.
public struct TemplateSnapshot: Sendable, Codable, Equatable {
    public var id: String
    public var kind: TemplateKind
    public var title: String?
    public var leadingButtons: [ElementSnapshot] = []
    public var trailingButtons: [ElementSnapshot] = []
    public var backButton: ElementSnapshot?
    /// List sections; also POIs, information items, search results, trip previews.
    public var sections: [SectionSnapshot] = []
    /// Grid buttons, actions, now playing buttons, map buttons, contact buttons.
    public var buttons: [ElementSnapshot] = []
    /// Tabs of a tab bar (each tab's root).
    public var tabs: [TemplateSnapshot] = []
    public var tabItem: ElementSnapshot?
    public var selectedTab: Int?
    /// What only this kind of template shows (boxed: a screen is copied often, and most of it is common fields).
    /// Read it through ``list``, ``map``, ``nowPlaying``… — the one matching ``kind`` is set, the others are nil.
    public var content: TemplateContent?
    /// Images the app drew at run time (`UIGraphicsImageRenderer`), by their image reference (`drawing:…`), as
    /// vector commands in the image's points; nil when there are none.
    public var drawings: [String: [BaseViewCommand]]?
    /// PNG and JPEG images the template shows, as the app gave them, by their image reference (`data:png:…`, named
    /// from the bytes, so the same image has the same reference everywhere); nil when there are none.
    public var bitmaps: [String: Data]?
    /// The references in ``bitmaps`` the app gave as template images (`withRenderingMode(.alwaysTemplate)` or an image
    /// set's template rendering intent): the car draws their shape in its own tint. Sorted; nil when there are none.
    public var templateBitmaps: [String]?
    /// Custom symbols from the app's symbol sets, by image reference (`customsymbol:NAME`): SVG path data in a unit
    /// square, filled in the slot's tint; nil when there are none.
    public var customSymbols: [String: [String]]?

    /// Every element, depth first.
    public var elements: [ElementSnapshot] {
        var all: [ElementSnapshot] = []
        forEachElement { all.append($0) }
        return all
    }

    /// Calls `body` with every element, depth first (the order of ``elements``), building no array: the reviewer
    /// and ``texts`` read the elements of every screen.
    package func forEachElement(_ body: (ElementSnapshot) -> Void) {
        _ = firstElement { e in
            body(e)
            return false
        }
    }

    /// The first element, depth first, that `found` accepts, building no array.
    package func firstElement(where found: (ElementSnapshot) -> Bool) -> ElementSnapshot? {
        for e in leadingButtons where found(e) { return e }
        for e in trailingButtons where found(e) { return e }
        if let backButton, found(backButton) { return backButton }
        for s in sections {
            if let b = s.headerButton, found(b) { return b }
            for e in s.items where found(e) { return e }
        }
        for e in buttons where found(e) { return e }
        for t in tabs { if let item = t.tabItem, found(item) { return item } }
        if let sel = selectedTab, tabs.indices.contains(sel) { return tabs[sel].firstElement(where: found) }
        return nil
    }

    /// The texts the kind-specific details show (empty view, contact card, now playing, guidance, alerts…).
    public var detailTexts: [String] {
        switch content {
        case nil, .information, .voiceControl: []
        case .list(let d): d.texts
        case .alert(let d): Array(d.titleVariants.prefix(1))
        case .actionSheet(let d): [d.message].compactMap { $0 }
        case .contact(let d): [d.subtitle, d.informativeText].compactMap { $0 }
        case .pointOfInterest(let d): [d.detailTitle, d.detailSubtitle, d.detailSummary].compactMap { $0 }
        case .nowPlaying(let d): d.texts
        case .map(let d): d.texts
        case .search(let d): [d.text]
        }
    }

    /// Every text shown, in order (titles, rows, buttons, section headers, then what the kind's details show: a
    /// list's empty view, a contact card, now playing, guidance, an alert's title…).
    public var texts: [String] {
        var all: [String] = []
        if let title { all.append(title) }
        forEachElement { e in
            if let t = e.text { all.append(t) }
            if let d = e.detailText { all.append(d) }
        }
        for s in sections {
            if let h = s.header { all.append(h) }
            if let h = s.headerSubtitle { all.append(h) }
        }
        all.append(contentsOf: detailTexts)
        return all
    }
}

/// Everything the car screen shows at one moment.
public struct ScreenSnapshot: Sendable, Codable, Equatable {
    public var appName: String
    public var stack: [TemplateSnapshot]
    public var presented: TemplateSnapshot?
    public var isDriving: Bool
    public var isPhoneLocked: Bool
    public var style: CarStyle
    public var screen: CarScreen
    /// Elements whose handler is still running (spinner shown).
    public var loadingElements: [String]
    /// Which side the driver sits on (the status bar is on the driver's side).
    public var driveSide: DriveSide = .left
    /// Input the car has (touch, knob, touchpad).
    public var inputs: [InputKind] = [.touch]
    /// What a navigation app's base view (the car window's root view) drew, under the map template.
    public var baseView: [BaseViewCommand]?
    /// The PNG/JPEG bytes of the images ``baseView`` shows, by reference.
    public var baseViewBitmaps: [String: Data]?
    /// The car window's frame on the screen (the app area), in points.
    public var windowFrame: [Double]?
    /// A notification banner shown over the app (sender and group only).
    public var banner: CarBanner?
    /// The Siri interface, while shown.
    public var siri: SiriSnapshot?
    /// The call screen (an incoming or a current call), over the app.
    public var call: CallSnapshot?
    /// An automaker app's own screen (UIKit views in a window on the car's screen).
    public var customUI: CustomUISnapshot?
    /// The phone's language (a BCP 47 tag); nil is English. Arabic and Hebrew make the car lay out right to left.
    public var language: String?

    /// Whether the car lays this screen out right to left (mirrored, as CarPlay does for Arabic and Hebrew).
    public var isRightToLeft: Bool { language.map(PhoneLanguage.isRightToLeft) ?? false }

    public var top: TemplateSnapshot? { presented ?? stack.last }

    /// Calls `body` with each template shown, the stack from its root, then the presented one, copying none into an
    /// array (the reviewer reads every screen this way).
    package func forEachTemplate(_ body: (TemplateSnapshot) -> Void) {
        for t in stack { body(t) }
        if let presented { body(presented) }
    }

    /// The version of the JSON form below; bumped when a field changes meaning or goes away (docs/wire-format.md).
    public static let wireFormatVersion = 2

    /// The screen as the JSON the wire format describes: `{"version": 2, "screen": {…}}`, keys sorted.
    public func wireJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(WireScreen(version: Self.wireFormatVersion, screen: self))
    }

    /// Reads the JSON of ``wireJSON()``; a different version is an error that names both.
    public static func fromWireJSON(_ data: Data) throws -> ScreenSnapshot {
        struct Version: Decodable { var version: Int }
        let version = try JSONDecoder().decode(Version.self, from: data).version
        guard version == wireFormatVersion else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "screen JSON version \(version); this build reads version \(wireFormatVersion)"))
        }
        return try JSONDecoder().decode(WireScreen.self, from: data).screen
    }

    private struct WireScreen: Codable {
        var version: Int
        var screen: ScreenSnapshot
    }
}
