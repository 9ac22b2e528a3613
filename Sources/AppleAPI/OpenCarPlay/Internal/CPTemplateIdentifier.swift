// SPDX-License-Identifier: Apache-2.0

import Synchronization

/// A template's identity inside the car: a number handed out once per template for the process's life. Only an
/// identity (no state two cars or apps could share through it). - Note: Ours; not in CarPlay.
package struct CPTemplateIdentifier: Hashable, Sendable {
    let value: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// The identity in a UUID's form, as iOS prints a template's identifier in its description.
    package var uuidString: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    package static func next() -> CPTemplateIdentifier {
        CPTemplateIdentifier(value: counter.add(1, ordering: .relaxed).newValue)
    }
}
