// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One step of a path in user space, shared by `UIBezierPath` and `CGContext` so both build rectangles and
/// ellipses from the same geometry. - Note: Ours; not in UIKit or Core Graphics.
package enum PathElement: Sendable, Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// A closed rectangle, clockwise from the origin.
    package static func rect(_ rect: CGRect) -> [PathElement] {
        [
            .move(rect.origin), .line(CGPoint(x: rect.maxX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.maxY)),
            .line(CGPoint(x: rect.minX, y: rect.maxY)), .close
        ]
    }

    /// An ellipse inscribed in `rect`, as four cubic Béziers (k = 0.5523).
    package static func ellipse(in rect: CGRect) -> [PathElement] {
        let k: CGFloat = 0.5523
        let cx = rect.midX
        let cy = rect.midY
        let rx = rect.width / 2
        let ry = rect.height / 2
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .cubic(CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry), CGPoint(x: cx, y: cy + ry)),
            .cubic(CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry), CGPoint(x: cx - rx, y: cy)),
            .cubic(CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry), CGPoint(x: cx, y: cy - ry)),
            .cubic(CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry), CGPoint(x: cx + rx, y: cy)),
            .close
        ]
    }
}
