// SPDX-License-Identifier: Apache-2.0
import Foundation

enum Geo {
    static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres.
    static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180
        let dφ = φ2 - φ1, dλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// Initial bearing from a to b, degrees clockwise from north, 0..<360.
    static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180, dλ = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        let θ = atan2(y, x) * 180 / .pi
        return (θ + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Local planar metres around a reference latitude (equirectangular), for projecting points onto segments.
    static func planar(_ c: Coordinate, origin: Coordinate) -> (x: Double, y: Double) {
        let k = cos(origin.latitude * .pi / 180)
        return ((c.longitude - origin.longitude) * .pi / 180 * earthRadius * k, (c.latitude - origin.latitude) * .pi / 180 * earthRadius)
    }

    /// The closest point of segment a–b to p: the fraction along it (0…1) and the distance in metres.
    static func project(_ p: Coordinate, onto a: Coordinate, _ b: Coordinate) -> (fraction: Double, distance: Double) {
        let pa = planar(a, origin: p), pb = planar(b, origin: p)
        let dx = pb.x - pa.x, dy = pb.y - pa.y
        let len2 = dx * dx + dy * dy
        let t = len2 == 0 ? 0 : min(max(-(pa.x * dx + pa.y * dy) / len2, 0), 1)
        let x = pa.x + t * dx, y = pa.y + t * dy
        return (t, sqrt(x * x + y * y))
    }

    static func interpolate(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t)
    }
}
