// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// One class for the car screen and the instrument cluster, as many navigation apps write it, answering style changes
/// with one method for both protocols.
final class OneNavigationDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate {
    nonisolated(unsafe) static var made: [OneNavigationDelegate] = []
    var connectedCarScreen = false
    var connectedCluster = false
    var clusterScene: CPTemplateApplicationInstrumentClusterScene?
    var styles: [UIUserInterfaceStyle] = []

    override init() {
        super.init()
        Self.made.append(self)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        connectedCarScreen = true
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        connectedCluster = true
        clusterScene = templateApplicationInstrumentClusterScene
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) { styles.append(contentStyle) }
}

/// The same, relying on both protocols' defaults for `contentStyleDidChange(_:)` (the issue's "multiple matching
/// functions" case): it must compile, and connect.
final class DefaultsNavigationDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

@MainActor @Suite struct SharedSceneDelegateTests {
    /// A car with the navigation app `name`, whose one delegate class (made by `make`) serves the car screen and the
    /// cluster.
    func connect<Delegate: UISceneDelegate>(_ name: String, _ make: @escaping @MainActor @Sendable () -> Delegate) async throws -> CarPlayTestSession {
        let factory = SceneDelegateFactory(Delegate.self, make: make)
        let app = try AppDeclaration.inMemory(name: name, categories: [.navigation], sceneDelegate: factory, instrumentClusterDelegate: factory)
        return try await CarPlayTestSession(app: app, hosting: .testProcess)
    }

    @Test func oneClassServesTheCarScreenAndTheCluster() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)  // held before `made` is reset: no other test's car makes one meanwhile
        defer { phone.release() }
        OneNavigationDelegate.made = []
        let car = try await connect("OneNavigation") { OneNavigationDelegate() }
        let made = OneNavigationDelegate.made
        #expect(made.count == 2)  // one instance per scene, as iOS makes them
        #expect(made.contains { $0.connectedCarScreen })
        #expect(made.contains { $0.connectedCluster })
        await car.setStyle(.dark)
        let carScreen = try #require(made.first { $0.connectedCarScreen })
        #expect(carScreen.styles == [.dark])
        // Both protocols reach the one method.
        (carScreen as any CPTemplateApplicationInstrumentClusterSceneDelegate).contentStyleDidChange(.light)
        (carScreen as any CPTemplateApplicationSceneDelegate).contentStyleDidChange(.dark)
        #expect(carScreen.styles == [.dark, .light, .dark])
    }

    @Test func theClusterSceneFollowsTheCarsAppearance() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)  // held before `made` is reset: no other test's car makes one meanwhile
        defer { phone.release() }
        OneNavigationDelegate.made = []
        let car = try await connect("OneNavigation") { OneNavigationDelegate() }
        let cluster = try #require(OneNavigationDelegate.made.first { $0.connectedCluster })
        let scene = try #require(cluster.clusterScene)
        #expect(scene.contentStyle == car.car.style, "the cluster starts in the car's style")
        let other: UIUserInterfaceStyle = car.car.style == .dark ? .light : .dark
        await car.setStyle(other)
        #expect(scene.contentStyle == other)
        #expect(cluster.styles == [other], "the cluster's delegate hears the change")
        await car.setStyle(other)
        #expect(cluster.styles == [other], "no news when nothing changed")
    }

    @Test func aSharedClassWithoutTheMethodGetsOneDefault() async throws {
        let car = try await connect("DefaultsNavigation") { DefaultsNavigationDelegate() }
        await car.setStyle(.dark)
        #expect(car.top?.kind == .map)
        #expect(car.exceptions.isEmpty)
    }
}
