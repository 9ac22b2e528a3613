// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// Colours by hue, as theme code makes a lighter or darker shade of a brand colour: to HSB and back.
@MainActor @Suite struct UIColorHSBTests {
    func components(_ c: UIColor) -> [CGFloat] {
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(c.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        return [h, s, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func primariesGreysAndARoundTrip() {
        #expect(components(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == [0, 1, 1, 1])
        #expect(components(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)) == [0.333, 1, 1, 0.5])
        #expect(components(UIColor(red: 0, green: 0, blue: 1, alpha: 1)) == [0.667, 1, 1, 1])
        #expect(components(UIColor(white: 0.5, alpha: 1)) == [0, 0, 0.5, 1], "a grey has no hue")
        // A theme's accent, made darker by brightness, keeps its hue.
        let accent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let hsb = components(accent)
        let darker = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2] * 0.5, alpha: 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = darker.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.1) < 0.002 && abs(g - 0.2) < 0.002 && abs(b - 0.4) < 0.002, "\(r) \(g) \(b)")
        // Hue 1 is the red of hue 0; nil pointers are skipped.
        _ = UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == 1 && g == 0 && b == 0)
        #expect(UIColor.red.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
    }
}
