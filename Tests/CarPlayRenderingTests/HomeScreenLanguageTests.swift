import CarPlayHost
import CarPlayRendering
import CarPlayShim
import Foundation
import Testing

/// An app the home screen shows; its scene is never connected here.
final class NamedOnlySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {}
}

/// The car's home screen names each app as the phone's language shows it (its `InfoPlist.strings`), as iOS does.
@MainActor
struct HomeScreenLanguageTests {
    @Test(arguments: [("ja", "パーキング"), ("ja-JP", "パーキング"), ("de-AT", "Parken"), ("en", "Parking"), ("ar", "Parking")])
    func theAppsNameIsInThePhonesLanguage(language: String, shown: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        for (localization, name) in [("ja", "パーキング"), ("de", "Parken")] {
            let lproj = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("/* The name under the icon. */\n\"CFBundleDisplayName\" = \"\(name)\";\n".utf8)
                .write(to: lproj.appendingPathComponent("InfoPlist.strings"))
        }
        let app = try AppDeclaration.inMemory(
            name: "Parking", categories: [.parking], sceneDelegate: SceneDelegateFactory(NamedOnlySceneDelegate.self) { NamedOnlySceneDelegate() },
            bundleFolder: folder)
        #expect(app.displayName(language: language) == shown)
        let home = HomeScreenApp(app: app, screen: .standard, style: .light, isRunning: false, language: language)
        #expect(home.name == "Parking", "the app's identity on the car doesn't change")
        let list = CarRenderer.layoutHome(
            apps: [home], screen: .standard, style: .light, driveSide: .left, isDriving: false, isPhoneLocked: false, language: language)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let s, _, _, _, _, _) = item { return s }
            return nil
        }
        #expect(texts.contains(shown), "\(texts)")
        #expect(list.targets.contains { $0.elementID == "app:Parking" && $0.label == shown })
    }
}
