// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A latitude/longitude extent. Mirrors [`MKCoordinateSpan`](https://developer.apple.com/documentation/mapkit/mkcoordinatespan).
public struct MKCoordinateSpan: Sendable, Codable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A map region. Mirrors [`MKCoordinateRegion`](https://developer.apple.com/documentation/mapkit/mkcoordinateregion).
public struct MKCoordinateRegion: Sendable, Codable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        let latDelta = latitudinalMeters / 111_320
        let lonDelta = longitudinalMeters / max(111_320 * cos(center.latitude * .pi / 180), 1e-9)
        span = MKCoordinateSpan(latitudeDelta: latDelta, longitudeDelta: lonDelta)
    }

    /// The region a map rectangle covers. Mirrors [`init(_:)`](https://developer.apple.com/documentation/mapkit/mkcoordinateregion/init(_:)).
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        span = MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude, longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }

    /// Whether a coordinate lies in the region. - Note: Ours.
    package func contains(_ c: CLLocationCoordinate2D) -> Bool {
        abs(c.latitude - center.latitude) <= span.latitudeDelta / 2 && abs(c.longitude - center.longitude) <= span.longitudeDelta / 2
    }

    /// The smallest region containing all coordinates, padded by 10%. - Note: Not in MapKit.
    package static func enclosing(_ coords: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coords.first else { return MKCoordinateRegion() }
        var minLa = first.latitude
        var maxLa = first.latitude
        var minLo = first.longitude
        var maxLo = first.longitude
        for c in coords {
            minLa = min(minLa, c.latitude)
            maxLa = max(maxLa, c.latitude)
            minLo = min(minLo, c.longitude)
            maxLo = max(maxLo, c.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (minLa + maxLa) / 2, longitude: (minLo + maxLo) / 2),
            span: MKCoordinateSpan(
                latitudeDelta: max((maxLa - minLa) * 1.1, 0.01),
                longitudeDelta: max((maxLo - minLo) * 1.1, 0.01)))
    }
}
