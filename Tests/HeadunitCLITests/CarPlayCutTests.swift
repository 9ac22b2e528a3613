// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// Which of an Xcode target's files `init --project` builds: those the CarPlay code reaches by name, the phone's own
/// screens left out (as a new user did by hand in each of Apple's three samples), what it reaches but can't build stood
/// in (StandInTests).
@MainActor struct CarPlayCutTests {
    /// A navigation app's target in miniature: its CarPlay scene, a manager with helpers, the phone's log screen.
    let files: [String: String] = [
        "CarPlaySceneDelegate.swift": """
        import CarPlay
        class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            let manager = TemplateManager()  // not the LogViewController: a comment names nothing
            let title = "LogViewController"
        }
        """,
        "TemplateManager.swift": """
        import CarPlay
        final class TemplateManager: LoggerDelegate {
            func connect() { let grid = CPGridTemplate.favoritesGrid(); Logger.shared.delegate = self; log(distance(1)) }
            func loggerDidAppendEvent() {}
        }
        """,
        "TemplateManager+Map.swift": "extension TemplateManager {\n    func showMap() {}\n}\n",
        "Templates.swift": """
        extension CPGridTemplate {
            static func favoritesGrid() -> CPGridTemplate {
                typealias Button = CPGridButton
                return CPGridTemplate(title: nil, gridButtons: [])
            }
        }
        """,
        "Logger.swift":
            "protocol LoggerDelegate: AnyObject { func loggerDidAppendEvent() }\nfinal class Logger { static let shared = Logger(); weak var delegate: LoggerDelegate? }\n",
        "Formatting.swift": "func distance(_ metres: Double) -> String { \"\\(metres) m\" }\n",
        "Constants.swift": "import Foundation\n",
        "LogViewController.swift": """
        import UIKit
        class LogViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .accent }
        }
        extension LogViewController: LoggerDelegate {
            func loggerDidAppendEvent() { tableView.reloadData() }
        }
        """,
        "LogSceneDelegate.swift": "import UIKit\nclass LogSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    let root = LogViewController()\n}\n",
        "Theme.swift": "import SwiftUI\nextension Color {\n    static let accent = Color.blue\n}\n"
    ]

    /// `projectModules`: the project's own modules the files may import (its framework targets).
    nonisolated static func cut(_ files: [String: String], roots: Set<String> = ["CarPlaySceneDelegate"], projectModules: Set<String> = []) -> CarPlayCut {
        let outlines = files.keys.sorted().map { SourceOutline(url: URL(fileURLWithPath: "/app/\($0)"), text: files[$0]!) }
        return CarPlayCut(
            outlines: outlines, roots: roots, available: PackageScaffold.importable.union(PackageScaffold.shimmed).union(projectModules))
    }

