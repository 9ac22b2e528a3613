// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// The CarPlay cut stops at the app's own boundaries: a file it reaches that can't be built here (it imports a
/// framework nothing here provides, or it is a phone screen) is not built, and the types the CarPlay code names from
/// it get a stand-in with exactly the members that code uses.
struct StandInTests {
    /// A messaging app in miniature, shaped as mesh-radio apps are: the CarPlay scene watches a radio manager's
    /// connection and reads a message store; the manager talks Bluetooth; a settings screen is the phone's own.
    let files: [String: String] = [
        "CarPlaySceneDelegate.swift": """
        import CarPlay
        import Combine
        class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            var cancellables = Set<AnyCancellable>()
            func connect() {
                RadioManager.shared.$isConnected.sink { _ in self.refresh() }.store(in: &cancellables)
                let rows = MessageStore().unread(limit: RadioManager.shared.pageSize).map { CPListItem(text: $0, detailText: nil) }
                if RadioManager.shared.state == .connected(attempts: 1) { print(rows, RadioManager.shared.lastPacket.count) }
                Task { try await RadioManager.shared.send("hi", to: Node(id: 7)) }
            }
            func refresh() {}
        }
        """,
        "MessageStore.swift": """
        import Foundation
        struct MessageStore {
            func unread(limit: Int) -> [String] { Array(["Ada: on my way", "Grace: parked"].prefix(limit)) }
        }
        """,
        "RadioManager.swift": """
        import Foundation
        import MeshRadioKit
        import Combine

        enum RadioState: Equatable {
            case idle
            case connected(attempts: Int)
            var label: String { "x" }
        }

        @MainActor
        final class RadioManager: NSObject, ObservableObject, RadioLinkDelegate, Codable {
            static let shared = RadioManager(central: RadioLink())
            @Published var isConnected = false
            @Published private(set) var state: RadioState = .idle
            var pageSize: Int = 20
            var lastPacket: Data = Data([1, 2])
            private var central: RadioLink
            lazy var peripherals = central.retrieveConnectedPeripherals(withServices: [])
            init(central: RadioLink) { self.central = central; super.init() }
            func send(_ text: String, to node: Node) async throws -> Int { central.stopScan(); return 1 }
            func radioLinkDidUpdateState(_ central: RadioLink) {}
            private func reconnect() {}
        }

        struct Node {
            let id: Int
            var name: String?
        }
        extension Node: Hashable {}
        """,
        "SettingsView.swift": """
        import SwiftUI
        struct SettingsView: View {
            var body: some View { Text(RadioManager.shared.isConnected ? "On" : "Off") }
        }
        """
    ]

