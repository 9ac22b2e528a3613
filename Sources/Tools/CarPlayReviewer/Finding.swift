// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A rule the app broke: which, what exactly, the steps that reached it and how to fix it. The same rule broken the same
/// way in several places (one image per station too large) is one finding with its ``places``.
public struct Finding: Sendable, Codable, Equatable {
    public var rule: RuleID
    public var title: String
    public var guideline: String
    /// Error (App Review rejects it) or warning (check it), from the guide's words.
    public var severity: Severity
    /// What was seen, with the names, texts and numbers involved (at the first place).
    public var message: String
    public var fix: String
    /// The steps from connecting the app to the finding ("tap 'Stations'", "drive", "wait 30 s"…).
    public var path: [String]
    /// The car's state when it was found ("parked · unlocked · light").
    public var context: String
    /// The screenshot's file name in a written report (set by ``ReviewReport/write(to:)``).
    public var screenshot: String?
    /// The screen when it was found (drawn by the report; not encoded).
    public var screen: ScreenSnapshot?
    /// Every place the rule was broken this way, the first included (one place: just the finding's own).
    public var places: [Place] = []
    /// The line of the app's files that breaks the rule, where the car can name one (an intents extension's
    /// `IntentsSupported`); nil for what the car sees only on its screen or hears (it records no call stacks).
    public var source: FileLocation?

    /// One place a rule was broken: what was seen there and how it was reached.
    public struct Place: Sendable, Codable, Equatable {
        public var message: String
        public var path: [String]
        public var context: String
        /// The screenshot's file name in a written report (the first few places have one).
        public var screenshot: String?
        /// The screen there (not encoded).
        public var screen: ScreenSnapshot?

        enum CodingKeys: String, CodingKey { case message, path, context, screenshot }

        public static func == (a: Place, b: Place) -> Bool { a.message == b.message && a.path == b.path && a.context == b.context }
    }

    enum CodingKeys: String, CodingKey { case rule, title, guideline, severity, message, fix, path, context, screenshot, places, source }

    public init(rule: ReviewRule, message: String, path: [String], context: String, screen: ScreenSnapshot?) {
        self.rule = rule.id
        title = rule.title
        guideline = rule.guideline.description
        severity = rule.severity
        self.message = message
        fix = rule.fix
        self.path = path
        self.context = context
        self.screen = screen
        places = [Place(message: message, path: path, context: context, screenshot: nil, screen: screen)]
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.rule == b.rule && a.message == b.message && a.path == b.path && a.context == b.context && a.places == b.places
    }

    /// What stays the same when one rule is broken the same way in several places: the rule and the message with its
    /// quoted names and its numbers left out ("Image of '…' is N×N px"), so one finding per cause lists them all.
    var cause: String {
        var out = "\(rule)|"
        var inQuote: Character?
        var lastWasNumber = false
        for c in message {
            if let q = inQuote {
                if c == q { inQuote = nil }
                continue
            }
            if c == "'" || c == "\"" || c == "“" {
                inQuote = c == "“" ? "”" : c
                out.append("…")
                continue
            }
            if c.isNumber {
                if !lastWasNumber { out.append("N") }
                lastWasNumber = true
                continue
            }
            if lastWasNumber && (c == "." || c == ",") { continue }
            lastWasNumber = false
            out.append(c)
        }
        return out
    }
}

extension [Finding] {
    /// One finding per cause, in the order their first places were found, each listing its places (what a review's
    /// result holds). - Note: Ours.
    public func groupedForReport() -> [Finding] { groupedByCause() }

    /// One finding per cause, in the order their first places were found, each listing its places.
    func groupedByCause() -> [Finding] {
        var out: [Finding] = []
        var index: [String: Int] = [:]
        for f in self {
            if let at = index[f.cause] {
                for place in f.places where !out[at].places.contains(place) { out[at].places.append(place) }
            } else {
                index[f.cause] = out.count
                out.append(f)
            }
        }
        return out
    }
}
