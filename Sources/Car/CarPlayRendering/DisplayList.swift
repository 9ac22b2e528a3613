// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rectangle in points.
public struct Rect: Sendable, Codable, Equatable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public func contains(x px: Double, y py: Double) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    public func inset(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: max(width - 2 * d, 0), height: max(height - 2 * d, 0)) }
    public func inset(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0)) }
}

/// A colour as `#rrggbb` with an opacity.
public struct Color: Sendable, Codable, Equatable, Hashable {
    public var hex: String
    public var opacity: Double
    public init(_ hex: String, opacity: Double = 1) {
        self.hex = hex
        self.opacity = opacity
    }
}

/// Font weights the renderer uses (Inter's).
public enum FontWeight: String, Sendable, Codable { case regular, medium, semibold, bold }

/// Horizontal text alignment.
public enum TextAlignment: String, Sendable, Codable { case leading, center, trailing }

/// One drawing operation, in points.
public enum DisplayItem: Sendable, Codable, Equatable {
    case rect(Rect, fill: Color, cornerRadius: Double)
    case strokeRect(Rect, stroke: Color, width: Double, cornerRadius: Double)
    /// Text drawn on one line inside a frame (already fitted: variants chosen, truncated).
    case text(String, frame: Rect, size: Double, weight: FontWeight, color: Color, alignment: TextAlignment)
    /// A symbol glyph (SF Symbol name) drawn in a square frame.
    case symbol(String, frame: Rect, color: Color, filled: Bool)
    /// An app-supplied image the car has no pixels for (a named asset, a missing image), drawn as a grey tile.
    case image(String, frame: Rect, cornerRadius: Double)
    /// A PNG/JPEG image the app gave, already scaled (and cropped) to the frame at the screen's scale and re-encoded
    /// as PNG (`png`, base64), so the output depends only on the image's bytes and the slot.
    case bitmap(String, frame: Rect, cornerRadius: Double, png: String)
    case line(x1: Double, y1: Double, x2: Double, y2: Double, color: Color, width: Double)
    case circle(cx: Double, cy: Double, r: Double, fill: Color)
    /// A path the app drew (SVG path data, in points).
    case path(String, fill: Color?, stroke: Color?, width: Double)
    /// Starts clipping to a rectangle (until `.endClip`).
    case clip(Rect)
    case endClip
}

/// A tappable, focusable region and the element it belongs to.
public struct HitTarget: Sendable, Codable, Equatable {
    public var elementID: String
    public var frame: Rect
    public var label: String?
    /// What a touch here does when the region is one of the car's own controls rather than an app's element.
    public var control: CarControl?
}

/// One of the car's own controls a surface shows, as a value: what a touch on it does. - Note: Ours.
public enum CarControl: Sendable, Codable, Equatable {
    /// An app's icon on the home screen: opens the app.
    case app(String)
    /// A page arrow on the home screen: shows that page.
    case homePage(Int)
    /// A CarPlay Dashboard shortcut button of the navigation app (0 or 1).
    case dashboardButton(Int)
    /// A widget on the widgets page, by its id.
    case widget(String)
}

/// A laid-out screen: what to draw, and where each element is.
public struct DisplayList: Sendable, Codable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var items: [DisplayItem] = []
    /// In focus order (the knob moves through them in this order).
    public var targets: [HitTarget] = []
    /// Problems found while drawing (e.g. a symbol name with no glyph, drawn as a generic tile), each once.
    public var warnings: [RenderWarning] = []

    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The element at a point: the frontmost target containing it.
    public func hitTest(x: Double, y: Double) -> HitTarget? {
        targets.last { $0.frame.contains(x: x, y: y) }
    }
}
