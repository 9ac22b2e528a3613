// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A fill or stroke the app's base view drew (a navigation app's map), in window points.
public struct BaseViewCommand: Sendable, Codable, Equatable {
    /// SVG path data (`M x y L x y C … Z`) with two decimals.
    public var path: String
    /// `#rrggbb` and opacity, if filled.
    public var fill: String?
    public var fillOpacity: Double?
    public var stroke: String?
    public var strokeOpacity: Double?
    public var lineWidth: Double?
}
