// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// Xcode's string catalogs (`Localizable.xcstrings` and other tables) read as Xcode compiles them into an app: when the
/// app's bundle has no `.lproj` table for a lookup, `<table>.xcstrings` at the top of the bundle answers it (the phone's
/// runtime asks, see `AppBundles`), in the catalog's language that best fits the phone's, else its source language.
///
/// A string's value is its `stringUnit`; a string with variations takes the plural's `other` form and the device
/// variation for the iPhone (else `other`): Xcode compiles plurals into `.stringsdict` files, which choose the form by
/// the number when the string is formatted, and nothing here does. Catalogs are read once per file and kept while the
/// file doesn't change. - Note: Ours.
package enum StringCatalogs {
    /// One catalog file as read: per key, per language, the string.
    package struct Catalog: Sendable {
        package let sourceLanguage: String
        package let languages: [String]
        package let strings: [String: [String: String]]
        let modified: Date?
    }

    private static let read = Mutex<[String: Catalog]>([:])

    /// `key` of `table` in the bundle folder at `bundlePath` for a phone in `language`, or nil (no catalog, no such key,
    /// or no translation in the language chosen).
    static func value(bundlePath: String, table: String, key: String, language: String) -> String? {
        let path = URL(fileURLWithPath: bundlePath).appendingPathComponent("\(table).xcstrings").path
        guard let catalog = catalog(at: path) else { return nil }
        let chosen = AppBundles.bestLocalization(catalog.languages, for: language) ?? catalog.sourceLanguage
        return catalog.strings[key]?[chosen]
    }

    static func catalog(at path: String) -> Catalog? {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        guard let modified else { return nil }
        if let hit = read.withLock({ $0[path] }), hit.modified == modified { return hit }
        guard let data = FileManager.default.contents(atPath: path), let catalog = parse(data, modified: modified) else { return nil }
        read.withLock { $0[path] = catalog }
        return catalog
    }

    /// The catalog in `data` (Xcode's JSON: `sourceLanguage`, `strings` → key → `localizations` → language →
    /// `stringUnit`/`variations`), or nil when it isn't one.
    package static func parse(_ data: Data, modified: Date? = nil) -> Catalog? {
        guard let file = StringCatalogFile.read(data), let source = file.sourceLanguage else { return nil }
        var strings: [String: [String: String]] = [:]
        var languages: Set<String> = [source]
        for (key, entry) in file.strings {
            for (language, localization) in entry.localizations ?? [:] {
                guard let text = localization.text else { continue }
                strings[key, default: [:]][language] = text
                languages.insert(language)
            }
        }
        return Catalog(sourceLanguage: source, languages: languages.sorted(), strings: strings, modified: modified)
    }
}
