// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rectangle on MapKit's flat map, in map points.
///
/// Mirrors [`MKMapRect`](https://developer.apple.com/documentation/mapkit/mkmaprect).
public struct MKMapRect: Sendable, Equatable, Hashable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y)
        size = MKMapSize(width: width, height: height)
    }

    /// The whole world. Mirrors [`world`](https://developer.apple.com/documentation/mapkit/mkmaprect/world).
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// No rectangle (what intersecting apart rectangles gives). Mirrors [`null`](https://developer.apple.com/documentation/mapkit/mkmaprect/null).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether the rectangle crosses the 180th meridian. Mirrors [`spans180thMeridian`](https://developer.apple.com/documentation/mapkit/mkmaprect/spans180thmeridian).
    public var spans180thMeridian: Bool { maxX > MKMapSize.world.width }

    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }

    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x0 = max(minX, rect.minX)
        let y0 = max(minY, rect.minY)
        let x1 = min(maxX, rect.maxX)
        let y1 = min(maxY, rect.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return MKMapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX)
        let y0 = min(minY, rect.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }

    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> MKMapRect { MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height) }
}

/// Mirrors Map Kit's function of that name.
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}
/// Mirrors Map Kit's constant of that name.
public let MKMapRectWorld = MKMapRect.world
/// Mirrors Map Kit's constant of that name.
public let MKMapRectNull = MKMapRect.null
