// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A circle on the ground: a centre and a radius in metres. Mirrors
/// [`CLCircularRegion`](https://developer.apple.com/documentation/corelocation/clcircularregion).
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// Mirrors [`center`](https://developer.apple.com/documentation/corelocation/clcircularregion/center).
    public let center: CLLocationCoordinate2D
    /// Metres. Mirrors [`radius`](https://developer.apple.com/documentation/corelocation/clcircularregion/radius).
    public let radius: CLLocationDistance

    /// Mirrors [`init(center:radius:identifier:)`](https://developer.apple.com/documentation/corelocation/clcircularregion/init(center:radius:identifier:)).
    /// - Note: A radius beyond `CLLocationManager.maximumRegionMonitoringDistance` is clamped when monitored, as on iOS.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = max(radius, 0)
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` is at most `radius` metres from the centre. Mirrors
    /// [`contains(_:)`](https://developer.apple.com/documentation/corelocation/clcircularregion/contains(_:)).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let middle = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return here.distance(from: middle) <= radius
    }

    override func containsPoint(_ coordinate: CLLocationCoordinate2D) -> Bool { contains(coordinate) }
}
