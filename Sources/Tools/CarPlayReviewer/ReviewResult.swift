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

/// A review's result as it travels between processes (a test's explorer in a process of its own): with the screens of
/// its findings and their places, which a `Finding` leaves out of its JSON. - Note: Ours.
package struct TravellingReviewResult: Codable, Sendable {
    var result: ReviewResult
    /// Per finding, its own screen and then each place's.
    var screens: [[ScreenSnapshot?]]

    package init(_ result: ReviewResult) {
        self.result = result
        screens = result.findings.map { [$0.screen] + $0.places.map(\.screen) }
    }

    /// The result with its screens back in place.
    package var arrived: ReviewResult {
        var r = result
        for (i, kept) in screens.enumerated() where i < r.findings.count {
            r.findings[i].screen = kept.first ?? nil
            for (j, screen) in kept.dropFirst().enumerated() where j < r.findings[i].places.count { r.findings[i].places[j].screen = screen }
        }
        return r
    }
}
