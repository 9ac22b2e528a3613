import CarPlayShim
import CarPlayTesting
import Foundation

/// The test process's phone, held for a test that launches car after car in a loop: the cars inside take their turns at
/// once (a task that holds the phone gets it again). Given back between launches, each launch waited for every other
/// suite's turn, and under load the test held the phone, on and off, for most of the run.
func oneTurnForEveryLaunch() async -> PhoneLease {
    await PhoneLease.acquire(stoppingTime: true)
}

/// A scene delegate whose connection builds a template from a closure, and that logs its lifecycle calls.
final class ProbeDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    let makeRoot: @MainActor () -> CPTemplate?
    var interfaceController: CPInterfaceController?
    var log: [String] = []
    var rootResult: (Bool, Error?)?

    init(makeRoot: @escaping @MainActor () -> CPTemplate? = { nil }) { self.makeRoot = makeRoot }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.append("willConnect")
    }
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        log.append("didConnect")
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        if let root = makeRoot() {
            interfaceController.setRootTemplate(root, animated: false) { ok, error in self.rootResult = (ok, error) }
        }
    }
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        log.append("didDisconnect")
        self.interfaceController = nil
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { log.append("sceneDidDisconnect") }
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { log.append("willAppear \(type(of: aTemplate))") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { log.append("didAppear \(type(of: aTemplate))") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { log.append("willDisappear \(type(of: aTemplate))") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { log.append("didDisappear \(type(of: aTemplate))") }
}

@MainActor
func connect(_ categories: Set<AppCategory>, vehicle: VehicleProfile = .standard, root: @escaping @MainActor () -> CPTemplate?) async throws
    -> (CarPlayTestSession, ProbeDelegate)
{
    let car = try await CarPlayTestSession(categories: categories, vehicle: vehicle, hosting: .testProcess) { ProbeDelegate(makeRoot: root) }
    return (car, car.session.sceneDelegate as! ProbeDelegate)
}

@MainActor
func list(_ title: String, rows: Int = 3, handler: ((Int) -> Void)? = nil) -> CPListTemplate {
    let items = (0..<rows).map { i -> CPListItem in
        let item = CPListItem(text: "\(title) \(i)", detailText: nil)
        item.handler = { _, done in
            handler?(i)
            done()
        }
        return item
    }
    return CPListTemplate(title: title, sections: [CPListSection(items: items)])
}
