// SPDX-License-Identifier: Apache-2.0

/// How a postal address is formatted. Mirrors
/// [`CNPostalAddressFormatterStyle`](https://developer.apple.com/documentation/contacts/cnpostaladdressformatterstyle).
public enum CNPostalAddressFormatterStyle: Int, Sendable {
    /// The address as written on an envelope, one line per part.
    case mailingAddress = 0
}
