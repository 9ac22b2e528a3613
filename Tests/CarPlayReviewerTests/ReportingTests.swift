// SPDX-License-Identifier: Apache-2.0

import CarPlayCheckCommand
import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// Severity from the guide's words, one finding per cause, and the reports tools read (issue 33, items 2–4).
@MainActor
struct ReportingTests {
    /// Words of the guide that make a rule an error (App Review's rejection), or a crash.
    static let errorWords = [
        "must", "Never", "never", "Don't", "don't", "Do not", "do not", "raises", "terminates", "need to ensure", "not permitted", "always provide"
    ]

    @Test func everyRuleHasASeverityFromTheGuidesWords() {
        for rule in ReviewRule.catalogue {
            #expect(!rule.severityBasis.isEmpty, "\(rule.id) says where its severity comes from")
            let quotesAnErrorWord = Self.errorWords.contains { rule.severityBasis.contains($0) }
            if rule.severity == .error {
                #expect(quotesAnErrorWord, "\(rule.id) is an error: its basis quotes must/never/don't or a crash: \(rule.severityBasis)")
            } else {
                // A warning quotes advice (should, a judgement, our own measure), never a bare must.
                let advice = ["should", "judgement", "our ", "advice", "no length", "no rule", "Create versions", "continuously"].contains {
                    rule.severityBasis.contains($0)
                }
                #expect(advice, "\(rule.id) is a warning: its basis gives the advice or says why: \(rule.severityBasis)")
            }
        }
        #expect(ReviewRule.named(.settingsOnCar)?.severity == .warning, "a finding that judges taste is a warning")
        #expect(ReviewRule.named(.imageNoDarkVariant)?.severity == .warning)
        #expect(ReviewRule.named(.wordingPhone)?.severity == .error)
    }

    func finding(_ id: RuleID, _ message: String, _ path: [String]) -> Finding {
        Finding(rule: ReviewRule.named(id)!, message: message, path: path, context: "parked · unlocked · light", screen: nil)
    }

    @Test func oneFindingPerCauseListsItsPlaces() throws {
        let result = ReviewResult(
            app: "Radio",
            findings: [
                finding(.imageTooLarge, "The image of 'Jazz FM' is 1024×1024 px; its slot shows at most 180×180 px.", ["tap 'Jazz FM'"]),
                finding(.wordingPhone, "'Open the app on your iPhone' asks the driver to use the phone.", []),
                finding(.imageTooLarge, "The image of 'Classic Rock' is 800×800 px; its slot shows at most 180×180 px.", ["tap 'Classic Rock'"]),
                finding(.imageTooLarge, "The image of 'News 24' is 2,048×2,048 px; its slot shows at most 180×180 px.", ["tap 'News 24'"])
            ], screens: 4, runs: 6, seconds: 0.5, complete: true, conditions: [])
        var grouped = result
        grouped.findings = result.findings.groupedForReport()
        #expect(grouped.findings.map(\.rule) == [.imageTooLarge, .wordingPhone])
        #expect(grouped.findings[0].places.map { $0.path } == [["tap 'Jazz FM'"], ["tap 'Classic Rock'"], ["tap 'News 24'"]])
        let text = ReviewReport(grouped).text()
        #expect(text.contains("1 error, 1 warning"), "\(text)")
        #expect(text.contains("1. error [wording.phone]"), "errors come first: \(text)")
        #expect(text.contains("2. warning [image.tooLarge]"), "\(text)")
        #expect(text.contains("and 2 more places"), "\(text)")
        let json = try JSONSerialization.jsonObject(with: ReviewReport(grouped).json()) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect((findings.first { $0["rule"] as? String == "image.tooLarge" }?["places"] as? [Any])?.count == 3)
        #expect(findings.first { $0["rule"] as? String == "wording.phone" }?["severity"] as? String == "error")
    }

