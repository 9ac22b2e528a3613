// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour, fixed or resolved per trait collection (light/dark).
///
/// Mirrors [`UIColor`](https://developer.apple.com/documentation/uikit/uicolor).
open class UIColor: NSObject, @unchecked Sendable {
    private let provider: @Sendable (UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat)
    /// A name for system colours, used in snapshots. - Note: Not in UIKit.
    package let name: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = (Self.clamp(red), Self.clamp(green), Self.clamp(blue), Self.clamp(alpha))
        provider = { _ in c }
        name = nil
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        provider = { traits in dynamicProvider(traits).rgba(for: traits) }
        name = nil
        super.init()
    }

    package init(name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        provider = { $0.userInterfaceStyle == .dark ? dark : light }
        self.name = name
        super.init()
    }

    /// A colour from the app's asset catalog: its color set, light and dark. Mirrors
    /// [`init(named:)`](https://developer.apple.com/documentation/uikit/uicolor/init(named:)).
    /// See ``UIImage/init(named:)`` for how the car finds the app's catalog; nil when it has no such color set.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from a bundle's asset catalogs (nil: the app's own). Mirrors
    /// [`init(named:in:compatibleWith:)`](https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:)).
    /// With traits that name a style, the colour is that appearance's; else it follows the traits it is drawn with.
    /// (Whether iOS resolves it for the given traits or keeps it dynamic isn't documented; resolving is our reading.)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = AppAssets.catalog(for: bundle)?.color(named: name) else { return nil }
        var light = found.rgba(for: UITraitCollection(userInterfaceStyle: .light))
        var dark = found.rgba(for: UITraitCollection(userInterfaceStyle: .dark))
        switch traitCollection?.userInterfaceStyle {
        case .dark?: light = dark
        case .light?: dark = light
        default: break
        }
        self.init(name: name, light: light, dark: dark)
    }

    /// The colour a `#colorLiteral(red:green:blue:alpha:)` makes (sRGB components). Mirrors UIKit's
    /// `_ExpressibleByColorLiteral` conformance (see `UIColor+Literals.swift`); declared here because a required
    /// initializer must be in the class itself.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }

    /// The colour for the given traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = rgba(for: traitCollection)
        return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }

    /// Reads the colour's components (for the unspecified/light traits).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba(for: UITraitCollection())
        red?.pointee = c.0
        green?.pointee = c.1
        blue?.pointee = c.2
        alpha?.pointee = c.3
        return true
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let base = provider
        return UIColor(dynamicProvider: { t in
            let c = base(t)
            return UIColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
        })
    }

    /// The RGBA components for the given traits. - Note: Not in UIKit.
    package func rgba(for traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        provider(traits)
    }

    /// `#rrggbb` or `#rrggbbaa` for the given traits. - Note: Not in UIKit.
    package func hex(for traits: UITraitCollection) -> String {
        let c = rgba(for: traits)
        func h(_ v: CGFloat) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(c.0) + h(c.1) + h(c.2) + (c.3 < 1 ? h(c.3) : "")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        let t = UITraitCollection()
        let d = UITraitCollection(userInterfaceStyle: .dark)
        return hex(for: t) == other.hex(for: t) && hex(for: d) == other.hex(for: d)
    }

    open override var description: String { name ?? "UIColor(\(hex(for: UITraitCollection())))" }

    private static func sys(_ name: String, _ l: UInt32, _ d: UInt32) -> UIColor {
        func c(_ v: UInt32) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (CGFloat((v >> 16) & 0xFF) / 255, CGFloat((v >> 8) & 0xFF) / 255, CGFloat(v & 0xFF) / 255, 1)
        }
        return UIColor(name: name, light: c(l), dark: c(d))
    }

    // Fixed colours.
    public static var black: UIColor { sys("black", 0x000000, 0x000000) }
    public static var white: UIColor { sys("white", 0xFFFFFF, 0xFFFFFF) }
    public static var gray: UIColor { sys("gray", 0x808080, 0x808080) }
    public static var red: UIColor { sys("red", 0xFF0000, 0xFF0000) }
    public static var green: UIColor { sys("green", 0x00FF00, 0x00FF00) }
    public static var blue: UIColor { sys("blue", 0x0000FF, 0x0000FF) }
    public static var orange: UIColor { sys("orange", 0xFF8000, 0xFF8000) }
    public static var yellow: UIColor { sys("yellow", 0xFFFF00, 0xFFFF00) }
    public static var purple: UIColor { sys("purple", 0x800080, 0x800080) }
    public static var clear: UIColor { UIColor(name: "clear", light: (0, 0, 0, 0), dark: (0, 0, 0, 0)) }
    // System colours, light and dark (Apple's published values).
    public static var systemRed: UIColor { sys("systemRed", 0xFF3B30, 0xFF453A) }
    public static var systemGreen: UIColor { sys("systemGreen", 0x34C759, 0x30D158) }
    public static var systemBlue: UIColor { sys("systemBlue", 0x007AFF, 0x0A84FF) }
    public static var systemOrange: UIColor { sys("systemOrange", 0xFF9500, 0xFF9F0A) }
    public static var systemYellow: UIColor { sys("systemYellow", 0xFFCC00, 0xFFD60A) }
    public static var systemPink: UIColor { sys("systemPink", 0xFF2D55, 0xFF375F) }
    public static var systemPurple: UIColor { sys("systemPurple", 0xAF52DE, 0xBF5AF2) }
    public static var systemTeal: UIColor { sys("systemTeal", 0x5AC8FA, 0x64D2FF) }
    public static var systemIndigo: UIColor { sys("systemIndigo", 0x5856D6, 0x5E5CE6) }
    public static var systemGray: UIColor { sys("systemGray", 0x8E8E93, 0x8E8E93) }
    public static var label: UIColor { sys("label", 0x000000, 0xFFFFFF) }
    public static var secondaryLabel: UIColor { UIColor(name: "secondaryLabel", light: (0.235, 0.235, 0.263, 0.6), dark: (0.922, 0.922, 0.961, 0.6)) }
    public static var systemBackground: UIColor { sys("systemBackground", 0xFFFFFF, 0x000000) }
    public static var secondarySystemBackground: UIColor { sys("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E) }
    public static var tintColor: UIColor { sys("tintColor", 0x007AFF, 0x0A84FF) }
}
