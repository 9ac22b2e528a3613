// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(ObjectiveC)
    /// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives. Mirrors
    /// [`NSKeyValueChangeKey`](https://developer.apple.com/documentation/foundation/nskeyvaluechangekey).
    public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The kind of change, an `NSNumber` of ``NSKeyValueChange``'s raw value.
        public static let kindKey = NSKeyValueChangeKey("kind")
        /// The value now, when the observer asked for `.new`.
        public static let newKey = NSKeyValueChangeKey("new")
        /// The value before, when it asked for `.old`.
        public static let oldKey = NSKeyValueChangeKey("old")
        /// The indexes of a to-many change (never given here: only single values are observed by name).
        public static let indexesKey = NSKeyValueChangeKey("indexes")
        /// True in the notification sent before a change (`.prior`; never sent here).
        public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
    }
#endif
