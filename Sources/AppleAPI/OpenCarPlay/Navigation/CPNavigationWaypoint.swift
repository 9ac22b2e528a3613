// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// A place a route passes or ends at: its centre, how near counts as arrived, names, address, entry points and time
/// zone (iOS 26.4). Not main-actor isolated, as on iOS; immutable.
///
/// Mirrors [`CPNavigationWaypoint`](https://developer.apple.com/documentation/carplay/cpnavigationwaypoint).
///
/// - Note: The entry points are kept (and archived) but not readable: Apple's Swift getter for them is not in our
///   research. `nameVariants` and `addressVariants` are iOS 27 getters and are not here; ``name`` and ``address``
///   of a waypoint made from variants are the first variants (our reading).
open class CPNavigationWaypoint: NSObject, NSSecureCoding, @unchecked Sendable {
    public let centerPoint: CPLocationCoordinate3D
    /// The farthest from ``centerPoint`` that counts as having arrived.
    public let locationThreshold: Measurement<UnitLength>?
    public let name: String?
    public let address: String?
    public let timeZone: TimeZone?
    /// Names and addresses, most preferred first. - Note: Not in CarPlay before iOS 27.
    package let nameVariants: [String]
    package let addressVariants: [String]
    /// Where the place can be entered from. - Note: Not readable in CarPlay's Swift API (see above).
    package let entryPoints: [CPLocationCoordinate3D]

    /// - Note: Not in CarPlay (Apple's initializers are all convenience ones; its designated one is not public).
    package init(
        center: CPLocationCoordinate3D, threshold: Measurement<UnitLength>?, names: [String], addresses: [String],
        entries: [CPLocationCoordinate3D], zone: TimeZone?
    ) {
        centerPoint = center
        locationThreshold = threshold
        nameVariants = names
        addressVariants = addresses
        name = names.first
        address = addresses.first
        entryPoints = entries
        timeZone = zone
        super.init()
    }

    public convenience init(
        centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, name: String?, address: String?,
        entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?
    ) {
        self.init(
            center: centerPoint, threshold: locationThreshold, names: name.map { [$0] } ?? [], addresses: address.map { [$0] } ?? [],
            entries: entryPoints, zone: timeZone)
    }

    public convenience init(
        centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, nameVariants: [String], addressVariants: [String],
        entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?
    ) {
        self.init(
            center: centerPoint, threshold: locationThreshold, names: nameVariants, addresses: addressVariants, entries: entryPoints,
            zone: timeZone)
    }

    /// A waypoint at a map item: its placemark's coordinate (altitude unknown: `CLLocationDistanceMax`), its name and
    /// its placemark's one-line address (our reading of what Apple takes from the item).
    public convenience init(mapItem: MKMapItem, locationThreshold: Measurement<UnitLength>?, entryPoints: [CPLocationCoordinate3D]) {
        let c = mapItem.placemark.coordinate
        self.init(
            centerPoint: CPLocationCoordinate3D(latitude: c.latitude, longitude: c.longitude, altitude: CLLocationDistanceMax),
            locationThreshold: locationThreshold, name: mapItem.name, address: mapItem.placemark.title, entryPoints: entryPoints, timeZone: nil)
    }

    /// A map item at the waypoint, named after it (a trip made from waypoints answers `origin` and `destination`
    /// with these). - Note: Not in CarPlay.
    package var mapItem: MKMapItem {
        let item = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: centerPoint.latitude, longitude: centerPoint.longitude)))
        item.name = name
        return item
    }

    /// Archives with secure coding only.
    public class var supportsSecureCoding: Bool { true }

    /// Writes every property, the entry points and the name and address variants.
    open func encode(with coder: NSCoder) {
        CPCoding.encodeValue(WaypointPlist(self), forKey: "waypoint", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) for a damaged value or an unknown time zone.
    public required convenience init?(coder: NSCoder) {
        func point(_ a: [Double]) -> CPLocationCoordinate3D? {
            guard a.count == 3 else { return nil }
            return CPLocationCoordinate3D(latitude: a[0], longitude: a[1], altitude: a[2])
        }
        guard let p = CPCoding.decodeValue(WaypointPlist.self, forKey: "waypoint", in: coder), let center = point(p.centerPoint) else { return nil }
        let entries = p.entryPoints.compactMap(point)
        guard entries.count == p.entryPoints.count else { return nil }
        var threshold: Measurement<UnitLength>?
        if let raw = p.locationThreshold {
            guard let t = raw.length() else { return nil }
            threshold = t
        }
        var zone: TimeZone?
        if let raw = p.timeZone {
            guard let z = TimeZone(identifier: raw) else { return nil }
            zone = z
        }
        self.init(center: center, threshold: threshold, names: p.nameVariants, addresses: p.addressVariants, entries: entries, zone: zone)
    }
}

/// A waypoint in an archive: its centre and entry points (`[latitude, longitude, altitude]`), names, addresses,
/// arrival threshold and time zone. - Note: Not in CarPlay.
struct WaypointPlist: Codable, Sendable {
    var centerPoint: [Double]
    var nameVariants, addressVariants: [String]
    var entryPoints: [[Double]]
    var locationThreshold: MeasurementPlist?
    var timeZone: String?

    init(_ w: CPNavigationWaypoint) {
        func point(_ p: CPLocationCoordinate3D) -> [Double] { [p.latitude, p.longitude, p.altitude] }
        centerPoint = point(w.centerPoint)
        nameVariants = w.nameVariants
        addressVariants = w.addressVariants
        entryPoints = w.entryPoints.map(point)
        locationThreshold = w.locationThreshold.map(MeasurementPlist.init)
        timeZone = w.timeZone?.identifier
    }
}