    @Test func theCarPlayCodeAndWhatItNamesAreKeptThePhonesScreensLeftOut() {
        let r = Self.cut(files)
        #expect(
            r.kept.map(\.lastPathComponent).sorted() == [
                "CarPlaySceneDelegate.swift", "Constants.swift", "Formatting.swift", "Logger.swift", "TemplateManager+Map.swift",
                "TemplateManager.swift", "Templates.swift"
            ])
        // A phone screen that adopts a protocol the CarPlay code calls through is still the phone's: its members come
        // with its type. A SwiftUI extension only the phone's screens use goes with them.
        #expect(r.leftOut.map(\.url.lastPathComponent).sorted() == ["LogSceneDelegate.swift", "LogViewController.swift", "Theme.swift"])
        #expect(r.cut.isEmpty)
    }

    /// An audiobook app builds a SwiftUI screen's alerts in an extension in a file of their own; a name the CarPlay code
    /// shares with them (`sortTitle`) reaches that file, which is still the phone's screen, not CarPlay code to build.
    @Test func anExtensionOfAPhoneScreenGoesWithTheScreen() throws {
        let r = Self.cut(
            [
                "CarPlaySceneDelegate.swift":
                    "import CarPlay\nclass CarPlaySceneDelegate { let title = Library.sortTitle(); let book = Book.carTitle() }\n",
                // A model declared beside a view is no screen: the CarPlay code's extension of it is built.
                "BookRow.swift": "import SwiftUI\nstruct Book { let title: String }\nstruct BookRow: View { var body: some View { Text(\"\") } }\n",
                "Book+CarPlay.swift": "extension Book {\n    static func carTitle() -> String { \"Book\" }\n}\n",
                "Library.swift": "enum Library { static func sortTitle() -> String { \"Title\" } }\n",
                "ItemListView.swift": "import SwiftUI\nstruct ItemListView: View { var body: some View { Text(\"\") } }\n",
                "ItemListView+Alerts.swift":
                    "import SwiftUI\nextension ItemListView {\n    func sortTitle() -> some View { Button(\"sort\") {} }\n}\n",
                "ItemListView+Rows.swift": "import SwiftUI\nextension ItemListView {\n    func rows() -> some View { EmptyView() }\n}\n",
                // A view modifier the screens share, and a value they read from the environment: SwiftUI's own types extended.
                "View+Alerts.swift": "import SwiftUI\nextension View {\n    func sortTitle(_ t: String) -> some View { self }\n}\n",
                "Environment+Library.swift": "import SwiftUI\nimport LibraryKit\nextension EnvironmentValues {\n    var sortTitle: String { \"\" }\n}\n"
            ], projectModules: ["LibraryKit"])
        #expect(r.kept.map(\.lastPathComponent).sorted() == ["Book+CarPlay.swift", "CarPlaySceneDelegate.swift", "Library.swift"])
        // Reached by name, the extension is stood in (and the view it extends with it), never built.
        let cut = Dictionary(uniqueKeysWithValues: r.cut.map { ($0.outline.url.lastPathComponent, $0.reason) })
        #expect(cut["ItemListView+Alerts.swift"] == .phoneScreen("a phone screen: an extension of the SwiftUI view ItemListView"))
        #expect(cut["ItemListView.swift"] == .phoneScreen("a phone screen: SwiftUI view ItemListView"))
        #expect(cut["View+Alerts.swift"] == .phoneScreen("a phone screen: an extension of SwiftUI's View"))
        #expect(cut["Environment+Library.swift"] == .phoneScreen("a phone screen: an extension of SwiftUI's EnvironmentValues"))
        #expect(r.leftOut.map(\.url.lastPathComponent) == ["ItemListView+Rows.swift"])
        #expect(r.leftOut.first?.reason == .phoneScreen("a phone screen: an extension of the SwiftUI view ItemListView"))
        // The environment's stand-in doesn't extend a SwiftUI type the shim lacks, though the file imports the app's own module.
        let environment = try #require(r.cut.first { $0.outline.url.lastPathComponent == "Environment+Library.swift" })
        let text = StandInWriter.file(for: environment, context: r.standInContext, originalPath: "App/Environment+Library.swift")
        #expect(text.contains("which the car doesn't build: it is a phone screen: an extension of SwiftUI's EnvironmentValues."))
        #expect(!text.contains("extension EnvironmentValues {") && text.contains("// left out: the extension of EnvironmentValues"), "\(text)")
    }

    @Test func onlyTopLevelDeclarationsCountAndCommentsAndStringsAreSkipped() {
        let f = SourceOutline(url: URL(fileURLWithPath: "/app/T.swift"), text: files["Templates.swift"]!)
        #expect(f.declared.isEmpty, "a typealias inside a function declares nothing others name")
        #expect(f.extended == ["CPGridTemplate"] && f.provided == ["favoritesGrid"])
        let s = SourceOutline(url: URL(fileURLWithPath: "/app/S.swift"), text: files["CarPlaySceneDelegate.swift"]!)
        #expect(!s.names.contains("LogViewController"), "named only in a comment and a string")
        #expect(s.imports == ["CarPlay"])
    }

    /// Code inside a string's interpolation names things like any other code (a radio app's title built from
    /// `"\(Bundle.main.appName) Radio"` needs the file that gives `Bundle` its `appName`).
    @Test func interpolationsAreCode() {
        let reach = Self.cut([
            "CarPlaySceneDelegate.swift": #"class CarPlaySceneDelegate { func title() -> String { "\(Bundle.main.appName) Radio" } }"#,
            "Bundle+appName.swift": #"extension Bundle { var appName: String { "" } }"#,
            "Unused.swift": "extension Bundle { var unused: Int { 0 } }"
        ])
        #expect(reach.kept.map(\.lastPathComponent).sorted() == ["Bundle+appName.swift", "CarPlaySceneDelegate.swift"])
    }

    /// A file wrapped whole in `#if os(iOS)` declares its types as any other (Meshtastic wraps its CarPlay files so).
    @Test func declarationsInsideConditionsCount() {
        let f = SourceOutline(
            url: URL(fileURLWithPath: "/app/S.swift"),
            text: "#if os(iOS) && canImport(CarPlay)\nimport CarPlay\nclass CarPlaySceneDelegate: UIResponder {\n#if DEBUG\nvar x = 1\n#endif\n}\n#endif\n")
        #expect(f.declared == ["CarPlaySceneDelegate"] && f.imports == ["CarPlay"])
        #expect(f.types.first?.members.count == 1)
        // One declaration per name, the one an iPhone build compiles.
        let twice = SourceOutline(
            url: URL(fileURLWithPath: "/app/M.swift"),
            text: "class M {\n#if targetEnvironment(macCatalyst)\nstatic let shared = M(a: 1)\n#else\nstatic let shared = M(a: 2)\n#endif\n}\n")
        #expect(twice.types.first?.members.map(\.trimmedDescription) == ["static let shared = M(a: 2)"])
    }
}

