// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One segment of a recorded path; points are `[x, y]` in window coordinates. - Note: Not in UIKit.
package enum DrawingSegment: Sendable, Hashable {
    case move([Double])
    case line([Double])
    case quad([Double], [Double])
    case cubic([Double], [Double], [Double])
    case close
}
