// SPDX-License-Identifier: Apache-2.0

import Foundation

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

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        name = nil
        thoroughfare = nil
        subThoroughfare = nil
        locality = nil
        postalCode = nil
        countryCode = nil
        addressDictionary = nil
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
