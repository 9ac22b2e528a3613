// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// How images are resampled when drawn. Mirrors [`CGInterpolationQuality`](https://developer.apple.com/documentation/coregraphics/cginterpolationquality).
    public enum CGInterpolationQuality: Int32, Sendable {
        case `default` = 0
        case none, low, high, medium
    }
#endif
