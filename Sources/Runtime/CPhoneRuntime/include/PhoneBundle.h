// SPDX-License-Identifier: Apache-2.0
// Bundle.main for the app the car runs (ours). See AppBundles.swift in CarPlayHost.
#ifndef PHONE_BUNDLE_H
#define PHONE_BUNDLE_H

/// Which app's bundle the main bundle stands for right now: returns a handle from phone_bundle_create, or NULL for the
/// process's own main bundle. Called from any thread, on each lookup through the main bundle.
typedef const void *_Nullable (*phone_bundle_provider)(void);

/// Whether the main bundle can stand for an app's bundle on this platform (1 on Linux, where Foundation's Bundle reads
/// through Core Foundation calls the executable may define; 0 elsewhere: Bundle.main stays the process's).
int phone_bundle_supported(void);
/// Starts answering main-bundle lookups for the app `provider` names (NULL: stop). Takes the process's main bundle
/// first, so call it before apps run.
void phone_bundle_install(phone_bundle_provider _Nullable provider);
/// A bundle for the folder at `path` (an app's bundle folder, its Info.plist at the top), retained; NULL when the
/// platform can't or the folder isn't one. Release it with phone_bundle_release.
const void *_Nullable phone_bundle_create(const char *_Nonnull path);
void phone_bundle_release(const void *_Nullable bundle);
/// How many lookups through the main bundle were answered with an app's bundle so far (for tests).
unsigned long phone_bundle_redirects(void);

/// The phone's language for the app whose code runs now (a BCP 47 tag such as "ja" or "ar-SA", NUL-terminated and
/// valid for the process's life), or NULL for the process's own preferences. Called from any thread, on each lookup.
typedef const char *_Nullable (*phone_language_provider)(void);
/// Starts answering the language-dependent bundle lookups in the language `provider` names (NULL: stop):
/// CFBundleCopyPreferredLocalizationsFromArray (`Bundle.preferredLocalizations`), CFBundleCopyLocalizedString
/// (`localizedString(forKey:value:table:)`, `NSLocalizedString`) and CFBundleCopyResourceURL for a localized resource
/// (`url(forResource:withExtension:)`), for every bundle. No-op where phone_bundle_supported() is 0.
void phone_bundle_install_language(phone_language_provider _Nullable provider);
/// How many lookups were answered in the provider's language so far (for tests).
unsigned long phone_bundle_language_lookups(void);

/// A string catalog's answer (Xcode's `.xcstrings`, which Xcode compiles into `.lproj` tables when it builds an app and
/// nothing compiles here): `key` of `table` in the bundle at `bundle_path`, for a phone in `language`, as a string the
/// caller frees with free(), or NULL when the bundle has no such catalog or the catalog no such key.
typedef char *_Nullable (*phone_catalog_provider)(
    const char *_Nonnull bundle_path, const char *_Nonnull table, const char *_Nonnull key, const char *_Nonnull language);
/// Asks `provider` for a localized string when the bundle has no `.lproj` table for it (NULL: stop).
void phone_bundle_install_catalogs(phone_catalog_provider _Nullable provider);

/// Which of `count` localization names (`ja`, `en-GB`, `zh-Hant`, `English`…) a phone in `language` (a BCP 47 tag) reads:
/// the same tag (`_` and `-` alike, any case), else the tag with its last subtags dropped one by one (`zh-Hant-TW`,
/// `zh-Hant`, `zh`; a Chinese region names its script first: TW, HK and MO Traditional, CN and SG Simplified), else the
/// first localization in the same language (`de` finds `de-CH`). Returns its index, or -1. Every platform.
int phone_bundle_match_language(const char *_Nullable const *_Nonnull localizations, int count, const char *_Nonnull language);
#endif
