// SPDX-License-Identifier: Apache-2.0

import Foundation

extension Bitmap {
    /// The image as a template: every pixel takes the tint's colour and keeps its own alpha (times the tint's
    /// opacity), as UIKit draws a template image (`UIImage.RenderingMode.alwaysTemplate`) in its view's tint colour.
    package func tinted(red: UInt8, green: UInt8, blue: UInt8, opacity: Double) -> Bitmap {
        var p = pixels
        let o = min(max(opacity.isNaN ? 1 : opacity, 0), 1)
        for i in stride(from: 0, to: p.count, by: 4) {
            p[i] = red
            p[i + 1] = green
            p[i + 2] = blue
            if o < 1 { p[i + 3] = UInt8((Double(p[i + 3]) * o).rounded()) }
        }
        return Bitmap(width: width, height: height, pixels: p)
    }

    /// The same pixels with their alpha scaled by `opacity` (0…1).
    package func faded(by opacity: Double) -> Bitmap {
        let k = min(max(opacity, 0), 1)
        var out = pixels
        var i = 3
        while i < out.count {
            out[i] = UInt8((Double(out[i]) * k).rounded())
            i += 4
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
