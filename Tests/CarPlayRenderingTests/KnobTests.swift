import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@Suite @MainActor
struct KnobTests {
    @Test func focusMovesThroughTheBarThenTheRowsAndPressSelects() async throws {
        let car = try await Gallery.connect(.tabBar)
        let order = car.displayList.targets.map(\.label)
        #expect(Array(order.prefix(3)) == ["Library", "Featured", "Recently Played"], "tabs first, then the content, top to bottom")
        await car.rotateKnob(2)
        #expect(car.focusedElement == car.displayList.targets[1].elementID)
        // The focused element is drawn with the focus highlight.
        #expect(car.displayList.items.contains { if case .strokeRect(_, let c, 3, _) = $0 { c == Theme.light.focus } else { false } })
        try await car.pressKnob()
        #expect(car.top?.selectedTab == 1)
        await car.rotateKnob(100)
        #expect(car.focusedElement == car.displayList.targets.last?.elementID, "the focus stops at the end")
        await car.rotateKnob(-100)
        #expect(car.focusedElement == car.displayList.targets.first?.elementID)
    }

    @Test func modalsTakeTheFocusAndTouches() async throws {
        let car = try await Gallery.connect(.alert)
        let labels = car.displayList.targets.map(\.label)
        #expect(labels == ["Retry", "Cancel"])
        let cancel = car.displayList.targets[1].frame
        await car.rotateKnob(2)
        #expect(car.focusedElement == car.displayList.targets[1].elementID)
        try await car.tap(atX: cancel.midX, y: cancel.midY)
        #expect(car.events.contains { if case .selected(_, let text) = $0 { text == "Cancel" } else { false } })
    }

    @Test func touchOutsideAnythingIsAnError() async throws {
        let car = try await Gallery.connect(.grid)
        await #expect(throws: CarInputError.self) { try await car.tap(atX: 2, y: 2) }
    }
}
