// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// Addresses the Contacts way: formatted for their country, written as subclasses that override parts (a fixed shop
/// address), and carried by map placemarks.
struct PostalAddressTests {
    private func address(_ street: String, _ city: String, _ state: String, _ code: String, _ country: String, _ iso: String) -> CNPostalAddress {
        let a = CNMutablePostalAddress()
        a.street = street
        a.city = city
        a.state = state
        a.postalCode = code
        a.country = country
        a.isoCountryCode = iso
        return a.copy() as! CNPostalAddress
    }

    @Test func addressesAreFormattedForTheirCountry() {
        let us = address("200 Pier Way", "Portland", "OR", "97209", "United States", "us")
        #expect(CNPostalAddressFormatter.string(from: us, style: .mailingAddress) == "200 Pier Way\nPortland OR 97209\nUnited States")
        let de = address("Hafenstraße 4", "Kiel", "", "24103", "Deutschland", "DE")
        #expect(CNPostalAddressFormatter().string(from: de) == "Hafenstraße 4\n24103 Kiel\nDeutschland")
        let gb = address("3 Quay Street", "Bristol", "", "BS1 4DB", "", "GB")
        #expect(CNPostalAddressFormatter.string(from: gb, style: .mailingAddress) == "3 Quay Street\nBristol\nBS1 4DB")
        #expect(us == address("200 Pier Way", "Portland", "OR", "97209", "United States", "us") && us != de)
    }

    private class Depot: CNPostalAddress, @unchecked Sendable {
        override var street: String { "1 Ferry Terminal" }
        override var city: String { "Harbourtown" }
        override var state: String { "ME" }
        override var postalCode: String { "04101" }
        override var isoCountryCode: String { "US" }
    }

    @Test func aSubclassedAddressFormatsAndFillsAPlacemark() {
        let depot = Depot()
        #expect(CNPostalAddressFormatter.string(from: depot, style: .mailingAddress) == "1 Ferry Terminal\nHarbourtown ME 04101")
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.65, longitude: -70.25), postalAddress: depot)
        #expect(placemark.postalAddress === depot)
        #expect(placemark.thoroughfare == "1 Ferry Terminal" && placemark.locality == "Harbourtown" && placemark.administrativeArea == "ME")
        #expect(placemark.postalCode == "04101" && placemark.isoCountryCode == "US")
        let item = MKMapItem(placemark: placemark)
        #expect(item.placemark.postalAddress?.city == "Harbourtown")
        let copy = depot.mutableCopy() as! CNMutablePostalAddress
        copy.city = "Seaport"
        #expect(copy.street == "1 Ferry Terminal" && copy.city == "Seaport" && depot.city == "Harbourtown")
        let fromDictionary = MKPlacemark(coordinate: placemark.coordinate, addressDictionary: ["Street": "Kai 2", "City": "Turku", "ZIP": "20100"])
        #expect(fromDictionary.postalAddress?.city == "Turku" && fromDictionary.postalAddress?.postalCode == "20100")
    }
}
