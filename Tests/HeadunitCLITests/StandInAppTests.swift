// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS
import Testing

@testable import headunit

/// Stand-ins for a larger app, shaped as mesh-radio apps are: its manager imports a messaging package nothing here has
/// and the project's own protobuf package (which is here), reads its store through a chain the car builds, and its
/// Bluetooth transport adopts the app's protocol but uses a Bluetooth name the shim lacks.
struct StandInAppTests {
    let files: [String: String] = [
        "CarPlaySceneDelegate.swift": """
        import CarPlay
        class CarPlaySceneDelegate: UIResponder {
            func connect() async throws {
                let manager = AccessoryManager.shared
                if manager.isConnected, manager.route.kind == .direct { print(manager.context, manager.packet as Any, manager.label) }
                manager.log.info("connected")
                print(manager.lastMessage as Any)
                manager.linkUp()
                _ = Keychain.shared.save(Data(), for: "token")
                _ = try JSONEncoder().encode(Payload.text("hi"))
                await Packets.shared.save()
                let transport: any Transport = BLETransport()
                _ = try await transport.connect()
                if transport.kind == TransportKind.ble { print(await transport.status) }
            }
        }
        """,
        "Store.swift": """
        import Foundation
        final class Ledger {}
        final class Store {
            static let shared = Store()
            var context: Ledger = Ledger()
        }
        """,
        "Transport.swift": """
        enum TransportKind { case ble, tcp }
        enum TransportStatus { case idle, ready }
        protocol Transport: Sendable {
            var kind: TransportKind { get }
            var status: TransportStatus { get async }
            func connect() async throws -> Bool
            func disconnect() async
        }
        """,
        "AccessoryManager.swift": """
        import Foundation
        import MQTTKit
        import ProtoKit
        import os

        @MainActor
        final class AccessoryManager: LinkDelegate {
            static let shared = AccessoryManager()
            var isConnected = false
            lazy var context = Store.shared.context
            nonisolated let label = "radio"
            var lastMessage: MQTTMessage?
            var packet: ToRadio?
            var route: Route = Route(kind: .direct)
            let log = os.Logger(subsystem: "radio", category: "car")
            struct Route: Codable {
                enum Kind: String, Codable { case direct, relay }
                var kind: Kind
            }
        }
        extension MQTTSession {
            func ping() {}
        }
        """,
        "LinkDelegate.swift": """
        import MQTTKit
        protocol LinkDelegate: AnyObject {
            func linkUp()
            func received(_ message: MQTTMessage)
        }
        """,
        "AccessoryManager+Link.swift": """
        import MQTTKit
        extension AccessoryManager {
            func linkUp() { print("up") }
            func received(_ message: MQTTMessage) {}
        }
        """,
        "Keychain.swift": """
        import Security
        import MQTTKit
        final class Keychain {
            static let shared = Keychain()
            func save(_ data: Data, for key: String) -> OSStatus { SecItemAdd([:] as CFDictionary, nil) }
        }
        enum Payload: Codable {
            case text(String)
            case null
            init(from decoder: Decoder) throws { self = .null }
            func encode(to encoder: Encoder) throws {}
        }
        """,
        "Packets.swift": """
        import SwiftData
        import MQTTKit
        @ModelActor
        actor Packets {
            static let shared = Packets(modelContainer: Store.container)
            func save() {}
        }
        """,
        "BLETransport.swift": """
        import CoreBluetooth
        actor BLETransport: Transport {
            let kind: TransportKind = .ble
            var status: TransportStatus = .idle
            let restoreKey = CBCentralManagerRestoredStatePeripheralsKey
            func connect() async throws -> Bool { true }
            func disconnect() async {}
        }
        extension CBFanciness {
            var isConnected: Bool { true }
        }
        """
    ]

    func cut() throws -> CarPlayCut {
        let outlines = files.keys.sorted().map { SourceOutline(url: URL(fileURLWithPath: "/app/\($0)"), text: files[$0]!) }
        let sources = try #require(PackageScaffold.shimSources(openCarPlay: PackageScaffold.ownCheckout ?? ""))
        return CarPlayCut(
            outlines: outlines, roots: ["CarPlaySceneDelegate"], available: PackageScaffold.importable.union(PackageScaffold.shimmed).union(["ProtoKit"]),
            shimDeclarations: StubNames.shimDeclarations(sources: sources))
    }

