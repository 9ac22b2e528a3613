// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayTesting
import Foundation
import Testing

/// Texts the app looked up but found no words for show their keys ("recent_title"): `car.unlocalizedTexts` says which,
/// and never an app whose keys are its English words.
@MainActor
struct UnlocalizedTextTests {
    @Test func keysNoTableHasAsTextAreUnlocalized() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "en.lproj/Localizable.strings": "/* Tabs */\n\"recent_title\" = \"Recent\";\n\"Parking\" = \"Parking\";\n",
            "de.lproj/Localizable.strings": "\"recent_title\" = \"Zuletzt\";\n",
            "Other.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Station list": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Senderliste"}}}},
              "map_title": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Map"}},
                "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Karte"}}}}}
              }}
            }}
            """
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let tables = StringTables(bundleFolder: folder)
        let shown = ["recent_title", "Recent", "Parking", "Station list", "map_title", "Map", "Karte", "Bus 12", "Zuletzt"]
        #expect(tables.unlocalized(shown) == ["recent_title", "map_title"])
    }

    /// The parking app (AppLanguageTests) in English: every word found. With its English table lacking a row's key,
    /// the row shows the key, which the Japanese and Arabic tables have: reported.
    @Test func theParkingAppsScreenWithAndWithoutAnEnglishWord() async throws {
        let app = try AppLanguageTests.parkingApp()
        let car = try await CarPlayTestSession(app: app)
        #expect(car.texts.contains("Parking") && car.unlocalizedTexts.isEmpty, "\(car.unlocalizedTexts)")
        let bare = try AppLanguageTests.parkingApp()
        let english = try #require(bare.bundleFolder).appendingPathComponent("en.lproj/Localizable.strings")
        try "\"Parking\" = \"Car park\";\n".write(to: english, atomically: true, encoding: .utf8)
        let without = try await CarPlayTestSession(app: bare)
        #expect(without.texts.contains("Car park") && without.unlocalizedTexts == ["Nearby"], "\(without.texts)")
    }

    /// `headunit init --project` links a variant group's files into real `.lproj` folders of the bundle it makes
    /// (`CarPlayPackage/Bundle/en.lproj/Localizable.strings` → the project's file): the app reads them there.
    @Test func aTableLinkedIntoTheBundleIsRead() async throws {
        let app = try AppLanguageTests.parkingApp()
        let english = try #require(app.bundleFolder).appendingPathComponent("en.lproj/Localizable.strings")
        let original = english.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Project/en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: original.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "\"Parking\" = \"Car park\";\n\"Nearby\" = \"Close by\";\n".write(to: original, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: english)
        try FileManager.default.createSymbolicLink(atPath: english.path, withDestinationPath: "../../Project/en.lproj/Localizable.strings")
        let car = try await CarPlayTestSession(app: app)
        #expect(car.top?.title == "Car park" && car.texts.contains("Close by") && car.unlocalizedTexts.isEmpty, "\(car.texts)")
    }

    /// A catalog reads as a value: a string's text is its unit's, else its plural's `other` or its iPhone variation; the
    /// texts under a localization include its variations' and its substitutions'.
    @Test func aStringCatalogReadsAsAValue() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "n_parked": {"extractionState": "manual", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@cars@ parked"},
                       "substitutions": {"cars": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "%arg car"}},
                         "other": {"stringUnit": {"state": "translated", "value": "%arg cars"}}}}}}},
                "de": {"variations": {"device": {"iphone": {"stringUnit": {"value": "Geparkt (iPhone)"}},
                                                 "other": {"stringUnit": {"value": "Geparkt"}}}}}}},
              "empty": {}
            }}
            """
        let file = try #require(StringCatalogFile.read(Data(json.utf8)))
        #expect(file.sourceLanguage == "en")
        let localizations = try #require(file.strings["n_parked"]?.localizations)
        #expect(localizations["en"]?.text == "%#@cars@ parked")
        #expect(localizations["de"]?.text == "Geparkt (iPhone)")
        #expect(localizations["en"]?.allTexts == ["%#@cars@ parked", "%arg car", "%arg cars"])
        #expect(file.strings["empty"]?.localizations == nil)
        #expect(StringCatalogFile.read(Data("[1]".utf8)) == nil)
    }
}