    @Test func aFileImportingWhatNothingHereProvidesIsStoodInNotBuilt() throws {
        let cut = CarPlayCutTests.cut(files)
        #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "MessageStore.swift"])
        #expect(cut.cut.map(\.outline.url.lastPathComponent) == ["RadioManager.swift"])
        #expect(cut.cut.first?.reason == .imports(["MeshRadioKit"]))
        #expect(cut.leftOut.map(\.url.lastPathComponent) == ["SettingsView.swift"])
        #expect(cut.leftOut.first?.reason == .phoneScreen("a phone screen: SwiftUI view SettingsView"))
        #expect(
            cut.summary(appFiles: Set(cut.kept + cut.cut.map(\.outline.url) + cut.leftOut.map(\.url))).joined(separator: "\n").contains("1 import MeshRadioKit")
        )
    }

    @Test func theStandInDeclaresWhatTheCarPlayCodeUsesWithTheOriginalsSignatures() throws {
        let cut = CarPlayCutTests.cut(files)
        let c = try #require(cut.cut.first)
        let text = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/RadioManager.swift")
        #expect(text.contains("imports MeshRadioKit, which nothing here provides"))
        #expect(text.contains("static var shared: RadioManager = RadioManager()"))
        #expect(text.contains("@Published var isConnected: Bool = false"))
        #expect(text.contains("@Published var state: RadioState = .idle") || text.contains("@Published var state: RadioState!"))
        #expect(text.contains("var pageSize: Int = 20"))
        #expect(text.contains("var lastPacket: Data = Data()"))
        #expect(text.contains("func send(_ text: String, to node: Node) async throws -> Int {"))
        #expect(text.contains("case connected(attempts: Int)"))
        #expect(text.contains("struct Node: Hashable"))
        // What the CarPlay code doesn't use, what it can't see, and conformances to what isn't here stay out.
        #expect(!text.contains("radioLinkDidUpdateState"))
        #expect(!text.contains("reconnect"))
        #expect(!text.contains("peripherals"))
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("RadioLink") }, "what names the missing package's types stays out")
        #expect(text.contains("// left out: init(central: RadioLink), which names RadioLink, not here"))
        #expect(text.contains("final class RadioManager: NSObject, ObservableObject {"))
        #expect(text.contains("// not adopted here: RadioLinkDelegate, Codable"))
    }

    /// The built code and the stand-in compile together (checked by the compiler, with Combine's two names the shim
    /// re-exports declared here, as Linux's toolchain has no Combine).
    @Test func theStandInCompilesWithTheCodeThatUsesIt() async throws {
        let cut = CarPlayCutTests.cut(files)
        let c = try #require(cut.cut.first)
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/RadioManager.swift")
        let user = """
            @MainActor func carPlayCode() async throws {
                let manager = RadioManager.shared
                manager.isConnected = true
                if manager.state == .connected(attempts: 1) { print(manager.lastPacket.count, manager.pageSize) }
                _ = try await manager.send("hi", to: Node(id: 7))
            }
            """
        let combine = """
            import Foundation
            protocol ObservableObject: AnyObject {}
            @propertyWrapper struct Published<Value> {
                var wrappedValue: Value
                init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
                var projectedValue: Int { 0 }
            }
            """
        let sources = [("StandIn.swift", standIn.replacingOccurrences(of: "import CarPlayShim\n", with: "")), ("User.swift", user), ("Combine.swift", combine)]
        let (status, output) = try await typecheck(sources, swiftVersion: "6")
        #expect(status == 0, "\(output)\n\(standIn)")
    }

    /// A place model with its own `==` (over fields of a database row the car can't read) and a property of a type that
    /// isn't equatable: the stand-in keeps `Equatable` with a `==` over what it stores, so it builds as written, and
    /// the CarPlay code that finds a place in a list still does.
    @Test func aStandInForATypeWithItsOwnEqualityStillBuilds() async throws {
        let app: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                func show(_ places: [PlaceItem], _ picked: PlaceItem) -> Int? {
                    print(places[0].id, places[0].lat, places[0].tagText.count)
                    return places.firstIndex(of: picked)
                }
            }
            """,
            "PlaceItem.swift": """
            import Foundation
            import SQLite
            final class TagText { var count = 0 }
            struct PlaceItem: CustomStringConvertible, Equatable {
                let id: String
                let lat: Double
                let tags: String
                init(row: Row) { id = row[0]; lat = 0; tags = "" }
                var description: String { id }
                var tagText: TagText { TagText() }
                static func == (lhs: PlaceItem, rhs: PlaceItem) -> Bool { lhs.id == rhs.id && lhs.tags == rhs.tags }
            }
            """
        ]
        let cut = CarPlayCutTests.cut(app)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "PlaceItem.swift" })
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/PlaceItem.swift")
        #expect(standIn.contains("static func == (lhs: PlaceItem, rhs: PlaceItem) -> Bool { lhs.id == rhs.id && lhs.lat == rhs.lat"), "\(standIn)")
        #expect(standIn.contains("var description: String"), "CustomStringConvertible kept, so its description too")
        let user = "func carPlayCode(_ places: [PlaceItem]) -> Int? { places.firstIndex(of: PlaceItem()) }\n"
        let (status, output) = try await typecheck(
            [("StandIn.swift", standIn.replacingOccurrences(of: "import CarPlayShim\n", with: "")), ("User.swift", user)], swiftVersion: "6")
        #expect(status == 0, "\(output)\n\(standIn)")
    }

    /// A player's queue keeps its pending requests in `= [Request]()`, its counters in `= [String: Int]()` and its
    /// change stream in `= PassthroughSubject<String, Never>()`: the type is written in the value, so the stand-in
    /// declares those properties (where it asked the user to fill them in) and the CarPlay code reading them builds.
    @Test func aPropertyMadeEmptyFromItsTypeKeepsThatType() throws {
        let app: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            import Combine
            class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                var watching: AnyCancellable?
                func connect() {
                    let queue = PlaybackQueue.shared
                    if !queue.pending.isEmpty { queue.pending.removeAll() }
                    print(queue.plays["intro", default: 0])
                    watching = PlaybackQueue.changes.sink { path in print(path) }
                }
            }
            """,
            "PlaybackQueue.swift": """
            import Foundation
            import Combine
            import AudioStreamingKit
            struct Request { let path: String }
            final class PlaybackQueue {
                static let shared = PlaybackQueue()
                public private(set) static var changes = PassthroughSubject<String, Never>()
                var pending = [Request]()
                var plays = [String: Int]()
                let stream = StreamingSession()
            }
            """
        ]
        let cut = CarPlayCutTests.cut(app)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "PlaybackQueue.swift" })
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/PlaybackQueue.swift")
        #expect(standIn.contains("var pending: [Request] = [Request]()"), "\(standIn)")
        #expect(standIn.contains("var plays: [String: Int] = [String: Int]()"), "\(standIn)")
        #expect(standIn.contains("static var changes: PassthroughSubject<String, Never> = PassthroughSubject<String, Never>()"), "\(standIn)")
        #expect(!standIn.contains("its type is inferred"), "\(standIn)")
    }

    /// A token store sends its changes as a tuple named by a top-level `typealias` of its file: the stand-in declares
    /// the alias with the publisher (and the protocol's requirement), where it left both out as naming a type not here.
    @Test func aTypeAliasTheStandInsSignaturesNameIsDeclaredToo() throws {
        let app: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            import Combine
            class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                var watching: AnyCancellable?
                let store: TokenStoring = TokenStore.shared
                func connect() {
                    watching = store.changes.filter { $0.key == .session }.sink { (_, removed) in print(removed) }
                }
            }
            """,
            "TokenStore.swift": """
            import Foundation
            import Combine
            import KeychainAccess
            public typealias TokenChange = (key: TokenKey, removed: Bool)
            public enum TokenKey: String { case session, refresh }
            public protocol TokenStoring {
                var changes: PassthroughSubject<TokenChange, Never> { get }
            }
            public final class TokenStore: TokenStoring {
                public static let shared = TokenStore()
                public let changes = PassthroughSubject<TokenChange, Never>()
                let keychain = Keychain(service: "com.example.tokens")
            }
            """
        ]
        let cut = CarPlayCutTests.cut(app)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "TokenStore.swift" })
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/TokenStore.swift")
        #expect(standIn.contains("public typealias TokenChange = (key: TokenKey, removed: Bool)"), "\(standIn)")
        #expect(standIn.contains("var changes: PassthroughSubject<TokenChange, Never> { get }"), "\(standIn)")
        #expect(standIn.contains("var changes: PassthroughSubject<TokenChange, Never> = PassthroughSubject<TokenChange, Never>()"), "\(standIn)")
        #expect(!standIn.contains("left out"), "\(standIn)")
    }

    /// A watch bridge starts its session with an optional delegate of the missing framework's type, defaulting to nil;
    /// the CarPlay code calls it without one. The stand-in keeps the function without that parameter, where it left
    /// the whole function out.
    @Test func aFunctionKeepsItsSignatureWithoutDefaultedParametersOfTypesNotHere() throws {
        let app: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                func connect() {
                    WatchBridge.shared.startSession()
                    WatchBridge.shared.send(["playing": true], urgent: true)
                }
            }
            """,
            "WatchBridge.swift": """
            import Foundation
            import PebbleKit
            final class WatchBridge: NSObject {
                static let shared = WatchBridge()
                func startSession(_ delegate: PBWatchDelegate? = nil) {}
                func send(_ message: [String: Any], urgent: Bool = false, via link: PBLink = .bluetooth) {}
                func watch(_ link: PBLink) {}
            }
            """
        ]
        let cut = CarPlayCutTests.cut(app)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "WatchBridge.swift" })
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/WatchBridge.swift")
        #expect(standIn.contains("func startSession() {"), "\(standIn)")
        #expect(standIn.contains("func send(_ message: [String: Any], urgent: Bool = false) {"), "\(standIn)")
        #expect(standIn.contains("without its parameters delegate, of types not here"), "\(standIn)")
        let code = standIn.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("PBWatchDelegate") || $0.contains("PBLink") }, "\(standIn)")
    }

    /// The app's navigation controller subclasses UIKit's and adopts a theming package's protocol; the CarPlay code
    /// makes one with UIKit's `init(rootViewController:)`. The stand-in keeps the superclass, so that initializer is
    /// inherited, and its own initializers call the view controller's designated one.
    @Test func aStandInKeepsTheUIKitClassItSubclasses() throws {
        let app: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                func showOnPhone(_ screen: UIViewController) {
                    let nav = ThemedNavigationController(rootViewController: screen)
                    nav.applyTheme()
                    _ = ShelfViewController(shelf: "Recent")
                }
            }
            """,
            "ThemedNavigationController.swift": """
            import UIKit
            import Themeable
            final class ThemedNavigationController: UINavigationController, Themeable {
                func applyTheme() { navigationBar.tintColor = ThemeManager.shared.tint }
            }
            final class ShelfViewController: UIViewController, Themeable {
                let shelf: String
                init(shelf: String) { self.shelf = shelf; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        ]
        let cut = CarPlayCutTests.cut(app)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "ThemedNavigationController.swift" })
        let standIn = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/ThemedNavigationController.swift")
        #expect(standIn.contains("final class ThemedNavigationController: UINavigationController {"), "\(standIn)")
        #expect(standIn.contains("// not adopted here: Themeable"), "\(standIn)")
        #expect(standIn.contains("final class ShelfViewController: UIViewController {"), "\(standIn)")
        #expect(standIn.contains("init(shelf: String) { super.init(nibName: nil, bundle: nil) }"), "\(standIn)")
        #expect(!standIn.contains("override init() { super.init() }"), "UIKit's plain init() is a convenience one: \(standIn)")
    }

    @Test func neutralValuesClaimNothing() {
        #expect(StandInWriter.neutralValue(of: "[String: Int]") == "[:]")
        #expect(StandInWriter.neutralValue(of: "[Node]") == "[]")
        #expect(StandInWriter.neutralValue(of: "Node?") == "nil")
        #expect(StandInWriter.neutralValue(of: "Set<String>") == "[]")
        #expect(StandInWriter.neutralValue(of: "Node") == nil)
        #expect(StandInWriter.body(returning: "Node", named: "Radio.node").hasPrefix("fatalError(\"fill in Radio.node"))
    }
}

