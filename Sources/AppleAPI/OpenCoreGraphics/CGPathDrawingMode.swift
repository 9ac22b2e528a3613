// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// Mirrors [`CGPathDrawingMode`](https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode).
    public enum CGPathDrawingMode: Int32, Sendable {
        case fill = 0
        case eoFill, stroke, fillStroke, eoFillStroke
    }
#endif
