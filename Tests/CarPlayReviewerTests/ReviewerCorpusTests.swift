// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import Clocks
import Foundation
import Testing

/// Each rule has a faulty app it must flag and the same app fixed, which it must pass.
@Suite @MainActor
struct ReviewerCorpusTests {
    @Test func everyRuleHasAFaultyApp() {
        #expect(Set(Corpus.cases.map(\.rule)) == Set(ReviewRule.catalogue.map(\.id)))
        #expect(Set(Corpus.cases.map(\.id)).count == Corpus.cases.count, "cases are told apart")
    }

    @Test(arguments: Corpus.cases)
    func catchesTheFaultyAppAndPassesItsFix(_ c: FaultyCase) async throws {
        let (faulty, fixed) = try await Evaluation.review(c)
        let cutShort = faulty.complete ? "" : " (the review ran out of time)"
        #expect(
            faulty.findings.contains { $0.rule == c.rule },
            "\(c.rule) not found\(cutShort); found: \(faulty.findings.map { "[\($0.rule)] \($0.message)" })")
        #expect(
            faulty.findings.allSatisfy { $0.rule == c.rule },
            "other rules: \(faulty.findings.filter { $0.rule != c.rule }.map { "[\($0.rule)] \($0.message)" })")
        #expect(fixed.findings.isEmpty, "the fixed app: \(fixed.findings.map { "[\($0.rule)] \($0.message)" })")
    }
}
