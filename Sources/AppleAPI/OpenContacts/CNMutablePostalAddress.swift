// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A postal address whose parts can be set. Mirrors
/// [`CNMutablePostalAddress`](https://developer.apple.com/documentation/contacts/cnmutablepostaladdress).
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String {
        get { parts.street }
        set { parts.street = newValue }
    }
    open override var subLocality: String {
        get { parts.subLocality }
        set { parts.subLocality = newValue }
    }
    open override var city: String {
        get { parts.city }
        set { parts.city = newValue }
    }
    open override var subAdministrativeArea: String {
        get { parts.subAdministrativeArea }
        set { parts.subAdministrativeArea = newValue }
    }
    open override var state: String {
        get { parts.state }
        set { parts.state = newValue }
    }
    open override var postalCode: String {
        get { parts.postalCode }
        set { parts.postalCode = newValue }
    }
    open override var country: String {
        get { parts.country }
        set { parts.country = newValue }
    }
    open override var isoCountryCode: String {
        get { parts.isoCountryCode }
        set { parts.isoCountryCode = newValue }
    }
}
