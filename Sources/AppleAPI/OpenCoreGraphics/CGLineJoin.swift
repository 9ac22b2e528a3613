// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// Mirrors [`CGLineJoin`](https://developer.apple.com/documentation/coregraphics/cglinejoin).
    public enum CGLineJoin: Int32, Sendable {
        case miter = 0
        case round, bevel
    }
#endif
