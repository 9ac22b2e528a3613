// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A session on the car kept as a test: every input (and the time that passed between inputs) with the screen it led
/// to, and the screens marked "check this". The live car records one from the page's Record button and
/// `headunit drive --record FILE` from typed car commands; ``RecordingExport`` writes it as a car script and as a
/// Swift Testing test. - Note: Ours.
public struct CarRecording: Sendable {
    /// The car when the recording started: what a replay sets first (and a test's car starts with).
    public struct Start: Sendable, Equatable {
        public var vehicle: VehicleProfile
        public var dark: Bool
        public var driving: Bool
        public var phoneLocked: Bool
        /// The phone's language (a BCP 47 tag).
        public var language: String
        public init(
            vehicle: VehicleProfile = .standard, dark: Bool = false, driving: Bool = false, phoneLocked: Bool = false, language: String = "en"
        ) {
            self.language = language
            self.vehicle = vehicle
            self.dark = dark
            self.driving = driving
            self.phoneLocked = phoneLocked
        }
    }

    public var start: Start
    public private(set) var steps: [RecordedStep] = []

    /// Time shorter than this between two inputs is not kept (a tenth of a second: waits are kept to a tenth).
    public static let shortestWait = 0.1
    /// The most steps one recording keeps (a session of clicks, not a soak).
    public static let maximumSteps = 2_000

    public init(start: Start) { self.start = start }

    /// Keeps one step. A `wait` is kept rounded to a tenth of a second, or not at all when shorter than
    /// ``shortestWait``; two waits in a row become one. Screenshots and `expect` are checks, not steps: they mark
    /// the last step (see ``markLast(texts:snapshot:)``). Before the first app opens, driving, the phone's lock, the style and a named
    /// vehicle set the car the recording starts with (a script's first lines, a test's car).
    public mutating func record(_ command: CarCommand, screen: RecordedScreen) throws {
        if !steps.contains(where: { if case .input(.launch) = $0.command { true } else { false } }), case .input(let input) = command {
            switch input {
            case .drive, .park: start.driving = input == .drive
            case .lockPhone, .unlockPhone: start.phoneLocked = input == .lockPhone
            case .style(let style): start.dark = style == .dark
            case .phoneLanguage(let tag): start.language = tag
            case .vehicle(let v) where VehicleProfile.named(v.name) == v: start.vehicle = v
            default: break
            }
            switch input {
            case .drive, .park, .lockPhone, .unlockPhone, .style, .phoneLanguage: return
            case .vehicle(let v) where VehicleProfile.named(v.name) == v: return
            default: break
            }
        }
        switch command {
        case .wait(let seconds):
            let rounded = (seconds * 10).rounded() / 10
            guard rounded >= Self.shortestWait else { return }
            if case .wait(let before) = steps.last?.command, steps.last?.isChecked == false {
                steps[steps.count - 1].command = .wait(((before + rounded) * 10).rounded() / 10)
                steps[steps.count - 1].screen = screen
                return
            }
            try append(RecordedStep(command: .wait(rounded), screen: screen))
        case .screenshot, .screenshotJSON: try markLast(snapshot: true)
        case .expect(let text): try markLast(texts: [text])
        case .input, .siri: try append(RecordedStep(command: command, screen: screen))
        }
    }

    private mutating func append(_ step: RecordedStep) throws {
        guard steps.count < Self.maximumSteps else { throw CarInputError("a recording keeps at most \(Self.maximumSteps) steps") }
        steps.append(step)
    }

    /// Marks the last step's screen (as `expect` and `screenshot` do in a script).
    public mutating func markLast(texts: [String] = [], snapshot: Bool = false) throws {
        guard !steps.isEmpty else { throw CarInputError("nothing recorded yet to check") }
        try mark(steps.count - 1, texts: Array(Set(steps[steps.count - 1].checkTexts + texts)), snapshot: snapshot || steps[steps.count - 1].checksSnapshot)
    }

