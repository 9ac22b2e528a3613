// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// A saved-connections list edited the SwiftUI way: the offsets a list's `onDelete` and `onMove` hand the app.
struct ListEditingTests {
    @Test func removingAtOffsetsKeepsTheRestInOrder() {
        var radios = ["Base", "Car", "Hike", "Boat"]
        radios.remove(atOffsets: IndexSet([1, 3]))
        #expect(radios == ["Base", "Hike"])
        radios.remove(atOffsets: IndexSet())
        #expect(radios == ["Base", "Hike"])
    }

    @Test func movingOffsetsPlacesThemBeforeTheDestination() {
        var letters = Array("ABcDefgHIJKlmNO")
        let lowercase = IndexSet(letters.indices.filter { letters[$0].isLowercase })
        letters.move(fromOffsets: lowercase, toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
        var rows = ["one", "two", "three"]
        rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(rows == ["two", "three", "one"])
    }
}
