// SPDX-License-Identifier: Apache-2.0

import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what a list's `onDelete` hands the app). SwiftUI's
    /// [`remove(atOffsets:)`](https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)).
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` before the element at offset `destination` (`0...count`), keeping their order and
    /// that of the others (what a list's `onMove` hands the app). SwiftUI's
    /// [`move(fromOffsets:toOffset:)`](https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        precondition((0...elements.count).contains(destination), "move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(elements.count)")
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (offset, element) in elements.enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        for (index, element) in zip(indices, before + moved + after) { self[index] = element }
    }
}
