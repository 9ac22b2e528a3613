// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIColor {
    /// A colour given in the Display P3 colour space (the wider gamut of recent iPhone screens). Mirrors
    /// [`init(displayP3Red:green:blue:alpha:)`](https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)).
    ///
    /// UIKit keeps it as extended-range sRGB; our colours are plain sRGB (0…1, as the car draws them), so the
    /// components are converted to sRGB (through linear light, D65 white in both spaces) and what lies outside the sRGB
    /// gamut is clipped to its edge. Greys and white come out unchanged.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func encoded(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
        let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
        // Display P3 to sRGB, both linear.
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: encoded(sr), green: encoded(sg), blue: encoded(sb), alpha: alpha)
    }
}
