// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenIntents
import OpenMapKit
import OpenUIKit
import OpenUserNotifications

/// Watches one car while an app runs on it and records every rule the app breaks.
///
/// Call ``step(_:)`` with each thing the driver (or the explorer, or a test) does and ``observe()`` after it:
/// the recorder reads the car's new events (exceptions, spinners, refreshes, audio) and checks what the screen
/// shows now (wording, message content, images, navigation). A finding is reported once per rule and subject.
/// - Note: Ours (not in CarPlay).
@MainActor
public final class ReviewRecorder {
    public let car: HeadUnit
    /// The car's state, described for findings ("parked · unlocked · light").
    public var context: String
    public private(set) var path: [String] = []
    public private(set) var findings: [Finding] = []
    /// What the car drew differently from what the app asked for on the screens seen, each warning once.
    public internal(set) var renderNotes: [RenderNote] = []
    var notedWarnings: Set<RenderWarning> = []
    /// The screens already laid out for render warnings; the explorer shares one between its runs (each replays
    /// screens an earlier run saw).
    package var laidOut = LaidOutScreens()
    private var reported: Set<String> = []
    /// The rule of the exception that crashed the app in this run, if one did.
    private var crashed: RuleID?
    private var cursor = 0
    private var elementCursor = 0

    private var connectedAt: Double?
    private var inputSinceConnect = false
    private var updateTimes: [String: [Double]] = [:]
    private var elementTimes: [Double] = []
    private var rootTimes: [String: [Double]] = [:]
    private var canceledAt: Double?
    /// Whether the rules judged from the app's declaration and extensions ran (once, at its first connect).
    private var declarationChecked = false
    var estimatesSeen: [ObjectIdentifier: (count: Int, shown: String, redundant: Int)] = [:]
    /// What the wording rules answered for texts already seen (the same rows come back step after step; a regular
    /// expression per text per step was a tenth of a harness step).
    var phoneWording = WordingAnswers()
    var settingsWording = WordingAnswers()
    var lyricsWording = WordingAnswers()
    /// What the rules judged over time follow between steps (`ReviewRecorder+FollowUps.swift`).
    var followUps = FollowUps()
    /// The luminance of the opaque pixels of the maneuver symbols seen, by image (`ReviewRecorder+Maneuvers.swift`).
    var symbolColours: [String: [Double]] = [:]
    /// The text of each element the driver selected, by element id, so findings name what the driver saw ("Jupiter
    /// Rd"), not the car's ids.
    var selectedTexts: [String: String] = [:]
    /// The signs of what the app is for seen in this run (`ReviewRecorder+Purpose.swift`).
    var purpose = PurposeEvidence()
    /// The templates whose list items the screen last looked at showed (their text and accessory: the disclosure
    /// indicator, the cloud, an image, or nil), so a selection that pushed a list can be judged against the row the driver saw.
    var listRowsShown: [TemplateSnapshot] = []
    /// The list item the driver selected last, until something else happens.
    var selectionAwaitingPush: String?
    /// A push from a row without an indicator, judged at the next look (`ReviewRecorder+Lists.swift`).
    var pendingDisclosure: String?
    var pendingDisclosureRow: String?
    /// How many file opens the phone had refused when this recorder last looked (nil: not looked yet).
    var refusalsSeen: Int?

    public init(car: HeadUnit, context: String? = nil) {
        self.car = car
        self.context = context ?? ""
        refusalsSeen = ProtectedFiles.refusals().count
        seedAudio()
    }

    /// The car's audio as the recorder starts reading: the held-audio follow-up then goes on from events.
    private func seedAudio() {
        followUps.ducked = car.audio.ducked
        followUps.spokenAudioPaused = car.audio.spokenAudioPaused
    }

    /// The car's state in words.
    public var carState: String {
        "\(car.isDriving ? "driving" : "parked") · \(car.isPhoneLocked ? "phone locked" : "phone unlocked") · \(car.style == .dark ? "dark" : "light") · \(car.vehicle.name)"
    }

    /// Records something the driver (or the car) did, for the paths of later findings.
    public func step(_ description: String) { path.append(description) }

    /// Reads what happened since the last call and checks the screen as it is now.
    public func observe() {
        processEvents()
        guard let session = car.activeSession ?? car.sessions.last, session.isConnected else { return }
        processElementChanges(session)
        checkScreen(session)
        // Reading the screen can itself record events (a list the car cut while building the snapshot): they
        // belong to this step, not the next.
        processEvents()
    }

