import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

// The app's code follows the phone's language: its bundle's `.lproj` strings are read in the language of the phone
// in the car it runs in, per car.

/// A parking app written as for iOS: its words from `Localizable.strings` through `NSLocalizedString` and
/// `String(localized:)`, the chosen localization from `Bundle.main.preferredLocalizations`.
final class LocalizedParkingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let nearby = CPListItem(text: NSLocalizedString("Nearby", comment: "A row"), detailText: Bundle.main.preferredLocalizations.first)
        nearby.handler = { [weak self] _, done in
            // Looked up when the row is tapped: in the language of this car's phone, whichever car is in front.
            let spaces = CPListTemplate(title: String(localized: "Free spaces"), sections: [])
            self?.interfaceController?.pushTemplate(spaces, animated: false, completion: nil)
            done()
        }
        // The app's name as the phone shows it (InfoPlist.strings over the Info.plist), and a key no translation has.
        let about = CPListItem(
            text: Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String,
            detailText: Bundle.main.object(forInfoDictionaryKey: "CFBundleIdentifier") as? String)
        // A localized resource: the help text in the language's .lproj folder.
        let help = Bundle.main.url(forResource: "help", withExtension: "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        let helpItem = CPListItem(text: help, detailText: nil)
        let root = CPListTemplate(
            title: NSLocalizedString("Parking", comment: "The list's title"), sections: [CPListSection(items: [nearby, about, helpItem])])
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }
}

@MainActor
struct AppLanguageTests {
    static let tables = [
        "en": ["Parking": "Parking", "Nearby": "Nearby", "Free spaces": "Free spaces"],
        "ja": ["Parking": "駐車場", "Nearby": "近くの駐車場", "Free spaces": "空きスペース"],
        "ar": ["Parking": "مواقف السيارات", "Nearby": "بالقرب منك", "Free spaces": "أماكن شاغرة"]
    ]

    /// The app's name per language (InfoPlist.strings); English has none, so the Info.plist's shows.
    static let names = ["ja": "パーキング", "ar": "موقف"]
    /// The help text per language, a resource in each `.lproj` folder.
    static let help = ["en": "Help", "ja": "ヘルプ", "ar": "مساعدة"]

    /// The app's bundle folder with an `.lproj` folder per language.
    static func parkingApp() throws -> AppDeclaration {
        let folder = try makeBundleFolder(name: "Pysäköinti", identifier: "com.example.parking", delegate: "LocalizedParkingSceneDelegate")
        for (language, table) in tables {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let text = table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            try Data(help[language, default: ""].utf8).write(to: lproj.appendingPathComponent("help.txt"))
            if let name = names[language] {
                try Data("\"CFBundleDisplayName\" = \"\(name)\";".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
            }
        }
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Pysäköinti.entitlements"),
            delegates: [SceneDelegateFactory(LocalizedParkingSceneDelegate.self) { LocalizedParkingSceneDelegate() }])
    }

