import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

// An app that watches the phone's connection the ordinary iOS way (`NWPathMonitor`, a queue of its own, the screen
// updated on the main queue), and shows it.

final class ConnectionStatusSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let makeMonitor: @Sendable () -> NWPathMonitor
    var monitor: NWPathMonitor?
    var list: CPListTemplate?
    /// What the app was told, in order.
    var heard: [String] = []
    /// Updates whose handler didn't run as this app's code (it saw another app's notification center).
    var ranAsAnotherApp = 0

    init(makeMonitor: @escaping @Sendable () -> NWPathMonitor = { NWPathMonitor() }) { self.makeMonitor = makeMonitor }

    nonisolated static func describe(_ path: NWPath) -> String {
        guard path.status == .satisfied else { return "Offline" }
        var words = ["Online"]
        if path.usesInterfaceType(.wifi) { words.append("Wi-Fi") }
        if path.usesInterfaceType(.cellular) { words.append("cellular") }
        if path.isExpensive { words.append("expensive") }
        if path.isConstrained { words.append("low data") }
        return words.joined(separator: ", ")
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Status", sections: [])
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let monitor = makeMonitor()
        let ownCenter = UNUserNotificationCenter.current()
        monitor.pathUpdateHandler = { [weak self] path in
            let text = Self.describe(path)
            let ownCode = UNUserNotificationCenter.current() === ownCenter
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.show(text, ownCode: ownCode) } }
        }
        monitor.start(queue: DispatchQueue(label: "com.example.status.network"))
        self.monitor = monitor
    }

    func show(_ text: String, ownCode: Bool) {
        heard.append(text)
        if !ownCode { ranAsAnotherApp += 1 }
        list?.updateSections([CPListSection(items: [CPListItem(text: text, detailText: nil)])])
    }
}

@MainActor
struct PhonePathMonitorTests {
    func app(monitor: @escaping @Sendable () -> NWPathMonitor = { NWPathMonitor() }) throws -> AppDeclaration {
        try AppDeclaration.inMemory(
            name: "Status", categories: [.communication],
            sceneDelegate: SceneDelegateFactory(ConnectionStatusSceneDelegate.self) { ConnectionStatusSceneDelegate(makeMonitor: monitor) })
    }

    @Test func aPathMonitorSeesThePhoneGoOfflineAndComeBack() async throws {
        let network = CarNetwork()
        let car = try await CarPlayTestSession(app: try app(), network: network, hosting: .testProcess)
        #expect(car.texts == ["Status", "Online, cellular, expensive"], "a phone in a car is on cellular data by default")

        network.isOffline = true
        await car.settle()
        #expect(car.texts == ["Status", "Offline"])

        network.isOffline = false
        await car.settle()
        network.interfaces = [.wifi, .cellular]
        network.isLowDataMode = true
        await car.settle()
        #expect(car.texts == ["Status", "Online, Wi-Fi, low data"])
        let app = try #require(car.session.sceneDelegate as? ConnectionStatusSceneDelegate)
        #expect(
            app.heard == ["Online, cellular, expensive", "Offline", "Online, cellular, expensive", "Online, Wi-Fi", "Online, Wi-Fi, low data"])
        #expect(app.monitor?.currentPath.availableInterfaces.map(\.type) == [.wifi, .cellular])
    }

    @Test func twoCarsInOneProcessEachHaveTheirPhonesConnection() async throws {
        let tunnel = CarNetwork()
        tunnel.isOffline = true
        let home = CarNetwork()
        home.interfaces = [.wifi]
        let first = try await CarPlayTestSession(app: try app(), network: tunnel, hosting: .testProcess)
        let second = try await CarPlayTestSession(app: try app(), network: home, hosting: .testProcess)
        #expect(first.texts == ["Status", "Offline"])
        #expect(second.texts == ["Status", "Online, Wi-Fi"])

        tunnel.isOffline = false
        await first.settle()
        await second.settle()
        #expect(first.texts == ["Status", "Online, cellular, expensive"])
        #expect(second.texts == ["Status", "Online, Wi-Fi"], "the other car's phone didn't change")
        let untouched = try #require(second.session.sceneDelegate as? ConnectionStatusSceneDelegate)
        #expect(untouched.heard == ["Online, Wi-Fi"])
        // The first app's handler ran as its own code, though the second app was the one the phone last launched.
        let changed = try #require(first.session.sceneDelegate as? ConnectionStatusSceneDelegate)
        #expect(changed.heard == ["Offline", "Online, cellular, expensive"])
        #expect(changed.ranAsAnotherApp == 0)
    }

    @Test func aMonitorForOneKindOfLinkSeesOnlyThatKind() async throws {
        let network = CarNetwork()
        network.interfaces = [.wifi, .cellular]
        let cellularOnly = try await CarPlayTestSession(
            app: try app { NWPathMonitor(requiredInterfaceType: .cellular) }, network: network, hosting: .testProcess)
        #expect(cellularOnly.texts == ["Status", "Online, cellular, expensive"])
        let noWiFi = try await CarPlayTestSession(app: try app { NWPathMonitor(prohibitedInterfaceTypes: [.wifi]) }, network: network, hosting: .testProcess)
        #expect(noWiFi.texts == ["Status", "Online, cellular, expensive"])
        let path = try #require((noWiFi.session.sceneDelegate as? ConnectionStatusSceneDelegate)?.monitor?.currentPath)
        #expect(path.availableInterfaces.map(\.name) == ["pdp_ip0"])

        network.interfaces = [.wifi]
        await cellularOnly.settle()
        await noWiFi.settle()
        #expect(cellularOnly.texts == ["Status", "Offline"])
        #expect(noWiFi.texts == ["Status", "Offline"])
        let unsatisfied = try #require((noWiFi.session.sceneDelegate as? ConnectionStatusSceneDelegate)?.monitor?.currentPath)
        #expect(unsatisfied.status == .unsatisfied && unsatisfied.unsatisfiedReason == .notAvailable && unsatisfied.availableInterfaces.isEmpty)
    }
}