    /// Reports a finding (once per rule and subject).
    package func report(
        _ ruleID: RuleID, subject: String, _ message: String, screen: ScreenSnapshot? = nil, fix: String? = nil, source: FileLocation? = nil,
        severity: Severity? = nil
    ) {
        guard let rule = ReviewRule.named(ruleID) else { preconditionFailure("no rule \(ruleID)") }
        // After an exception the app has crashed on a real car: what the harness shows next is not the app's doing.
        guard crashed == nil || ruleID == crashed else { return }
        guard reported.insert("\(ruleID)|\(subject)").inserted else { return }
        let session = car.activeSession ?? car.sessions.last
        // A screen checked without its base view's drawing (`checkScreen`) is taken again whole for the screenshot: the
        // same moment, nothing ran in between.
        let whole = session?.isConnected == true && (screen == nil || screen?.baseView == nil) ? session?.screenSnapshot() : nil
        let shot = screen.map { s in s.baseView == nil ? whole ?? s : s } ?? whole
        var finding = Finding(rule: rule, message: message, path: path, context: context.isEmpty ? carState : context, screen: shot)
        if let fix { finding.fix = fix }
        if let severity { finding.severity = severity }
        finding.source = source
        findings.append(finding)
    }

    /// The finding ``report(_:subject:_:screen:fix:source:)`` would make now, kept out of ``findings``: the explorer reports it
    /// only if a later run confirms it. Nil when the rule and subject were reported already (or after a crash).
    package func prepare(_ ruleID: RuleID, subject: String, _ message: String) -> Finding? {
        let count = findings.count
        report(ruleID, subject: subject, message)
        return findings.count > count ? findings.removeLast() : nil
    }

    // MARK: Events

    private var appName: String { (car.activeSession ?? car.sessions.last)?.app.name ?? "" }

    /// Reads the events since the last read. The cursor is a position in the car's whole history, so a bounded log
    /// (the live car's) that forgets its oldest events loses the recorder nothing it hasn't read.
    private func processEvents() {
        let events = car.events
        let dropped = car.eventsDropped
        let start = min(max(cursor - dropped, 0), events.count)
        defer { cursor = dropped + events.count }
        for e in events[start...] { process(e) }
    }

    /// Starts reading at the car's next event: what happened before (other apps, earlier sessions) is not this
    /// recorder's to judge.
    public func startFromNow() {
        cursor = car.eventsDropped + car.events.count
        seedAudio()
    }

    private func userInput(_ time: Double) {
        inputSinceConnect = true
        updateTimes.removeAll()
        elementTimes.removeAll()
        rootTimes.removeAll()
        canceledAt = nil
    }