    @Test(arguments: [("ja", "ja"), ("ar", "ar"), ("en", "en"), ("ja-JP", "ja"), ("ar-SA", "ar"), ("fr", "en")])
    func theAppsWordsAreInThePhonesLanguage(phone: String, shown: String) async throws {
        let car = try await CarPlayTestSession(app: try Self.parkingApp(), phoneLanguage: phone)
        let table = try #require(Self.tables[shown])
        #expect(car.top?.title == table["Parking"], "the list's title (NSLocalizedString) under a \(phone) phone")
        #expect(car.texts.contains(try #require(table["Nearby"])))
        #expect(car.texts.contains(shown), "Bundle.main.preferredLocalizations.first: the app's localization for a \(phone) phone")
        #expect(car.screen.isRightToLeft == (shown == "ar"), "an Arabic phone makes a right-to-left car")
        #expect(car.texts.contains(Self.names[shown] ?? "Pysäköinti"), "the app's name from InfoPlist.strings: \(car.texts)")
        #expect(car.texts.contains("com.example.parking"), "a key no InfoPlist.strings has is the Info.plist's")
        #expect(car.texts.contains(Self.help[shown] ?? ""), "url(forResource:withExtension:) finds the language's .lproj file")
        try await car.perform(.tap(text: try #require(table["Nearby"])))
        #expect(car.top?.title == table["Free spaces"], "String(localized:) in a tap's handler")
    }

    @Test func aLanguageChangeReachesTheWordsLookedUpAfterIt() async throws {
        let car = try await CarPlayTestSession(app: try Self.parkingApp(), phoneLanguage: "en")
        #expect(car.top?.title == "Parking")
        await car.setPhoneLanguage("ja")
        #expect(car.top?.title == "Parking", "what the app built before keeps its words (iOS would have restarted the app)")
        try await car.perform(.tap(text: "Nearby"))
        #expect(car.top?.title == "空きスペース")
    }

    /// Two cars in one process with two languages, the same app in each: each app's code reads its own car's language,
    /// whichever car connected last.
    @Test func twoCarsInOneProcessEachReadTheirOwnLanguage() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let app = try Self.parkingApp()
        let japanese = CarSetup(phoneLanguage: "ja").makeCar(clock: TestClock<Duration>())
        let arabic = CarSetup(phoneLanguage: "ar").makeCar(clock: TestClock<Duration>())
        let before = AppBundles.languageLookups
        let inJapanese = try #require(japanese.connect(app) as AppSession?)
        let inArabic = try #require(arabic.connect(app) as AppSession?)
        #expect(inJapanese.screenSnapshot().stack.last?.title == "駐車場")
        #expect(inArabic.screenSnapshot().stack.last?.title == "مواقف السيارات")
        // The Arabic car connected last (its app is in front); a tap in the Japanese car still reads Japanese.
        try CarDriver(car: japanese).perform(.tap(text: "近くの駐車場"))
        try CarDriver(car: arabic).perform(.tap(text: "بالقرب منك"))
        #expect(inJapanese.screenSnapshot().stack.first?.texts.contains("パーキング") == true)
        #expect(inArabic.screenSnapshot().stack.first?.texts.contains("موقف") == true)
        #expect(inJapanese.screenSnapshot().stack.last?.title == "空きスペース")
        #expect(inArabic.screenSnapshot().stack.last?.title == "أماكن شاغرة")
        #expect(!japanese.isRightToLeft && arabic.isRightToLeft)
        #expect(AppBundles.languageLookups > before, "the phone's runtime answered in the app's language")
    }
}

/// An app whose words are in a string catalog (`Localizable.xcstrings`, as Xcode keeps them), with no `.lproj` folder.
final class CatalogParkingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let free = 3
        let item = CPListItem(text: String(localized: "\(free) free spaces"), detailText: String(localized: "Not in the catalog"))
        let root = CPListTemplate(title: String(localized: "Parking"), sections: [CPListSection(items: [item])])
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }
}

@MainActor
struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld free spaces" : {
              "localizations" : {
                "ar" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "مكان واحد شاغر" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld أماكن شاغرة" } } } } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "空き%lld台" } }
              }
            },
            "Not in the catalog" : { },
            "Parking" : {
              "comment" : "The list's title",
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "مواقف السيارات" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "駐車場" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test(arguments: [("ja", "駐車場", "空き3台"), ("ar", "مواقف السيارات", "3 أماكن شاغرة"), ("en", "Parking", "3 free spaces"), ("de", "Parking", "3 free spaces")])
    func aStringCatalogAnswersInThePhonesLanguage(phone: String, title: String, row: String) async throws {
        let folder = try makeBundleFolder(
            name: "Katalogi", identifier: "com.example.catalog", delegate: "CatalogParkingSceneDelegate",
            files: ["Localizable.xcstrings": Self.catalog])
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Katalogi.entitlements"),
            delegates: [SceneDelegateFactory(CatalogParkingSceneDelegate.self) { CatalogParkingSceneDelegate() }])
        let car = try await CarPlayTestSession(app: app, phoneLanguage: phone)
        #expect(car.top?.title == title)
        #expect(car.texts.contains(row), "the plural's other form, formatted: \(car.texts)")
        #expect(car.texts.contains("Not in the catalog"), "a key without a translation shows itself")
    }

    @Test func whatIsNotACatalogIsNamedNil() {
        #expect(StringCatalogs.parse(Data("[1, 2]".utf8)) == nil)
        #expect(StringCatalogs.parse(Data("{\"strings\": {}}".utf8)) == nil, "no source language")
        let parsed = StringCatalogs.parse(Data(Self.catalog.utf8))
        #expect(parsed?.languages == ["ar", "en", "ja"])
        #expect(parsed?.strings["Parking"]?["ja"] == "駐車場")
    }
}