    /// Marks step `index` (0-based) "check this": the texts to expect on its screen (each one it showed) and whether
    /// to compare it with a reference snapshot. Empty texts and `snapshot: false` unmark it.
    public mutating func mark(_ index: Int, texts: [String], snapshot: Bool) throws {
        guard steps.indices.contains(index) else { throw CarInputError("no step \(index + 1); the recording has \(steps.count)") }
        let screen = steps[index].screen
        guard screen.app != nil || (texts.isEmpty && !snapshot) else {
            throw CarInputError("step \(index + 1) shows the home screen: a test checks an app's screen")
        }
        for text in texts where !screen.texts.contains(text) {
            throw CarInputError("step \(index + 1)'s screen doesn't show '\(text)'; it shows: \(screen.texts.map { "'\($0)'" }.joined(separator: ", "))")
        }
        // In the order the screen shows them.
        steps[index].checkTexts = screen.texts.filter(Set(texts).contains).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        steps[index].checksSnapshot = snapshot
    }

    /// Replaces what the last step's screen shows with what the car shows now (work the input started has landed
    /// since), unless the step is marked: a mark keeps the screen it was made on.
    public mutating func refreshLastScreen(_ screen: RecordedScreen) {
        guard let last = steps.indices.last, !steps[last].isChecked else { return }
        steps[last].screen = screen
    }

    /// Deletes step `index` (0-based).
    public mutating func delete(_ index: Int) throws {
        guard steps.indices.contains(index) else { throw CarInputError("no step \(index + 1); the recording has \(steps.count)") }
        steps.remove(at: index)
    }

    /// The input a touch on element `id` is recorded as, the way a test author writes it: by its text when the text
    /// finds it (the first element showing it), else by its role and index, else by its id. `elements` are the
    /// screen's visible elements, in the order taps search them (`AppSession.visible`).
    public static func tap(on id: String, among elements: [ElementSnapshot]) -> CarInput {
        guard let element = elements.first(where: { $0.id == id }) else { return .tapID(id) }
        // (A text the script language would read as an id or a point is not used.)
        if let text = element.text, !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("@"), elements.first(where: { $0.text == text })?.id == id {
            return .tap(text: text)
        }
        let sameRole = elements.filter { $0.role == element.role }
        if element.role != .customView, let index = sameRole.firstIndex(where: { $0.id == id }) { return .tapRole(element.role, index: index) }
        return .tapID(id)
    }
}

/// One recorded input (or the time that passed, or a request to Siri) and the screen it led to.
public struct RecordedStep: Sendable {
    public var command: CarCommand
    public var screen: RecordedScreen
    /// Texts a test expects on ``screen`` (empty: none).
    public var checkTexts: [String] = []
    /// Whether a test compares ``screen`` with a reference snapshot.
    public var checksSnapshot = false
    public var isChecked: Bool { !checkTexts.isEmpty || checksSnapshot }

    public init(command: CarCommand, screen: RecordedScreen, checkTexts: [String] = [], checksSnapshot: Bool = false) {
        self.command = command
        self.screen = screen
        self.checkTexts = checkTexts
        self.checksSnapshot = checksSnapshot
    }
}

/// What the car showed after a step: the app on screen (nil: the home screen), its texts as a test reads them
/// (`CarPlayTestSession.texts`), and the typed screen (for a snapshot reference).
public struct RecordedScreen: Sendable {
    public var app: String?
    public var title: String?
    public var texts: [String]
    public var snapshot: ScreenSnapshot?

    public init(app: String?, title: String? = nil, texts: [String] = [], snapshot: ScreenSnapshot? = nil) {
        self.app = app
        self.title = title
        self.texts = texts
        self.snapshot = snapshot
    }

    /// What the car shows now.
    @MainActor
    public init(of car: HeadUnit) {
        guard let session = car.activeSession, session.isConnected else {
            self.init(app: car.activeSession?.app.name)
            return
        }
        self.init(app: session.app.name, snapshot: session.screenSnapshot(), isAutomakerApp: session.app.isAutomakerApp)
    }

    /// What `app`'s screen shows in `snapshot` (an automaker app's texts are its own view's).
    public init(app: String, snapshot: ScreenSnapshot, isAutomakerApp: Bool) {
        let texts = isAutomakerApp ? snapshot.customUI?.texts ?? [] : snapshot.top?.texts ?? []
        self.init(app: app, title: snapshot.top?.title, texts: texts, snapshot: snapshot)
    }
}
