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
        car.rotateKnob(2)
        #expect(car.focusedElement == car.displayList.targets[1].elementID)
        // The focused element is drawn with the focus highlight.
        #expect(car.displayList.items.contains { if case .strokeRect(_, let c, 3, _) = $0 { c == Theme.light.focus } else { false } })
        try car.pressKnob()
        #expect(car.top?.selectedTab == 1)
        car.rotateKnob(100)
        #expect(car.focusedElement == car.displayList.targets.last?.elementID, "the focus stops at the end")
        car.rotateKnob(-100)
        #expect(car.focusedElement == car.displayList.targets.first?.elementID)
    }

    @Test func modalsTakeTheFocusAndTouches() async throws {
        let car = try await Gallery.connect(.alert)
        let labels = car.displayList.targets.map(\.label)
        #expect(labels == ["Retry", "Cancel"])
        let cancel = car.displayList.targets[1].frame
        car.rotateKnob(2)
        #expect(car.focusedElement == car.displayList.targets[1].elementID)
        try car.tap(atX: cancel.midX, y: cancel.midY)
        #expect(car.events.contains { if case .selected(_, let text) = $0 { text == "Cancel" } else { false } })
    }

    @Test func touchOutsideAnythingIsAnError() async throws {
        let car = try await Gallery.connect(.grid)
        #expect(throws: CarInputError.self) { try car.tap(atX: 2, y: 2) }
    }
}