/// Which localization a phone's language reads (Core Foundation on Linux can't tell: it answers the first).
struct LanguageMatchTests {
    @Test func thePhonesLanguageFindsTheBundlesLocalization() {
        let bundle = ["de", "fr-CA", "it", "en-GB", "en", "zh-Hans", "zh-Hant", "pt-BR", "English"]
        #expect(AppBundles.bestLocalization(bundle, for: "de") == "de")
        #expect(AppBundles.bestLocalization(bundle, for: "de-CH") == "de", "a region the app lacks: its language")
        #expect(AppBundles.bestLocalization(bundle, for: "en_GB") == "en-GB", "_ and - alike")
        #expect(AppBundles.bestLocalization(bundle, for: "en-US") == "en")
        #expect(AppBundles.bestLocalization(bundle, for: "fr") == "fr-CA", "the only French there is")
        #expect(AppBundles.bestLocalization(bundle, for: "zh-TW") == "zh-Hant", "Taiwan reads Traditional Chinese")
        #expect(AppBundles.bestLocalization(bundle, for: "zh-CN") == "zh-Hans")
        #expect(AppBundles.bestLocalization(bundle, for: "zh-Hant-HK") == "zh-Hant")
        #expect(AppBundles.bestLocalization(bundle, for: "PT-br") == "pt-BR")
        #expect(AppBundles.bestLocalization(bundle, for: "ja") == nil)
        #expect(AppBundles.bestLocalization(["English", "Japanese"], for: "ja") == "Japanese", "old bundles' folder names")
        #expect(AppBundles.bestLocalization([], for: "en") == nil)
    }
}

/// An app that shows the locale its code reads, as apps pick units or a voice by it.
final class LocaleReadingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let rows = [
            "current \(Locale.current.identifier)",
            "language \(Locale.current.language.languageCode?.identifier ?? "-")",
            "auto \(Locale.autoupdatingCurrent.identifier)",
            "preferred \(Locale.preferredLanguages.first ?? "-")",
            "metric \(Locale.current.measurementSystem == .metric)"
        ]
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Locale", sections: [CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })]), animated: false,
            completion: nil)
    }
}

/// An app that shows a date and a number as apps format them: formatters made with their default locale, and
/// `formatted()`.
final class FormattingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let noon = Date(timeIntervalSince1970: 1_699_963_200)  // 14 November 2023, 12:00 UTC
        let dates = DateFormatter()
        dates.dateStyle = .long
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        let rows = [
            "formatter \(dates.string(from: noon))", "number formatter \(numbers.string(from: 1234.5) ?? "-")",
            "formatted \(noon.formatted(date: .long, time: .omitted))", "number formatted \(1234.5.formatted())"
        ]
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Formats", sections: [CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })]),
            animated: false, completion: nil)
    }
}

@MainActor
struct AppLocaleTests {
    #if os(Linux)
        /// Dates and numbers the app formats with the default locale are in the phone's language.
        @Test(arguments: [("de", "14. November 2023", "1.234,5"), ("ja", "2023年11月14日", "1,234.5")])
        func theAppsFormattersFollowThePhonesLanguage(phone: String, date: String, number: String) async throws {
            let car = try await CarPlayTestSession(categories: [.parking], phoneLanguage: phone) { FormattingSceneDelegate() }
            #expect(car.texts.contains("formatter \(date)"), "\(car.texts)")
            #expect(car.texts.contains("formatted \(date)"), "\(car.texts)")
            #expect(car.texts.contains("number formatter \(number)"), "\(car.texts)")
            #expect(car.texts.contains("number formatted \(number)"), "\(car.texts)")
        }

        /// `Locale.current`, `autoupdatingCurrent` and `preferredLanguages` in the app's code are the phone's language.
        @Test(arguments: [("ja", "ja", "ja", true), ("de", "de", "de", true), ("ar-SA", "ar", "ar-SA", true), ("en", "en", "en-001", true)])
        func theAppsLocaleIsThePhonesLanguage(phone: String, language: String, preferred: String, metric: Bool) async throws {
            let car = try await CarPlayTestSession(categories: [.parking], phoneLanguage: phone) { LocaleReadingSceneDelegate() }
            #expect(car.texts.contains("language \(language)"), "\(car.texts)")
            #expect(car.texts.contains("preferred \(preferred)"), "\(car.texts)")
            #expect(car.texts.contains("metric \(metric)"), "\(car.texts)")
            let current = try #require(car.texts.first { $0.hasPrefix("current ") })
            #expect(car.texts.contains("auto \(current.dropFirst("current ".count))"), "\(car.texts)")
            #expect(car.texts.contains("current \(phone == "en" ? "en_001" : phone.replacingOccurrences(of: "-", with: "_"))"), "\(car.texts)")
        }
    #endif
}
