// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// The colour model of a colour space. Mirrors [`CGColorSpaceModel`](https://developer.apple.com/documentation/coregraphics/cgcolorspacemodel).
    public enum CGColorSpaceModel: Int32, Sendable {
        case unknown = -1
        case monochrome = 0
        case rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
    }
#endif
