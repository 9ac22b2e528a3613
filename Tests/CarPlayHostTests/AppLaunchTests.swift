import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

// Apps written the ordinary iOS way: an app delegate that sets things up at launch, scene delegates that read
// `UIApplication.shared` and `Bundle.main`, no test hooks. The car launches them as an iPhone does.

/// What the launch did, in order, across the app's objects (one per test: each test makes its own).
@MainActor
final class LaunchLog {
    var calls: [String] = []
}

/// A radio app's app delegate: audio session and remote commands are set up in `didFinishLaunching`, as real apps do.
final class RadioAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LaunchLog
    init(log: LaunchLog) { self.log = log }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.calls.append("willFinishLaunching options=\(launchOptions == nil ? "nil" : "\(launchOptions!.count)")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.calls.append("didFinishLaunching delegate=\(UIApplication.shared.delegate === self)")
        try? AVAudioSession.sharedInstance().setCategory(.playback)
        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { _ in .success }
        commands.pauseCommand.addTarget { _ in .success }
        commands.nextTrackCommand.addTarget { _ in .success }
        commands.previousTrackCommand.addTarget { _ in .success }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return connectingSceneSession.configuration
    }
}

/// The radio app's CarPlay scene: its stations come from a JSON file in the app's bundle.
final class RadioSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    struct Station: Decodable { let name: String }
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        (UIApplication.shared.delegate as? RadioAppDelegate)?.log.calls.append("didConnect")
        var stations: [Station] = []
        if let url = Bundle.main.url(forResource: "stations", withExtension: "json"), let data = try? Data(contentsOf: url) {
            stations = (try? JSONDecoder().decode([Station].self, from: data)) ?? []
        }
        let items = stations.map { station -> CPListItem in
            let item = CPListItem(text: station.name, detailText: Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            item.handler = { _, done in
                MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: station.name, MPNowPlayingInfoPropertyPlaybackRate: 1.0]
                interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
                done()
            }
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Stations", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
    }
}

/// Another scene delegate class the app delegate may choose instead of the one the Info.plist names.
final class SimpleSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Simple", sections: [CPListSection(items: [CPListItem(text: "Chosen by the app delegate", detailText: nil)])]),
            animated: false, completion: nil)
    }
}

/// An app delegate that picks the scene delegate class in code.
final class ChoosingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "CarPlay in code", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SimpleSceneDelegate.self
        return configuration
    }
}