    func standIn(_ name: String, _ cut: CarPlayCut) throws -> String {
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == name })
        return StandInWriter.file(for: c, context: cut.standInContext, originalPath: name)
    }

    @Test func theManagersStandInImportsWhatIsHereAndTypesItsChains() throws {
        let cut = try cut()
        #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "Store.swift", "Transport.swift"])
        let text = try standIn("AccessoryManager.swift", cut)
        #expect(text.contains("import Foundation\nimport ProtoKit\n"), "the project's own package is imported: \(text)")
        #expect(!text.contains("import MQTTKit") && !text.contains("import os"), "\(text)")
        #expect(text.contains("lazy var context: Ledger = Store.shared.context"), "read through the code the car builds: \(text)")
        #expect(text.contains("nonisolated(unsafe) var label: String = \"radio\""), "\(text)")
        #expect(text.contains("var packet: ToRadio? = nil"), "\(text)")
        #expect(text.contains("var log: Logger = Logger(subsystem: \"radio\", category: \"car\")"), "no `os.` qualifier: \(text)")
        #expect(text.contains("struct Route: Codable {") && text.contains("enum Kind: String, Codable {"), "a nested type a member is of: \(text)")
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(!code.contains { $0.contains("MQTT") }, "the missing package's names stay out: \(text)")
        #expect(text.contains("// left out: AccessoryManager.lastMessage, of type MQTTMessage?, which names MQTTMessage, not here"), "\(text)")
    }

    @Test func protocolsLoseWhatIsntHereAndExtensionsKeepTheirMembers() throws {
        let cut = try cut()
        let manager = try standIn("AccessoryManager.swift", cut)
        #expect(!manager.contains("func linkUp()") && !manager.contains("received"), "the extension's file declares them: \(manager)")
        let link = try standIn("AccessoryManager+Link.swift", cut)
        #expect(link.contains("extension AccessoryManager {\n    func linkUp() {"), "\(link)")
        let delegate = try standIn("LinkDelegate.swift", cut)
        #expect(delegate.contains("protocol LinkDelegate: AnyObject {\n    func linkUp()\n"), "\(delegate)")
        #expect(delegate.contains("// left out: received, which names MQTTMessage, not here"), "\(delegate)")
        let keychain = try standIn("Keychain.swift", cut)
        #expect(keychain.contains("func save(_ data: Data, for key: String) -> OSStatus {"), "the Security stand-in's type: \(keychain)")
        #expect(keychain.contains("enum Payload: Codable {"), "\(keychain)")
        #expect(keychain.contains("init(from decoder: Decoder) throws { fatalError(\"fill in Payload.init"), "an enum's init gives self nothing: \(keychain)")
        #expect(keychain.contains("func encode(to encoder: Encoder) throws {"), "Codable's types are here: \(keychain)")
    }

    @Test func aModelActorsSharedInstanceIsTheTestsToSet() throws {
        let text = try standIn("Packets.swift", try cut())
        #expect(text.contains("@ModelActor actor Packets {"), "\(text)")
        #expect(text.contains("static var shared: Packets!"), "made only with a container: \(text)")
    }

    @Test func aModuleThatIsHereIsNoMissingType() {
        let context = StandInWriter.Context(
            names: [], appTypes: [], modules: ["MeshProtos"], missingModules: ["MeshProtosTAK"], importsProjectModule: true)
        #expect(StandInWriter.unavailableTypes(in: "_ packet: MeshProtos.TAKPacket", context: context) == [])
        #expect(StandInWriter.unavailableTypes(in: "_ packet: MeshProtosTAKBridge", context: context) == ["MeshProtosTAKBridge"])
    }

    @Test func theTransportsStandInMeetsTheAppsProtocol() throws {
        let text = try standIn("BLETransport.swift", try cut())
        #expect(text.contains("actor BLETransport: Transport {"), "\(text)")
        #expect(text.contains("let kind: TransportKind = .ble"), "an actor's constant, with its case from another file: \(text)")
        #expect(text.contains("var status: TransportStatus = .idle"), "\(text)")
        #expect(text.contains("func disconnect() async {"), "a requirement the built code didn't name: \(text)")
        #expect(text.contains("// left out: the extension of CBFanciness, which isn't here"), "\(text)")
    }

    /// The built files, the stand-ins and the CarPlay code compile together in Swift 5 mode, as the package builds the
    /// app's target (with the project package's
    /// type and the logger declared here, as this test has neither the package nor the shim).
    @Test func theStandInsCompileWithTheBuiltCode() async throws {
        let cut = try cut()
        let support = """
            struct ToRadio {}
            typealias OSStatus = Int32
            struct Logger: Sendable {
                init(subsystem: String, category: String) {}
                func info(_ message: String) {}
            }
            """
        let user = """
            import Foundation
            @MainActor func carPlayCode() async throws {
                let manager = AccessoryManager.shared
                if manager.isConnected, manager.route.kind == .direct { print(manager.context, manager.packet as Any, manager.label) }
                manager.log.info("connected")
                let transport: any Transport = BLETransport()
                _ = try await transport.connect()
                if transport.kind == TransportKind.ble { print(await transport.status) }
                manager.linkUp()
                _ = Keychain.shared.save(Data(), for: "token")
                _ = try JSONEncoder().encode(Payload.text("hi"))
            }
            """
        let stripped = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !["import CarPlayShim", "import ProtoKit"].contains($0) }
                .joined(separator: "\n")
        }
        var sources = [("Support.swift", support), ("User.swift", user), ("Store.swift", files["Store.swift"]!), ("Transport.swift", files["Transport.swift"]!)]
        for name in ["AccessoryManager.swift", "BLETransport.swift", "LinkDelegate.swift", "AccessoryManager+Link.swift", "Keychain.swift"] {
            sources.append(("StandIn-\(name)", stripped(try standIn(name, cut))))
        }
        let (status, output) = try await typecheck(sources, swiftVersion: "5")
        #expect(status == 0, "\(output)\n\(sources.map(\.1).joined(separator: "\n----\n"))")
    }
}

/// `swiftc -typecheck` of `sources` (file name, text) in a folder of their own: its status and what it said. The
/// compiler is waited for on a thread of its own: a blocking wait would hold one of the cooperative pool's threads (two
/// on two cores) for seconds, which the other tests' tasks (the phone's holder among them) need.
func typecheck(_ sources: [(String, String)], swiftVersion: String) async throws -> (status: Int32, output: String) {
    try await offMain { try typecheckNow(sources, swiftVersion: swiftVersion) }
}

private func typecheckNow(_ sources: [(String, String)], swiftVersion: String) throws -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion] + sources.map { folder.appendingPathComponent($0.0).path }
    let pipe = Pipe()
    p.standardError = pipe
    p.standardOutput = pipe
    try p.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExitInRealTime()
    return (p.terminationStatus, output)
}
