import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

/// Every template at every screen, light and dark, as SVG snapshots (in `__Snapshots__/`; the PNGs were looked at).
/// Re-record with SNAPSHOT_TESTING_RECORD=all after a deliberate change, and look at the new images.
@Suite(
    .snapshots(record: SnapshotTestingConfiguration.Record(rawValue: ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing") ?? .missing))
@MainActor
struct RenderingSnapshotTests {
    nonisolated static let kinds: [TemplateKind] = TemplateKind.allCases

    @Test(arguments: kinds)
    func everyScreenAndStyle(kind: TemplateKind) async throws {
        for screen in CarScreen.all {
            for style in ["light", "dark"] {
                // The screen as a value: the car ends (and hands the phone on) before the drawing.
                let drawn = try await Gallery.connect(kind, screen: screen, style: style).screen
                assertSnapshot(of: drawn, as: .svg, named: "\(kind.rawValue)-\(screen.name)-\(style)")
            }
        }
    }

    @Test func drivingTrimsTheListAndLimitsTheKeyboard() async throws {
        let list = try await Gallery.connect(.list, driving: true)
        assertSnapshot(of: list.screen, as: .svg, named: "list-driving")
        let search = try await Gallery.connect(.search)
        await search.drive()
        assertSnapshot(of: search.screen, as: .svg, named: "search-keyboard-limited")
    }

    @Test func rightHandDriveMovesTheStatusBar() async throws {
        let car = try await Gallery.connect(.grid, rightHand: true)
        assertSnapshot(of: car.screen, as: .svg, named: "grid-right-hand-drive")
        let list = CarRenderer.layout(car.screen)
        guard case .rect(let statusBar, _, _)? = list.items.dropFirst().first else {
            Issue.record("no status bar")
            return
        }
        #expect(statusBar.x == list.width - 44)
    }
}
