// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// A project as real apps have them: settings in configuration files, a watch app (a modern single-target one listed
/// first, and an old `watchapp2`), a widget extension, a framework target the CarPlay code imports (itself linking a
/// package, which one of its files imports; another file nothing reaches; a watchOS framework of the same module is
/// listed before it), local packages (one by reference, one added as a folder), and localized strings in a variant
/// group.
struct MarinaProjectTests {
    static func marina(targetSettings: String = "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) DEBUG\";") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("marina-\(UUID().uuidString)")
        let plist = { (body: String) in "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>" }
        let files: [String: String] = [
            "Config/Project.xcconfig": "SDKROOT = iphoneos\nBASE_ID = org.example.project\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = PROJECT_FILE\n",
            "Config/Marina.xcconfig": """
            // The phone app.
            #include "Shared.xcconfig"
            #include? "Local.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = $(BASE_ID).app
            CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*] = $(MARINA_ENTITLEMENTS)
            CODE_SIGN_ENTITLEMENTS[sdk=iphonesimulator*] = Marina/Simulator.entitlements
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SHARED
            """,
            "Config/Shared.xcconfig": "BASE_ID = org.example.marina\nMARINA_ENTITLEMENTS = Marina/Marina.entitlements\n",
            "Marina/CarPlay/BerthsSceneDelegate.swift": """
            import CarPlay
            import MarinaKit
            import Moorings
            final class BerthsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                let berths = BerthList().all
                var title: String { NSLocalizedString("recent_title", comment: "") }
            }
            """,
            // Tides is a product the local package Moorings depends on: Xcode lets the app import it too.
            "Marina/Model/BerthList.swift":
                "import MarinaKit\nimport Tides\nstruct BerthList {\n    var all: [Berth] { [Berth(name: \"A1\")] }\n    var depth: Double { DepthGauge.shared.metres }\n}\n",
            "Marina/Info.plist": plist(
                """
                <key>CFBundleDisplayName</key><string>Marina</string>
                <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>CPTemplateApplicationSceneSessionRoleApplication</key><array><dict>
                <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).BerthsSceneDelegate</string>
                </dict></array></dict></dict>
                """),
            "Marina/Marina.entitlements": plist("<key>com.apple.developer.carplay-audio</key><true/>"),
            "Marina/en.lproj/Localizable.strings": "\"recent_title\" = \"Recent\";\n",
            "Marina/de.lproj/Localizable.strings": "\"recent_title\" = \"Zuletzt\";\n",
            "MarinaKit/Berth.swift":
                "import Foundation\npublic struct Berth {\n    public let name: String\n    public init(name: String) { self.name = name }\n}\n",
            // Reached, but it imports the package the framework links: stood in, in the framework's own module.
            "MarinaKit/DepthGauge.swift": """
            import Foundation
            import Buoys
            public final class DepthGauge {
                public static let shared = DepthGauge()
                public var metres: Double { Buoy.nearest.depth }
                var buoy = Buoy.nearest
            }
            """,
            // The framework's billing: nothing the CarPlay code uses.
            // The framework generates the intents' classes; the app lists the file for their names only (no_codegen).
            "Shared/Intents.intentdefinition": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict></dict></plist>",
            "MarinaKit/Invoices.swift": "import Foundation\npublic struct Invoice {\n    public let total: Double\n}\n",
            "Watch/WatchApp.swift": "import SwiftUI\n",
            "Widgets/Widget.swift": "import WidgetKit\n",
            "Moorings/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Moorings", products: [.library(name: "Moorings", targets: ["Moorings"])],
                dependencies: [.package(url: "https://example.invalid/tides.git", from: "1.0.0")],
                targets: [.target(name: "Moorings", dependencies: [.product(name: "Tides", package: "tides")])])
            """,
            "Anchors/Package.swift":
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Anchors\", products: [.library(name: \"AnchorKit\", targets: [])])\n",
            "Marina.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                objects = {
                    A1 = {
                        isa = PBXProject; mainGroup = G0; buildConfigurationList = L0;
                        targets = ( T5, T4, T1, T6, T2, T3, );
                    };
                    G0 = { isa = PBXGroup; children = ( G1, G2, G3, G4, X1, X2, X3, F9, ); sourceTree = "<group>"; };
                    F9 = { isa = PBXFileReference; path = Shared/Intents.intentdefinition; sourceTree = "<group>"; };
                    B9 = { isa = PBXBuildFile; fileRef = F9; settings = {ATTRIBUTES = (no_codegen, ); }; };
                    B10 = { isa = PBXBuildFile; fileRef = F9; };
                    G1 = { isa = PBXGroup; path = Marina; children = ( F1, F2, V1, F6, ); sourceTree = "<group>"; };
                    G2 = { isa = PBXGroup; path = MarinaKit; children = ( F3, F7, F8, ); sourceTree = "<group>"; };
                    G3 = { isa = PBXGroup; path = Watch; children = ( F4, ); sourceTree = "<group>"; };
                    G4 = { isa = PBXGroup; path = Widgets; children = ( F5, ); sourceTree = "<group>"; };
                    X1 = { isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = "<group>"; };
                    X2 = { isa = PBXFileReference; path = Config/Marina.xcconfig; sourceTree = "<group>"; };
                    X3 = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Anchors; sourceTree = "<group>"; };
                    F1 = { isa = PBXFileReference; path = CarPlay/BerthsSceneDelegate.swift; sourceTree = "<group>"; };
                    F2 = { isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                    F6 = { isa = PBXFileReference; path = Model/BerthList.swift; sourceTree = "<group>"; };
                    B6 = { isa = PBXBuildFile; fileRef = F6; };
                    V1 = { isa = PBXVariantGroup; name = Localizable.strings; children = ( V2, V3, ); sourceTree = "<group>"; };
                    V2 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                    V3 = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                    F3 = { isa = PBXFileReference; path = Berth.swift; sourceTree = "<group>"; };
                    F7 = { isa = PBXFileReference; path = DepthGauge.swift; sourceTree = "<group>"; };
                    F8 = { isa = PBXFileReference; path = Invoices.swift; sourceTree = "<group>"; };
                    B7 = { isa = PBXBuildFile; fileRef = F7; };
                    B8 = { isa = PBXBuildFile; fileRef = F8; };
                    F4 = { isa = PBXFileReference; path = WatchApp.swift; sourceTree = "<group>"; };
                    F5 = { isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    B2 = { isa = PBXBuildFile; fileRef = V1; };
                    B3 = { isa = PBXBuildFile; fileRef = F3; };
                    B4 = { isa = PBXBuildFile; fileRef = F4; };
                    B5 = { isa = PBXBuildFile; fileRef = F5; };
                    PH1 = { isa = PBXSourcesBuildPhase; files = ( B1, B6, B9, ); };
                    PH2 = { isa = PBXResourcesBuildPhase; files = ( B2, ); };
                    PH3 = { isa = PBXSourcesBuildPhase; files = ( B3, B7, B8, B10, ); };
                    PH4 = { isa = PBXSourcesBuildPhase; files = ( B4, ); };
                    PH5 = { isa = PBXSourcesBuildPhase; files = ( B5, ); };
                    T1 = {
                        isa = PBXNativeTarget; name = Marina; productType = "com.apple.product-type.application";
                        buildPhases = ( PH1, PH2, ); buildConfigurationList = L1; packageProductDependencies = ( D2, D3, );
                    };
                    T2 = {
                        isa = PBXNativeTarget; name = MarinaKit; productType = "com.apple.product-type.framework";
                        buildPhases = ( PH3, ); buildConfigurationList = L2; packageProductDependencies = ( D1, );
                    };
                    T6 = {
                        isa = PBXNativeTarget; name = MarinaKitWatch; productType = "com.apple.product-type.framework";
                        buildPhases = ( PH4, ); buildConfigurationList = L4;
                    };
                    L4 = { isa = XCConfigurationList; buildConfigurations = ( C4, ); };
                    C4 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = watchos; PRODUCT_NAME = MarinaKit; }; };
                    T3 = { isa = PBXNativeTarget; name = MarinaWidgets; productType = "com.apple.product-type.app-extension"; buildPhases = ( PH5, ); };
                    T4 = { isa = PBXNativeTarget; name = MarinaWatchLegacy; productType = "com.apple.product-type.application.watchapp2"; };
                    T5 = {
                        isa = PBXNativeTarget; name = MarinaWatch; productType = "com.apple.product-type.application";
                        buildPhases = ( PH4, ); buildConfigurationList = L3;
                    };
                    L0 = { isa = XCConfigurationList; buildConfigurations = ( C0, ); };
                    C0 = {
                        isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X1;
                        buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) PROJECT"; };
                    };
                    L1 = { isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                    C1 = {
                        isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X2;
                        buildSettings = { INFOPLIST_FILE = Marina/Info.plist; \(targetSettings) };
                    };
                    L2 = { isa = XCConfigurationList; buildConfigurations = ( C2, ); };
                    C2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                    L3 = { isa = XCConfigurationList; buildConfigurations = ( C3, ); };
                    C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = watchos; }; };
                    P1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/buoys.git"; };
                    P2 = { isa = XCLocalSwiftPackageReference; relativePath = Moorings; };
                    D1 = { isa = XCSwiftPackageProductDependency; package = P1; productName = Buoys; };
                    D2 = { isa = XCSwiftPackageProductDependency; package = P2; productName = Moorings; };
                    D3 = { isa = XCSwiftPackageProductDependency; productName = AnchorKit; };
                };
                rootObject = A1;
            }
            """
        ]
        try writeFiles(files, under: root)
        return root
    }

    @Test func thePhoneAppWithItsConfigurationFilesSettings() throws {
        let root = try Self.marina()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj"))
        let app = try project.target(named: nil)
        #expect(app.name == "Marina", "not the watch app listed first, nor the extension or the framework")
        #expect(app.entitlements?.path == root.appendingPathComponent("Marina/Marina.entitlements").path, "the iPhone's, from a variable of an included file")
        #expect(app.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] == "org.example.marina.app", "the target's file overrides the project's BASE_ID")
        #expect(app.buildSettings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == "PROJECT_FILE PROJECT SHARED DEBUG", "Xcode's four levels, in order")
        #expect(app.buildSettings["SDKROOT"] == "iphoneos" && app.unresolvedSettings.isEmpty, "\(app.unresolvedSettings)")
        func relative(_ urls: [URL]) -> [String] { urls.map { String($0.path.dropFirst(root.path.count + 1)) } }
        #expect(relative(app.resources) == ["Marina/en.lproj/Localizable.strings", "Marina/de.lproj/Localizable.strings"], "a variant group's languages")
        // A local package added as a folder (no package reference): the folder whose manifest names the product.
        #expect(app.packages.map(\.location) == ["Moorings", "Anchors"] && app.packages.allSatisfy(\.isLocal))
        let watch = try project.target(named: "MarinaWatch")
        #expect(!watch.isPhoneApplication && watch.kindDescription == "watchOS app")
        let kit = try project.target(named: "MarinaKit")
        #expect(kit.isFramework && kit.moduleName == "MarinaKit")
        // The intents' classes are generated where Xcode generates them: in the framework, not in the app (no_codegen).
        #expect(app.intentDefinitions.isEmpty && kit.intentDefinitions.map(\.lastPathComponent) == ["Intents.intentdefinition"])
        #expect(project.choice(named: nil)?.hasPrefix("target Marina: the project's only iOS app; passed over MarinaWatch (watchOS app), ") == true)
    }

    @Test @MainActor func anIdentifierNamingAnUnsetVariableIsNeverCopied() throws {
        let root = try Self.marina(targetSettings: "PRODUCT_BUNDLE_IDENTIFIER = \"$(TEAM_PREFIX).marina\";")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(app.unresolvedSettings["PRODUCT_BUNDLE_IDENTIFIER"] == ["TEAM_PREFIX"])
        #expect(PackageScaffold.infoPlistSettings(of: app)["PRODUCT_BUNDLE_IDENTIFIER"] == nil)
        #expect(PackageScaffold.infoPlistSettings(of: app)["PRODUCT_NAME"] == "Marina")
        #expect(
            PackageScaffold.unresolvedSettingWarnings(of: app) == [
                "target Marina's PRODUCT_BUNDLE_IDENTIFIER names $(TEAM_PREFIX), which no build setting or configuration file of the project sets: left out, as it would read '.marina' (give it in the target's .xcconfig or build settings)"
            ])
        // A variable that reads as empty and leaves a well-formed identifier: as Xcode builds it.
        let suffixed = try Self.marina(targetSettings: "PRODUCT_BUNDLE_IDENTIFIER = \"org.example.marina$(SUFFIX)\";")
        defer { try? FileManager.default.removeItem(at: suffixed) }
        let other = try XcodeProject(contentsOf: suffixed.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(PackageScaffold.infoPlistSettings(of: other)["PRODUCT_BUNDLE_IDENTIFIER"] == "org.example.marina")
        #expect(PackageScaffold.unresolvedSettingWarnings(of: other).first?.hasSuffix("sets: read as empty, as Xcode does: org.example.marina") == true)
    }

    /// Xcode builds without a base configuration file that isn't there (CocoaPods' before `pod install`), with a warning.
    @Test func aMissingBaseFileIsPassedOverAsXcodeDoes() throws {
        let root = try Self.marina()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Config/Project.xcconfig"))
        let app = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(app.buildSettings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == "PROJECT SHARED DEBUG")
        #expect(app.settingsWarnings.count == 1 && app.settingsWarnings.first?.hasPrefix("the project's Debug configuration is based on ") == true)
        #expect(app.settingsWarnings.first?.contains("/Config/Project.xcconfig, which isn't there (made by CocoaPods'") == true, "\(app.settingsWarnings)")
        // A template beside it: the developer's copy of it is what's missing.
        try "SDKROOT = iphoneos\n".write(to: root.appendingPathComponent("Config/Project.template.xcconfig"), atomically: true, encoding: .utf8)
        let again = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(
            again.settingsWarnings.first?.contains("isn't there (copied by the developer from Project.template.xcconfig?)") == true,
            "\(again.settingsWarnings)")
    }

    @Test func aBrokenConfigurationFileIsTheChosenTargetsError() throws {
        let root = try Self.marina()
        defer { try? FileManager.default.removeItem(at: root) }
        try "BASE_ID = org.example\nnot a setting\n".write(to: root.appendingPathComponent("Config/Shared.xcconfig"), atomically: true, encoding: .utf8)
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj"))
        let error = #expect(throws: XcodeProject.ReadError.self) { try project.target(named: "Marina") }
        #expect(
            error?.description.hasSuffix("Config/Shared.xcconfig:2: 'not a setting' is not a setting (KEY = value) or an #include") == true,
            "\(String(describing: error))")
        #expect(error?.description.hasPrefix("target Marina's build settings: ") == true)
        #expect(try project.target(named: "MarinaKit").name == "MarinaKit", "the other targets are read")
    }
}

