// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A recorded fill or stroke: colours are `[r, g, b, a]` in 0…1; or, with ``image``, an image a view drew (then the
/// path is empty). - Note: Not in UIKit.
package struct DrawingCommand: Sendable, Hashable {
    package let segments: [DrawingSegment]
    package let fill: [Double]?
    package let stroke: [Double]?
    package let lineWidth: Double
    package let image: DrawnImage?

    package init(segments: [DrawingSegment], fill: [Double]?, stroke: [Double]?, lineWidth: Double) {
        self.segments = segments
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.image = nil
    }

    package init(image: DrawnImage) {
        self.segments = []
        self.fill = nil
        self.stroke = nil
        self.lineWidth = 0
        self.image = image
    }
}