/// A bundle folder made for one test: Info.plist, entitlements and the files given.
func makeBundleFolder(
    name: String, identifier: String, category: String = "com.apple.developer.carplay-audio", delegate: String = "RadioSceneDelegate",
    files: [String: String] = [:], manifestExtras: String = "", roles: String? = nil, displayName: String? = nil
) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)/\(name).app")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let carRole = """
        <key>CPTemplateApplicationSceneSessionRoleApplication</key>
        <array><dict>
            <key>UISceneClassName</key><string>CPTemplateApplicationScene</string>
            <key>UISceneConfigurationName</key><string>CarPlay</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).\(delegate)</string>
        </dict></array>
        """
    let info = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleDisplayName</key><string>\(displayName ?? name)</string>
            <key>CFBundleIdentifier</key><string>\(identifier)</string>
            <key>UIApplicationSceneManifest</key>
            <dict>
                \(manifestExtras)
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict>
                        <key>UISceneConfigurationName</key><string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).PhoneSceneDelegate</string>
                    </dict></array>
                    \(roles ?? carRole)
                </dict>
            </dict>
        </dict>
        </plist>
        """
    try Data(info.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let entitlements = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>\(category)</key><true/></dict></plist>"
    try Data(entitlements.utf8).write(to: folder.appendingPathComponent("\(name).entitlements"))
    for (file, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
    return folder
}

@MainActor
struct AppLaunchTests {
    func radio(log: LaunchLog, name: String = "Radio", stations: [String] = ["Classic Rock", "Jazz FM"]) throws -> AppDeclaration {
        let json = "[" + stations.map { "{\"name\": \"\($0)\"}" }.joined(separator: ",") + "]"
        let folder = try makeBundleFolder(name: name, identifier: "com.example.\(name.lowercased())", files: ["stations.json": json])
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("\(name).entitlements"),
            applicationDelegate: ApplicationDelegateFactory(RadioAppDelegate.self) { RadioAppDelegate(log: log) },
            delegates: [SceneDelegateFactory(RadioSceneDelegate.self) { RadioSceneDelegate() }])
    }

    @Test func theAppDelegateRunsInIOSOrderBeforeTheScene() async throws {
        let log = LaunchLog()
        let car = try await CarPlayTestSession(app: try radio(log: log), hosting: .testProcess)
        #expect(
            log.calls == [
                "willFinishLaunching options=nil", "didFinishLaunching delegate=true",
                "configurationForConnecting CPTemplateApplicationSceneSessionRoleApplication", "didConnect"
            ])
        let lifecycle = car.events.compactMap { event -> LifecycleCall? in
            if case .lifecycle(let call) = event { return call }
            return nil
        }
        #expect(Array(lifecycle.prefix(4)) == [.willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneWillConnect])
    }

    @Test func remoteCommandsSetUpAtLaunchEnableNowPlayingsButtons() async throws {
        let car = try await CarPlayTestSession(app: try radio(log: LaunchLog()), hosting: .testProcess)
        try await car.tap("Classic Rock")
        let buttons = car.elements.filter { $0.role == .transportButton }
        let next = try #require(buttons.first { $0.text == "next" }, "now playing shows a next button: \(buttons.map { $0.text ?? "?" })")
        #expect(next.isEnabled, "the remote commands the app delegate set up in didFinishLaunching reach the car")
        #expect(car.texts.contains("Classic Rock"))
    }

    @Test func bundleMainIsTheAppsBundleFolder() async throws {
        let car = try await CarPlayTestSession(app: try radio(log: LaunchLog(), stations: ["Classic Rock", "Jazz FM", "News 24"]), hosting: .testProcess)
        #expect(car.texts.contains("Classic Rock"))
        #expect(car.texts.contains("News 24"))
        #expect(car.visibleTemplate?.texts.contains("Radio") == true, "object(forInfoDictionaryKey:) reads the app's Info.plist")
    }

    @Test func theAppsCodeReadsItsInfoPlistAsXcodeBuiltIt() async throws {
        // Apple's templates name the app with build settings, which Xcode fills in when it builds the app: the code
        // never sees "$(PRODUCT_NAME)". Without a CFBundleName in the file, the built one has the product's.
        let folder = try makeBundleFolder(
            name: "Tuner", identifier: "$(PRODUCT_BUNDLE_IDENTIFIER)", delegate: "BuiltInfoSceneDelegate", files: ["stations.json": "[]"],
            displayName: "$(PRODUCT_NAME)")
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Tuner.entitlements"),
            delegates: [SceneDelegateFactory(BuiltInfoSceneDelegate.self) { BuiltInfoSceneDelegate() }],
            buildSettings: ["PRODUCT_NAME": "Tuner FM", "PRODUCT_BUNDLE_IDENTIFIER": "org.example.tuner"])
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        let rows = car.texts
        #expect(rows.contains("display Tuner FM"), "\(rows)")
        #expect(rows.contains("identifier org.example.tuner"), "\(rows)")
        #expect(rows.contains("bundleIdentifier org.example.tuner"), "\(rows)")
        #expect(rows.contains("name Tuner FM"), "CFBundleName, left out of the file, is the product's: \(rows)")
        #expect(rows.contains("delegate Tuner_FM.BuiltInfoSceneDelegate"), "PRODUCT_MODULE_NAME is the product name made an identifier: \(rows)")
        #expect(rows.contains("stations found"), "the bundle's other files are still found: \(rows)")
        #expect(!rows.contains { $0.contains("$(") }, "\(rows)")
        let source = try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8)
        #expect(source.contains("$(PRODUCT_NAME)"), "the app's own file is left as it is")
    }

    @Test func twoAppsInOneCarEachSeeTheirOwnBundleAndApplication() async throws {
        let logA = LaunchLog()
        let logB = LaunchLog()
        let car = try await CarPlayTestSession(app: try radio(log: logA, name: "Alpha", stations: ["Alpha One"]), hosting: .testProcess)
        let beta = try radio(log: logB, name: "Beta", stations: ["Beta One", "Beta Two"])
        car.car.install(beta)
        try car.car.launch("Beta")
        await car.settle()
        let betaSession = try #require(car.car.sessions.first { $0.app.name == "Beta" })
        #expect(betaSession.screenSnapshot().stack.last?.texts.contains("Beta Two") == true)
        #expect(car.session.screenSnapshot().stack.last?.texts.contains("Alpha One") == true)
        #expect(car.session.screenSnapshot().stack.last?.texts.contains("Beta One") == false)
        #expect(logA.calls.contains("didFinishLaunching delegate=true"))
        #expect(logB.calls.contains("didFinishLaunching delegate=true"), "each app's UIApplication.shared.delegate is its own delegate")
    }

    @Test func configurationForConnectingChoosesTheDelegateClass() async throws {
        let folder = try makeBundleFolder(name: "Chooser", identifier: "com.example.chooser")
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Chooser.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(ChoosingAppDelegate.self) { ChoosingAppDelegate() },
            delegates: [
                SceneDelegateFactory(RadioSceneDelegate.self) { RadioSceneDelegate() }, SceneDelegateFactory(SimpleSceneDelegate.self) { SimpleSceneDelegate() }
            ])
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.session.sceneDelegate is SimpleSceneDelegate)
        #expect(car.texts.contains("Chosen by the app delegate"))
    }

    @Test func aSceneConfiguredOnlyInCodeConnects() async throws {
        // No CarPlay role in the Info.plist at all: the app delegate supplies the configuration, as iOS allows.
        let folder = try makeBundleFolder(name: "CodeOnly", identifier: "com.example.codeonly", roles: "")
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("CodeOnly.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(ChoosingAppDelegate.self) { ChoosingAppDelegate() },
            delegates: [SceneDelegateFactory(SimpleSceneDelegate.self) { SimpleSceneDelegate() }])
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.texts.contains("Chosen by the app delegate"))
    }

    @Test func aRelaunchAfterACrashLaunchesAFreshProcess() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let log = LaunchLog()
        let folder = try makeBundleFolder(name: "Lots", identifier: "com.example.lots", delegate: "RefreshPushesAgainDelegate")
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Lots.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(RadioAppDelegate.self) { RadioAppDelegate(log: log) },
            delegates: [SceneDelegateFactory(RefreshPushesAgainDelegate.self) { RefreshPushesAgainDelegate() }])
        let car = HeadUnit(vehicle: .standard, exceptionPolicy: .terminateApp)
        car.install(app)
        let session = try car.launch("Lots")
        let first = try #require(car.appLaunch(of: "Lots"))
        try session.tap(text: "Refresh")  // pushes a template already on the stack: the app crashes
        #expect(car.appLaunch(of: "Lots") == nil, "the crash ended the app's process")
        let again = try car.launch("Lots")
        let second = try #require(car.appLaunch(of: "Lots"))
        #expect(first !== second)
        #expect(log.calls.filter { $0.hasPrefix("didFinishLaunching") }.count == 2, "\(log.calls)")
        // A reconnect (the cable pulled and plugged in again) finds the process still running.
        again.disconnect()
        again.reconnect()
        #expect(log.calls.filter { $0.hasPrefix("didFinishLaunching") }.count == 2)
        #expect(car.appLaunch(of: "Lots") === second)
    }

    @Test func dashboardFlagInsideTheSceneManifestConnectsTheDashboard() async throws {
        let roles = """
            <key>CPTemplateApplicationSceneSessionRoleApplication</key>
            <array><dict>
                <key>UISceneClassName</key><string>CPTemplateApplicationScene</string>
                <key>UISceneDelegateClassName</key><string>NavigationProbe</string>
            </dict></array>
            <key>CPTemplateApplicationDashboardSceneSessionRoleApplication</key>
            <array><dict>
                <key>UISceneClassName</key><string>CPTemplateApplicationDashboardScene</string>
                <key>UISceneDelegateClassName</key><string>DashboardProbe</string>
            </dict></array>
            """
        let folder = try makeBundleFolder(
            name: "Nav", identifier: "com.example.nav", category: "com.apple.developer.carplay-maps",
            manifestExtras: "<key>UIApplicationSupportsMultipleScenes</key><true/><key>CPSupportsDashboardNavigationScene</key><true/>",
            roles: roles)
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Nav.entitlements"),
            delegates: [SceneDelegateFactory(NavigationProbe.self) { NavigationProbe() }, SceneDelegateFactory(DashboardProbe.self) { DashboardProbe() }])
        #expect(app.supportsDashboardNavigationScene)
        #expect(app.notices.isEmpty, "\(app.notices)")
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.events.contains(.lifecycle(.dashboardDidConnect)))
    }

    @Test func aDashboardSceneWithoutTheFlagIsAcceptedAndNotConnected() async throws {
        let roles = """
            <key>CPTemplateApplicationSceneSessionRoleApplication</key>
            <array><dict><key>UISceneDelegateClassName</key><string>NavigationProbe</string></dict></array>
            <key>CPTemplateApplicationDashboardSceneSessionRoleApplication</key>
            <array><dict><key>UISceneDelegateClassName</key><string>DashboardProbe</string></dict></array>
            """
        let folder = try makeBundleFolder(
            name: "Nav2", identifier: "com.example.nav2", category: "com.apple.developer.carplay-maps",
            manifestExtras: "<key>UIApplicationSupportsMultipleScenes</key><true/>", roles: roles)
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Nav2.entitlements"),
            delegates: [SceneDelegateFactory(NavigationProbe.self) { NavigationProbe() }, SceneDelegateFactory(DashboardProbe.self) { DashboardProbe() }])
        #expect(app.notices.count == 1)
        #expect(app.notices.first?.message.contains("iOS never connects it") == true)
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(!car.events.contains(.lifecycle(.dashboardDidConnect)))
    }

    /// The first read after connecting sees what the app's own background load drew, every time.
    @Test(arguments: [false, true]) func theFirstReadSeesRowsLoadedInTheBackground(usesDispatch: Bool) async throws {
        let folder = try makeBundleFolder(
            name: "Tuner", identifier: "com.example.tuner", delegate: "AsyncStationsSceneDelegate",
            files: ["stations.json": #"[{"name": "Classic Rock"}, {"name": "Jazz FM"}]"#])
        let app = try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Tuner.entitlements"),
            delegates: [SceneDelegateFactory(AsyncStationsSceneDelegate.self) { AsyncStationsSceneDelegate(usesDispatch: usesDispatch) }])
        let phone = await oneTurnForEveryLaunch()
        defer { phone.release() }
        var misses = 0
        for _ in 0..<100 {
            let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
            if !car.texts.contains("Classic Rock") { misses += 1 }
        }
        #expect(misses == 0, "\(misses) of 100 first reads came before the app's rows")
    }

    @Test func aTimerAddedToTheMainRunLoopByHandFiresAtItsFireDate() async throws {
        let fired = LaunchLog()
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { ProbeDelegate(makeRoot: { list("Timers") }) }
        let repeating = Timer(timeInterval: 2, repeats: true) { _ in MainActor.assumeIsolated { fired.calls.append("repeating") } }
        let once = Timer(timeInterval: 3, repeats: false) { _ in MainActor.assumeIsolated { fired.calls.append("once") } }
        RunLoop.main.add(repeating, forMode: .common)
        RunLoop.main.add(once, forMode: .default)
        await car.advance(by: .milliseconds(1_900))
        #expect(fired.calls.isEmpty, "nothing is due before 2 s: \(fired.calls)")
        await car.advance(by: .milliseconds(100))
        #expect(fired.calls == ["repeating"])
        await car.advance(by: .seconds(1))
        #expect(fired.calls == ["repeating", "once"])
        await car.advance(by: .seconds(1))
        #expect(fired.calls == ["repeating", "once", "repeating"])
        repeating.invalidate()
    }
}