extension HeadunitCLITests {
    @Test func initReadsAProjectAsXcodeDoes() async throws {
        let root = try MarinaProjectTests.marina()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await run(["init", "--project", root.path + "/Marina.xcodeproj", "--output", root.path])
        #expect(r.status == 0, "\(r.stderr)")
        // What it decided, in its summary.
        #expect(
            r.stdout.contains("\n  target Marina: the project's only iOS app; passed over MarinaWatch (watchOS app), MarinaWatchLegacy (watchOS app), "),
            "\(r.stdout)")
        #expect(r.stdout.contains("\n  bundle identifier org.example.marina.app, entitlements Marina/Marina.entitlements\n"), "\(r.stdout)")
        #expect(
            r.stdout.contains(
                "\n  MarinaKit: the project's framework target MarinaKit (1 of its 3 Swift files), imported by BerthsSceneDelegate.swift, BerthList.swift: built as a target"
            ),
            "\(r.stdout)")
        #expect(
            r.stdout.contains(
                "\n  Moorings: a local Swift package of the project (Moorings), imported by BerthsSceneDelegate.swift: the package depends on it by path"))
        #expect(!r.stderr.contains("import MarinaKit") && !r.stderr.contains("imports MarinaKit"), "the framework is no unknown module: \(r.stderr)")
        let app = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/App/CarPlayApp.swift"), encoding: .utf8)
        #expect(app.contains("\"PRODUCT_BUNDLE_IDENTIFIER\": \"org.example.marina.app\",") && !app.contains("$("), "\(app)")
        #expect(app.contains("packageFolder.appendingPathComponent(\"Marina/Marina.entitlements\")"), "\(app)")
        #expect(r.stdout.contains("\nthe CarPlay cut builds 2 of the target's 2 Swift files, 1 of MarinaKit's 3\n"), "\(r.stdout)")
        // The framework: a target of its own, from the files the CarPlay code reaches; the app depends on it.
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "MarinaKit", dependencies: [.product(name: "CarPlayShim", package: ""#), "\(manifest)")
        #expect(!manifest.contains(#""Buoys""#), "no file built imports the framework's package: no stand-in for it: \(manifest)")
        #expect(manifest.contains("\n                \"MarinaKit\",\n"), "the app's target depends on it: \(manifest)")
        #expect(manifest.contains(#".package(path: "Moorings"),"#) && manifest.contains(#".product(name: "Moorings", package: "Moorings"),"#))
        let appList = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Sources/apple-imports.txt"), encoding: .utf8)
        #expect(
            appList.contains("\n../../Marina/Model/BerthList.swift\n"),
            "a file importing the framework and a product the local package depends on is built, not cut: \(appList)")
        let list = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Frameworks/MarinaKit/apple-imports.txt"), encoding: .utf8)
        #expect(list.contains("never changed).\n../../../MarinaKit/Berth.swift\n../../../Shared/Intents.intentdefinition\n"), "\(list)")
        #expect(
            list.contains(
                "\n# imports Buoys, which nothing here provides: stood in by StandIns/MarinaKit-DepthGauge.swift:\n# ../../../MarinaKit/DepthGauge.swift\n"),
            "\(list)")
        #expect(list.contains("\n# nothing the CarPlay code uses is declared there:\n# ../../../MarinaKit/Invoices.swift\n"), "\(list)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("CarPlayPackage/Stubs/Buoys/Buoys.swift").path))
        // The framework's stand-in is in its module, public as the original: the app's code imports it from there.
        let gauge = try String(
            contentsOf: root.appendingPathComponent("CarPlayPackage/Frameworks/MarinaKit/StandIns/MarinaKit-DepthGauge.swift"), encoding: .utf8)
        #expect(gauge.contains("public final class DepthGauge {") && gauge.contains("public static var shared: DepthGauge"), "\(gauge)")
        #expect(gauge.contains("public var metres: Double") && !gauge.contains("var buoy"), "only what the CarPlay code uses: \(gauge)")
        // The localized strings, in their languages' folders of the bundle.
        let bundle = root.appendingPathComponent("CarPlayPackage/Bundle")
        #expect(try String(contentsOf: bundle.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8).contains("\"Recent\""))
        #expect(try String(contentsOf: bundle.appendingPathComponent("de.lproj/Localizable.strings"), encoding: .utf8).contains("\"Zuletzt\""))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: bundle.path)) == ["Info.plist", "en.lproj", "de.lproj"])
        let test = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Tests/MarinaCarPlayTests.swift"), encoding: .utf8)
        #expect(test.contains("#expect(car.unlocalizedTexts.isEmpty, "), "the first test fails on a root screen showing keys: \(test)")
    }
}

