// SPDX-License-Identifier: Apache-2.0

import Foundation

extension HeadUnit {
    /// Sets the phone's language (a BCP 47 tag: `en`, `ja`, `ar-SA`…): the car's own words follow it
    /// (``CarStrings``), and with a right-to-left language (Arabic, Hebrew…) the car mirrors its layout, as CarPlay
    /// does (``PhoneLanguage/isRightToLeft(_:)``). Screens already built are rebuilt.
    public func setPhoneLanguage(_ tag: String) {
        let tag = tag.trimmingCharacters(in: .whitespaces)
        guard !tag.isEmpty, tag != phoneLanguage else { return }
        phoneLanguage = tag
        for s in sessions { s.invalidateElements() }
        changed()
    }

    /// Whether the car lays out right to left (the phone's language is written right to left).
    public var isRightToLeft: Bool { PhoneLanguage.isRightToLeft(phoneLanguage) }
}
