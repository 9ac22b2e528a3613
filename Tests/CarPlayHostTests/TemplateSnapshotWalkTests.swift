// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

/// A template's elements and texts in the order a driver reads them: bar buttons, back, each section's header button
/// and rows, the other buttons, the tabs, then the selected tab's own elements; texts add the section headers and what
/// the kind's details show. The walk that builds no array gives the same order and stops at the first match.
struct TemplateSnapshotWalkTests {
    private func element(_ id: String, _ text: String? = nil, _ detail: String? = nil) -> ElementSnapshot {
        ElementSnapshot(id: id, role: .listItem, text: text, detailText: detail)
    }

    private func section(_ header: String?, _ subtitle: String?, button: ElementSnapshot?, _ items: [ElementSnapshot]) throws -> SectionSnapshot {
        var s = try JSONDecoder().decode(SectionSnapshot.self, from: Data(#"{"items": []}"#.utf8))
        s.header = header
        s.headerSubtitle = subtitle
        s.headerButton = button
        s.items = items
        return s
    }

    private func template(_ id: String) throws -> TemplateSnapshot {
        let json = #"{"id": "\#(id)", "kind": "list", "leadingButtons": [], "trailingButtons": [], "sections": [], "buttons": [], "tabs": []}"#
        return try JSONDecoder().decode(TemplateSnapshot.self, from: Data(json.utf8))
    }

    @Test func elementsAndTextsFollowTheScreensOrder() throws {
        var first = try template("t2")
        first.tabItem = element("tab0", "First")
        var second = try template("t3")
        second.tabItem = element("tab1", "Second")
        second.sections = [try section("Hidden header", nil, button: nil, [element("t3.s0.r0", "Deep", "deeper")])]
        var root = try template("t1")
        root.title = "Root"
        root.leadingButtons = [element("lead", "Lead"), element("lead2", "Lead 2")]
        root.trailingButtons = [element("trail"), element("trail2", "Trail 2")]
        root.backButton = element("back", "Back")
        root.sections = [try section("Section", "sub", button: element("more", "More"), [element("r0", "Row", "detail"), element("r1", "Row 2")])]
        root.buttons = [element("b0", "Button"), element("b1", "Button 2")]
        // What the kind's details show comes last among the texts (here a search template's text, as a stand-in).
        root.content = .search(try JSONDecoder().decode(SearchDetails.self, from: Data(#"{"text": "typed", "isKeyboardLimited": false}"#.utf8)))
        root.tabs = [first, second]
        root.selectedTab = 1

        #expect(root.elements.map(\.id) == ["lead", "lead2", "trail", "trail2", "back", "more", "r0", "r1", "b0", "b1", "tab0", "tab1", "t3.s0.r0"])
        #expect(
            root.texts == [
                "Root", "Lead", "Lead 2", "Trail 2", "Back", "More", "Row", "detail", "Row 2", "Button", "Button 2", "First", "Second", "Deep",
                "deeper", "Section", "sub", "typed"
            ])
        var walked: [String] = []
        root.forEachElement { walked.append($0.id) }
        #expect(walked == root.elements.map(\.id))
        var asked: [String] = []
        let found = root.firstElement { e in
            asked.append(e.id)
            return e.text?.hasPrefix("Row") == true
        }
        #expect(found?.id == "r0")
        #expect(asked == ["lead", "lead2", "trail", "trail2", "back", "more", "r0"], "the walk stops at the first match")
        #expect(root.firstElement { $0.text == "Deep" }?.id == "t3.s0.r0", "the selected tab's elements are walked too")
        root.selectedTab = 0
        #expect(root.firstElement { $0.text == "Deep" } == nil, "a tab not selected shows only its tab item")
    }
}
