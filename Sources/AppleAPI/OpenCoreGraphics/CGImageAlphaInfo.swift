// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// Where alpha is in a pixel and whether colours are premultiplied by it. Mirrors
    /// [`CGImageAlphaInfo`](https://developer.apple.com/documentation/coregraphics/cgimagealphainfo).
    public enum CGImageAlphaInfo: UInt32, Sendable {
        case none = 0
        case premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
    }
#endif