    @Test func sarifNamesEveryRuleAndEachFindingsLevel() throws {
        let result = ReviewResult(
            app: "Radio", findings: [finding(.imageNoDarkVariant, "The icon 'dot' has no dark variant.", ["tap 'Settings'"])], screens: 1, runs: 1,
            seconds: 0.1, complete: true, conditions: [])
        let log = try #require(try JSONSerialization.jsonObject(with: ReviewReport(result).sarif()) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == ReviewRule.catalogue.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results[0]["ruleId"] as? String == "image.noDarkVariant")
        #expect(results[0]["level"] as? String == "warning")
        let index = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "image.noDarkVariant")
    }

    /// A finding whose cause is a line of the app's files points SARIF at it: a messaging app whose intents extension's
    /// Info.plist declares only sending is pointed at that file's `IntentsSupported`.
    @Test func sarifPointsAtTheDeclarationLineWhereTheCarKnowsIt() async throws {
        let plist = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionAttributes</key>
                    <dict>
                        <key>IntentsSupported</key>
                        <array><string>INSendMessageIntent</string></array>
                    </dict>
                    <key>NSExtensionPointIdentifier</key>
                    <string>com.apple.intents-service</string>
                </dict>
            </dict>
            </plist>
            """.utf8)
        let app = try AppDeclaration.inMemory(
            name: "Chat", categories: [.communication],
            sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { SendOnlyMessagingApp(fixed: false, clock: ContinuousClock()) }
        )
        .handlingIntents(declaredIn: plist, file: "ChatIntents/Info.plist") { CorpusIntentHandler(handles: ["INSendMessageIntent"]) }
        let car = try await CarPlayTestSession(app: app)
        let findings = await car.findings
        let found = try #require(findings.first { $0.rule == .messagingIntents }, "\(findings)")
        #expect(found.source == FileLocation(file: "ChatIntents/Info.plist", line: 9), "\(String(describing: found.source))")
        let result = ReviewResult(app: "Chat", findings: [found], screens: 1, runs: 1, seconds: 0.1, complete: true, conditions: [])
        let log = try #require(try JSONSerialization.jsonObject(with: ReviewReport(result).sarif()) as? [String: Any])
        let sarifResult = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((sarifResult["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "ChatIntents/Info.plist")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 9)
        // What the car only sees on its screen points at no file.
        let seen = ReviewResult(
            app: "Radio", findings: [finding(.imageNoDarkVariant, "The icon 'dot' has no dark variant.", [])], screens: 1, runs: 1, seconds: 0.1,
            complete: true, conditions: [])
        let seenLog = try #require(try JSONSerialization.jsonObject(with: ReviewReport(seen).sarif()) as? [String: Any])
        #expect(((seenLog["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["locations"] == nil)
    }

    /// An app that breaks only a warning's rule passes `check` (exit 0) and fails it with `--strict`; the report goes
    /// to the file `--output` names, in the format its name says.
    @Test func warningsFailOnlyAStrictCheck() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app: Explorer.AppFactory = { _ in
            try AppDeclaration.inMemory(
                name: "Long Tabs", categories: [.parking],
                sceneDelegate: SceneDelegateFactory(LongTabTitles.self) { LongTabTitles() })
        }
        let plain = try CheckOptions.parse(["--time-limit", "600", "--output", folder.appendingPathComponent("review.sarif").path])
        #expect(try await plain.review(app: app) == 0)
        let sarif = try String(contentsOf: folder.appendingPathComponent("review.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"tabs.titleLength\""))
        let strict = try CheckOptions.parse(["--strict", "--time-limit", "600", "--output", folder.appendingPathComponent("review.json").path])
        #expect(try await strict.review(app: app) == 1)
        let json = try String(contentsOf: folder.appendingPathComponent("review.json"), encoding: .utf8)
        #expect(json.contains("\"severity\" : \"warning\""))
    }
}

extension ReportingTests {
    /// While the app runs, what it writes to standard output reaches standard error; afterwards standard output is
    /// standard output again (shown with two pipes standing in for the two streams).
    @Test func theAppsOutputGoesToStandardErrorWhileItRuns() async throws {
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        #expect(pipe(&out) == 0 && pipe(&err) == 0)
        defer { for fd in out + err { close(fd) } }
        func say(_ text: String, to fd: Int32) { _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) } }
        await StandardOutput.redirectingToStandardError(descriptor: out[1], target: err[1]) { say("the app's own line\n", to: out[1]) }
        say("the report\n", to: out[1])
        close(out[1])
        close(err[1])
        out[1] = -1
        err[1] = -1
        func read(_ fd: Int32) -> String { String(decoding: FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile(), as: UTF8.self) }
        #expect(read(out[0]) == "the report\n")
        #expect(read(err[0]) == "the app's own line\n")
    }
}

/// A parking app whose tab title is too long for its tab (a warning: the guide sets no length).
final class LongTabTitles: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let nearby = CPListTemplate(title: "Nearby", sections: [CPListSection(items: [CPListItem(text: "Kamppi garage", detailText: "2 min")])])
        nearby.tabTitle = "Nearby Parking Garages Around Here"
        nearby.tabImage = UIImage(systemName: "parkingsign")
        let sessions = CPListTemplate(title: "Sessions", sections: [CPListSection(items: [CPListItem(text: "No session", detailText: nil)])])
        sessions.tabTitle = "Sessions"
        sessions.tabImage = UIImage(systemName: "clock")
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [nearby, sessions]), animated: false, completion: nil)
    }
}
