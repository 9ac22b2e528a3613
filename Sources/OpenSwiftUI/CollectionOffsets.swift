// SPDX-License-Identifier: Apache-2.0

import Foundation

// SwiftUI's additions to collections, for the index sets a list's `onDelete` and `onMove` hand over; model code
// outside any view calls them too (a store's `remove(atOffsets:)`).

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start, not indices).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they come, in their order, before the element that was at offset
    /// `destination` (`count` puts them at the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let staying = enumerated().filter { !source.contains($0.offset) }
        let before = staying.filter { $0.offset < destination }.map(\.element)
        let after = staying.filter { $0.offset >= destination }.map(\.element)
        for (i, element) in zip(indices, before + moved + after) { self[i] = element }
    }
}
