// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit
import PhoneApps
import Synchronization

#if os(Linux)
    /// `Locale.current`, `Locale.autoupdatingCurrent` and `Locale.preferredLanguages` as the app's code reads them on
    /// the car's phone: in the phone's language of the app whose code runs (`AppLaunch.current`, the car's setting),
    /// as on iOS, where they follow the iPhone's language. Foundation on Linux answers `en_001`/`["en-001"]` whatever
    /// the process's environment says, and a `Locale` member declared again in another module is ambiguous wherever it
    /// is used, so these definitions take the getters' symbols, and the executable's are the ones app code binds to (as
    /// for `Timer(timeInterval:repeats:block:)`, see `TimerInitializer.swift`).
    ///
    /// A language with no region is the locale of that language ("ja", "de"); English with none stays Foundation's
    /// world English (`en_001`, metric), as before. Code outside any app's call reads the app in front's, as
    /// `Bundle.main` does; with no app, Foundation's answers on Linux.
    /// Formatters made with their default locale (`DateFormatter()`, `NumberFormatter()`, `formatted()`) follow too:
    /// Foundation asks these getters for them. - Note: Ours (Linux only).
    enum PhoneLocale {
        /// The running app's phone language as a BCP 47 tag (`ar-SA`), or Foundation's answer on Linux.
        static var tag: String {
            guard let tag = AppLaunch.current?.phoneLanguage, !tag.isEmpty else { return "en-001" }
            return tag == "en" ? "en-001" : tag
        }

        /// Each tag's locale, made once: Foundation's own locale-aware functions (`localizedCaseInsensitiveContains`,
        /// `localizedStandardCompare`) ask for `Locale.current` at every call.
        private static let made = Mutex<[String: Locale]>([:])

        /// The same as a locale (`ar_SA`, as iOS writes locale identifiers).
        static var locale: Locale {
            let tag = tag
            if let kept = made.withLock({ $0[tag] }) { return kept }
            let locale = Locale(identifier: tag.replacingOccurrences(of: "-", with: "_"))
            made.withLock { $0[tag] = locale }
            return locale
        }
    }

    // `package`, not internal: an optimized build hides or drops internal functions, and the libraries then bound
    // Foundation's own `Locale.current` (found by `PhoneRuntimeCheck` in a release build).
    @_silgen_name("$s20FoundationEssentials6LocaleV7currentACvgZ")
    package func phoneLocaleCurrent() -> Locale { PhoneLocale.locale }

    @_silgen_name("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ")
    package func phoneLocaleAutoupdatingCurrent() -> Locale { PhoneLocale.locale }

    @_silgen_name("$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ")
    package func phonePreferredLanguages() -> [String] { [PhoneLocale.tag] }
#endif
