// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// Build configuration files and build settings read as Xcode reads them.
struct XcodeConfigTests {
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)")
        try writeFiles(files, under: root)
        return root
    }

    @Test func includesCommentsAndConditions() throws {
        let root = try folder([
            "Config/App.xcconfig": """
            // The app's settings.
            #include "Shared/Base.xcconfig"
            #include? "Local.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = $(BASE_ID).app   // after the base's
            CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*] = App/App.entitlements
            """,
            "Config/Shared/Base.xcconfig": "BASE_ID = org.example.sail\nWEBSITE = https://example.org\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try XcodeConfigFile(contentsOf: root.appendingPathComponent("Config/App.xcconfig"))
        #expect(
            file.assignments == [
                .init(key: "BASE_ID", value: "org.example.sail"), .init(key: "WEBSITE", value: "https:"),
                .init(key: "PRODUCT_BUNDLE_IDENTIFIER", value: "$(BASE_ID).app"),
                .init(key: "CODE_SIGN_ENTITLEMENTS", conditions: ["sdk": "iphoneos*"], value: "App/App.entitlements")
            ], "the included file's settings where it is included; `//` starts a comment, even in a URL, as in Xcode")
    }

    @Test func unreadableFilesSayWhereAndWhy() throws {
        let root = try folder([
            "A.xcconfig": "OK = 1\n#include \"Missing.xcconfig\"\n",
            "B.xcconfig": "OK = 1\n\nthis line is not a setting\n",
            "C.xcconfig": "#include \"D.xcconfig\"\n",
            "D.xcconfig": "#include \"C.xcconfig\"\n",
            "E.xcconfig": "KEY[sdk] = 1\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        func failure(_ name: String) -> String {
            do {
                _ = try XcodeConfigFile(contentsOf: root.appendingPathComponent(name))
                return "no error"
            } catch { return "\(error)" }
        }
        #expect(
            failure("A.xcconfig").hasSuffix(
                "A.xcconfig:2: #include \"Missing.xcconfig\": no such file (\(root.path)/Missing.xcconfig); #include? skips a missing file"))
        #expect(failure("B.xcconfig").hasSuffix("B.xcconfig:3: 'this line is not a setting' is not a setting (KEY = value) or an #include"))
        #expect(failure("C.xcconfig").contains("which includes it again"), "\(failure("C.xcconfig"))")
        #expect(failure("E.xcconfig").hasSuffix("E.xcconfig:1: condition '[sdk]' is not [name=value] (sdk, arch or config)"))
        #expect(failure("None.xcconfig").hasSuffix("None.xcconfig: no such file (a build configuration file the project names)"))
    }

    func assignments(_ text: String) throws -> [XcodeConfigFile.Assignment] {
        try text.split(separator: "\n").enumerated().map { try XcodeConfigFile.assignment(String($0.element), at: "line \($0.offset + 1)") }
    }

    /// Xcode's levels: the project's configuration file, the project's settings, the target's file, the target's
    /// settings, each overriding the one before; `$(inherited)` is what the levels below give.
    @Test func levelsInheritanceAndExpansion() throws {
        let settings = XcodeBuildSettings(
            levels: [
                try assignments("BASE_ID = org.example.project\nFLAGS = PROJECT_FILE\nSDKROOT = iphoneos"),
                try assignments("FLAGS = $(FLAGS) PROJECT\nTEAM_SUFFIX = ${CONFIGURATION}\nROOT_ID = $BASE_ID"),
                try assignments(
                    "BASE_ID = org.example.sail\nFLAGS = $(inherited) TARGET_FILE\nENTITLEMENTS_Debug = Debug.entitlements"),
                try assignments(
                    """
                    FLAGS = $(inherited) TARGET
                    PRODUCT_BUNDLE_IDENTIFIER = $(BASE_ID).$(PRODUCT_NAME:rfc1034identifier)
                    CODE_SIGN_ENTITLEMENTS = $(ENTITLEMENTS_$(CONFIGURATION))
                    OTHER[sdk=iphoneos*] = device
                    OTHER = any
                    OTHER[sdk=watchos*] = watch
                    MISSING = $(NOWHERE).app
                    """)
            ],
            defaults: ["TARGET_NAME": "Sail Away", "PRODUCT_NAME": "$(TARGET_NAME)", "CONFIGURATION": "Debug"], configuration: "Debug")
        #expect(settings.value("FLAGS") == "PROJECT_FILE PROJECT TARGET_FILE TARGET", "$(FLAGS) in FLAGS is $(inherited)")
        #expect(settings.value("PRODUCT_BUNDLE_IDENTIFIER") == "org.example.sail.Sail-Away")
        #expect(settings.value("CODE_SIGN_ENTITLEMENTS") == "Debug.entitlements", "a name spelled by another setting")
        #expect(settings.value("OTHER") == "device", "the iPhone's conditional setting wins over the plain one")
        #expect(settings.value("TEAM_SUFFIX") == "Debug")
        #expect(settings.value("ROOT_ID") == "org.example.sail", "a bare $NAME, as Xcode reads it")
        let (values, unresolved) = settings.resolved()
        #expect(values["MISSING"] == ".app" && unresolved == ["MISSING": ["NOWHERE"]])
    }
}
