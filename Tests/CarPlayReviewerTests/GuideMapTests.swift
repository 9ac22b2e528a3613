// SPDX-License-Identifier: Apache-2.0

import CarPlayReviewer
import Foundation
import Testing

/// docs/guide-map.md maps every numbered guideline of Apple's CarPlay Developer Guide to the rules that judge it, or
/// says why a car can't: no guideline may go missing, and no row may name a rule that doesn't exist.
struct GuideMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The guide's numbered guideline lists (June 2025): each list's key in the map, its heading in the guide and its
    /// length (the widgets' guideline is one item with three cases: the map gives each case a row).
    static let lists: [(key: String, heading: String, count: Int)] = [
        ("widgets", "Guidelines for widgets in CarPlay", 3),
        ("all", "Guidelines for all CarPlay apps", 8),
        ("audio", "Additional guidelines for CarPlay audio apps", 1),
        ("communication", "Additional guidelines for CarPlay communication (messaging and calling) apps", 3),
        ("drivingTask", "Additional guidelines for CarPlay driving task apps", 7),
        ("evCharging", "Additional guidelines for CarPlay EV charging apps", 2),
        ("fueling", "Additional guidelines for CarPlay fueling apps", 2),
        ("parking", "Additional guidelines for CarPlay parking apps", 2),
        ("navigation", "Additional guidelines for CarPlay navigation (turn-by-turn directions) apps", 10),
        ("quickFood", "Additional guidelines for CarPlay quick food ordering apps", 4)
    ]

    /// The map's table rows: first cell → the rules cell's rule ids.
    func rows() throws -> [(key: String, rules: [String])] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/guide-map.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, !cells[1].isEmpty, !cells[1].hasPrefix("---"), cells[1] != "guideline", cells[1] != "section" else { return nil }
            let rules = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "—" && !$0.isEmpty }
            return (cells[1], rules)
        }
    }

    @Test func everyNumberedGuidelineHasARow() throws {
        let keys = Set(try rows().map(\.key))
        for list in Self.lists {
            for n in 1...list.count { #expect(keys.contains("\(list.key) \(n)"), "docs/guide-map.md has no row for \(list.key) \(n) (\(list.heading))") }
        }
    }

    @Test func everyRowNamesRealRulesAndEveryRuleIsMapped() throws {
        let known = Set(RuleID.allCases.map(\.rawValue))
        let rows = try rows()
        for row in rows {
            for rule in row.rules { #expect(known.contains(rule), "\(row.key) names \(rule), which is no rule") }
        }
        let mapped = Set(rows.flatMap(\.rules))
        for rule in RuleID.allCases where rule != .playableContentLimits {
            #expect(mapped.contains(rule.rawValue), "\(rule) judges no sentence of the guide in docs/guide-map.md")
        }
    }

    /// A row whose rules cell is empty says why a car can't see it: never "by hand", which would leave a person to do
    /// what a car could.
    @Test func noRowLeavesToAPersonWhatACarCouldSee() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/guide-map.md"), encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            #expect(!line.contains("by hand"), "\(line.prefix(60))… leaves it to a person")
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 5, cells[3] == "—" {
                let why = cells[4]
                let reasons = ["can't", "not a rule", "not about", "not behaviour", "refuses", "enforced", "observed"]
                #expect(
                    reasons.contains { why.contains($0) },
                    "\(cells[1]): a row without a rule says why a car can't see it: \(why.prefix(80))")
            }
        }
    }

    /// Where the guide itself is at hand (the project's shared/ folder beside the checkout, as on CI), the lists above
    /// are the guide's: each heading is followed by that many list items.
    @Test func theListsAreTheGuidesOwn() throws {
        let seeds = Self.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        guard let file = try? FileManager.default.contentsOfDirectory(atPath: seeds.path).first(where: { $0.hasPrefix("001_") }) else {
            return  // a checkout without the project's shared folder: nothing to compare with
        }
        let lines = try String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for list in Self.lists {
            let at = try #require(lines.firstIndex { $0.replacingOccurrences(of: "*", with: "").contains(list.heading) }, "\(list.heading)")
            var items = 0
            for line in lines[(at + 1)...] {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("####") || t.hasPrefix("## ") || t.hasPrefix("For details") { break }
                // A top-level list item ("- 2. …", "1. …", "- Your app must …"), not a nested one ("  - Send a message");
                // for the widgets, the nested cases.
                let nested = line.hasPrefix(" ")
                if nested == (list.key == "widgets"), t.hasPrefix("- ") || t.first?.isNumber == true { items += 1 }
            }
            #expect(items == list.count, "\(list.heading): the guide lists \(items), the map expects \(list.count)")
        }
    }
}