/// A radio app whose stations load in the background as it connects, written two ordinary ways: a `Task` that awaits
/// a detached load, and a global queue that hops back to the main queue. Either way the load takes real time (a file
/// read and decode, plus some real CPU work, as a big catalogue would).
final class AsyncStationsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let usesDispatch: Bool
    init(usesDispatch: Bool) { self.usesDispatch = usesDispatch }

    nonisolated static func load() -> [String] {
        var spin = 0.0
        for i in 0..<200_000 { spin += Double(i).squareRoot() }  // real work, a millisecond or so
        let url = Bundle.main.url(forResource: "stations", withExtension: "json")
        let data = url.flatMap { try? Data(contentsOf: $0) } ?? Data()
        let names = (try? JSONDecoder().decode([[String: String]].self, from: data))?.compactMap { $0["name"] } ?? []
        return spin > 0 ? names : []
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Stations", sections: [])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let show: @MainActor ([String]) -> Void = { names in
            list.updateSections([CPListSection(items: names.map { CPListItem(text: $0, detailText: nil) })])
        }
        if usesDispatch {
            let bundle = Bundle.main.bundleURL
            DispatchQueue.global().async {
                let names = Self.load()
                _ = bundle
                DispatchQueue.main.async { MainActor.assumeIsolated { show(names) } }
            }
        } else {
            Task {
                let names = await Task.detached { Self.load() }.value
                show(names)
            }
        }
    }
}

/// Shows what the app's code reads of its own Info.plist, one row each.
final class BuiltInfoSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let info = Bundle.main.infoDictionary ?? [:]
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let carPlay = (roles?["CPTemplateApplicationSceneSessionRoleApplication"] as? [[String: Any]])?.first
        let rows = [
            "display \(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "-")",
            "identifier \(info["CFBundleIdentifier"] as? String ?? "-")",
            "bundleIdentifier \(Bundle.main.bundleIdentifier ?? "-")",
            "name \(info["CFBundleName"] as? String ?? "-")",
            "delegate \(carPlay?["UISceneDelegateClassName"] as? String ?? "-")",
            Bundle.main.url(forResource: "stations", withExtension: "json") == nil ? "stations missing" : "stations found"
        ]
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Info", sections: [CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })]), animated: false,
            completion: nil)
    }
}

/// A navigation scene delegate for declaration tests.
final class NavigationProbe: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}

/// A Dashboard scene delegate for declaration tests.
final class DashboardProbe: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {}
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController,
        from window: UIWindow
    ) {}
}
