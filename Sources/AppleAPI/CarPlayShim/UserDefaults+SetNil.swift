// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // On Linux `set(nil, forKey:)` picks Foundation's `URL?` overload, which never returns
    extension UserDefaults {
        /// Removes the value of `defaultName`: `defaults.set(nil, forKey: "lastBook")`, as iOS code clears a setting.
        /// On iOS the `nil` is `set(_ value: Any?, forKey:)`'s and removes the key. Foundation on Linux reads it as its
        /// `set(_ url: URL?, forKey:)`, which for nil calls itself again without end (the app stops answering, using
        /// a core); this overload takes a bare `nil` first.
        /// - Note: Ours: only for Linux, where the call would otherwise hang.
        public func set(_ value: _OptionalNilComparisonType, forKey defaultName: String) {
            removeObject(forKey: defaultName)
        }
    }
#endif
