// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Formats postal addresses. Mirrors
/// [`CNPostalAddressFormatter`](https://developer.apple.com/documentation/contacts/cnpostaladdressformatter).
///
/// - Note: Ours: the lines follow the address's country (`isoCountryCode`, else the phone's region) with a small table
///   of common orders — postal code before the city in most of Europe, after the city and state in North America and
///   Australia, on a line of its own in the United Kingdom — not Apple's full international tables. Empty parts are
///   left out; the country line is kept as the address gives it.
open class CNPostalAddressFormatter: NSObject, @unchecked Sendable {
    /// Mirrors [`style`](https://developer.apple.com/documentation/contacts/cnpostaladdressformatter/style).
    open var style: CNPostalAddressFormatterStyle = .mailingAddress

    public override init() { super.init() }

    /// Mirrors [`string(from:)`](https://developer.apple.com/documentation/contacts/cnpostaladdressformatter/string(from:)).
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }

    /// Mirrors [`string(from:style:)`](https://developer.apple.com/documentation/contacts/cnpostaladdressformatter/string(from:style:)).
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let a = postalAddress.current
        let code = (a.isoCountryCode.isEmpty ? Locale.current.region?.identifier ?? "" : a.isoCountryCode).uppercased()
        func line(_ parts: [String], _ separator: String = " ") -> String {
            parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: separator)
        }
        var lines = a.street.split(separator: "\n").map(String.init)
        if !a.subLocality.isEmpty { lines.append(a.subLocality) }
        switch code {
        case "GB", "IE":
            lines += [a.city, a.subAdministrativeArea, a.postalCode]
        case _ where postalCodeFirst.contains(code):
            lines += [line([a.postalCode, a.city]), a.state]
        default:
            // United States, Canada, Australia and the rest: "City State Postal-code".
            lines += [line([a.city, line([a.state, a.postalCode])])]
        }
        lines.append(a.country)
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Countries whose addresses put the postal code before the city.
    private static let postalCodeFirst: Set<String> = [
        "AT", "BE", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IS", "IT", "LI", "LT", "LU", "LV", "NL",
        "NO", "PL", "PT", "SE", "SI", "SK"
    ]
}