/// A project cloned without Git LFS has pointer files where its images are: init says so before the app crashes for
/// want of its map.
@MainActor @Suite struct LargeFilePointerTests {
    @Test func pointersAmongTheResourcesAreNamedOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lfs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let images = root.appendingPathComponent("Assets.xcassets/Map.imageset")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 1200345\n"
        try pointer.write(to: images.appendingPathComponent("Map.png"), atomically: true, encoding: .utf8)
        try pointer.write(to: images.appendingPathComponent("Map@2x.png"), atomically: true, encoding: .utf8)
        try "{}".write(to: images.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let stations = root.appendingPathComponent("stations.json")
        try "[]".write(to: stations, atomically: true, encoding: .utf8)
        let warnings = PackageScaffold.largeFilePointers(in: [root.appendingPathComponent("Assets.xcassets"), stations])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("2 resource files are Git LFS pointers") == true)
        #expect(warnings.first?.contains("Map.png, Map@2x.png") == true)
        #expect(PackageScaffold.largeFilePointers(in: [stations]).isEmpty)
    }
}

/// Which class `init` registers as the app delegate.
@MainActor @Suite struct AppDelegateDiscoveryTests {
    func find(_ files: [String: String]) throws -> String? {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("delegate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let urls = try files.keys.sorted().map { name in
            let url = root.appendingPathComponent(name)
            try files[name]!.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        return PackageScaffold.applicationDelegate(in: urls)
    }

    @Test func aClassAdoptingTheProtocolOnItsLine() throws {
        #expect(try find(["A.swift": "class Helper: NSObject {}\nclass AppDelegate: UIResponder, UIApplicationDelegate {}"]) == "AppDelegate")
    }

    /// iOS 12's navigation apps: `@UIApplicationMain class AppDelegate: UIResponder` and the protocol in an extension
    /// (CPApplicationDelegate refines UIApplicationDelegate).
    @Test func theEntryPointOrAnExtensionThatAdoptsIt() throws {
        let marked = "@UIApplicationMain\nclass AppDelegate: UIResponder {\n}\n"
        let adopted = "extension AppDelegate: CPApplicationDelegate {\n}\n"
        #expect(try find(["AppDelegate.swift": marked + adopted]) == "AppDelegate")
        #expect(try find(["AppDelegate.swift": "class AppDelegate: UIResponder {}\n" + adopted]) == "AppDelegate")
        #expect(try find(["A.swift": "// class Old: UIApplicationDelegate\nstruct X {}"]) == nil)
    }
}
