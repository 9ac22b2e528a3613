// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position fix. Mirrors [`CLLocation`](https://developer.apple.com/documentation/corelocation/cllocation).
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        course = -1
        speed = -1
        timestamp = Date(timeIntervalSince1970: 0)
        super.init()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: Double,
        verticalAccuracy: Double, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// Great-circle distance in metres (haversine, mean Earth radius 6,371,008.8 m).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_008.8
        let la1 = coordinate.latitude * .pi / 180
        let la2 = location.coordinate.latitude * .pi / 180
        let dLa = la2 - la1
        let dLo = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLa / 2) * sin(dLa / 2) + cos(la1) * cos(la2) * sin(dLo / 2) * sin(dLo / 2)
        return 2 * r * atan2(sqrt(a), sqrt(1 - a))
    }
}
