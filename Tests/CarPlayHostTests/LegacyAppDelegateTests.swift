// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An iOS 12 navigation app: no scenes; the app delegate adopts CPApplicationDelegate in an extension and puts a
/// navigation controller on the car's window.
final class DetourMapController: UIViewController {
    private(set) var appeared = 0
    private(set) var styles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        styles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
    init() { super.init(nibName: nil, bundle: nil) }  // as iOS requires: a designated initializer of UIViewController
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.2, alpha: 1)
    }
    override func viewWillAppear(_ animated: Bool) { appeared += 1 }
}

/// The phone's own log screen, a table view controller as such apps kept one.
final class EventLogController: UITableViewController {
    var events = ["Launched", "Connected"]
    init() { super.init(nibName: nil, bundle: nil) }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { events.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = events[indexPath.row]
        return cell
    }
}

final class LegacyNavigationAppDelegate: UIResponder {
    var calls: [String] = []
    var map: DetourMapController?
    var carWindow: CPWindow?
    var phoneWindow: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("didFinishLaunching")
        phoneWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        phoneWindow?.rootViewController = UINavigationController(rootViewController: EventLogController())
        return true
    }
}

extension LegacyNavigationAppDelegate: CPApplicationDelegate {
    func application(_ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow) {
        calls.append("didConnect")
        let map = DetourMapController()
        self.map = map
        window.rootViewController = UINavigationController(rootViewController: map)
        carWindow = window
        let template = CPMapTemplate()
        template.trailingNavigationBarButtons = [CPBarButton(title: "Go") { _ in }]
        interfaceController.setRootTemplate(template, animated: true, completion: nil)
    }

    func application(_ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow) {
        calls.append("didDisconnect")
    }
}

@MainActor @Suite struct LegacyAppDelegateTests {
    /// Info.plist with no scene manifest (iOS 12) and the navigation entitlement.
    func legacyApp() throws -> AppDeclaration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)/Detour.app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>CFBundleDisplayName</key><string>Detour</string>
                <key>CFBundleIdentifier</key><string>com.example.detour</string>
            </dict></plist>
            """
        try Data(info.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let entitlements = #"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.developer.carplay-maps</key><true/></dict></plist>"#
        try Data(entitlements.utf8).write(to: folder.appendingPathComponent("Detour.entitlements"))
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Detour.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(LegacyNavigationAppDelegate.self) { LegacyNavigationAppDelegate() }, delegates: [])
    }

    @Test func theAppDelegateGetsTheInterfaceControllerAndTheWindow() async throws {
        let car = try await CarPlayTestSession(app: try legacyApp(), hosting: .testProcess)
        let delegate = try #require(car.car.appLaunch(of: "Detour")?.delegate as? LegacyNavigationAppDelegate)
        #expect(delegate.calls == ["didFinishLaunching", "didConnect"])
        #expect(car.session.sceneDelegate == nil, "no scene delegate: the app has no scenes")
        #expect(car.top?.kind == .map && car.texts.contains("Go"))
        #expect(car.car.events.contains { if case .lifecycle(.applicationDidConnectCarInterfaceController) = $0.event { true } else { false } })
        // The navigation controller's top view fills the car's window and is drawn as the map.
        let map = try #require(delegate.map)
        #expect(map.view.frame.size == car.session.window?.bounds.size)
        #expect(map.appeared == 1 && map.navigationController === delegate.carWindow?.rootViewController)
        #expect(car.screen.baseView?.first?.fill == "#336633", "the map view's background")
        // The car's night mode reaches the controllers in its window as a trait change (from the day's traits).
        await car.setStyle(.dark)
        #expect(map.styles == [.light])
        #expect(car.car.appLaunch(of: "Detour")?.application.connectedScenes.isEmpty == true, "an app without scenes has none connected")
        car.session.disconnect()
        #expect(delegate.calls.last == "didDisconnect")
    }

    @Test func aSceneAppsConnectedScenesAreItsCarScenes() async throws {
        final class Plain: UIResponder, CPTemplateApplicationSceneDelegate {
            func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
                interfaceController.setRootTemplate(CPListTemplate(title: "Plain", sections: []), animated: false, completion: nil)
            }
        }
        let app = try AppDeclaration.inMemory(name: "Plain", categories: [.audio], sceneDelegate: SceneDelegateFactory(Plain.self) { Plain() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        let application = try #require(car.car.appLaunch(of: "Plain")?.application)
        #expect(application.connectedScenes.count == 1 && application.connectedScenes.first === car.session.scene)
        car.session.disconnect()
        #expect(application.connectedScenes.isEmpty)
    }

    @Test func aPresentedControllerCoversTheWindowUntilDismissed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let root = DetourMapController()
        window.rootViewController = root
        let sheet = EventLogController()
        var done = 0
        root.present(sheet, animated: true) { done += 1 }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root && done == 1)
        #expect(sheet.view.superview === window && sheet.view.frame == window.bounds)
        sheet.dismiss(animated: true) { done += 1 }
        #expect(root.presentedViewController == nil && sheet.view.superview == nil && done == 2, "dismissed by the presented one")
    }

    @Test func aNavigationControllerPushesAndPops() {
        let root = DetourMapController()
        let nav = UINavigationController(rootViewController: root)
        nav.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let next = DetourMapController()
        nav.pushViewController(next, animated: true)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === next && next.view.superview === nav.view)
        #expect(root.view.superview == nil, "only the top controller's view shows")
        #expect(nav.popViewController(animated: true) === next)
        #expect(nav.topViewController === root && root.view.superview === nav.view && root.appeared == 2)
        #expect(nav.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func aTableViewControllerIsItsTablesDataSource() {
        let log = EventLogController()
        log.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        log.tableView.layoutIfNeeded()
        #expect(log.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Launched", "Connected"])
        log.events.append("Rerouted")
        log.tableView.reloadData()
        log.tableView.layoutIfNeeded()
        #expect(log.tableView.visibleCells.count == 3)
    }
}
