// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A point of interest: a placemark plus a name and contact details.
///
/// Mirrors [`MKMapItem`](https://developer.apple.com/documentation/mapkit/mkmapitem).
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    /// What kind of place this is, when known. Mirrors
    /// [`pointOfInterestCategory`](https://developer.apple.com/documentation/mapkit/mkmapitem/pointofinterestcategory).
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    public let isCurrentLocation: Bool

    /// An empty map item: no name, its placemark at 0°, 0°. Mirrors [`init()`](https://developer.apple.com/documentation/mapkit/mkmapitem/init()).
    /// - Note: Where Apple's empty item's placemark lies is not confirmed here.
    public override init() {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = false
        super.init()
    }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.name = placemark.name
        self.isCurrentLocation = false
        super.init()
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = true
        super.init()
        name = "Current Location"
    }

    /// The device's location. Its placemark coordinate is unset, as on iOS.
    public class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    open override var description: String { "<MKMapItem \(name ?? "(unnamed)") \(placemark.coordinate.latitude),\(placemark.coordinate.longitude)>" }
}
