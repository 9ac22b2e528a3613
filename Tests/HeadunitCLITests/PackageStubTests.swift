// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// The stand-ins `init` writes for packages an Xcode target links that don't build here, and what `init --build`
/// declares in them from the compiler's errors.
struct PackageStubTests {
    let player = "/src/Radio/CarPlay/PlayerSceneDelegate.swift"
    let stations = "/src/Radio/Model/StationStore.swift"

    /// Two files that use a radio player package: one adopts its delegate protocol, both use its player class.
    var sources: [String: String] {
        [
            player: """
            import CarPlay
            import RadioKit
            final class PlayerSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, RadioPlayerDelegate {
                let player = RadioPlayer.shared
            }
            """,
            stations: "import RadioKit\nstruct StationStore { var state: PlaybackState? }\n"
        ]
    }

    var stub: PackageStub { PackageStub(product: "RadioKit", source: "https://example.com/radiokit.git", importers: [player, stations]) }

    /// The compiler's messages for those files against an empty stub (and one for a file that doesn't import it).
    var log: String {
        """
        \(player):3:85: error: cannot find type 'RadioPlayerDelegate' in scope
        \(player):4:18: error: cannot find 'RadioPlayer' in scope
        \(player):4:18: error: cannot find 'RadioPlayer' in scope
        \(player):5:30: error: 'State' is not a member type of class 'RadioKit.RadioPlayer'
        \(player):6:12: error: cannot find 'iTunesAPI' in scope
        \(player):7:30: error: 'Row' is not a member type of struct 'Radio.StationStore'
        \(stations):2:35: error: cannot find type 'PlaybackState' in scope
        \(stations):2:2: error: cannot find 'lowercaseHelper' in scope
        /src/Radio/Other.swift:1:1: error: cannot find type 'Unrelated' in scope
        """
    }

    @Test func theNamesTheAppUsesGoToTheStubOfTheModuleItImports() {
        let names = PackageStub.missingNames(BuildDiagnostics(output: log), stubs: [stub])
        // Types only (iTunesAPI's lowercase start included, lowercaseHelper not), each once, none from a file that doesn't
        // import the stub; a type nested in one the stub declares, but not one nested in the app's own StationStore.
        #expect(names == ["RadioKit": ["RadioPlayerDelegate", "RadioPlayer", "RadioPlayer.State", "iTunesAPI", "PlaybackState"]], "\(names)")
    }

    /// A package whose main type is named like its module (`FRadioPlayer.shared`): while the stub doesn't declare the
    /// type, the compiler reads the name as the module and says it has no such member.
    @Test func aTypeNamedLikeItsModuleGoesToThatModulesStub() {
        let output = """
            \(player):66:17: error: module 'RadioKit' has no member named 'shared'
            \(player):67:17: error: module 'RadioKit' has no member named 'shared'
            /src/Radio/Other.swift:1:1: error: module 'Elsewhere' has no member named 'shared'
            """
        #expect(PackageStub.missingNames(BuildDiagnostics(output: output), stubs: [stub]) == ["RadioKit": ["RadioKit"]])
    }

