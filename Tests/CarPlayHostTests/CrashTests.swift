import CarPlayHost
import CarPlayShim
import Foundation
import Testing

/// Sets a map template as root: not allowed for an audio app.
final class WrongRootDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

struct CrashTests {
    /// A real app crashes on an unsupported template; by default, so does ours.
    @Test func unsupportedTemplateCrashesTheAppByDefault() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = try! AppDeclaration.inMemory(
                    name: "Crashy", categories: [.audio],
                    sceneDelegate: SceneDelegateFactory(WrongRootDelegate.self) { WrongRootDelegate() })
                let car = HeadUnit(vehicle: .standard)
                car.connect(app)
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Unsupported object <CPMapTemplate: 0x"))
        #expect(
            stderr.contains(
                "passed to setRootTemplate:animated:completion:. Allowed classes: {(CPGridTemplate, CPListTemplate, CPNowPlayingTemplate, CPTabBarTemplate)}'"),
            "\(stderr)")
    }

    /// With no car connected, CarPlay objects that raise crash too.
    @Test func tooManyTabsWithoutACarCrashes() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = CPTabBarTemplate(templates: (0..<9).map { CPListTemplate(title: "\($0)", sections: []) })
            }
        }
    }
}
