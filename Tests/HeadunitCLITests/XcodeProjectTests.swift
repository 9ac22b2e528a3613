// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// Reading an Xcode project as `headunit init --project` does: the old-style property list, the object graph, and the
/// package written from a target.
struct XcodeProjectTests {
    @Test func oldStylePropertyListsParse() throws {
        let text = """
            // !$*UTF8*$!
            {
                name = "Harbour \\"Pilot\\"\\n"; /* a comment { ( ; */
                bare = $SRCROOT/Harbour-1.0_beta+x:y;
                list = ( one, "two", (three), );
                empty = { };
                bytes = <0aff 10>;
            }
            """
        let value = try OldStylePlist.parse(text)
        #expect(value["name"]?.string == "Harbour \"Pilot\"\n")
        #expect(value["bare"]?.string == "$SRCROOT/Harbour-1.0_beta+x:y")
        #expect(value["list"]?.array?.count == 3 && value["list"]?.array?[2] == .array([.string("three")]))
        #expect(value["empty"]?.dictionary?.isEmpty == true && value["bytes"] == .data(Data([0x0A, 0xFF, 0x10])))
    }

    @Test func malformedListsSayWhereAndWhat() {
        func failure(_ text: String) -> String {
            do {
                _ = try OldStylePlist.parse(text)
                return "parsed"
            } catch { return error.description }
        }
        #expect(failure("{\n  a = b\n  c = d;\n}") == "line 3: ';' was expected after the value of 'a'")
        #expect(failure("{ a = (x, y; }") == "line 1: ',' or ')' was expected in an array")
        #expect(failure("{ a = \"open; }") == "line 1: a quoted string is never closed")
        #expect(failure("{ /* no end }") == "line 1: a /* comment is never closed")
        #expect(failure("{ a = b; } extra") == "line 1: unexpected text after the top-level value")
    }

