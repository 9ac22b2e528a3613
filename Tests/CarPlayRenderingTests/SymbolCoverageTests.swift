import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import ReferenceApps
import Testing

/// SF Symbol names as apps use them: the floor list is drawn, unknown names are generic tiles with a typed warning.
@Suite @MainActor
struct SymbolCoverageTests {
    /// The names of `scripts/symbol-names.txt` (public CarPlay code and our apps).
    static var floor: [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/symbol-names.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func everyFloorNameHasAGlyph() {
        let names = Self.floor
        #expect(names.count >= 80)
        #expect(names.filter { SymbolGlyphs.drawing(for: $0) == nil } == [])
        for name in ["music.note.house", "guitars", "pianokeys", "sportscourt", "swift", "person.crop.circle.badge.plus"] {
            #expect(SymbolGlyphs.drawing(for: name) != nil, "\(name)")
        }
        #expect(SymbolGlyphs.drawing(for: "heart.fill")?.filled == true)
        #expect(SymbolGlyphs.drawing(for: "person.2.circle.fill")?.filled == true)
    }

    @Test func anUnknownNameIsATileAndAWarningInTheHarness() async throws {
        let car = try await Gallery.connect(.grid)
        let grid = car.templates[0] as! CPGridTemplate
        grid.updateGridButtons([
            CPGridButton(titleVariants: ["Known"], image: UIImage(systemName: "guitars")!) { _ in },
            CPGridButton(titleVariants: ["Made up"], image: UIImage(systemName: "qqq.made.up")!) { _ in }
        ])
        #expect(car.renderWarnings == [.unknownSymbol("qqq.made.up")])
        let svg = SVGWriter.svg(car.displayList)
        #expect(svg.contains("data-symbol=\"qqq.made.up\""))
        #expect(svg.contains(">Q</text>"))
    }

    @Test func theReferenceAppsFirstScreensDrawNoTile() async throws {
        var checked = 0
        for app in try ReferenceApps.all() where !app.isAutomakerApp && !app.categories.isEmpty {
            let car = try await CarPlayTestSession(app: app)
            #expect(car.renderWarnings == [], "\(app.name)")
            checked += 1
        }
        #expect(checked >= 8)
    }
}
