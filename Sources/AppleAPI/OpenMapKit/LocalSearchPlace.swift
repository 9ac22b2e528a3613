// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A place the phone's map server knows: a named point of interest or an address (a street, a house).
///
/// - Note: Ours. The car fills its phone's map server from the bundled OpenStreetMap extract (`PhoneLocationServices`).
package struct LocalSearchPlace: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case pointOfInterest
        case address
    }

    package var name: String
    package var kind: Kind
    package var coordinate: CLLocationCoordinate2D
    package var category: MKPointOfInterestCategory?
    package var street: String?
    package var houseNumber: String?
    package var city: String?
    package var postalCode: String?
    package var phoneNumber: String?
    package var website: URL?

    package init(
        name: String, kind: Kind, coordinate: CLLocationCoordinate2D, category: MKPointOfInterestCategory? = nil, street: String? = nil,
        houseNumber: String? = nil, city: String? = nil, postalCode: String? = nil, phoneNumber: String? = nil, website: URL? = nil
    ) {
        self.name = name
        self.kind = kind
        self.coordinate = coordinate
        self.category = category
        self.street = street
        self.houseNumber = houseNumber
        self.city = city
        self.postalCode = postalCode
        self.phoneNumber = phoneNumber
        self.website = website
    }

    /// The place as MapKit hands it to apps.
    package var mapItem: MKMapItem {
        var address: [String: Any] = ["Name": name]
        if let street {
            address["Street"] = houseNumber.map { "\(street) \($0)" } ?? street
            address["Thoroughfare"] = street
        }
        if let houseNumber { address["SubThoroughfare"] = houseNumber }
        if let city { address["City"] = city }
        if let postalCode { address["ZIP"] = postalCode }
        address["CountryCode"] = "FI"
        let item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate, addressDictionary: address))
        item.name = name
        item.pointOfInterestCategory = category
        item.phoneNumber = phoneNumber
        item.url = website
        return item
    }
}
