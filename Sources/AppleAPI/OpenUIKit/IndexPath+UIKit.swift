// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !os(iOS) && !os(tvOS) && !os(visionOS)  // where UIKit is not (a module another package names so must not flip it)
    /// UIKit's additions to `IndexPath`: sections and rows/items.
    extension IndexPath {
        public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        public var section: Int { self[0] }
        public var row: Int { self[1] }
        public var item: Int { self[1] }
    }
#endif
