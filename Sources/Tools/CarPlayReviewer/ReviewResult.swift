// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenUIKit

/// What the explorer found.
public struct ReviewResult: Sendable, Codable {
    public var app: String
    /// One finding per cause (a rule broken the same way in several places lists them), errors and warnings.
    public var findings: [Finding]
    /// The findings App Review rejects an app for.
    public var errors: [Finding] { findings.filter { $0.severity == .error } }
    /// The findings to check by hand.
    public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
    /// Distinct screens visited, runs made (each run starts the app anew and replays a path) and seconds taken.
    public var screens: Int
    public var runs: Int
    public var seconds: Double
    /// False when the time limit stopped the exploration before every reachable screen was visited.
    public var complete: Bool
    public var conditions: [String]
    /// Stand-ins the car drew on the screens reached (unknown symbols, images without pixels), each once.
    public var renderNotes: [RenderNote] = []

    public init(
        app: String, findings: [Finding], screens: Int, runs: Int, seconds: Double, complete: Bool, conditions: [String], renderNotes: [RenderNote] = []
    ) {
        self.app = app
        self.findings = findings
        self.screens = screens
        self.runs = runs
        self.seconds = seconds
        self.complete = complete
        self.conditions = conditions
        self.renderNotes = renderNotes
    }
}
