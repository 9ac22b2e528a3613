import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@Suite @MainActor
struct LayoutTests {
    /// A tap at the centre of a row's frame selects that row, on every screen.
    @Test(arguments: CarScreen.all)
    func tapAtARowsCentreSelectsIt(screen: CarScreen) async throws {
        let car = try await Gallery.connect(.list, screen: screen)
        let root = car.templates[0] as! CPListTemplate
        var selected: [String] = []
        root.updateSections([
            CPListSection(
                items: (0..<10).map { n in
                    let item = CPListItem(text: "Row \(n)", detailText: n % 2 == 0 ? "detail" : nil)
                    item.handler = { i, done in
                        selected.append(i.text ?? "")
                        done()
                    }
                    return item
                })
        ])
        let list = CarRenderer.layout(car.screen)
        let rows = list.targets.filter { $0.elementID.contains(".s0.r") && !$0.elementID.contains(".i") }
        #expect(rows.count >= 3)
        for row in rows {
            let hit = try #require(list.hitTest(x: row.frame.midX, y: row.frame.midY))
            #expect(hit.elementID == row.elementID)
            try await car.tap(id: hit.elementID)
        }
        #expect(selected == rows.map { $0.label ?? "" })
        #expect(list.hitTest(x: 5, y: 5) == nil, "the status bar is not the app's")
    }

    @Test func longestVariantThatFitsElseTruncated() {
        let m = FontMetrics.inter(.regular)
        let variants = ["Turn Right on Solar Circle", "Turn Right on Solar Cir.", "Turn Right"]
        let widths = variants.map { m.width($0, size: 17) }
        #expect(widths[0] > widths[1] && widths[1] > widths[2])
        #expect(m.fit(variants, size: 17, width: widths[0]) == variants[0])
        #expect(m.fit(variants, size: 17, width: widths[0] - 1) == variants[1])
        #expect(m.fit(variants, size: 17, width: widths[1] - 1) == variants[2])
        let cut = m.fit(["Turn Right"], size: 17, width: 50)
        #expect(cut.hasSuffix("…"))
        #expect(m.width(cut, size: 17) <= 50)
        #expect(m.width("iiii", size: 10) < m.width("WWWW", size: 10))
    }

    @Test func alertPicksTheTitleVariantThatFits() async throws {
        let wide = try await Gallery.connect(.alert, screen: .highResolution)
        let narrow = try await Gallery.connect(.alert, screen: .minimum)
        func alertTitle(_ car: CarPlayTestSession) -> String? {
            CarRenderer.layout(car.screen).items.compactMap { item -> String? in
                if case .text(let s, _, 22, .bold, _, _) = item { s } else { nil }
            }.first
        }
        #expect(alertTitle(wide) == "Charging session could not start at this charger")
        #expect(alertTitle(narrow) == "Charging failed")
    }

    @Test func svgIsDeterministic() async throws {
        let a = await SVGWriter.svg(CarRenderer.layout(try Gallery.connect(.map).screen))
        let b = await SVGWriter.svg(CarRenderer.layout(try Gallery.connect(.map).screen))
        #expect(a == b)
        #expect(a.hasPrefix("<svg font-family=\"Inter, sans-serif\" height=\"480\" viewBox=\"0 0 400 240\" width=\"800\""))
        #expect(!a.contains("-0\""))
    }

    /// Layout cost follows what is visible: a 500-row list places as many rows as a 30-row one.
    @Test func longListsAreLaidOutLazily() async throws {
        let car = try await Gallery.connect(.list)
        let root = car.templates[0] as! CPListTemplate
        root.updateSections([CPListSection(items: (0..<500).map { CPListItem(text: "Row \($0)", detailText: nil) })])
        let long = CarRenderer.layout(car.screen)
        root.updateSections([CPListSection(items: (0..<30).map { CPListItem(text: "Row \($0)", detailText: nil) })])
        let short = CarRenderer.layout(car.screen)
        #expect(long.items.count == short.items.count)
        #expect(long.targets.count == short.targets.count)
    }

    @Test func unknownSymbolsAreGenericTilesWithAWarning() throws {
        var list = DisplayList(width: 100, height: 100, scale: 2)
        list.items = [.symbol("zz.no.such.symbol", frame: Rect(x: 0, y: 0, width: 24, height: 24), color: Color("#000000"), filled: false)]
        let svg = SVGWriter.svg(list)
        #expect(svg.contains(">Z</text>"), "the tile carries the name's first letter")
        #expect(svg == SVGWriter.svg(list), "the same name, the same tile")
        #expect(SymbolGlyphs.drawing(for: "star.fill")?.filled == true)
        #expect(SymbolGlyphs.supportedNames.count >= 400)
    }

    @Test func pngHasTheScreensPixelSize() async throws {
        guard PNGRenderer.converter != nil else {
            Issue.record("rsvg-convert is missing: install librsvg2-bin (CI does)")
            return
        }
        let png = try await PNGRenderer.png(CarRenderer.layout(try Gallery.connect(.grid, screen: .highResolution).screen))
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 1920, height: 720))
    }
}
