// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenContacts

/// A place on the map with an address. Mirrors [`MKPlacemark`](https://developer.apple.com/documentation/mapkit/mkplacemark).
open class MKPlacemark: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let name: String?
    public let thoroughfare: String?
    /// The house number. Mirrors [`subThoroughfare`](https://developer.apple.com/documentation/corelocation/clplacemark/subthoroughfare).
    public let subThoroughfare: String?
    public let locality: String?
    public let postalCode: String?
    public let countryCode: String?
    public let addressDictionary: [String: Any]?
    /// The state or province. Mirrors [`administrativeArea`](https://developer.apple.com/documentation/corelocation/clplacemark/administrativearea).
    public let administrativeArea: String?
    /// The country's name. Mirrors [`country`](https://developer.apple.com/documentation/corelocation/clplacemark/country).
    public let country: String?
    /// The address as Contacts keeps it. Mirrors
    /// [`postalAddress`](https://developer.apple.com/documentation/corelocation/clplacemark/postaladdress).
    public let postalAddress: CNPostalAddress?

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        name = nil
        thoroughfare = nil
        subThoroughfare = nil
        locality = nil
        postalCode = nil
        countryCode = nil
        addressDictionary = nil
        administrativeArea = nil
        country = nil
        postalAddress = nil
        super.init()
    }

    /// A placemark at `coordinate` with a Contacts address. Mirrors
    /// [`init(coordinate:postalAddress:)`](https://developer.apple.com/documentation/mapkit/mkplacemark/init(coordinate:postaladdress:)).
    /// The placemark's parts come from the address (its street as the thoroughfare).
    public init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        self.coordinate = coordinate
        func part(_ s: String) -> String? { s.isEmpty ? nil : s }
        name = part(postalAddress.street.split(separator: "\n").first.map(String.init) ?? "")
        thoroughfare = part(postalAddress.street)
        subThoroughfare = nil
        locality = part(postalAddress.city)
        postalCode = part(postalAddress.postalCode)
        countryCode = part(postalAddress.isoCountryCode)
        administrativeArea = part(postalAddress.state)
        country = part(postalAddress.country)
        addressDictionary = nil
        self.postalAddress = postalAddress
        super.init()
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
        name = addressDictionary?["Name"] as? String
        thoroughfare = (addressDictionary?["Thoroughfare"] ?? addressDictionary?["Street"]) as? String
        subThoroughfare = addressDictionary?["SubThoroughfare"] as? String
        locality = addressDictionary?["City"] as? String
        postalCode = addressDictionary?["ZIP"] as? String
        countryCode = addressDictionary?["CountryCode"] as? String
        administrativeArea = addressDictionary?["State"] as? String
        country = addressDictionary?["Country"] as? String
        if let addressDictionary, !addressDictionary.isEmpty {
            let a = CNMutablePostalAddress()
            a.street = [thoroughfare, subThoroughfare].compactMap { $0 }.joined(separator: " ")
            a.city = locality ?? ""
            a.state = administrativeArea ?? ""
            a.postalCode = postalCode ?? ""
            a.country = country ?? ""
            a.isoCountryCode = countryCode ?? ""
            postalAddress = a
        } else {
            postalAddress = nil
        }
        super.init()
    }

    /// The country's ISO code. Mirrors [`isoCountryCode`](https://developer.apple.com/documentation/corelocation/clplacemark/isocountrycode).
    public var isoCountryCode: String? { countryCode }

    /// The address on one line ("Mannerheimintie 20, Helsinki"). Mirrors
    /// [`title`](https://developer.apple.com/documentation/mapkit/mkplacemark/title) (MKAnnotation).
    public var title: String? {
        let street = [thoroughfare, subThoroughfare].compactMap { $0 }.joined(separator: " ")
        let parts = [street.isEmpty ? nil : street, locality].compactMap { $0 }
        return parts.isEmpty ? name : parts.joined(separator: ", ")
    }

    public var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }

    /// One line of address, as Maps shows it. - Note: Not in MapKit.
    package var formattedAddress: String? {
        let parts = [thoroughfare, locality].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
