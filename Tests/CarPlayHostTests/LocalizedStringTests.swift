import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

// `String(localized:)` in app code: the car's `Bundle.main` is the app's bundle folder, so the translations in its
// `.lproj` folders are the ones shown.

/// A radio app whose CarPlay screen is written with `String(localized:)`, as apps made with string catalogs are.
final class LocalizedRadioSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let count = 3
        let items = [
            CPListItem(text: String(localized: "Favourites"), detailText: String(localized: "\(count) stations")),
            CPListItem(text: String(localized: "Not translated"), detailText: String(localized: "tip.key", defaultValue: "Say \("play jazz")")),
            CPListItem(text: String(localized: "Stop", table: "Player"), detailText: String(localized: "\(12)% of 100%"))
        ]
        interfaceController.setRootTemplate(
            CPListTemplate(title: String(localized: "Radio"), sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

@MainActor
struct LocalizedStringTests {
    @Test func theAppsLprojStringsAreShownInTheCar() async throws {
        let folder = try makeBundleFolder(name: "Lokaali", identifier: "com.example.lokaali", delegate: "LocalizedRadioSceneDelegate")
        let en = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try Data(
            """
            /* The list's title. */
            "Radio" = "Radio Helsinki";
            "Favourites" = "Saved stations";
            "%lld stations" = "%lld stations saved";
            "tip.key" = "Try saying “%@”";
            "%lld%% of 100%%" = "%lld per cent";
            """.utf8
        ).write(to: en.appendingPathComponent("Localizable.strings"))
        try Data("\"Stop\" = \"Stop playing\";\n".utf8).write(to: en.appendingPathComponent("Player.strings"))
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Lokaali.entitlements"),
            delegates: [SceneDelegateFactory(LocalizedRadioSceneDelegate.self) { LocalizedRadioSceneDelegate() }])
        let car = try await CarPlayTestSession(app: app)
        let texts = car.texts
        #expect(texts.contains("Radio Helsinki"), "\(texts)")
        #expect(texts.contains("Saved stations"))
        #expect(texts.contains("3 stations saved"), "an interpolated Int is looked up as %lld and written into the translation")
        #expect(texts.contains("Not translated"), "a key without a translation shows itself")
        #expect(texts.contains("Try saying “play jazz”"), "the static-key form finds its translation and interpolates a String as %@")
        #expect(texts.contains("Stop playing"), "a named table is read from its own .strings file")
        #expect(texts.contains("12 per cent"), "a % in the literal is %% in the key")
    }

    @Test func withoutATranslationTheDefaultValueIsFormatted() throws {
        let empty = try #require(Bundle(path: FileManager.default.temporaryDirectory.path))
        #expect(String(localized: "tip", defaultValue: "\(2) of \(3.5) in \("Espoo")", bundle: empty) == "2 of 3.500000 in Espoo")
        #expect(String(localized: "\(UInt8(7)) items, 100%", bundle: empty) == "7 items, 100%")
        let value: String.LocalizationValue = "Hello \(42)"
        #expect(value != String.LocalizationValue("Hello %lld"), "the interpolated value is part of the value, not only its key")
        #expect(String(localized: value, bundle: empty) == "Hello 42")
    }
}
