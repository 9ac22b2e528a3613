// SPDX-License-Identifier: Apache-2.0
// A model written with Observation as iOS 17 projects write it: `import Foundation` alone, which on Apple's platforms
// brings `@Observable` too. The AppleImports plugin gives such a file the shim (which re-exports Observation) on the
// same line.

import Foundation

/// How far the listener is in the book on the shelf.
@Observable
public final class ListeningProgress {
    public var title = ""
    public var minutesListened = 0

    public init(title: String) { self.title = title }

    public func listen(minutes: Int) { minutesListened += minutes }
}
