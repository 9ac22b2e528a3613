// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// The names no stand-in declares: the shim's, Apple's unprefixed ones, the app's own.
struct StubNamesTests {
    let scene = "/src/Device/CarPlay/InfoScene.swift"

    /// A device-info package imported by a SwiftUI file: SwiftUI's views, the shim's types and the app's own type
    /// (declared in a phone file left out of the build) are not the package's.
    @Test func applesTheShimsAndTheAppsOwnNamesGoNowhere() {
        let stub = PackageStub(product: "DeviceKit", source: "", importers: [scene])
        let output = """
            \(scene):3:1: error: cannot find 'Button' in scope
            \(scene):4:1: error: cannot find 'NavigationStack' in scope
            \(scene):5:1: error: cannot find 'Form' in scope
            \(scene):6:1: error: cannot find 'CarPlayGadget' in scope
            \(scene):7:1: error: cannot find type 'SettingsStore' in scope
            \(scene):8:1: error: cannot find 'Device' in scope
            """
        let names = PackageStub.missingNames(
            BuildDiagnostics(output: output), stubs: [stub], excluded: ["CarPlayGadget", "SettingsStore"])
        #expect(names == ["DeviceKit": ["Device"]], "\(names)")
    }

    @Test func theShimsNamesAreItsModulesPublicTypes() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("shim-\(UUID().uuidString)/Sources")
        defer { try? FileManager.default.removeItem(at: sources.deletingLastPathComponent()) }
        let files = [
            "CarPlayShim/CarPlayShim.swift": "#if os(iOS)\n    @_exported import UIKit\n#else\n    @_exported import OpenGadgets\n#endif\n",
            "OpenGadgets/Gadget.swift": """
            @MainActor
            open class Gadget {}
            public final class Widget {}
            public protocol Knob: AnyObject {}
            struct Hidden {}
            #if os(Linux)
                @available(iOS 16.0, *) public struct Dial {}
            #endif
            """,
            "OpenOther/Other.swift": "public struct NotExported {}\n"
        ]
        try writeFiles(files, under: sources)
        #expect(StubNames.shimNames(sources: sources) == ["Gadget", "Widget", "Knob", "Dial"])
        // OpenCarPlay's own: this checkout's (the package at a folder without a manifest falls back to it).
        let own = try #require(StubNames.openCarPlaySources(for: sources.deletingLastPathComponent()))
        let shim = StubNames.shimNames(sources: own)
        #expect(shim.contains("CPListTemplate") && shim.contains("UIViewController") && shim.contains("MPNowPlayingInfoCenter"))
    }

    /// The app's own types, from every file apple-imports.txt lists (the app's and its frameworks'), commented out too.
    @Test func theAppsOwnTypesAreReadFromItsLists() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("own-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "CarPlayPackage/Sources/apple-imports.txt": "../../App/Scene.swift\n# ../../Phone/Settings.swift\n",
            "CarPlayPackage/Frameworks/AppKit/apple-imports.txt": "../../../Kit\n",
            "App/Scene.swift": "final class Scene {}\n",
            "Phone/Settings.swift": "import SwiftUI\n@Observable final class SettingsStore {}\nstruct SettingsView: View {}\n",
            "Kit/Model/Trip.swift": "public struct Trip {\n    enum Leg {}\n}\n"
        ]
        try writeFiles(files, under: root)
        let excluded = StubNames.excluded(for: root)
        #expect(["Scene", "SettingsStore", "SettingsView", "Trip", "Leg"].allSatisfy(excluded.contains), "\(excluded.count)")
        #expect(excluded.contains("CPListTemplate"), "the shim's too")
        #expect(PackageStub.listedFiles(in: root, includingCommentedOut: false).map(\.lastPathComponent) == ["Scene.swift", "Trip.swift"])
        // A name the build missed that a left-out file declares: which file to build.
        let output = """
            \(root.path)/App/Scene.swift:3:1: error: cannot find 'SettingsStore' in scope
            \(root.path)/App/Scene.swift:4:1: error: cannot find type 'SettingsView' in scope
            \(root.path)/App/Scene.swift:5:1: error: cannot find 'SettingsStore' in scope
            \(root.path)/App/Scene.swift:6:1: error: cannot find 'Elsewhere' in scope
            """
        #expect(
            StubNames.leftOutHints(BuildDiagnostics(output: output), root: root) == [
                "SettingsStore, SettingsView are declared in Phone/Settings.swift, which apple-imports.txt lists commented out: remove its # to build it"
            ])
    }

    @Test func theRuleThatPicksOneStub() {
        #expect(StubNames.chooseStub(for: "Player", importing: [["A", "B"], ["B"]]) == "B", "a file importing one stub says")
        #expect(StubNames.chooseStub(for: "Player", importing: [["A", "B"], ["B", "C"]]) == "B", "the one most files import")
        #expect(StubNames.chooseStub(for: "RadioQueue", importing: [["Analytics", "RadioKit"]]) == "RadioKit", "the longest common start")
        #expect(StubNames.chooseStub(for: "Queue", importing: [["Zed", "Analytics"]]) == "Analytics", "then the first by name")
        #expect(StubNames.chooseStub(for: "Queue", importing: []) == nil)
    }
}
