// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation

/// The last distinct screens a review laid out to find render warnings, and their scaled images: a screen seen
/// again (the same snapshot) isn't laid out again. - Note: Ours.
package final class LaidOutScreens {
    private var recent: [ScreenSnapshot] = []
    private let limit = 48
    let bitmaps = BitmapCache(capacity: 64)

    package init() {}

    /// False when the screen was laid out already; else remembers it.
    func insert(_ screen: ScreenSnapshot) -> Bool {
        if recent.contains(screen) { return false }
        if recent.count >= limit { recent.removeFirst() }
        recent.append(screen)
        return true
    }
}
