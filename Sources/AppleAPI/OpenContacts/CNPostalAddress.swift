// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A postal address, as Contacts keeps it: immutable, its parts read-only (``CNMutablePostalAddress`` sets them). Mirrors
/// [`CNPostalAddress`](https://developer.apple.com/documentation/contacts/cnpostaladdress).
///
/// Every part is `open`, as an Objective-C class's properties are on iOS, so an app may subclass it and override a part
/// (a fixed address written as a subclass, say).
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var parts = Parts()

    struct Parts: Equatable {
        var street = ""
        var subLocality = ""
        var city = ""
        var subAdministrativeArea = ""
        var state = ""
        var postalCode = ""
        var country = ""
        var isoCountryCode = ""
    }

    public override init() { super.init() }

    /// Mirrors [`street`](https://developer.apple.com/documentation/contacts/cnpostaladdress/street).
    open var street: String { parts.street }
    /// Mirrors [`subLocality`](https://developer.apple.com/documentation/contacts/cnpostaladdress/sublocality).
    open var subLocality: String { parts.subLocality }
    /// Mirrors [`city`](https://developer.apple.com/documentation/contacts/cnpostaladdress/city).
    open var city: String { parts.city }
    /// Mirrors [`subAdministrativeArea`](https://developer.apple.com/documentation/contacts/cnpostaladdress/subadministrativearea).
    open var subAdministrativeArea: String { parts.subAdministrativeArea }
    /// Mirrors [`state`](https://developer.apple.com/documentation/contacts/cnpostaladdress/state).
    open var state: String { parts.state }
    /// Mirrors [`postalCode`](https://developer.apple.com/documentation/contacts/cnpostaladdress/postalcode).
    open var postalCode: String { parts.postalCode }
    /// Mirrors [`country`](https://developer.apple.com/documentation/contacts/cnpostaladdress/country).
    open var country: String { parts.country }
    /// The ISO 3166-1 alpha-2 code of the country. Mirrors
    /// [`isoCountryCode`](https://developer.apple.com/documentation/contacts/cnpostaladdress/isocountrycode).
    open var isoCountryCode: String { parts.isoCountryCode }

    /// The parts as the app's overrides give them.
    var current: Parts {
        Parts(
            street: street, subLocality: subLocality, city: city, subAdministrativeArea: subAdministrativeArea, state: state,
            postalCode: postalCode, country: country, isoCountryCode: isoCountryCode)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPostalAddress else { return false }
        return current == other.current
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(street)
        h.combine(city)
        h.combine(postalCode)
        return h.finalize()
    }

    /// A copy that is immutable (`copy()`). Mirrors `NSCopying`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = CNPostalAddress()
        c.parts = current
        return c
    }

    /// A copy that can be changed (`mutableCopy()`). Mirrors `NSMutableCopying`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = CNMutablePostalAddress()
        c.parts = current
        return c
    }

    open override var description: String {
        "<CNPostalAddress: street=\(street), city=\(city), state=\(state), postalCode=\(postalCode), country=\(country), countryCode=\(isoCountryCode)>"
    }
}
