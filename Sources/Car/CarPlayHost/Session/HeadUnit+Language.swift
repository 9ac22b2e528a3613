// SPDX-License-Identifier: Apache-2.0

import Foundation

extension HeadUnit {
    /// Sets the phone's language (a BCP 47 tag: `en`, `ja`, `ar-SA`…): the car's own words follow it
    /// (``CarStrings``), and with a right-to-left language (Arabic, Hebrew…) the car mirrors its layout, as CarPlay
    /// does (``PhoneLanguage/isRightToLeft(_:)``). Screens already built are rebuilt.
    ///
    /// The apps' code reads it too, per app and per car: `Bundle.main.preferredLocalizations`, `NSLocalizedString`,
    /// `localizedString(forKey:value:table:)` and `String(localized:)` answer from the app's `.lproj` folder for this
    /// language (see `AppBundles`). Set it before the app connects (``CarSetup/phoneLanguage``, `--phone-language`) to
    /// see its screens in it: a language change restarts an iPhone's interface (SpringBoard) and so its apps, as we
    /// understand it (Apple documents nothing for CarPlay), which the car doesn't model, so a change while an app runs
    /// reaches only the words the app looks up from then on. `Locale.current` doesn't follow
    /// (Foundation on Linux answers `en_001`). - Note: Ours.
    public func setPhoneLanguage(_ tag: String) {
        let tag = tag.trimmingCharacters(in: .whitespaces)
        guard !tag.isEmpty, tag != phoneLanguage else { return }
        phoneLanguage = tag
        for process in launches.values { process.setPhoneLanguage(tag) }
        for s in sessions { s.invalidateElements() }
        changed()
    }

    /// Whether the car lays out right to left (the phone's language is written right to left).
    public var isRightToLeft: Bool { PhoneLanguage.isRightToLeft(phoneLanguage) }
}