    private func process(_ e: TimedCarEvent) {
        followUp(e)
        // A row that starts audio and shows a list (a song and its queue) is playing, not browsing.
        if case .audio = e.event { selectionAwaitingPush = nil }
        switch e.event {
        case .lifecycle(let call):
            if call.connectsCarPlayInterface {
                if !declarationChecked, let app = (car.activeSession ?? car.sessions.last)?.app {
                    declarationChecked = true
                    checkMessagingIntents(of: app)
                    checkCallingIntents(of: app)
                }
                connectedAt = e.time
                inputSinceConnect = false
                updateTimes.removeAll()
                rootTimes.removeAll()
            }
        case .selected(let element, let text):
            if let text, !text.isEmpty { selectedTexts[element] = text }
            selectionAwaitingPush = element
            userInput(e.time)
        case .pushed(let template):
            checkDisclosure(pushed: template)
        case .tabSelected, .carStateChanged(.siriRequest):
            // A request to Siri is the driver's too ("call Anna" may start a call's audio).
            userInput(e.time)
        case .audio(.source(let from, let to)):
            let app = (car.activeSession ?? car.sessions.last)?.app
            let playsAudio = app.map { $0.usesPlayableContent || !$0.categories.isDisjoint(with: [.audio, .communication, .voiceBasedConversation]) } ?? true
            if to == appName, !playsAudio {
                // Not an app that plays audio: whatever it plays must mix with the car's audio, at launch or later.
                report(
                    .audioStopsCarAudio, subject: appName,
                    "The car's audio switched from \(from) to \(appName): its audio session neither mixes nor ducks, so \(from) stopped (\(String(format: "%.0f", e.time - (connectedAt ?? 0))) s after connecting)."
                )
            } else if to == appName && !inputSinceConnect {
                report(
                    .audioActivatedAtLaunch, subject: appName,
                    "The car's audio switched from \(from) to \(appName) before the driver asked for audio (\(String(format: "%.1f", e.time - (connectedAt ?? 0))) s after connecting)."
                )
            }
        case .audio(.ducked(true)), .audio(.spokenAudioPaused(true)):
            if let at = canceledAt {
                report(
                    .navigationSystemCancel, subject: "prompt",
                    "A voice prompt played \(String(format: "%.0f", e.time - at)) s after the system canceled navigation.")
            }
        case .audio(.ducked(false)), .audio(.spokenAudioPaused(false)), .audio(.callRoute), .carStateChanged:
            // Driving/parking, style, lock, Siri, calls: the app may legitimately update for them.
            updateTimes.removeAll()
            elementTimes.removeAll()
        case .navigationCanceledBySystem:
            canceledAt = e.time
        case .openedInMapsOnPhone(let places):
            report(
                .flowNeedsPhone, subject: "maps \(places)",
                "The app asked Maps to show \(places.map { "'\($0)'" }.joined(separator: ", ")) (MKMapItem.openInMaps), which opens Maps on the iPhone, not the car: the driver would have to pick up the phone to go on."
            )
        case .banner(let app, let title, let subtitle):
            checkNotificationPurpose(app: app, title: title, subtitle: subtitle)
        case .openedOnPhone(let url):
            report(
                .flowNeedsPhone, subject: "open \(url)",
                "The app opened \(url) with UIApplication.open, which shows it on the iPhone, not the car: the driver would have to pick up the phone to go on."
            )
        case .navigationSessionUpdated(_, let what):
            if let at = canceledAt {
                report(
                    .navigationSystemCancel, subject: "update",
                    "The app kept guiding after the system canceled navigation: \(what) updated \(String(format: "%.0f", e.time - at)) s later.")
            }
        case .updated(let tid, let what):
            guard let session = car.activeSession ?? car.sessions.last else { return }
            let kind = session.templateKinds[tid]
            if kind == .pointOfInterest, what == "pointsOfInterest" {
                track(&updateTimes[tid, default: []], e.time, limit: 60) {
                    report(
                        .refreshPointsOfInterest, subject: tid,
                        "The point of interest template\(titled(tid, session)) was refreshed \($0) times with \($1) between refreshes and no input from the driver."
                    )
                }
            } else if session.app.categories.contains(.drivingTask), ["sections", "items", "gridButtons", "actions"].contains(what) {
                track(&updateTimes[tid, default: []], e.time, limit: 10) {
                    report(
                        .refreshItems, subject: tid,
                        "The \(kind?.className ?? "template")\(titled(tid, session)) was refreshed (\(what)) \($0) times with \($1) between refreshes and no input from the driver."
                    )
                }
            }
        case .setRoot(let desc):
            let key = desc.split(separator: " ", maxSplits: 1).dropFirst().joined()
            track(&rootTimes[key, default: []], e.time, limit: 60) { n, gaps in
                report(
                    .refreshRootReplaced, subject: key,
                    "The root template (\(key)) was replaced \(n) times with \(gaps) between, with no input from the driver.")
            }
        case .exception(let name, let reason, let kind):
            guard crashed == nil else { return }
            crashed = classify(name: name, reason: reason, kind: kind)
        case .spinnerTimedOut(let element, let seconds):
            report(
                .selectionSpinner, subject: element,
                "Selecting \(selectedTexts[element].map { "'\($0)'" } ?? "an item")\(inTemplate(element)) showed a spinner that was still spinning after \(String(format: "%.0f", seconds)) s: the handler never called its completion."
            )
        case .trimmed(let t, let what, let shown, let given):
            report(
                .listCut, subject: "\(t) \(what)",
                "The app gave \(given) \(what) to \(templateName(t)); the car shows \(shown) (\(car.isDriving ? "driving" : "parked")), the other \(given - shown) cannot be reached."
            )
        case .playableContentBeyondLimit(let o):
            reportPlayableContent(o)
        default:
            break
        }
    }

    /// Adds a refresh time; calls `found` with the count and the gaps when three refreshes in a row came closer than `limit`.
    private func track(_ times: inout [Double], _ t: Double, limit: Double, found: (Int, String) -> Void) {
        times.append(t)
        if times.count > 6 { times.removeFirst(times.count - 6) }
        guard times.count >= 3 else { return }
        let last = Array(times.suffix(3))
        let gaps = zip(last.dropFirst(), last).map { $0 - $1 }
        // A tenth of a second's grace: an app's own timer at exactly the limit runs on the phone's clock, which moves on
        // while the car lets work run, so the car's clock can see it a hair early.
        if gaps.allSatisfy({ $0 < limit - 0.1 }) {
            found(times.count, gaps.map { String(format: "%.0f s", $0) }.joined(separator: " and "))
        }
    }