    @Test func aNestedTypeGoesInAnExtensionOfItsType() throws {
        let first = try #require(PackageStub.adding(["RadioPlayer"], to: stub.initialText, sources: []))
        let text = try #require(PackageStub.adding(["RadioPlayer.State"], to: first, sources: []))
        #expect(
            text.hasSuffix("extension RadioPlayer {\n    open class State {  // fill in: what the app uses of it\n        public init() {}\n    }\n}\n"),
            "\(text)")
        #expect(text.range(of: "open class RadioPlayer")!.lowerBound < text.range(of: "extension RadioPlayer")!.lowerBound, "in the order found")
        #expect(PackageStub.adding(["RadioPlayer.State"], to: text, sources: []) == nil)
    }

    @Test func anAdoptedNameIsAProtocolAndTheRestAreClasses() throws {
        let text = try #require(
            PackageStub.adding(["RadioPlayerDelegate", "RadioPlayer", "PlaybackState"], to: stub.initialText, sources: Array(sources.values)))
        #expect(text.contains("public protocol RadioPlayerDelegate: AnyObject {}"))
        #expect(text.contains("open class RadioPlayer {"))
        #expect(text.contains("open class PlaybackState {"))
        #expect(text.components(separatedBy: "fill in").count - 1 >= 4, "each declaration is marked for the user, and the header says so")
        // After the marker, in order; the header says what it stands for.
        let marker = try #require(text.range(of: PackageStub.marker))
        #expect(text.range(of: "public protocol RadioPlayerDelegate")!.lowerBound > marker.upperBound)
        #expect(text.hasPrefix("// Written by `headunit init`: a stand-in for RadioKit (https://example.com/radiokit.git)"))
        // Asked again, nothing new; a name the user declared themselves is left alone.
        #expect(PackageStub.adding(["RadioPlayer"], to: text, sources: []) == nil)
        let own = stub.initialText + "public struct PlaybackState {}\n"
        #expect(PackageStub.adding(["PlaybackState"], to: own, sources: []) == nil)
    }

    /// A name goes to one stub only (a file importing two stubs picks one: ``StubNames/chooseStub(for:importing:)``),
    /// never one that reads as Apple's API (Intents' classes went into a CoreSpotlight stand-in once, in Apple's music
    /// sample).
    @Test func eachNameGoesToOneStubAndNeverAnApplesOne() {
        let both = "/src/Radio/CarPlay/Both.swift"
        let other = PackageStub(product: "Analytics", source: "", importers: [both])
        let radio = PackageStub(product: "RadioKit", source: "", importers: [player, both])
        let output = """
            \(both):3:1: error: cannot find 'CustomPlaylistIntent' in scope
            \(both):3:9: error: cannot find 'RadioQueue' in scope
            \(player):4:1: error: cannot find type 'INMediaUserContext' in scope
            \(player):5:1: error: cannot find 'kSecClassGenericPassword' in scope
            \(player):6:1: error: cannot find 'SecItemAdd' in scope
            \(player):7:1: error: cannot find 'CPUMonitor' in scope
            \(both):8:1: error: cannot find 'CPUMonitor' in scope
            """
        let names = PackageStub.missingNames(BuildDiagnostics(output: output), stubs: [other, radio])
        // CPUMonitor: a file importing RadioKit alone misses it. RadioQueue: the one whose name starts as it does.
        // CustomPlaylistIntent: neither does, so the first by name.
        #expect(names == ["RadioKit": ["RadioQueue", "CPUMonitor"], "Analytics": ["CustomPlaylistIntent"]], "\(names)")
        #expect(PackageStub.isAppleName("UIScrollView") && PackageStub.isAppleName("MKLocalSearch.Response") && PackageStub.isAppleName("SecItemAdd"))
        #expect(!PackageStub.isAppleName("INIT") && !PackageStub.isAppleName("Second") && !PackageStub.isAppleName("RadioPlayer"))
        // Watch Connectivity's: a stand-in for a phone's watch service leaves out what names them.
        #expect(PackageStub.isAppleName("WCSession") && PackageStub.isAppleName("WCSessionDelegate") && !PackageStub.isAppleName("WCAG"))
    }

    /// `headunit build` fills in only the stubs `init` wrote; a stand-in the user wrote in `Stubs/` is theirs.
    @Test func onlyTheStubsInitWroteAreFilledIn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        let sources = root.appendingPathComponent("CarPlayPackage/Sources")
        try fm.createDirectory(at: sources.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "App\n".write(to: sources.appendingPathComponent("apple-imports.txt"), atomically: true, encoding: .utf8)
        try "import RadioKit\nimport CoreSpotlight\n".write(to: sources.appendingPathComponent("App/Scene.swift"), atomically: true, encoding: .utf8)
        for (product, text) in [("RadioKit", stub.initialText), ("CoreSpotlight", "// My own stand-in.\npublic class CSSearchableIndex {}\n")] {
            let folder = root.appendingPathComponent("CarPlayPackage/Stubs/\(product)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("\(product).swift"), atomically: true, encoding: .utf8)
        }
        let found = PackageStub.discover(in: root)
        #expect(found.map(\.product) == ["RadioKit"])
        #expect(found.first?.importers.count == 1)
    }
}
