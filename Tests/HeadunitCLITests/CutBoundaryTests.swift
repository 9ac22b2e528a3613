// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

// Which files the cut builds when they import a framework the shim stands in for in part, or names the toolchain has.

/// A framework the shim stands in for only in part (the Network framework's path monitor, not its connections): a file
/// using what the shim doesn't declare is cut, with the names it lacks.
@MainActor @Test func aFileUsingWhatThePartialStandInLacksIsCut() throws {
    let files = [
        "CarPlaySceneDelegate.swift": "import CarPlay\nclass CarPlaySceneDelegate: UIResponder { let link = LinkWatcher(); let tcp = TCPTransport() }\n",
        "LinkWatcher.swift": "import Network\nfinal class LinkWatcher { let monitor = NWPathMonitor() }\n",
        "TCPTransport.swift":
            "import Network\nfinal class TCPTransport { var connection: NWConnection?; let endpoint = NWEndpoint.hostPort(host: \"x\", port: 1) }\n"
    ]
    let outlines = files.keys.sorted().map { SourceOutline(url: URL(fileURLWithPath: "/app/\($0)"), text: files[$0]!) }
    let sources = try #require(PackageScaffold.shimSources(openCarPlay: PackageScaffold.ownCheckout ?? ""))
    let cut = CarPlayCut(
        outlines: outlines, roots: ["CarPlaySceneDelegate"], available: PackageScaffold.importable.union(PackageScaffold.shimmed),
        shimDeclarations: StubNames.shimDeclarations(sources: sources))
    #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "LinkWatcher.swift"])
    #expect(cut.cut.map(\.outline.url.lastPathComponent) == ["TCPTransport.swift"])
    #expect(cut.cut.first?.reason == .lacks(["NWConnection", "NWEndpoint"]))
}

/// An app registers its services for its App Intents in the file that makes them (`AppDependencyManager` is here), and
/// declares its shortcuts in another (`AppShortcutsProvider` isn't): the first is built, the second cut for the names it
/// lacks, where both were stood in for importing AppIntents.
@MainActor @Test func aFileImportingAppIntentsIsBuiltWhenWhatItUsesIsHere() throws {
    let files = [
        "CarPlaySceneDelegate.swift": "import CarPlay\nclass CarPlaySceneDelegate: UIResponder { let s = Services.shared; let p = ShelfShortcuts() }\n",
        "Services.swift": """
        import AppIntents
        final class Library: Sendable {}
        final class Services {
            static let shared = Services()
            let library = Library()
            func start() { AppDependencyManager.shared.add(dependency: self.library) }
        }
        """,
        "ShelfShortcuts.swift": "import AppIntents\nstruct ShelfShortcuts: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { [] } }\n"
    ]
    let outlines = files.keys.sorted().map { SourceOutline(url: URL(fileURLWithPath: "/app/\($0)"), text: files[$0]!) }
    let sources = try #require(PackageScaffold.shimSources(openCarPlay: PackageScaffold.ownCheckout ?? ""))
    let cut = CarPlayCut(
        outlines: outlines, roots: ["CarPlaySceneDelegate"], available: PackageScaffold.importable.union(PackageScaffold.shimmed),
        shimDeclarations: StubNames.shimDeclarations(sources: sources))
    #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "Services.swift"])
    #expect(cut.cut.map(\.outline.url.lastPathComponent) == ["ShelfShortcuts.swift"])
    #expect(cut.cut.first?.reason == .lacks(["AppShortcut", "AppShortcutsProvider"]))
}

/// Foundation's own Objective-C-era names are there on Linux (`NSObject`, `NSNumber`, `NSClassFromString`): a file
/// using them is built; one using a Foundation name Linux lacks (`NSUbiquitousKeyValueStore`) is cut for it. A module
/// the shim stands in for, named as a qualifier (`UIKit.UIApplication`), is no missing name.
@MainActor @Test func foundationsOwnNamesDontCutAFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cut-foundation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
        "CarPlaySceneDelegate.swift":
            "import CarPlay\nclass CarPlaySceneDelegate: UIResponder { let h = SendHandler(); let s = CloudSettings(); let app = UIKit.UIApplication.shared }\n",
        "SendHandler.swift":
            "import Foundation\nimport Intents\nfinal class SendHandler: NSObject { let n: NSNumber = 1; let c: AnyClass? = NSClassFromString(\"X\") }\n",
        "CloudSettings.swift": "import Foundation\nfinal class CloudSettings { let store = NSUbiquitousKeyValueStore.default }\n"
    ]
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let sources = try #require(PackageScaffold.shimSources(openCarPlay: PackageScaffold.ownCheckout ?? ""))
    let cut = CarPlayCut(
        files: files.keys.sorted().map { folder.appendingPathComponent($0) }, roots: ["CarPlaySceneDelegate"],
        available: PackageScaffold.importable.union(PackageScaffold.shimmed), shimDeclarations: StubNames.shimDeclarations(sources: sources),
        toolchain: ToolchainNames())
    #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "SendHandler.swift"])
    #expect(cut.cut.map(\.outline.url.lastPathComponent) == ["CloudSettings.swift"])
    #expect(cut.cut.first?.reason == .lacks(["NSUbiquitousKeyValueStore"]))
}

@Test func theCompilersMissingNamesAreRead() throws {
    let text = """
        /tmp/n.swift:4:9: error: expected member name or initializer call after type name
        /tmp/n.swift:5:9: error: cannot find 'OSLogStore' in scope
        /tmp/n.swift:6:9: error: cannot find 'NSManagedObject' in scope
        """
    #expect(ToolchainNames.notFound(in: text) == ["OSLogStore", "NSManagedObject"])
    #expect(throws: ToolchainNames.ProbeError.self) { try ToolchainNames(swiftc: nil).declared(among: ["NSObject"]) }
    #expect(try ToolchainNames(swiftc: nil).declared(among: ["not a name", "1st"]) == [], "only identifiers are asked about")
}

@Test func aLocalPackagesDependenciesAreReadFromItsDump() throws {
    let dump =
        #"{"targets": [{"name": "P", "dependencies": [{"product": ["SwiftProtobuf", "swift-protobuf", null, null]}, {"byName": ["Q", null]}, {"target": ["R", null]}]}]}"#
    #expect(try LocalPackageManifest.products(inDump: Data(dump.utf8)) == ["SwiftProtobuf"])
    #expect(throws: DecodingError.self) { try LocalPackageManifest.products(inDump: Data("{}".utf8)) }
}