    /// Reports an exception under its rule; returns the rule.
    private func classify(name: String, reason: String, kind: CarExceptionKind) -> RuleID {
        var detail = ""
        var fix: String?
        let rule: RuleID
        switch kind {
        case .unsupportedTemplate: rule = .templateUnsupported
        case .hierarchyDepth:
            rule = .templateDepth
            if let limits = (car.activeSession ?? car.sessions.last)?.limits {
                detail = " (this app's limit is \(limits.maximumTemplateDepth) templates)"
            }
        case .templatePushedTwice: rule = .templatePushedTwice
        case .nowPlayingPushedTwice:
            rule = .templatePushedTwice
            fix =
                "CPNowPlayingTemplate.shared is already on the stack: go back to it with pop(to: CPNowPlayingTemplate.shared, animated:) instead of pushing it again (push it only when it isn't on the stack)."
        case .tooManyTabs: rule = .tabsCount
        case .overNowPlaying:
            rule = .appException
            fix =
                "Over the now playing template push only a CPListTemplate (the up next queue, the album's tracks); for anything else pop back from now playing first."
        case .nestedTabBar, .barButtonsUnsupported, .operationWithoutCompletion, .other: rule = .appException
        }
        let sentence = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        report(rule, subject: reason, "\(name): \(sentence)\(detail). On a car the app terminates here.", fix: fix)
        return rule
    }

    private func processElementChanges(_ session: AppSession) {
        let changes = session.elementChanges
        if elementCursor > changes.count { elementCursor = 0 }
        defer { elementCursor = changes.count }
        guard session.app.categories.contains(.drivingTask) else { return }
        for c in changes[elementCursor...]
        where ["text", "detailText", "image", "titleVariants", "summary", "subtitle", "detailSummary", "detailSubtitle", "informativeText"].contains(c.what) {
            // Several items changed in one refresh count once.
            if let last = elementTimes.last, c.time - last < 0.5 { continue }
            track(&elementTimes, c.time, limit: 10) {
                report(
                    .refreshItems, subject: "items",
                    "List items were changed in place \($0) times with \($1) between refreshes and no input from the driver.")
            }
        }
    }
}

extension ReviewRecorder {
    /// " 'Title'" for the template the car calls `tid`, when it is on the screen and has a title; "" otherwise.
    func titled(_ tid: String, _ session: AppSession) -> String {
        var live = session.stack + (session.presented.map { [$0] } ?? [])
        for case let tabs as CPTabBarTemplate in live { live += tabs.templates }
        guard let t = live.first(where: { session.id(of: $0) == tid }), let title = t.templateTitle ?? t.tabTitle, !title.isEmpty else { return "" }
        return " '\(title)'"
    }

    /// " in the list template 'Roads'" for an element of a template (its id's first part), as the driver knows it.
    func inTemplate(_ element: String) -> String {
        guard let session = car.activeSession ?? car.sessions.last, element.hasPrefix("t"), let dot = element.firstIndex(of: ".") else { return "" }
        let tid = String(element[..<dot])
        guard let kind = session.templateKinds[tid] else { return "" }
        return " in the \(kind.className)\(titled(tid, session))"
    }

    /// "the CPListTemplate 'Roads'" for a template id, or an element's ("t3.s0.r1": its image row), as the driver knows it.
    func templateName(_ id: String) -> String {
        guard let session = car.activeSession ?? car.sessions.last else { return id }
        let tid = id.split(separator: ".").first.map(String.init) ?? id
        guard let kind = session.templateKinds[tid] else { return id }
        let item = tid == id ? "" : selectedTexts[id].map { "the row '\($0)' of " } ?? "a row of "
        return "\(item)the \(kind.className)\(titled(tid, session))"
    }
}

/// A wording rule's answers for texts already seen, so each text is matched once (bounded: forgotten past 10,000).
struct WordingAnswers {
    private var known: [String: Bool] = [:]

    mutating func answer(_ text: String, _ match: (String) -> Bool) -> Bool {
        if let answer = known[text] { return answer }
        let answer = match(text)
        if known.count > 10_000 { known.removeAll() }
        known[text] = answer
        return answer
    }
}
