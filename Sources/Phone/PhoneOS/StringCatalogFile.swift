// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One of Xcode's string catalogs (`.xcstrings`, JSON) as a value: its source language and, per key, each language's
/// localization (a string unit, or variations by plural or device, and substitutions). What the catalog holds besides
/// (extraction state, comments, translation states) is not read. - Note: Ours.
package struct StringCatalogFile: Decodable, Sendable {
    package var sourceLanguage: String?
    package var strings: [String: Entry]

    package struct Entry: Decodable, Sendable {
        package var localizations: [String: Localization]?
    }

    /// A language's text for a key: its string unit, or variations of it.
    package struct Localization: Decodable, Sendable {
        package var stringUnit: StringUnit?
        package var variations: Variations?
        package var substitutions: [String: Substitution]?

        /// The text the phone shows: the string unit's value, else a variation's (the plural's `other`, else the first
        /// by name; the device variation for the iPhone, else `other`, else the first by name).
        package var text: String? {
            if let value = stringUnit?.value { return value }
            for (forms, preferred) in [(variations?.plural, ["other"]), (variations?.device, ["iphone", "other"])] {
                guard let forms else { continue }
                for form in preferred + forms.keys.sorted() {
                    if let found = forms[form]?.text { return found }
                }
            }
            return nil
        }

        /// Every string unit's value under it: variations' and substitutions' included.
        package var allTexts: [String] {
            var out = stringUnit?.value.map { [$0] } ?? []
            for forms in [variations?.plural, variations?.device].compactMap({ $0 }) {
                for key in forms.keys.sorted() { out += forms[key]?.allTexts ?? [] }
            }
            for key in (substitutions ?? [:]).keys.sorted() {
                for forms in [substitutions?[key]?.variations?.plural, substitutions?[key]?.variations?.device].compactMap({ $0 }) {
                    for form in forms.keys.sorted() { out += forms[form]?.allTexts ?? [] }
                }
            }
            return out
        }
    }

    package struct StringUnit: Decodable, Sendable {
        package var value: String?
    }

    /// A string's forms by plural category (`one`, `other`…) or by device (`iphone`, `other`…).
    package struct Variations: Decodable, Sendable {
        package var plural: [String: Localization]?
        package var device: [String: Localization]?
    }

    /// A placeholder's own variations (`%#@count@`).
    package struct Substitution: Decodable, Sendable {
        package var variations: Variations?
    }

    /// The catalog in `data`; nil when it isn't one.
    package static func read(_ data: Data) -> StringCatalogFile? {
        try? JSONDecoder().decode(StringCatalogFile.self, from: data)
    }
}
