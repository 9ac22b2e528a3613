// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A position fix. Mirrors [`CLLocation`](https://developer.apple.com/documentation/corelocation/cllocation).
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date
    /// Metres the fix may be off horizontally (negative: the coordinate is invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// Metres the altitude may be off (negative: no altitude).
    public let verticalAccuracy: CLLocationAccuracy
    /// Degrees the course may be off (negative: no course).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres per second the speed may be off (negative: no speed).
    public let speedAccuracy: CLLocationSpeedAccuracy

    /// An empty fix, as `CLLocation()` (NSObject's initializer) makes one on iOS: the coordinate (0, 0). The other values
    /// are those ``init(latitude:longitude:)`` gives (iOS's for an empty fix are unsure).
    public override convenience init() {
        self.init(latitude: 0, longitude: 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        course = -1
        speed = -1
        timestamp = Date(timeIntervalSince1970: 0)
        horizontalAccuracy = 0
        verticalAccuracy = -1
        courseAccuracy = -1
        speedAccuracy = -1
        super.init()
    }

    /// Mirrors [`init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)`](https://developer.apple.com/documentation/corelocation/cllocation/init(coordinate:altitude:horizontalaccuracy:verticalaccuracy:timestamp:)).
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        course = -1
        speed = -1
        courseAccuracy = -1
        speedAccuracy = -1
        self.timestamp = timestamp
        super.init()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        courseAccuracy = course < 0 ? -1 : 5
        speedAccuracy = speed < 0 ? -1 : 0.5
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
