// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// Blend modes of Core Graphics. Mirrors [`CGBlendMode`](https://developer.apple.com/documentation/coregraphics/cgblendmode).
    public enum CGBlendMode: Int32, Sendable {
        case normal = 0
        case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
        case hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
        case xor, plusDarker, plusLighter
    }
#endif
