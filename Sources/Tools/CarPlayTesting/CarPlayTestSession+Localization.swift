// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

extension CarPlayTestSession {
    /// The texts on the car's screen that are keys the app looked up but found no text for: each is a key of one of the
    /// app's string tables (`<language>.lproj/*.strings` or a `.xcstrings` catalog in its bundle) and the text of none
    /// of them. `NSLocalizedString("recent_title", comment: "")` shows "recent_title" when the bundle lacks the table
    /// (or the phone's language has none and no other answers). An app whose keys are its English words
    /// (`"Recent" = "Recent";`) shows texts that are keys and texts alike: never reported.
    public var unlocalizedTexts: [String] {
        guard let folder = app.bundleFolder else { return [] }
        return StringTables(bundleFolder: folder).unlocalized(texts)
    }
}

/// The keys and texts of an app's string tables: the `.strings` files in the `.lproj` folders of its bundle and the
/// string catalogs (`.xcstrings`) at its top. - Note: Ours.
package struct StringTables: Sendable {
    package private(set) var keys: Set<String> = []
    package private(set) var texts: Set<String> = []

    package init(bundleFolder: URL) {
        let fm = FileManager.default
        for item in (try? fm.contentsOfDirectory(atPath: bundleFolder.path)) ?? [] {
            let url = bundleFolder.appendingPathComponent(item)
            if item.hasSuffix(".lproj") {
                for file in (try? fm.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".strings") {
                    readStrings(url.appendingPathComponent(file))
                }
            } else if item.hasSuffix(".xcstrings") {
                readCatalog(url)
            }
        }
    }

    /// The texts that are keys and no table's text, in order.
    package func unlocalized(_ shown: [String]) -> [String] {
        shown.filter { keys.contains($0) && !texts.contains($0) }
    }

    private mutating func readStrings(_ url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path),
            let table = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else { return }
        for (key, value) in table {
            keys.insert(key)
            if let text = value as? String { texts.insert(text) }
        }
    }

    /// A catalog: each key, and each localization's text; a key without a text in the catalog's source language is
    /// its own text there (Xcode's catalogs keep the source language's words as their keys).
    private mutating func readCatalog(_ url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path), let catalog = StringCatalogFile.read(data) else { return }
        let source = catalog.sourceLanguage ?? "en"
        for (key, entry) in catalog.strings {
            keys.insert(key)
            let localizations = entry.localizations ?? [:]
            if localizations[source] == nil { texts.insert(key) }
            for localization in localizations.values { texts.formUnion(localization.allTexts) }
        }
    }
}