extension HeadunitCLITests {
    /// Entitlements named by a variable nothing sets: said, with the way out, not copied as `$(…)`.
    @Test func initSaysWhichVariableTheEntitlementsNeed() async throws {
        let root = try MarinaProjectTests.marina()
        defer { try? FileManager.default.removeItem(at: root) }
        try "BASE_ID = org.example.marina\n".write(to: root.appendingPathComponent("Config/Shared.xcconfig"), atomically: true, encoding: .utf8)
        let r = try await run(["init", "--project", root.path + "/Marina.xcodeproj", "--output", root.path])
        #expect(r.status != 0, "\(r.stdout)")
        #expect(
            r.stderr.contains(
                "target Marina's CODE_SIGN_ENTITLEMENTS names $(MARINA_ENTITLEMENTS), which no build setting or configuration file of the project sets: give the entitlements file with --entitlements"
            ), "\(r.stderr)")
        let given = try await run([
            "init", "--project", root.path + "/Marina.xcodeproj", "--output", root.path, "--entitlements", root.path + "/Marina/Marina.entitlements"
        ])
        #expect(given.status == 0, "\(given.stderr)")
    }
}

extension MarinaProjectTests {
    /// A project that keeps a CarPlay and a plain entitlements file side by side, chosen by a variable of a
    /// configuration file the developer writes from a template (absent from a fresh clone): the file the setting could
    /// name that grants a CarPlay category, said in a warning.
    @Test func entitlementsChosenByAMissingVariableAreTheCarPlayOnes() throws {
        let root = try Self.marina(targetSettings: "CODE_SIGN_ENTITLEMENTS = \"Marina/Marina$(ENTITLEMENTS_VARIANT).entitlements\";")
        defer { try? FileManager.default.removeItem(at: root) }
        try "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.siri</key><true/></dict></plist>"
            .write(to: root.appendingPathComponent("Marina/Marina-Plain.entitlements"), atomically: true, encoding: .utf8)
        let app = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(app.entitlements?.lastPathComponent == "Marina.entitlements")
        #expect(
            app.settingsWarnings.contains(
                "target Marina's CODE_SIGN_ENTITLEMENTS names $(ENTITLEMENTS_VARIANT), which no build setting or configuration file of the project "
                    + "sets: took Marina.entitlements, the one file it could name that grants a CarPlay category (not Marina-Plain.entitlements); "
                    + "--entitlements chooses another"), "\(app.settingsWarnings)")
        // Two files granting a category: no guess; init asks for --entitlements.
        try "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.carplay-parking</key><true/></dict></plist>"
            .write(to: root.appendingPathComponent("Marina/Marina-Parking.entitlements"), atomically: true, encoding: .utf8)
        let unsure = try XcodeProject(contentsOf: root.appendingPathComponent("Marina.xcodeproj")).target(named: nil)
        #expect(unsure.entitlements == nil && unsure.unresolvedSettings["CODE_SIGN_ENTITLEMENTS"] == ["ENTITLEMENTS_VARIANT"])
    }

    /// The modules a file imports as Xcode builds it for an iPhone: not those a watch build imports instead.
    @Test func importsForAnotherSystemAreNoImports() {
        let text = """
            import Foundation
            #if os(watchOS)
              import MarinaKitWatch
            #elseif os(macOS)
              import AppKit
            #else
              import MarinaKit
              #if canImport(ActivityKit)
                import ActivityKit
              #endif
            #endif
            #if !os(watchOS)
            import Moorings
            #endif
            @testable import Tides
            """
        #expect(PackageScaffold.imports(in: text) == ["Foundation", "MarinaKit", "ActivityKit", "Moorings", "Tides"])
    }
}
