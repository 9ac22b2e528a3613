// SPDX-License-Identifier: Apache-2.0

import Foundation

extension Color {
    /// The colour space of a colour's components. Mirrors
    /// [`Color.RGBColorSpace`](https://developer.apple.com/documentation/swiftui/color/rgbcolorspace).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A colour from its red, green and blue components in a colour space. Mirrors
    /// [`init(_:red:green:blue:opacity:)`](https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)).
    /// The car keeps colours in sRGB, 8 bits a component: linear and Display P3 components are converted (P3 colours
    /// outside sRGB are clipped to it).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        func h(_ v: Double) -> String { String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded())) }
        self.init(value: "#" + h(r) + h(g) + h(b), opacity: opacity)
    }

    /// A grey. Mirrors [`init(_:white:opacity:)`](https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from a color set of the app's asset catalog, light and dark as the set has them. Mirrors
    /// [`init(_:bundle:)`](https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)). The set is looked up
    /// where the colour is used (UIKit's `UIColor(named:)`); `bundle` is not used: the app's own catalog is.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(value: "asset:" + name)
    }

    /// The name of the asset catalog's color set, for a colour made with `init(_:bundle:)`. - Note: Ours.
    package var assetName: String? { value.hasPrefix("asset:") ? String(value.dropFirst("asset:".count)) : nil }

    /// Gamma-encoded sRGB components of components in `space`.
    private static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ v: Double) -> Double { v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func decode(_ v: Double) -> Double { v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 shares sRGB's transfer function; its primaries map to sRGB's through this matrix (D65 both).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            let sr = 1.224_940_2 * lr - 0.224_940_4 * lg
            let sg = -0.042_056_9 * lr + 1.042_057_1 * lg
            let sb = -0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb
            return (encode(min(max(sr, 0), 1)), encode(min(max(sg, 0), 1)), encode(min(max(sb, 0), 1)))
        }
    }
}