    /// A made-up harbour app: an app target whose code is in two folders (one the project's own, one beside it), a
    /// CarPlay Info.plist chosen by the build settings, resources, two packages (one whose reference the project's list
    /// leaves out, as Xcode sometimes does); and a widget extension kept in a synchronized folder, one file excluded.
    static func harbour() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harbour-\(UUID().uuidString)")
        let files: [String: String] = [
            "Harbour/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Harbour/CarPlay/DockSceneDelegate.swift":
                "import CarPlay\nimport TideKit\nfinal class DockSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {\n    var tides: [Tide] = []\n}\n",
            "Shared Code/Tides.swift": "import Foundation\nstruct Tide {}\n",
            "Harbour/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Harbour</string></dict></plist>",
            "Harbour/Info-CarPlay.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>$(PRODUCT_NAME)</string>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>CPTemplateApplicationSceneSessionRoleApplication</key><array><dict>
            <key>UISceneClassName</key><string>CPTemplateApplicationScene</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).DockSceneDelegate</string>
            </dict></array></dict></dict>
            </dict></plist>
            """,
            "Harbour/Harbour.entitlements":
                "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.carplay-audio</key><true/></dict></plist>",
            "Harbour/Assets.xcassets/Contents.json": "{}\n",
            "Harbour/berths.json": "[]\n",
            "Harbour/Berths.intentdefinition": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>INIntents</key><array/></dict></plist>\n",
            "Widgets/Board.swift": "import WidgetKit\n",
            "Widgets/Preview.swift": "import SwiftUI\n",
            "Widgets/Assets.xcassets/Contents.json": "{}\n",
            "Harbour.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    A1 /* Project object */ = {
                        isa = PBXProject; mainGroup = G0; targets = ( T1 /* Harbour */, T2, );
                        packageReferences = ( P2, ); buildConfigurationList = L0;
                    };
                    G0 = { isa = PBXGroup; children = ( G1, G2, F9, S1, ); sourceTree = "<group>"; };
                    G1 /* Harbour */ = { isa = PBXGroup; path = Harbour; children = ( F1, G3, F4, F5, F6, F7, F8, ); sourceTree = "<group>"; };
                    G3 = { isa = PBXGroup; path = CarPlay; children = ( F2, ); sourceTree = "<group>"; };
                    G2 = { isa = PBXGroup; name = Shared; path = "Shared Code"; children = ( F3, ); sourceTree = SOURCE_ROOT; };
                    F1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = { isa = PBXFileReference; path = "DockSceneDelegate.swift"; sourceTree = "<group>"; };
                    F3 = { isa = PBXFileReference; path = Tides.swift; sourceTree = "<group>"; };
                    F4 = { isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                    F5 = { isa = PBXFileReference; path = "Info-CarPlay.plist"; sourceTree = "<group>"; };
                    F6 = { isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
                    F7 = { isa = PBXFileReference; path = berths.json; sourceTree = "<group>"; };
                    F8 = { isa = PBXFileReference; lastKnownFileType = file.intentdefinition; path = Berths.intentdefinition; sourceTree = "<group>"; };
                    F9 = { isa = PBXFileReference; path = Harbour.app; sourceTree = BUILT_PRODUCTS_DIR; };
                    S1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1, ); path = Widgets; sourceTree = "<group>"; };
                    E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Preview.swift, ); target = T2; };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    B2 = { isa = PBXBuildFile; fileRef = F2; };
                    B3 = { isa = PBXBuildFile; fileRef = F3; };
                    B6 = { isa = PBXBuildFile; fileRef = F6; };
                    B7 = { isa = PBXBuildFile; fileRef = F7; };
                    B8 = { isa = PBXBuildFile; fileRef = F8; };
                    PH1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3, B8, ); };
                    PH2 = { isa = PBXResourcesBuildPhase; files = ( B6, B7, ); };
                    T1 = {
                        isa = PBXNativeTarget; name = Harbour; productType = "com.apple.product-type.application";
                        buildPhases = ( PH1, PH2, ); buildConfigurationList = L1; packageProductDependencies = ( D1, D2, );
                    };
                    T2 = {
                        isa = PBXNativeTarget; name = HarbourWidgets; productType = "com.apple.product-type.app-extension";
                        fileSystemSynchronizedGroups = ( S1, ); buildConfigurationList = L2;
                    };
                    L1 = { isa = XCConfigurationList; buildConfigurations = ( C2, C1, ); };
                    C1 = {
                        isa = XCBuildConfiguration; name = Debug;
                        buildSettings = {
                            INFOPLIST_FILE = "$(SRCROOT)/Harbour/Info-CarPlay.plist";
                            CODE_SIGN_ENTITLEMENTS = Harbour/Harbour.entitlements;
                            PRODUCT_NAME = "$(TARGET_NAME)";
                            PRODUCT_BUNDLE_IDENTIFIER = "org.example.harbour";
                            OTHER_SWIFT_FLAGS = ( "-D", DEBUG, );
                        };
                    };
                    C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Harbour/Info.plist; }; };
                    L2 = { isa = XCConfigurationList; buildConfigurations = ( C3, ); };
                    C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
                    P1 = {
                        isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/tidekit.git";
                        requirement = { kind = upToNextMajorVersion; minimumVersion = 2.1.0; };
                    };
                    P2 = { isa = XCLocalSwiftPackageReference; relativePath = ../Buoys; };
                    D1 = { isa = XCSwiftPackageProductDependency; package = P1; productName = TideKit; };
                    D2 = { isa = XCSwiftPackageProductDependency; package = P2; productName = Buoys; };
                };
                rootObject = A1 /* Project object */;
            }
            """
        ]
        try writeFiles(files, under: root)
        return root
    }

    @Test func aTargetsFilesSettingsResourcesAndPackages() throws {
        let root = try Self.harbour()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Harbour.xcodeproj"))
        #expect(project.targets.map(\.name) == ["Harbour", "HarbourWidgets"])
        let app = try project.target(named: nil)
        func relative(_ urls: [URL]) -> [String] { urls.map { String($0.path.dropFirst(root.path.count + 1)) } }
        #expect(relative(app.swiftFiles) == ["Harbour/AppDelegate.swift", "Harbour/CarPlay/DockSceneDelegate.swift", "Shared Code/Tides.swift"])
        #expect(relative(app.intentDefinitions) == ["Harbour/Berths.intentdefinition"], "compiled like sources: Xcode generates their classes")
        #expect(relative(app.infoPlist.map { [$0] } ?? []) == ["Harbour/Info-CarPlay.plist"], "the Debug configuration's")
        #expect(relative(app.entitlements.map { [$0] } ?? []) == ["Harbour/Harbour.entitlements"])
        #expect(relative(app.resources) == ["Harbour/Assets.xcassets", "Harbour/berths.json"])
        #expect(
            app.packages == [
                .init(product: "TideKit", location: "https://example.com/tidekit.git", requirement: "upToNextMajorVersion 2.1.0", isLocal: false),
                .init(product: "Buoys", location: "../Buoys", requirement: nil, isLocal: true)
            ])
        #expect(app.buildSettings["OTHER_SWIFT_FLAGS"] == "-D DEBUG")
        let widgets = try project.target(named: "HarbourWidgets")
        #expect(relative(widgets.swiftFiles) == ["Widgets/Board.swift"], "Preview.swift is an exception of the synchronized folder")
        #expect(relative(widgets.resources) == ["Widgets/Assets.xcassets"] && widgets.infoPlist == nil)
        #expect(throws: XcodeProject.ReadError.self) { try project.target(named: "Lighthouse") }
    }

    /// A Core Data model the target compiles among its sources goes into the bundle, where the car's Core Data reads it.
    @Test func aDataModelAmongTheSourcesIsABundleResource() throws {
        let root = try Self.harbour()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeFiles(["Harbour/Berths.xcdatamodeld/Berths.xcdatamodel/contents": "<?xml version=\"1.0\"?><model/>\n"], under: root)
        let pbxproj = root.appendingPathComponent("Harbour.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: "children = ( F1, G3, F4, F5, F6, F7, F8, );", with: "children = ( F1, G3, F4, F5, F6, F7, F8, F10, );")
        text = text.replacingOccurrences(
            of: "B1 = { isa = PBXBuildFile; fileRef = F1; };",
            with: """
                F10 = { isa = XCVersionGroup; path = Berths.xcdatamodeld; sourceTree = "<group>"; versionGroupType = wrapper.xcdatamodel; };
                        B10 = { isa = PBXBuildFile; fileRef = F10; };
                        B1 = { isa = PBXBuildFile; fileRef = F1; };
                """)
        text = text.replacingOccurrences(
            of: "PH1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3, B8, ); };",
            with: "PH1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3, B8, B10, ); };")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let app = try XcodeProject(contentsOf: root.appendingPathComponent("Harbour.xcodeproj")).target(named: "Harbour")
        #expect(app.resources.map(\.lastPathComponent).contains("Berths.xcdatamodeld"), "\(app.resources)")
        #expect(!app.swiftFiles.contains { $0.pathExtension != "swift" })
    }

    @Test func unreadableProjectsSayWhy() throws {
        let root = try Self.harbour()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Harbour.xcodeproj/project.pbxproj")
        try "{\n objects = {\n A = { isa = PBXProject }\n };\n}".write(to: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: XcodeProject.ReadError.self) { try XcodeProject(contentsOf: file) }
        #expect(error?.description.hasSuffix("project.pbxproj:3: ';' was expected after the value of 'isa'") == true, "\(String(describing: error))")
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject(contentsOf: root.appendingPathComponent("Missing.xcodeproj")) }
    }
}

