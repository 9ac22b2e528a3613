// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A fill or stroke the app's base view drew (a navigation app's map), in window points; or an image one of its views
/// showed (an image view's, a scroll view's map image), then with an empty ``path``.
public struct BaseViewCommand: Sendable, Codable, Equatable {
    /// SVG path data (`M x y L x y C … Z`) with two decimals.
    public var path: String
    /// `#rrggbb` and opacity, if filled.
    public var fill: String?
    public var fillOpacity: Double?
    public var stroke: String?
    public var strokeOpacity: Double?
    public var lineWidth: Double?
    /// The image's reference (its pixels are in the snapshot's bitmaps under it; `symbol:NAME` for a symbol).
    public var image: String?
    /// Where the whole image is drawn, scaled to fill it: x, y, width, height (two decimals).
    public var frame: [Double]?
    /// The part of ``frame`` that shows (the bounds of the views around it that clip), if any clips.
    public var clip: [Double]?
    /// The image's opacity when below 1.
    public var opacity: Double?
    /// `#rrggbb` a symbol or template image is drawn in.
    public var tint: String?

    public init(
        path: String, fill: String? = nil, fillOpacity: Double? = nil, stroke: String? = nil, strokeOpacity: Double? = nil,
        lineWidth: Double? = nil, image: String? = nil, frame: [Double]? = nil, clip: [Double]? = nil, opacity: Double? = nil,
        tint: String? = nil
    ) {
        self.path = path
        self.fill = fill
        self.fillOpacity = fillOpacity
        self.stroke = stroke
        self.strokeOpacity = strokeOpacity
        self.lineWidth = lineWidth
        self.image = image
        self.frame = frame
        self.clip = clip
        self.opacity = opacity
        self.tint = tint
    }

    /// Whether this draws an image rather than a path.
    public var isImage: Bool { image != nil }
}
