// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A rule the app broke: which, what exactly, the steps that reached it and how to fix it.
public struct Finding: Sendable, Codable, Equatable {
    public var rule: RuleID
    public var title: String
    public var guideline: String
    /// What was seen, with the names, texts and numbers involved.
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

    enum CodingKeys: String, CodingKey { case rule, title, guideline, message, fix, path, context, screenshot }

    public init(rule: ReviewRule, message: String, path: [String], context: String, screen: ScreenSnapshot?) {
        self.rule = rule.id
        title = rule.title
        guideline = rule.guideline.description
        self.message = message
        fix = rule.fix
        self.path = path
        self.context = context
        self.screen = screen
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.rule == b.rule && a.message == b.message && a.path == b.path && a.context == b.context
    }
}