extension HeadunitCLITests {
    @Test func initFromAnXcodeProject() async throws {
        let root = try XcodeProjectTests.harbour()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path])
        #expect(r.status == 0, "\(r.stderr)")
        let list = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Sources/apple-imports.txt"), encoding: .utf8)
        #expect(list.contains("\n../../Harbour/AppDelegate.swift\n../../Harbour/CarPlay/DockSceneDelegate.swift\n../../Shared Code/Tides.swift\n"), "\(list)")
        #expect(list.contains("\n../../Harbour/Berths.intentdefinition\n"), "the plugin generates its intents' classes: \(list)")
        #expect(!list.contains("# ../../"), "every file is reached from the scene delegate: \(list)")
        let app = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/App/CarPlayApp.swift"), encoding: .utf8)
        #expect(app.contains("SceneDelegateFactory(DockSceneDelegate.self)") && app.contains("ApplicationDelegateFactory(AppDelegate.self)"))
        // The Info.plist's $(PRODUCT_NAME) and $(PRODUCT_BUNDLE_IDENTIFIER): the target's settings go into the declaration.
        #expect(app.contains("buildSettings: [") && app.contains("\"PRODUCT_BUNDLE_IDENTIFIER\": \"org.example.harbour\","), "\(app)")
        #expect(app.contains("\"TARGET_NAME\": \"Harbour\","), "\(app)")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("\"harbour-check\"") && !manifest.contains("$("), "named after the product, Harbour: \(manifest)")
        let bundle = root.appendingPathComponent("CarPlayPackage/Bundle")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: bundle.path)) == ["Info.plist", "Assets.xcassets", "berths.json"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: bundle.appendingPathComponent("Info.plist").path).hasSuffix("Info-CarPlay.plist"))
        // One line per package: the one the code imports says by which files, and what to do.
        #expect(
            r.stderr.contains(
                "TideKit, a Swift package target Harbour links (https://example.com/tidekit.git, upToNextMajorVersion 2.1.0), is imported by DockSceneDelegate.swift: "
                    + "CarPlayPackage/Stubs/TideKit/TideKit.swift stands in for it"
            ),
            "\(r.stderr)")
        // The stand-in: a target of its own the app's target depends on, its file written once.
        #expect(manifest.contains(#".target(name: "TideKit", path: "CarPlayPackage/Stubs/TideKit", swiftSettings: [.swiftLanguageMode(.v5)]),"#), "\(manifest)")
        #expect(manifest.contains("\"TideKit\","), "\(manifest)")
        // The app's code is Swift 5 code Xcode compiles with `/…/` regex literals on.
        #expect(manifest.contains(#"swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals"), "#), "\(manifest)")
        let stub = root.appendingPathComponent("CarPlayPackage/Stubs/TideKit/TideKit.swift")
        #expect(try String(contentsOf: stub, encoding: .utf8).contains(PackageStub.marker))
        try "// filled in\n".write(to: stub, atomically: true, encoding: .utf8)
        let again = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path, "--force"])
        #expect(again.status == 0 && again.stdout.contains("CarPlayPackage/Stubs/TideKit/TideKit.swift (kept as it was)"), "\(again.stdout)")
        #expect(try String(contentsOf: stub, encoding: .utf8) == "// filled in\n", "--force never replaces a stub the user filled in")
        #expect(!r.stderr.contains("DockSceneDelegate.swift imports TideKit"), "\(r.stderr)")
        #expect(
            r.stderr.contains("no file this package builds imports this package the project links: Buoys (linked by Harbour) (nothing to do)"), "\(r.stderr)")
        let wrong = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--target", "Lighthouse", "--output", root.path, "--force"])
        #expect(wrong.status != 0 && wrong.stderr.contains("no target named 'Lighthouse'"), "\(wrong.stderr)")
        let none = try await run(["init", "--output", root.path])
        #expect(none.status != 0 && none.stderr.contains("give --project"), "\(none.stderr)")
    }
}
