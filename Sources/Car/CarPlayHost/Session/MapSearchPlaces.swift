// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import Roads

/// What the phone's map server knows in the car: the bundled Helsinki extract's named places (`Helsinki.places`) as
/// MapKit sees them, with MapKit's category for each OpenStreetMap kind.
///
/// - Note: Ours. Read the first time an app searches (about a second in a debug build), then kept for every car.
enum MapSearchPlaces {
    static let helsinki: [LocalSearchPlace] = Helsinki.places.map(place)

    static func place(_ p: NamedPlace) -> LocalSearchPlace {
        let t = p.tags
        let coordinate = CLLocationCoordinate2D(latitude: p.coordinate.latitude, longitude: p.coordinate.longitude)
        let kind: LocalSearchPlace.Kind = p.kind == .pointOfInterest ? .pointOfInterest : .address
        return LocalSearchPlace(
            name: p.name, kind: kind, coordinate: coordinate, category: p.kind == .pointOfInterest ? category(t) : nil,
            street: p.kind == .street ? p.name : t["addr:street"], houseNumber: t["addr:housenumber"], city: t["addr:city"] ?? "Helsinki",
            postalCode: t["addr:postcode"], phoneNumber: t["phone"] ?? t["contact:phone"], website: (t["website"] ?? t["contact:website"]).flatMap(URL.init))
    }

    /// MapKit's category for OpenStreetMap's tags (nil: a place MapKit has no category for).
    static func category(_ t: [String: String]) -> MKPointOfInterestCategory? {
        let amenity: [String: MKPointOfInterestCategory] = [
            "cafe": .cafe, "restaurant": .restaurant, "fast_food": .restaurant, "fuel": .gasStation, "charging_station": .evCharger,
            "parking": .parking, "pharmacy": .pharmacy, "atm": .atm, "bank": .bank, "hospital": .hospital, "police": .police,
            "post_office": .postOffice, "library": .library, "school": .school, "university": .university, "theatre": .theater,
            "cinema": .movieTheater, "bar": .nightlife, "pub": .nightlife, "nightclub": .nightlife, "car_rental": .carRental
        ]
        if let a = t["amenity"], let c = amenity[a] { return c }
        switch t["tourism"] {
        case "hotel", "hostel", "guest_house": return .hotel
        case "museum", "gallery": return .museum
        default: break
        }
        switch t["shop"] {
        case nil: break
        case "bakery": return .bakery
        case "supermarket", "convenience", "greengrocer": return .foodMarket
        default: return .store
        }
        switch t["leisure"] {
        case "park": return .park
        case "fitness_centre", "sports_centre": return .fitnessCenter
        default: break
        }
        if t["railway"] == "station" || t["public_transport"] == "station" { return .publicTransport }
        return nil
    }
}
