// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import Foundation
import ReferenceApps
import Testing

/// Results of exploring the corpus and the reference apps, kept so each app is explored once per test run.
@MainActor
enum Evaluation {
    static var corpus: [String: (faulty: ReviewResult, fixed: ReviewResult)] = [:]
    static var referenceApps: [String: ReviewResult] = [:]

    static func review(_ c: FaultyCase) async throws -> (faulty: ReviewResult, fixed: ReviewResult) {
        if let r = corpus[c.id] { return r }
        var options = ExplorationOptions()
        // A corpus app takes a few seconds alone; beside the package's other suites on two cores a review that stopped
        // at 30 s had not reached the screen its rule needs (an empty review, read as a miss).
        options.timeLimit = .seconds(120)
        options.maximumStates = 40
        let faulty = try await Explorer(options: options) { clock in try c.declaration(fixed: false, clock: clock) }.run()
        let fixed = try await Explorer(options: options) { clock in try c.declaration(fixed: true, clock: clock) }.run()
        corpus[c.id] = (faulty, fixed)
        return (faulty, fixed)
    }

    static func reviewReferenceApp(_ name: String) async throws -> ReviewResult {
        if let r = referenceApps[name] { return r }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        var options = ExplorationOptions()
        // Atlas's 75 screens take about 20 s in a release build and a few minutes in a debug one (its map is drawn at
        // every look); the others take seconds.
        options.timeLimit = .seconds(name == "Atlas" ? 600 : 120)
        let result = try await Explorer(options: options) { clock in
            try #require(try ReferenceApps.freshInstall(name, clock: clock, dataDirectory: data))
        }.run()
        referenceApps[name] = result
        return result
    }
}

/// Precision and recall of the reviewer over the faulty-app corpus and the fixed apps.
///
/// Recall: the share of faulty apps whose rule was reported. Precision: the share of all findings (on faulty apps and
/// fixed apps) that name the rule the faulty app was written to break — any other finding, even a defensible one,
/// counts against it. The reference apps' reviews, which must find nothing at all, are `ReferenceAppsReviewTests`:
/// kept apart so the two can run in separate test processes (`scripts/test.sh` shards the package's tests).
@Suite @MainActor
struct ReviewerEvaluationTests {
    @Test func precisionAndRecall() async throws {
        var truePositives = 0
        var falsePositives = 0
        var caught = 0
        var lines: [String] = []
        for c in Corpus.cases {
            let (faulty, fixed) = try await Evaluation.review(c)
            let hit = faulty.findings.contains { $0.rule == c.rule }
            if hit { caught += 1 }
            let tp = faulty.findings.filter { $0.rule == c.rule }.count
            let fp = faulty.findings.count - tp + fixed.findings.count
            truePositives += tp
            falsePositives += fp
            lines.append(
                "\(c.id.padding(toLength: 40, withPad: " ", startingAt: 0)) \(hit ? "caught" : "MISSED")  findings \(faulty.findings.count)/\(fixed.findings.count) (faulty/fixed)  screens \(faulty.screens)/\(fixed.screens)"
            )
        }
        let recall = Double(caught) / Double(Corpus.cases.count)
        let precision = truePositives + falsePositives == 0 ? 0 : Double(truePositives) / Double(truePositives + falsePositives)
        print(
            "Reviewer evaluation\n" + lines.joined(separator: "\n")
                + String(
                    format: "\nrecall %.3f (%d of %d faulty apps), precision %.3f (%d true, %d false findings)", recall, caught, Corpus.cases.count,
                    precision, truePositives, falsePositives))
        #expect(recall == 1)
        #expect(precision == 1)
    }
}
