// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB, as HSV), each 0…1. Mirrors
    /// [`init(hue:saturation:brightness:alpha:)`](https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)).
    /// Kept as sRGB components, as every colour here is; a hue of 1 is the red of 0.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Reads the colour (for the unspecified/light traits) as hue, saturation and brightness, each 0…1. Mirrors
    /// [`getHue(_:saturation:brightness:alpha:)`](https://developer.apple.com/documentation/uikit/uicolor/gethue(_:saturation:brightness:alpha:)).
    /// A grey has hue 0 and saturation 0.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        let top = max(r, g, b)
        let chroma = top - min(r, g, b)
        var h: CGFloat = 0
        if chroma > 0 {
            if top == r {
                h = (g - b) / chroma
            } else if top == g {
                h = (b - r) / chroma + 2
            } else {
                h = (r - g) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top > 0 ? chroma / top : 0
        brightness?.pointee = top
        alpha?.pointee = a
        return true
    }
}
