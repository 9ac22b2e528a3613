// SPDX-License-Identifier: Apache-2.0

import Foundation

enum Geo {
    static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres.
    static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180
        let phi2 = b.latitude * .pi / 180
        let dphi = phi2 - phi1
        let dlambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dphi / 2) * sin(dphi / 2) + cos(phi1) * cos(phi2) * sin(dlambda / 2) * sin(dlambda / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// Initial bearing from a to b, degrees clockwise from north, 0..<360.
    static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180
        let phi2 = b.latitude * .pi / 180
        let dlambda = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dlambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dlambda)
        let theta = atan2(y, x) * 180 / .pi
        return (theta + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Local planar metres around a reference latitude (equirectangular), for projecting points onto segments.
    static func planar(_ c: Coordinate, origin: Coordinate) -> (x: Double, y: Double) {
        let k = cos(origin.latitude * .pi / 180)
        return ((c.longitude - origin.longitude) * .pi / 180 * earthRadius * k, (c.latitude - origin.latitude) * .pi / 180 * earthRadius)
    }

    /// The closest point of segment a–b to p: the fraction along it (0…1) and the distance in metres.
    static func project(_ p: Coordinate, onto a: Coordinate, _ b: Coordinate) -> (fraction: Double, distance: Double) {
        let pa = planar(a, origin: p)
        let pb = planar(b, origin: p)
        let dx = pb.x - pa.x
        let dy = pb.y - pa.y
        let len2 = dx * dx + dy * dy
        let t = len2 == 0 ? 0 : min(max(-(pa.x * dx + pa.y * dy) / len2, 0), 1)
        let x = pa.x + t * dx
        let y = pa.y + t * dy
        return (t, sqrt(x * x + y * y))
    }

    static func interpolate(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t)
    }
}
