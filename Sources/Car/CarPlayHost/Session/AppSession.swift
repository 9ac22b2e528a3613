// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit
import PhoneApps
import Synchronization

/// One app on the car: its CarPlay scene, interface controller and template stack, and the rules the
/// car enforces on them.
@MainActor
public final class AppSession: CPInterfaceControllerHost, UISceneHost {
    public let app: AppDeclaration
    public unowned let car: HeadUnit
    public private(set) var isConnected = false
    /// The app crashed (an exception under ``ExceptionPolicy/terminateApp``): this session is over; launching the app
    /// again starts a new one.
    public private(set) var isTerminated = false
    /// When the CarPlay scene last connected, on the car's clock.
    package private(set) var connectedAt: Double?
    public private(set) var scene: CPTemplateApplicationScene?
    public private(set) var interfaceController: CPInterfaceController?
    public private(set) var window: CPWindow?
    /// The app's scene delegate (kept alive by the car, as UIKit keeps it through the scene).
    public private(set) var sceneDelegate: (any UISceneDelegate)?
    package internal(set) var stack: [CPTemplate] = []
    package internal(set) var presented: CPTemplate?
    let rules: TemplateRules
    /// Short ids of templates another session named first (a template's own ``CPTemplate/shortID`` holds the first).
    var templateIDs: [CPTemplateIdentifier: String] = [:]
    var nextTemplateID = 1
    /// This session's number, unique for the process's life (a template's short id names the session that gave it).
    let serial = AppSession.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)
    /// Selections whose handler hasn't called its completion yet: element id → token.
    public internal(set) var loadingElements: [String: Int] = [:] { didSet { invalidateElements() } }
    /// Bumped whenever something the screen shows may have changed other than the stack itself.
    private var contentVersion = 0
    private struct ElementCacheKey: Equatable {
        let version: Int
        let depth: Int?
        let nowPlaying: Int
        /// Whole seconds of the car's clock for the now playing template (its elapsed time moves on).
        let second: Int
    }
    private var elementCache: [CPTemplateIdentifier: (key: ElementCacheKey, snapshot: TemplateSnapshot, elements: [LiveElement])] = [:]
    var nextToken = 0
    var trimRecords: [String: Int] = [:]
    /// The last results a search template's delegate returned, by template id.
    var searchResults: [String: [CPListItem]] = [:] { didSet { invalidateElements() } }
    var searchTexts: [String: String] = [:]
    var voiceStateChangeTimes: [String: Double] = [:]
    var auxiliary = AuxiliaryScenes()
    /// Whether the tab bar delegate has been told about its first tab.
    var announcedTabBars: Set<CPTemplateIdentifier> = []

    init(app: AppDeclaration, car: HeadUnit) {
        self.app = app
        self.car = car
        // A playable content app is browsed with the car's own audio templates.
        let browsed = app.browsesPlayableContent(iOSMajorVersion: car.vehicle.iOSMajorVersion)
        rules = TemplateRules(categories: browsed ? [.audio] : app.categories, iOSMajorVersion: car.vehicle.iOSMajorVersion)
    }

    // MARK: CPSystemHost

    package var limits: CPSystemLimits {
        var l = CPSystemLimits()
        let car = self.car
        l.maximumItemCount = car.limitedInterfaces.contains(.lists) ? car.vehicle.drivingListItemLimit : car.vehicle.listItemLimit
        l.maximumTabCount = rules.maximumTabCount
        l.maximumTemplateDepth = rules.maximumTemplateDepth
        return l
    }

    package func raise(_ exception: CarPlayException) {
        car.record(.exception(name: exception.name, reason: exception.reason, kind: CarExceptionKind(exception.kind)))
        switch car.exceptionPolicy {
        case .crash: fatalError(exception.description)
        case .record: break
        case .terminateApp: car.terminate(self)
        }
    }

    package func templateContentDidChange(_ template: CPTemplate, _ what: String) {
        invalidateElements()
        if what == "navigationSession", let map = template as? CPMapTemplate, map.navigationSession?.trip.hasShareableDestination == true {
            // After the app's call that started guidance returns, as iOS calls the delegate later.
            DispatchQueue.main.async { MainActor.assumeIsolated { self.shareDestinationIfAsked(of: map) } }
        }
        if what == "navigationAlert", let map = template as? CPMapTemplate, let alert = map.currentNavigationAlert, alert.duration > 0 {
            scheduleAlertTimeout(alert, on: map)
        }
        guard isVisibleOrStacked(template) else { return }
        car.record(.updated(template: id(of: template), what: what))
    }

    package func navigationSessionDidChange(on mapTemplate: CPMapTemplate, _ what: String) {
        invalidateElements()
        guard isVisibleOrStacked(mapTemplate) else { return }
        car.record(.navigationSessionUpdated(template: id(of: mapTemplate), what: what))
    }

    package func elementDidChange(_ element: any CPCarBound, _ what: String) {
        invalidateElements()
        if elementChanges.count >= 4096 { elementChanges.removeFirst(2048) }
        elementChanges.append((car.now, what))
    }

    /// When the app changed items in place (a row's text, an image…), on the car's clock: the reviewer reads
    /// refresh rates from it. The last 4,096 changes are kept.
    package private(set) var elementChanges: [(time: Double, what: String)] = []

    /// The trips whose destination the car took (each once).
    var sharedDestinationTrips: Set<ObjectIdentifier> = []

    /// Forgets the cached elements of every template (content, car state or loading state changed).
    func invalidateElements() {
        contentVersion &+= 1
        car.changed()
    }

    /// A template's snapshot and element actions, rebuilt only when something it shows may have changed.
    func cachedBuild(_ template: CPTemplate) -> (TemplateSnapshot, [LiveElement]) {
        var depth: Int?
        if presented !== template {
            for (i, t) in stack.enumerated() where t === template {
                depth = i
                break
            }
        }
        let info = nowPlayingCenter
        let key = ElementCacheKey(
            version: contentVersion, depth: depth, nowPlaying: info.updateCount,
            second: template is CPNowPlayingTemplate ? Int(car.now) : 0)
        if let hit = elementCache[template.identifier], hit.key == key { return (hit.snapshot, hit.elements) }
        let built = build(template)
        elementCache[template.identifier] = (key, built.0, built.1)
        return built
    }

    /// Drops cached elements of templates that left the screen (checked only when the cache has grown).
    func pruneElementCache() {
        guard elementCache.count > stack.count + 8 else { return }
        var live = Set<CPTemplateIdentifier>()
        for t in stack { live.insert(t.identifier) }
        if let presented { live.insert(presented.identifier) }
        for key in Array(elementCache.keys) where !live.contains(key) { elementCache[key] = nil }
    }

    package var carTraits: UITraitCollection {
        UITraitCollection(style: car.style, scale: CGFloat(car.vehicle.screen.scale), idiom: .carPlay)
    }

    /// Makes this session the app the phone runs in front: it answers class-level limits and exceptions from
    /// objects not yet handed over. Changes to handed-over objects reach their own session regardless.
    /// Its process becomes the app in front, whose asset catalog `UIImage(named:)` reads when no app code runs.
    func activate() {
        // Called at each input and read: the store (and its limits, read for the phone's slot) only on a change.
        if CPRuntime.foreground !== self { CPRuntime.foreground = self }
        AppLaunch.bringToFront(car.appLaunch(of: app.name))
    }

    // MARK: Lifecycle

    func connect() {
        // iOS launches the app's process first (its app delegate's launch calls), then connects its scenes. An automaker
        // app is launched once the car's screen and accessory are there (`connectAutomaker`).
        if !app.isAutomakerApp {
            activate()
            car.startLaunch(of: app)
        }
        runningApp { connectScenes() }
    }

    private func connectScenes() {
        activate()
        car.publishSessionConfiguration()
        if app.browsesPlayableContent(iOSMajorVersion: car.vehicle.iOSMajorVersion) { return connectPlayableContent() }
        if app.isAutomakerApp { return connectAutomaker() }
        // An app that declares no scenes at all and whose app delegate adopts CPApplicationDelegate: iOS 12's way.
        if app.scenes.isEmpty, let legacy = appLaunch?.delegate as? any CPApplicationDelegate { return connectApplicationDelegate(legacy) }
        guard let sceneDecl = sceneDeclaration(for: AppDeclaration.carPlayRole) else {
            car.record(.note("the app declares no CarPlay scene and has no app delegate to configure one"))
            return
        }
        let (session, scene, window, controller) = makeCarScene(sceneDecl)
        let delegate = chooseSceneDelegate(for: sceneDecl, session: session)
        scene.delegate = delegate
        self.scene = scene
        appLaunch?.application.sceneDidConnect(scene)
        self.window = window
        interfaceController = controller
        sceneDelegate = delegate
        isConnected = true
        connectedAt = car.now

        // iOS's order: will connect, did connect (with the window for navigation apps), foreground, active.
        delegate?.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        car.record(.lifecycle(.sceneWillConnect))
        if let d = delegate as? any CPTemplateApplicationSceneDelegate {
            if app.categories.contains(.navigation) {
                car.record(.lifecycle(.templateSceneDidConnectWithWindow))
                d.templateApplicationScene(scene, didConnect: controller, to: window)
            } else {
                car.record(.lifecycle(.templateSceneDidConnect))
                d.templateApplicationScene(scene, didConnect: controller)
            }
        } else {
            car.record(.note("the scene delegate does not conform to CPTemplateApplicationSceneDelegate"))
        }
        moveToForeground(scene)
        if stack.isEmpty {
            car.record(.note("the app set no root template during connection"))
        }
        connectDashboardIfDeclared()
        connectInstrumentClusterIfDeclared()
    }

    /// The car screen's scene of a declaration, with its session, the app area's window (its safe area and map button
    /// area: our estimate of CarPlay's) and an interface controller, attached to each other.
    private func makeCarScene(_ decl: SceneDeclaration) -> (UISceneSession, CPTemplateApplicationScene, CPWindow, CPInterfaceController) {
        let session = makeSceneSession(decl, suffix: "carplay")
        let scene = CPTemplateApplicationScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        scene.host = self
        scene.contentStyle = car.style
        let screen = car.vehicle.screen
        let frame = CGRect(x: 0, y: 0, width: CarPlayMetrics.appAreaWidth(of: screen), height: screen.heightPoints)
        let window = CPWindow(
            frame: frame, safeArea: UIEdgeInsets(top: CarPlayMetrics.barHeight, left: 0, bottom: 0, right: CarPlayMetrics.mapButtonColumnWidth),
            mapButtonArea: CGRect(
                x: frame.width - CarPlayMetrics.mapButtonColumnWidth, y: CarPlayMetrics.barHeight, width: CarPlayMetrics.mapButtonColumnWidth,
                height: frame.height - CarPlayMetrics.barHeight))
        window.traitSource = { [weak self] in self?.carTraits ?? UITraitCollection(userInterfaceIdiom: .carPlay) }
        let controller = CPInterfaceController(host: self)
        scene.attach(interfaceController: controller, window: window)
        return (session, scene, window, controller)
    }

    /// The app delegate that took the CarPlay interface (iOS 12's `CPApplicationDelegate`), when the app has no scenes.
    private(set) var carApplicationDelegate: (any CPApplicationDelegate)?

    /// Connects an app without scenes through its app delegate, as iOS did before CarPlay scenes (iOS 12, navigation
    /// apps): the interface controller and the map window in one call. The car keeps a scene of its own for the
    /// session's state; the app never sees it (no scene delegate hears anything), and the app's own lifecycle is the
    /// application's.
    private func connectApplicationDelegate(_ legacy: any CPApplicationDelegate) {
        guard let process = appLaunch else { return }
        let decl = SceneDeclaration(role: AppDeclaration.carPlayRole, configurationName: nil, sceneClassName: nil, delegateClassName: nil, line: 0)
        let (_, scene, window, controller) = makeCarScene(decl)
        self.scene = scene
        self.window = window
        interfaceController = controller
        carApplicationDelegate = legacy
        isConnected = true
        connectedAt = car.now
        car.record(.lifecycle(.applicationDidConnectCarInterfaceController))
        runningApp { legacy.application(process.application, didConnectCarInterfaceController: controller, to: window) }
        moveToForeground(scene)
        if stack.isEmpty {
            car.record(.note("the app set no root template during connection"))
        }
    }

    /// The car's browser when the app is browsed through MediaPlayer's playable content API.
    private(set) var playableContent: PlayableContentBrowser?

    /// iOS launches a playable content app in the background (its app delegate sets the content manager's data
    /// source and delegate), then the car browses it.
    private func connectPlayableContent() {
        let controller = CPInterfaceController(host: self)
        interfaceController = controller
        isConnected = true
        connectedAt = car.now
        car.record(.lifecycle(.playableContentConnected))
        let browser = PlayableContentBrowser(session: self, controller: controller)
        playableContent = browser
        browser.start()
    }

    /// Disconnects the app (cable pulled or car off), as iOS does: resign active, background, disconnect.
    public func disconnect() {
        if app.isAutomakerApp { return disconnectAutomaker() }
        if let browser = playableContent {
            guard isConnected else { return }
            activate()
            browser.stop()
            interfaceController?.host = nil
            car.record(.lifecycle(.playableContentDisconnected))
            isConnected = false
            stack = []
            presented = nil
            loadingElements = [:]
            interfaceController = nil
            playableContent = nil
            return
        }
        guard isConnected, let scene, let controller = interfaceController, let window else { return }
        activate()
        let delegate = sceneDelegate
        disconnectAuxiliaryScenes()
        moveToBackground(scene)
        if let legacy = carApplicationDelegate, let process = appLaunch {
            car.record(.lifecycle(.applicationDidDisconnectCarInterfaceController))
            runningApp { legacy.application(process.application, didDisconnectCarInterfaceController: controller, from: window) }
            carApplicationDelegate = nil
        } else if let d = delegate as? any CPTemplateApplicationSceneDelegate {
            if app.categories.contains(.navigation) {
                car.record(.lifecycle(.templateSceneDidDisconnectWithWindow))
                d.templateApplicationScene(scene, didDisconnect: controller, from: window)
            } else {
                car.record(.lifecycle(.templateSceneDidDisconnect))
                d.templateApplicationScene(scene, didDisconnectInterfaceController: controller)
            }
        }
        scene.setActivationState(.unattached)
        appLaunch?.application.sceneDidDisconnect(scene)
        car.record(.lifecycle(.sceneDidDisconnect))
        delegate?.sceneDidDisconnect(scene)
        controller.host = nil
        isConnected = false
        stack = []
        presented = nil
        loadingElements = [:]
        self.scene = nil
        self.interfaceController = nil
        self.window = nil
        sceneDelegate = nil
    }

    /// The app crashed: everything it had on the car goes at once, with no delegate call (its process is gone).
    func tearDownAfterCrash() {
        interfaceController?.host = nil
        playableContent?.stop()
        playableContent = nil
        carApplicationDelegate = nil
        auxiliary = AuxiliaryScenes()
        scene?.setActivationState(.unattached)
        isConnected = false
        isTerminated = true
        stack = []
        presented = nil
        loadingElements = [:]
        scene = nil
        interfaceController = nil
        window = nil
        sceneDelegate = nil
        invalidateElements()
    }

    /// The user switched to another app or the home screen: the scene resigns and goes to the background.
    public func enterBackground() { switchScene(from: .foregroundActive, moveToBackground, automaker: .leftTheScreen) }

    /// The user came back to the app.
    public func enterForeground() { switchScene(from: .background, moveToForeground, automaker: .shown) }

    /// The connected scene, if in the state `from`, makes its `move`; an automaker app's screen records `note`.
    private func switchScene(
        from: UIScene.ActivationState, _ move: (CPTemplateApplicationScene) -> Void, automaker note: CarScreenChange
    ) {
        if app.isAutomakerApp, isConnected {
            car.record(.carScreen(app: app.name, note))
            return
        }
        guard isConnected, let scene, scene.activationState == from else { return }
        activate()
        move(scene)
    }

    /// Will enter foreground, then did become active (UIKit's order).
    private func moveToForeground(_ scene: CPTemplateApplicationScene) {
        move(scene, to: .foregroundInactive, .sceneWillEnterForeground) { $0.sceneWillEnterForeground(scene) }
        move(scene, to: .foregroundActive, .sceneDidBecomeActive) { $0.sceneDidBecomeActive(scene) }
    }

    /// Will resign active, then did enter background (UIKit's order).
    private func moveToBackground(_ scene: CPTemplateApplicationScene) {
        move(scene, to: .foregroundInactive, .sceneWillResignActive) { $0.sceneWillResignActive(scene) }
        move(scene, to: .background, .sceneDidEnterBackground) { $0.sceneDidEnterBackground(scene) }
    }

    /// The scene takes the `state`; the car records the `call`, which the scene's delegate then hears (`hear`).
    private func move(
        _ scene: CPTemplateApplicationScene, to state: UIScene.ActivationState, _ call: LifecycleCall, _ hear: (any UISceneDelegate) -> Void
    ) {
        scene.setActivationState(state)
        car.record(.lifecycle(call))
        if let sceneDelegate { hear(sceneDelegate) }
    }

    /// Connects again after a disconnect, with a new scene and interface controller, as iOS does.
    public func reconnect() {
        guard !isConnected, !isTerminated else { return }
        connect()
    }

    /// Automaker apps connect without a template scene.
    func isConnectedForAutomaker(_ connected: Bool) {
        isConnected = connected
        connectedAt = connected ? car.now : connectedAt
        invalidateElements()
    }

    func carLimitsChanged() {
        invalidateElements()
        guard isConnected else { return }
        activate()
        playableContent?.carLimitsChanged()
        _ = visibleSnapshotForTrimEvents()
    }

    func styleChanged(from previous: UIUserInterfaceStyle) {
        invalidateElements()
        guard isConnected, let scene else { return }
        scene.contentStyle = car.style
        (sceneDelegate as? any CPTemplateApplicationSceneDelegate)?.contentStyleDidChange(car.style)
        // The car window's view controllers and views hear that their traits changed, as UIKit tells them.
        if let window {
            let before = UITraitCollection(style: previous, scale: CGFloat(car.vehicle.screen.scale), idiom: .carPlay)
            runningApp { window.traitsDidChange(from: before) }
        }
        clusterStyleChanged()
    }

    // MARK: UISceneHost

    package func scene(_ scene: UIScene, open url: URL) -> Bool {
        car.appOpened(url)
        return true
    }

    // MARK: Template identity (the ids: AppSession+Stack)

    /// The kind of each template the car has given an id to, by id.
    package internal(set) var templateKinds: [String: TemplateKind] = [:]
}
