// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour. Mirrors [`Color`](https://developer.apple.com/documentation/swiftui/color): named system colours adapt
/// to light and dark when drawn.
public struct Color: Sendable, Codable, Equatable {
    /// `#rrggbb`, a system name (`primary`, `secondary`, `accent`…) the car resolves for its appearance, or `asset:`
    /// and the name of a color set of the app's asset catalog.
    public let value: String
    public let opacity: Double
    /// `#rrggbb` in dark mode, for a colour made from a dynamic UIKit one (`init(uiColor:)`). - Note: Ours.
    package let darkValue: String?
    package init(value: String, opacity: Double = 1, darkValue: String? = nil) {
        self.value = value
        self.opacity = opacity
        self.darkValue = darkValue
    }
    public func opacity(_ o: Double) -> Color { Color(value: value, opacity: opacity * o) }
    public static let primary = Color(value: "primary")
    public static let secondary = Color(value: "secondary")
    public static let accentColor = Color(value: "accent")
    public static let red = Color(value: "#ff3b30")
    public static let orange = Color(value: "#ff9500")
    public static let yellow = Color(value: "#ffcc00")
    public static let green = Color(value: "#34c759")
    public static let blue = Color(value: "#007aff")
    public static let gray = Color(value: "#8e8e93")
    public static let white = Color(value: "#ffffff")
    public static let black = Color(value: "#000000")
    public static let clear = Color(value: "#000000", opacity: 0)
}

/// A font. Mirrors [`Font`](https://developer.apple.com/documentation/swiftui/font) (text styles, system sizes).
public struct Font: Sendable, Codable, Equatable {
    public let size: Double
    public let isBold: Bool
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font { Font(size: Double(size), isBold: weight == .bold || weight == .semibold) }
    public enum Weight: Sendable { case regular, medium, semibold, bold }
    // Sizes of the text styles at the default content size (Apple's published type ramp).
    public static let largeTitle = Font(size: 34, isBold: false)
    public static let title = Font(size: 28, isBold: false)
    public static let title2 = Font(size: 22, isBold: false)
    public static let title3 = Font(size: 20, isBold: false)
    public static let headline = Font(size: 17, isBold: true)
    public static let body = Font(size: 17, isBold: false)
    public static let callout = Font(size: 16, isBold: false)
    public static let subheadline = Font(size: 15, isBold: false)
    public static let footnote = Font(size: 13, isBold: false)
    public static let caption = Font(size: 12, isBold: false)
    public static let caption2 = Font(size: 11, isBold: false)
}

/// Where a container background goes. Mirrors [`ContainerBackgroundPlacement`](https://developer.apple.com/documentation/swiftui/containerbackgroundplacement).
public struct ContainerBackgroundPlacement: Sendable, Equatable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    public func font(_ font: Font?) -> ModifiedContent<Self, Font> {
        ModifiedContent(node: font.map { .font(resolveView(self), $0) } ?? resolveView(self))
    }
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, Color> { ModifiedContent(node: .foreground(resolveView(self), color)) }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, Color> {
        ModifiedContent(node: color.map { .foreground(resolveView(self), $0) } ?? resolveView(self))
    }
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, Bool> { ModifiedContent(node: isActive ? .bold(resolveView(self)) : resolveView(self)) }
    /// Padding on every edge; without a length, the system's (16 pt here: Apple doesn't publish it).
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, CGFloat> { ModifiedContent(node: .padding(resolveView(self), Double(length ?? 16))) }
    public func containerBackground(_ color: Color, for container: ContainerBackgroundPlacement) -> ModifiedContent<Self, ContainerBackgroundPlacement> {
        ModifiedContent(node: .containerBackground(resolveView(self), color))
    }
    /// The URL the app is opened with when the widget is touched. Mirrors `widgetURL(_:)`.
    public func widgetURL(_ url: URL?) -> ModifiedContent<Self, URL> {
        ModifiedContent(node: url.map { .widgetURL(resolveView(self), $0.absoluteString) } ?? resolveView(self))
    }
}
