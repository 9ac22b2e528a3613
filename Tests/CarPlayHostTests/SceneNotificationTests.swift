import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An app that watches its scenes the way shared iOS code does: every scene's activation, and the application's
/// launch, through the default notification center.
final class SceneWatchingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var seen: [String] = []
    var observers: [NSObjectProtocol] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        for (name, label) in [
            (UIScene.didActivateNotification, "activate"), (UIScene.willDeactivateNotification, "deactivate"),
            (UIScene.didEnterBackgroundNotification, "background"), (UIScene.willEnterForegroundNotification, "foreground")
        ] {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: templateApplicationScene, queue: nil) { [weak self] note in
                    let car = note.object is CPTemplateApplicationScene ? "car" : "other"
                    MainActor.assumeIsolated { self?.seen.append("\(label) \(car)") }
                })
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Trip", sections: []), animated: false, completion: nil)
    }
}

@MainActor
struct SceneNotificationTests {
    /// The CarPlay scene posts UIKit's scene notifications, with itself as their object, as it moves between the
    /// foreground and the background.
    @Test func theCarScenePostsItsActivation() async throws {
        let app = SceneWatchingSceneDelegate()
        let car = try await CarPlayTestSession(categories: [.drivingTask], hosting: .testProcess) { app }
        #expect(app.seen == ["foreground car", "activate car"], "the scene entered the foreground and became active after didConnect: \(app.seen)")
        let session = try #require(car.car.activeSession)
        car.car.goHome()
        await car.settle()
        #expect(app.seen.suffix(2) == ["deactivate car", "background car"], "\(app.seen)")
        session.enterForeground()
        await car.settle()
        #expect(app.seen.suffix(2) == ["foreground car", "activate car"], "\(app.seen)")
    }
}
