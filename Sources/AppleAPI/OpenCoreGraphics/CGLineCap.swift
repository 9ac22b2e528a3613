// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// How path ends are drawn. Mirrors [`CGLineCap`](https://developer.apple.com/documentation/coregraphics/cglinecap).
    public enum CGLineCap: Int32, Sendable {
        case butt = 0
        case round, square
    }
#endif
