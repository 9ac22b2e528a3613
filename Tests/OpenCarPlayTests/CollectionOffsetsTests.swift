// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// A list's model edited by offsets, as SwiftUI's `onDelete`/`onMove` hand them over and model code calls them.
struct CollectionOffsetsTests {
    @Test func removingAtOffsetsRemovesThoseElements() {
        var stations = ["Jazz FM", "Classic", "News", "Rock", "Talk"]
        stations.remove(atOffsets: IndexSet([0, 2]))
        #expect(stations == ["Classic", "Rock", "Talk"])
        stations.remove(atOffsets: IndexSet())
        #expect(stations == ["Classic", "Rock", "Talk"])
    }

    @Test func movingPutsTheElementsBeforeTheDestinationsOriginalElement() {
        var rows = ["a", "b", "c", "d", "e"]
        rows.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(rows == ["b", "d", "a", "c", "e"])
        rows = ["a", "b", "c", "d", "e"]
        rows.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(rows == ["b", "c", "a", "d", "e"])
        rows = ["a", "b", "c", "d", "e"]
        rows.move(fromOffsets: IndexSet([1]), toOffset: 5)
        #expect(rows == ["a", "c", "d", "e", "b"])
    }
}
