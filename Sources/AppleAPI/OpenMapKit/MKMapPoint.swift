// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A point on MapKit's flat (Web Mercator) map of the world, in map points.
///
/// Mirrors [`MKMapPoint`](https://developer.apple.com/documentation/mapkit/mkmappoint): the world is
/// `MKMapSize.world` map points wide and high, x growing east from 180° W and y south from about 85° N.
public struct MKMapPoint: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate. Mirrors [`init(_:)`](https://developer.apple.com/documentation/mapkit/mkmappoint/init(_:)).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let w = MKMapSize.world.width
        x = (coordinate.longitude + 180) / 360 * w
        let lat = max(min(coordinate.latitude, 85.051_128_779_806_59), -85.051_128_779_806_59) * .pi / 180
        y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * w
    }

    /// The coordinate at this map point. Mirrors [`coordinate`](https://developer.apple.com/documentation/mapkit/mkmappoint/coordinate).
    public var coordinate: CLLocationCoordinate2D {
        let w = MKMapSize.world.width
        let longitude = x / w * 360 - 180
        let n = Double.pi - 2 * .pi * y / w
        let latitude = atan(sinh(n)) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// Metres between two map points. Mirrors [`distance(to:)`](https://developer.apple.com/documentation/mapkit/mkmappoint/distance(to:)).
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        let a = coordinate
        let b = point.coordinate
        return CLLocation(latitude: a.latitude, longitude: a.longitude).distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
    }
}

/// Mirrors Map Kit's function of that name.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
/// Mirrors Map Kit's function of that name.
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
/// Mirrors Map Kit's function of that name.
public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }
/// Map points in a metre at a latitude. Mirrors [`MKMapPointsPerMeterAtLatitude(_:)`](https://developer.apple.com/documentation/mapkit/mkmappointspermeteratlatitude(_:)).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSize.world.width / (2 * .pi * 6_378_137 * cos(latitude * .pi / 180))
}
/// Metres in a map point at a latitude. Mirrors [`MKMetersPerMapPointAtLatitude(_:)`](https://developer.apple.com/documentation/mapkit/mkmeterspermappointatlatitude(_:)).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}
