// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import Foundation
import ReferenceApps
import Testing

/// The reference apps are written to the guidelines: exploring them finds nothing.
@Suite @MainActor
struct ReferenceAppsReviewTests {
    nonisolated static let names = ["Podcasts", "Mesh", "Route", "Bites", "Kerb", "Forecourt", "Airwaves", "Voxa", "Atlas"]

    /// One exploration per app: no findings, every reachable screen reached, and every screen the explorer reaches
    /// (parked and light, driving and dark) drawn as the app asked: no SF Symbol without a glyph (a lettered tile), no
    /// image without pixels (a grey tile).
    @Test(arguments: names)
    func referenceAppHasNoFindingsAndNoPlaceholders(_ name: String) async throws {
        let result = try await Evaluation.reviewReferenceApp(name)
        #expect(result.findings.isEmpty, "\(result.findings.map { "[\($0.rule)] \($0.message) — \($0.path.joined(separator: " → "))" })")
        #expect(result.complete, "explored every reachable screen within the time limit")
        #expect(result.screens >= 4)
        #expect(result.renderNotes.isEmpty, "\(result.renderNotes.map { "\($0.warning) — \($0.path.joined(separator: " → "))" })")
    }
}
