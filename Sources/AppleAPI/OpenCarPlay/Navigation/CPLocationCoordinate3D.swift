// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// A point with its elevation (iOS 26.4). Mirrors
/// [`CPLocationCoordinate3D`](https://developer.apple.com/documentation/carplay/cplocationcoordinate3d).
public struct CPLocationCoordinate3D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    /// Metres above sea level; `CLLocationDistanceMax` when unknown, as Apple asks.
    public var altitude: CLLocationDistance

    /// All zero, as C's zero-initialized struct is.
    public init() {
        latitude = 0
        longitude = 0
        altitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, altitude: CLLocationDistance) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }
}
