// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// A project whose entitlements file leaves CarPlay out and whose Run Script build phase adds it to the entitlements
/// Xcode signs with, for the project's own team only (as some open-source apps do).
@Suite struct AddedEntitlementsTests {
    /// The harbour project with its CarPlay entitlement moved into a script its build phase runs.
    static func harbourWithScript() throws -> URL {
        let root = try XcodeProjectTests.harbour()
        try writeFiles(
            [
                "Harbour/Harbour.entitlements": """
                <?xml version="1.0"?><plist version="1.0"><dict>
                <key>com.apple.security.application-groups</key><array><string>group.org.example.harbour</string></array>
                </dict></plist>
                """,
                "Scripts/team-entitlements.sh": """
                #!/bin/bash
                XCENT="${TARGET_TEMP_DIR}/${FULL_PRODUCT_NAME}.xcent"
                if [[ ${ENABLE_CARPLAY} -eq 1 ]]; then
                  /usr/libexec/PlistBuddy -c "add com.apple.developer.carplay-audio bool true" "$XCENT"
                else
                  echo "warning: com.apple.developer.carplay-audio left out"
                fi
                /usr/libexec/PlistBuddy -c "delete com.apple.developer.carplay-charging" "$XCENT" || true

                """
            ], under: root)
        let pbxproj = root.appendingPathComponent("Harbour.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: "buildPhases = ( PH1, PH2, );", with: "buildPhases = ( PH1, PH2, PH3, );")
        text = text.replacingOccurrences(
            of: "PH2 = { isa = PBXResourcesBuildPhase;",
            with: """
                PH3 = { isa = PBXShellScriptBuildPhase; name = "Team Entitlements"; shellPath = /bin/sh; shellScript = "exec \\"${SRCROOT}/Scripts/team-entitlements.sh\\"\\n"; };
                        PH2 = { isa = PBXResourcesBuildPhase;
                """)
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        return root
    }

    @Test func theProjectSaysWhichCarPlayKeysABuildPhaseAdds() throws {
        let root = try Self.harbourWithScript()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Harbour.xcodeproj"))
        let app = try project.target(named: "Harbour")
        #expect(app.addedEntitlements.map(\.key) == ["com.apple.developer.carplay-audio"], "the deleted key isn't added")
        #expect(app.addedEntitlements.first?.phase == "Team Entitlements")
        #expect(app.addedEntitlements.first?.file?.lastPathComponent == "team-entitlements.sh")
        #expect(try project.target(named: "HarbourWidgets").addedEntitlements.isEmpty)
    }

    @Test func keysInTheScriptItselfCountAndOtherToolsDont() {
        let inline = """
            plutil -insert com.apple.developer.carplay-driving-task -bool YES "$TARGET_TEMP_DIR/App.xcent"
            echo com.apple.developer.carplay-parking
            """
        #expect(XcodeProject.carPlayKeysAdded(in: inline) == ["com.apple.developer.carplay-driving-task"])
        #expect(XcodeProject.carPlayKeysAdded(in: "echo com.apple.developer.carplay-audio") == [])
        // A comment, a key set to false, a key printed: none adds it. A command continued on the next line does.
        let mixed = """
            # /usr/libexec/PlistBuddy -c "Add com.apple.developer.carplay-audio bool true" "$XCENT"
            /usr/libexec/PlistBuddy -c "Set com.apple.developer.carplay-charging false" "$XCENT"
            /usr/libexec/PlistBuddy -c "Print com.apple.developer.carplay-fueling" "$XCENT"
            /usr/libexec/PlistBuddy \\
                -c "Add com.apple.developer.carplay-communication bool true" "$XCENT"
            """
        #expect(XcodeProject.carPlayKeysAdded(in: mixed) == ["com.apple.developer.carplay-communication"])
    }

    @Test func aScriptsWordsAreReadAsTheShellSplitsThem() throws {
        #expect(
            XcodeProject.shellWords(#"exec "${SRCROOT}/Build Scripts/add entitlements.sh" --team 'A B'; echo done\ now"#)
                == ["exec", "${SRCROOT}/Build Scripts/add entitlements.sh", "--team", "A B", "echo", "done now"])
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeFiles(["Build Scripts/add entitlements.sh": "#!/bin/sh\n"], under: root)
        let found = XcodeProject.scriptFiles(named: #"exec "$SRCROOT/Build Scripts/add entitlements.sh""#, projectRoot: root)
        #expect(found.map(\.lastPathComponent) == ["add entitlements.sh"])
    }
}

extension HeadunitCLITests {
    @Test func initTakesTheCarPlayEntitlementABuildPhaseAdds() async throws {
        let root = try AddedEntitlementsTests.harbourWithScript()
        defer { try? FileManager.default.removeItem(at: root) }
        // An init that stops (here at an OpenCarPlay that isn't there) leaves no entitlements file behind.
        let stopped = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path, "--open-car-play", "/nowhere"])
        #expect(stopped.status != 0 && stopped.stderr.contains("/nowhere"), "\(stopped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("CarPlayPackage/Harbour.entitlements").path))
        let r = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path])
        #expect(r.stdout.contains("wrote CarPlayPackage/Harbour.entitlements"), "\(r.stdout)")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr.contains("Harbour.entitlements grants no CarPlay category, but a build phase of target Harbour adds one")
                && r.stderr.contains("'Team Entitlements' (Scripts/team-entitlements.sh): com.apple.developer.carplay-audio"), "\(r.stderr)")
        let written = root.appendingPathComponent("CarPlayPackage/Harbour.entitlements")
        let keys = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: written), format: nil) as? [String: Any])
        #expect(keys["com.apple.developer.carplay-audio"] as? Bool == true)
        #expect((keys["com.apple.security.application-groups"] as? [String]) == ["group.org.example.harbour"], "the project's own keys stay")
        let app = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/App/CarPlayApp.swift"), encoding: .utf8)
        #expect(app.contains(#"appendingPathComponent("CarPlayPackage/Harbour.entitlements")"#), "\(app)")
        // Without the script the project is no CarPlay app, and init says so.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Scripts/team-entitlements.sh"))
        let refused = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path, "--force"])
        #expect(refused.status != 0 && refused.stderr.contains("not a CarPlay app"), "\(refused.stderr)")
    }
}

extension HeadunitCLITests {
    /// `headunit build` takes an apple-imports.txt newer than Package.swift for one the user changed and touches the
    /// manifest so SwiftPM reads it again; right after init nothing changed, so it says nothing.
    @Test func theFirstBuildAfterInitReplansNothing() async throws {
        let root = try XcodeProjectTests.harbour()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path])
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = root.appendingPathComponent("Package.swift").path
        func modified() -> Date? { (try? FileManager.default.attributesOfItem(atPath: manifest))?[.modificationDate] as? Date }
        let written = modified()
        Headunit.Build.replanIfTheListChanged(in: root)
        #expect(modified() == written, "the manifest was touched although nothing changed since init")
        // A list the user edits afterwards is newer: then it is.
        let list = root.appendingPathComponent("CarPlayPackage/Sources/apple-imports.txt")
        try FileManager.default.setAttributes([.modificationDate: try #require(written).addingTimeInterval(5)], ofItemAtPath: list.path)
        Headunit.Build.replanIfTheListChanged(in: root)
        #expect(modified() != written)
    }
}