/// Extensions of Apple's nested types and values made from literals, as apps write their notification names.
struct StandInExtensionTests {
    @Test func anExtensionOfANestedTypeKeepsItsNameAndLiteralValues() throws {
        let cut = CarPlayCutTests.cut([
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder {
                func watch() { NotificationCenter.default.addObserver(forName: .meshMessagesDidChange, object: nil, queue: nil) { _ in } }
                let formatter = Formatters.short
                let title = Formatters.mode.label
            }
            """,
            "AppState.swift": """
            import Foundation
            import CocoaMQTT
            extension Notification.Name {
                static let meshMessagesDidChange = Notification.Name("meshMessagesDidChange")
                static let unused = Notification.Name("unused")
            }
            enum Mode { case a
                var label: String { "A" }
            }
            enum Formatters {
                static let mode = Mode.a
                static let short = DateFormatter()
                static let client = CocoaMQTT5(clientID: "x")
            }
            """
        ])
        let c = try #require(cut.cut.first)
        let text = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "AppState.swift")
        #expect(text.contains("extension Notification.Name {"), "\(text)")
        #expect(text.contains("static var meshMessagesDidChange: Notification.Name = Notification.Name(\"meshMessagesDidChange\")"), "\(text)")
        #expect(text.contains("static var short: DateFormatter = DateFormatter()"), "\(text)")
        #expect(!text.contains("unused") && !text.contains("CocoaMQTT5"), "\(text)")
        #expect(text.contains("    var label: String { \"\" }  // fill in"), "a computed stand-in closes its own brace: \(text)")
    }
}
