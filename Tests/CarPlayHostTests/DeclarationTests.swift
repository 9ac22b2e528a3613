import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@MainActor
struct DeclarationTests {
    let probe = SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate() }

    func fixture(_ name: String) -> URL {
        Bundle.module.url(forResource: "Fixtures/Podcasts/\(name)", withExtension: "plist")!
    }

    func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            \(body)
            </plist>
            """.utf8)
    }

    @Test func readsARealDeclaration() async throws {
        let app = try AppDeclaration(infoPlist: fixture("Info"), entitlements: fixture("Entitlements"), delegates: [probe])
        #expect(app.name == "Podcasts")
        #expect(app.categories == [.audio])
        #expect(app.deprecatedEntitlements == ["com.apple.developer.playable-content"])
        #expect(app.scenes.map(\.role) == [.windowApplication, .carTemplateApplication])
        #expect(app.scene(for: .carTemplateApplication)?.delegateClassName == "$(PRODUCT_MODULE_NAME).ProbeDelegate")
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.session.sceneDelegate is ProbeDelegate)
    }

    func expectError(
        _ info: String, entitlements: String? = nil, line: Int?, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try AppDeclaration(
                infoPlist: plist(info), infoFile: "App/Info.plist", entitlements: entitlements.map(plist),
                entitlementsFile: "App/App.entitlements", delegates: [probe])
            Issue.record("expected an error: \(message)", sourceLocation: sourceLocation)
        } catch let e as DeclarationError {
            #expect(e.line == line, sourceLocation: sourceLocation)
            #expect(e.message.contains(message), "\(e)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    static let carScene = """
        <key>UIApplicationSceneManifest</key>
        <dict>
        <key>UISceneConfigurations</key>
        <dict>
        <key>CPTemplateApplicationSceneSessionRoleApplication</key>
        <array>
        <dict>
        <key>UISceneClassName</key>
        <string>CPTemplateApplicationScene</string>
        <key>UISceneDelegateClassName</key>
        <string>App.ProbeDelegate</string>
        </dict>
        </array>
        </dict>
        </dict>
        """

    @Test func malformedXMLNamesTheLine() {
        expectError("<dict>\n<key>CFBundleName</key>\n<string>App</strin>\n</dict>", line: 5, "</strin> closes <string> (opened at line 5)")
    }

    @Test func keyWithoutValue() {
        expectError("<dict>\n<key>CFBundleName</key>\n</dict>", line: 5, "<key> 'CFBundleName' has no value")
    }

    /// Xcode and iOS accept a key given twice (the last one wins): so does the car, with a notice naming the key and both
    /// lines.
    @Test func aDuplicateKeyKeepsTheLastValueWithANotice() throws {
        let app = try AppDeclaration(
            infoPlist: plist(
                "<dict>\n<key>CFBundleDisplayName</key><string>Old</string>\n<key>CFBundleDisplayName</key><string>Mesh</string>\n"
                    + Self.carScene + "\n</dict>"),
            infoFile: "App/Info.plist",
            entitlements: plist(
                "<dict>\n<key>com.apple.developer.carplay-audio</key>\n<false/>\n<key>com.apple.developer.carplay-audio</key>\n<true/>\n</dict>"),
            entitlementsFile: "App/App.entitlements", delegates: [probe])
        #expect(app.name == "Mesh")
        #expect(app.categories == [.audio])
        let info = try #require(app.notices.first { $0.file == "App/Info.plist" && $0.message.contains("duplicate key") }, "\(app.notices)")
        #expect(info.line == 4)
        #expect(info.message.contains("'CFBundleDisplayName' at lines 4 and 5"), "\(info)")
        let entitlements = try #require(app.notices.first { $0.file == "App/App.entitlements" }, "\(app.notices)")
        #expect(entitlements.line == 4)
        #expect(entitlements.message.contains("duplicate key 'com.apple.developer.carplay-audio' at lines 4 and 6"), "\(entitlements)")
    }

    @Test func wrongTypeOfManifest() {
        expectError(
            "<dict>\n<key>UIApplicationSceneManifest</key>\n<string>yes</string>\n</dict>", line: 5,
            "UIApplicationSceneManifest must be a <dict>, found <string>")
    }

    @Test func wrongSceneClass() {
        let info =
            "<dict>\n" + Self.carScene.replacingOccurrences(of: "<string>CPTemplateApplicationScene</string>", with: "<string>UIWindowScene</string>")
            + "\n</dict>"
        expectError(
            info, line: 10, "UISceneClassName of role CPTemplateApplicationSceneSessionRoleApplication must be CPTemplateApplicationScene, found UIWindowScene")
    }

    @Test func unregisteredDelegate() {
        let info = "<dict>\n" + Self.carScene.replacingOccurrences(of: "App.ProbeDelegate", with: "App.Missing") + "\n</dict>"
        expectError(info, line: 10, "UISceneDelegateClassName 'App.Missing' names no delegate type the app registers (registered: ProbeDelegate)")
    }

    @Test func entitlementWithoutScene() {
        expectError(
            "<dict>\n</dict>", entitlements: "<dict>\n<key>com.apple.developer.carplay-audio</key>\n<true/>\n</dict>", line: nil,
            "the app has a CarPlay entitlement but its scene manifest declares no CPTemplateApplicationSceneSessionRoleApplication scene")
    }

    @Test func unknownEntitlement() {
        expectError(
            "<dict>\n" + Self.carScene + "\n</dict>",
            entitlements: "<dict>\n<key>com.apple.developer.carplay-radio</key>\n<true/>\n</dict>", line: 5,
            "unknown CarPlay entitlement 'com.apple.developer.carplay-radio'")
    }

    @Test func entitlementMustBeBoolean() {
        expectError(
            "<dict>\n" + Self.carScene + "\n</dict>",
            entitlements: "<dict>\n<key>com.apple.developer.carplay-maps</key>\n<string>YES</string>\n</dict>", line: 5,
            "com.apple.developer.carplay-maps must be <true/> or <false/>, found <string>")
    }

    /// iOS installs such an app and never shows it a Dashboard: the car accepts the declaration and says why in a notice.
    @Test func dashboardFlagWithoutASceneIsANotice() throws {
        let app = try AppDeclaration(
            infoPlist: plist("<dict>\n<key>CPSupportsDashboardNavigationScene</key>\n<true/>\n" + Self.carScene + "\n</dict>"), infoFile: "App/Info.plist",
            entitlements: plist("<dict>\n<key>com.apple.developer.carplay-maps</key>\n<true/>\n</dict>"), entitlementsFile: "App/App.entitlements",
            delegates: [probe])
        let notice = try #require(app.notices.first { $0.message.contains("CPSupportsDashboardNavigationScene is true but no") })
        #expect(notice.line == 5)
        #expect(notice.message.contains("iOS shows no Dashboard for the app"))
        #expect(!app.connectsDashboard)
    }

    /// Xcode's template Info.plist names the app and its identifier by build settings, which Xcode fills in as it
    /// builds. Given the target's settings, the car fills them in too; without them it derives what Xcode would from the
    /// app's module (the product name is the target's, which is the module's) and says so.
    @Test func buildSettingsInTheInfoPlistAreFilledIn() throws {
        let info = plist(
            """
            <dict>
            <key>CFBundleName</key>
            <string>$(PRODUCT_NAME)</string>
            <key>CFBundleIdentifier</key>
            <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            """ + Self.carScene + "\n</dict>")
        let entitlements = plist("<dict>\n<key>com.apple.developer.carplay-audio</key>\n<true/>\n</dict>")
        let given = try AppDeclaration(
            infoPlist: info, infoFile: "Tide/Info.plist", entitlements: entitlements, delegates: [probe],
            buildSettings: [
                "TARGET_NAME": "Tide Tables", "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(PRODUCT_NAME:rfc1034identifier)"
            ])
        #expect(given.name == "Tide Tables")
        #expect(given.bundleIdentifier == "org.example.Tide-Tables")
        #expect(given.notices.isEmpty, "\(given.notices)")

        let derived = try AppDeclaration(infoPlist: info, infoFile: "Tide/Info.plist", entitlements: entitlements, delegates: [probe])
        #expect(derived.name == "CarPlayHostTests", "the module ProbeDelegate is declared in")
        #expect(derived.bundleIdentifier == "com.example.CarPlayHostTests")
        let notice = try #require(derived.notices.first { $0.message.hasPrefix("CFBundleName is $(PRODUCT_NAME)") })
        #expect(notice.file == "Tide/Info.plist" && notice.line == 5)
        #expect(notice.message.contains("the car used 'CarPlayHostTests'") && notice.message.contains("buildSettings"))
        #expect(derived.notices.count == 2, "one for the name, one for the identifier: \(derived.notices)")
    }

    /// Modern Xcode templates leave the name and identifier out of the Info.plist file and add them as they build, from
    /// the same settings (Apple's Hoagies sample): the car names the app as the built app would be named.
    @Test func aNameLeftOutIsTheProductName() throws {
        let info = plist("<dict>\n" + Self.carScene + "\n</dict>")
        let app = try AppDeclaration(
            infoPlist: info, infoFile: "Hoagies/Info.plist", entitlements: nil, delegates: [probe],
            buildSettings: ["PRODUCT_NAME": "Hoagies", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.apple-samplecode.Hoagies"])
        #expect(app.name == "Hoagies")
        #expect(app.bundleIdentifier == "com.example.apple-samplecode.Hoagies")
        #expect(app.notices.isEmpty, "\(app.notices)")
        let derived = try AppDeclaration(infoPlist: info, infoFile: "Hoagies/Info.plist", entitlements: nil, delegates: [probe])
        #expect(derived.name == "CarPlayHostTests", "the module of the delegate types, as Xcode's target name")
    }

    /// A setting nobody gave stands for nothing, as in Xcode; the car then names the app as it does without the key, and
    /// says which setting was missing. Modifiers change the value as Xcode's do.
    @Test func anUnknownSettingStandsForNothing() throws {
        let info = plist(
            """
            <dict>
            <key>CFBundleDisplayName</key>
            <string>$(APP_DISPLAY_NAME)</string>
            <key>CFBundleName</key>
            <string>${PRODUCT_NAME:upper}</string>
            """ + Self.carScene + "\n</dict>")
        let app = try AppDeclaration(
            infoPlist: info, infoFile: "Tide/Info.plist", entitlements: nil, delegates: [probe], buildSettings: ["PRODUCT_NAME": "tides"])
        #expect(app.name == "TIDES", "an empty display name falls through to CFBundleName")
        let notice = try #require(app.notices.first { $0.message.contains("$(APP_DISPLAY_NAME) is a build setting the car wasn't given") })
        #expect(notice.line == 5)
    }

    @Test func missingFileIsNamed() {
        #expect(throws: DeclarationError.self) {
            _ = try AppDeclaration(infoPlist: URL(fileURLWithPath: "/nonexistent/Info.plist"), entitlements: nil, delegates: [])
        }
        do { _ = try AppDeclaration(infoPlist: URL(fileURLWithPath: "/nonexistent/Info.plist"), entitlements: nil, delegates: []) } catch {
            #expect("\(error)".hasPrefix("/nonexistent/Info.plist: error: cannot read the file"))
        }
    }

    @Test func binaryPlistIsRefusedWithAHint() {
        do {
            _ = try PropertyListReader.read(Data("bplist00....".utf8), file: "Info.plist")
            Issue.record("expected an error")
        } catch { #expect("\(error)".contains("binary property lists are not supported")) }
    }

    @Test func inMemoryDeclarationRoundTrips() throws {
        let app = try AppDeclaration.inMemory(name: "Nav & Go", categories: [.navigation], sceneDelegate: probe, dashboardDelegate: probe)
        #expect(app.name == "Nav & Go")
        #expect(app.supportsDashboardNavigationScene)
        #expect(app.scene(for: AppDeclaration.dashboardRole) != nil)
    }
}
