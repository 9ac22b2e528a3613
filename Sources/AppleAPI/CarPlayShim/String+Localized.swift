// SPDX-License-Identifier: Apache-2.0

// See `String+LocalizationValue.swift` for why these live here and when to remove them.
#if !canImport(Darwin)
    import Foundation

    extension String {
        /// Looks `keyAndValue` up in `table` (`Localizable` when nil or empty) of `bundle` (`Bundle.main` when nil) and
        /// writes the interpolated values into what it finds, or into the key itself when no translation exists.
        /// Mirrors [`init(localized:table:bundle:locale:comment:)`](https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)).
        ///
        /// In the car `Bundle.main` is the running app's bundle folder, so its `<language>.lproj/<table>.strings`
        /// files answer, in the language of the phone the app runs on (the car's setting), else its `<table>.xcstrings`
        /// string catalog (plural variations take their `other` form). `locale` formats the interpolated values.
        /// - Note: Not supported (ours): choosing the translation by `locale`; `Locale.current`, the default, is
        /// Foundation's `en_001` on Linux whatever the phone's language.
        public init(
            localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
            comment: StaticString? = nil
        ) {
            self = Self.lookUp(keyAndValue.key, defaultValue: keyAndValue, table: table, bundle: bundle, locale: locale)
        }

        /// Looks `key` up as ``init(localized:table:bundle:locale:comment:)`` does, with `defaultValue` when no
        /// translation exists. Mirrors
        /// [`init(localized:defaultValue:table:bundle:locale:comment:)`](https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)).
        public init(
            localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
            locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = Self.lookUp("\(key)", defaultValue: defaultValue, table: table, bundle: bundle, locale: locale)
        }

        private static func lookUp(_ key: String, defaultValue: String.LocalizationValue, table: String?, bundle: Bundle?, locale: Locale) -> String {
            let table = table?.isEmpty == false ? table : nil
            let format = (bundle ?? .main).localizedString(forKey: key, value: defaultValue.key, table: table)
            return defaultValue.resolved(format: format, locale: locale)
        }
    }
#endif
