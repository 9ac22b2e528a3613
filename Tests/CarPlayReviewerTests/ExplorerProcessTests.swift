// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A parking app whose first screen offers a settings row naming the process it runs in (and, when given, the words
/// `note`): the reviewer's settings.onCar finding quotes the row, so a test reads where the review ran.
final class ProcessNamingApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let note: String
    init(note: String) { self.note = note }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let pid = ProcessInfo.processInfo.processIdentifier
        let settings = CPListItem(text: "Settings pid \(pid)\(note)", detailText: nil)
        let list = CPListTemplate(title: "Lots", sections: [CPListSection(items: [settings, CPListItem(text: "Level 2", detailText: nil)])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

/// Whether this platform's tests make app processes (CarPlayTesting's own check is package-level).
private func testsMakeAppProcesses() -> Bool {
    #if os(Linux)
        ProcessInfo.processInfo.environment["OPENCARPLAY_APP_PROCESSES"] != "0"
    #else
        false
    #endif
}

/// An explorer made in a test reviews in a process of its own (the test binary started again), so reviews in parallel
/// tests run side by side and hold no phone in the test's process. Where tests make no app processes (elsewhere than
/// Linux, `OPENCARPLAY_APP_PROCESSES=0`), reviews are made in the test's process.
@Suite(.enabled(if: testsMakeAppProcesses())) @MainActor
struct ExplorerProcessTests {
    func review(_ name: String, note: String = "", categories: Set<AppCategory> = [.parking]) async throws -> ReviewResult {
        var options = ExplorationOptions()
        options.timeLimit = .seconds(60)
        return try await Explorer(options: options) { _ in
            try AppDeclaration.inMemory(
                name: name, categories: categories, sceneDelegate: SceneDelegateFactory(ProcessNamingApp.self) { ProcessNamingApp(note: note) })
        }.run()
    }

    /// The process the settings row named, from the finding that quotes it.
    func pid(_ result: ReviewResult) -> Int32? {
        let message = result.findings.first { $0.rule == .settingsOnCar }?.message ?? ""
        guard let range = message.range(of: "pid ") else { return nil }
        return Int32(message[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func anExplorerInATestReviewsInAProcessOfItsOwn() async throws {
        let result = try await review("Where")
        let ran = try #require(pid(result), "the settings finding names the process: \(result.findings.map(\.message))")
        #expect(ran != ProcessInfo.processInfo.processIdentifier, "the review ran in the test's process")
        #expect(result.findings.first?.screen != nil, "a finding comes back with the screen it was seen on, for the report's screenshot")
    }

    /// A second explorer's process runs the test up to it: the first explorer on the way takes the result the test's
    /// process has, rather than reviewing again there (where it would name that process).
    @Test func anEarlierExplorerOnTheWayTakesTheTestsResult() async throws {
        let first = try #require(pid(try await review("First")))
        let second = try await review("Second", note: " after \(first)")
        let message = second.findings.first { $0.rule == .settingsOnCar }?.message ?? ""
        #expect(message.contains("after \(first)"), "\(message)")
        #expect(pid(second) != first, "each explorer has a process of its own")
    }

    /// Two explorers of one test with the same app name, car and limits are told apart by their order: the second's
    /// process answers for the second, not for the first it meets on the way.
    @Test func theSecondOfTwoLikeExplorersIsTheOneAnswered() async throws {
        let first = try await review("Twice", note: " before the fix")
        let second = try await review("Twice", note: " after the fix")
        #expect(first.findings.first?.message.contains("before the fix") == true, "\(first.findings.map(\.message))")
        #expect(second.findings.first?.message.contains("after the fix") == true, "\(second.findings.map(\.message))")
    }

    /// An exploration that stops with an error in its process stops the test with that error.
    @Test func anAppTheCarDoesntShowIsTheTestsError() async throws {
        let error = await #expect(throws: CarInputError.self) { try await review("Hidden", categories: []) }
        #expect(error?.message.contains("not shown in CarPlay") == true, "\(String(describing: error))")
    }

    /// A parameterized case is found again in the explorer's process by its arguments: a set's elements, whose order
    /// follows each process's hashing seed, are compared sorted.
    @Test(arguments: [Set(["Level 1", "Level 2", "Level 3", "Level 4", "Level 5", "Level 6", "Level 7"]), Set(["Roof"])])
    func aCaseWithASetArgumentIsFoundInTheExplorersProcess(levels: Set<String>) async throws {
        let result = try await review("Levels \(levels.count)")
        #expect(pid(result) != nil)
        #expect(pid(result) != ProcessInfo.processInfo.processIdentifier)
    }
}
