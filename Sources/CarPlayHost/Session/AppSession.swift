// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// One app on the car: its CarPlay scene, interface controller and template stack, and the rules the
/// car enforces on them.
@MainActor
public final class AppSession: CPInterfaceControllerHost, UISceneHost {
    public let app: AppDeclaration
    public unowned let car: HeadUnit
    public private(set) var isConnected = false
    /// When the CarPlay scene last connected, on the car's clock.
    package private(set) var connectedAt: Double?
    public private(set) var scene: CPTemplateApplicationScene?
    public private(set) var interfaceController: CPInterfaceController?
    public private(set) var window: CPWindow?
    /// The app's scene delegate (kept alive by the car, as UIKit keeps it through the scene).
    public private(set) var sceneDelegate: (any UISceneDelegate)?
    package private(set) var stack: [CPTemplate] = []
    package private(set) var presented: CPTemplate?
    let rules: TemplateRules
    private var templateIDs: [UUID: String] = [:]
    private var nextTemplateID = 1
    /// Selections whose handler hasn't called its completion yet: element id → token.
    public private(set) var loadingElements: [String: Int] = [:] { didSet { invalidateElements() } }
    /// Bumped whenever something the screen shows may have changed other than the stack itself.
    private var contentVersion = 0
    private struct ElementCacheKey: Equatable {
        let version: Int
        let depth: Int?
        let nowPlaying: Int
        /// Whole seconds of the car's clock for the now playing template (its elapsed time moves on).
        let second: Int
    }
    private var elementCache: [UUID: (key: ElementCacheKey, snapshot: TemplateSnapshot, elements: [LiveElement])] = [:]
    private var nextToken = 0
    private var trimRecords: [String: Int] = [:]
    /// The last results a search template's delegate returned, by template id.
    var searchResults: [String: [CPListItem]] = [:] { didSet { invalidateElements() } }
    var searchTexts: [String: String] = [:]
    private var voiceStateChangeTimes: [String: Double] = [:]
    var auxiliary = AuxiliaryScenes()
    /// Whether the tab bar delegate has been told about its first tab.
    private var announcedTabBars: Set<UUID> = []

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
        l.maximumItemCount = car.limitedInterfaces.contains(.lists) ? car.vehicle.drivingListItemLimit : car.vehicle.listItemLimit
        l.maximumTabCount = rules.maximumTabCount
        l.maximumTemplateDepth = rules.maximumTemplateDepth
        return l
    }

    package func raise(_ exception: CarPlayException) {
        car.record(.exception(name: exception.name, reason: exception.reason, kind: CarExceptionKind(exception.kind)))
        if car.exceptionPolicy == .crash { fatalError(exception.description) }
    }

    package func templateContentDidChange(_ template: CPTemplate, _ what: String) {
        invalidateElements()
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
        let info = MPNowPlayingInfoCenter.default()
        let key = ElementCacheKey(
            version: contentVersion, depth: depth, nowPlaying: info.updateCount,
            second: template is CPNowPlayingTemplate ? Int(car.now) : 0)
        if let hit = elementCache[template.identifier], hit.key == key { return (hit.snapshot, hit.elements) }
        let built = build(template)
        elementCache[template.identifier] = (key, built.0, built.1)
        return built
    }

    /// Drops cached elements of templates that left the screen (checked only when the cache has grown).
    private func pruneElementCache() {
        guard elementCache.count > stack.count + 8 else { return }
        var live = Set<UUID>()
        for t in stack { live.insert(t.identifier) }
        if let presented { live.insert(presented.identifier) }
        for key in Array(elementCache.keys) where !live.contains(key) { elementCache[key] = nil }
    }

    package var carTraits: UITraitCollection {
        UITraitCollection(style: car.style, scale: CGFloat(car.vehicle.screen.scale), idiom: .carPlay)
    }

    /// Makes this session the app the phone runs in front: it answers class-level limits and exceptions from
    /// objects not yet handed over. Changes to handed-over objects reach their own session regardless.
    func activate() { CPRuntime.foreground = self }

    // MARK: Lifecycle

    func connect() {
        activate()
        car.publishSessionConfiguration()
        if app.browsesPlayableContent(iOSMajorVersion: car.vehicle.iOSMajorVersion) { return connectPlayableContent() }
        if app.isAutomakerApp { return connectAutomaker() }
        let sceneDecl = app.scene(for: AppDeclaration.carPlayRole)!
        let session = makeSceneSession(sceneDecl, suffix: "carplay")
        let scene = CPTemplateApplicationScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        scene.host = self
        scene.contentStyle = car.style
        let screen = car.vehicle.screen
        let frame = CGRect(x: 0, y: 0, width: screen.widthPoints - 44, height: screen.heightPoints)
        let window = CPWindow(
            frame: frame, safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 56),
            mapButtonArea: CGRect(x: frame.width - 56, y: 44, width: 56, height: frame.height - 44))
        let controller = CPInterfaceController(host: self)
        scene.attach(interfaceController: controller, window: window)
        let delegate = app.makeDelegate(for: sceneDecl)
        scene.delegate = delegate
        self.scene = scene
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

    /// The car's browser when the app is browsed through MediaPlayer's playable content API.
    private(set) var playableContent: PlayableContentBrowser?

    /// iOS launches a playable content app in the background (its app delegate sets the content manager's data
    /// source and delegate), then the car browses it.
    private func connectPlayableContent() {
        if !car.launchedInBackground.contains(app.name) {
            car.launchedInBackground.insert(app.name)
            car.record(.lifecycle(.didFinishLaunching))
            app.launchHandler?()
        }
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
        if let d = delegate as? any CPTemplateApplicationSceneDelegate {
            if app.categories.contains(.navigation) {
                car.record(.lifecycle(.templateSceneDidDisconnectWithWindow))
                d.templateApplicationScene(scene, didDisconnect: controller, from: window)
            } else {
                car.record(.lifecycle(.templateSceneDidDisconnect))
                d.templateApplicationScene(scene, didDisconnectInterfaceController: controller)
            }
        }
        scene.setActivationState(.unattached)
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

    /// The user switched to another app or the home screen: the scene resigns and goes to the background.
    public func enterBackground() {
        if app.isAutomakerApp, isConnected {
            car.record(.carScreen(app: app.name, .leftTheScreen))
            return
        }
        guard isConnected, let scene, scene.activationState == .foregroundActive else { return }
        activate()
        moveToBackground(scene)
    }

    /// The user came back to the app.
    public func enterForeground() {
        if app.isAutomakerApp, isConnected {
            car.record(.carScreen(app: app.name, .shown))
            return
        }
        guard isConnected, let scene, scene.activationState == .background else { return }
        activate()
        moveToForeground(scene)
    }

    /// Will enter foreground, then did become active (UIKit's order).
    private func moveToForeground(_ scene: CPTemplateApplicationScene) {
        scene.setActivationState(.foregroundInactive)
        car.record(.lifecycle(.sceneWillEnterForeground))
        sceneDelegate?.sceneWillEnterForeground(scene)
        scene.setActivationState(.foregroundActive)
        car.record(.lifecycle(.sceneDidBecomeActive))
        sceneDelegate?.sceneDidBecomeActive(scene)
    }

    /// Will resign active, then did enter background (UIKit's order).
    private func moveToBackground(_ scene: CPTemplateApplicationScene) {
        scene.setActivationState(.foregroundInactive)
        car.record(.lifecycle(.sceneWillResignActive))
        sceneDelegate?.sceneWillResignActive(scene)
        scene.setActivationState(.background)
        car.record(.lifecycle(.sceneDidEnterBackground))
        sceneDelegate?.sceneDidEnterBackground(scene)
    }

    /// Connects again after a disconnect, with a new scene and interface controller, as iOS does.
    public func reconnect() {
        guard !isConnected else { return }
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

    func styleChanged() {
        invalidateElements()
        guard isConnected, let scene else { return }
        scene.contentStyle = car.style
        (sceneDelegate as? any CPTemplateApplicationSceneDelegate)?.contentStyleDidChange(car.style)
    }

    // MARK: UISceneHost

    package func scene(_ scene: UIScene, open url: URL) -> Bool {
        car.appOpened(url)
        return true
    }

    // MARK: Template identity

    /// The car's short id of a template (`t1`, `t2`…), stable for the session.
    public func id(of template: CPTemplate) -> String {
        if let id = templateIDs[template.identifier] { return id }
        let id = "t\(nextTemplateID)"
        nextTemplateID += 1
        templateIDs[template.identifier] = id
        templateKinds[id] = TemplateKind(of: template)
        return id
    }

    /// The kind of each template the car has given an id to, by id.
    package private(set) var templateKinds: [String: TemplateKind] = [:]

    func describe(_ template: CPTemplate) -> String {
        "\(id(of: template)) \(template.className)\(template.templateTitle.map { " '\($0)'" } ?? "")"
    }

    private func isVisibleOrStacked(_ template: CPTemplate) -> Bool {
        if presented === template || stack.contains(where: { $0 === template }) { return true }
        if let tabBar = stack.first as? CPTabBarTemplate { return tabBar.templates.contains { $0 === template } }
        return false
    }

    // MARK: Stack operations

    package func perform(_ op: CPTemplateOperation, animated: Bool, hasCompletion: Bool) -> Result<Void, CPTemplateOperationFailure> {
        activate()
        switch op {
        case .setRoot(let t), .push(let t), .present(let t): t.bind(to: self)
        default: break
        }
        let result = apply(op, animated: animated)
        pruneElementCache()
        if case .failure(.error(let e)) = result {
            car.record(.refused(operation: op.name, error: e.localizedDescription))
        }
        return result
    }

    private func unsupported(_ t: CPTemplate, _ op: CPTemplateOperation, allowed: [TemplateKind], note: String = "") -> CPTemplateOperationFailure {
        let classes = app.categories.isEmpty ? "(null)" : "{(" + allowed.map(\.className).joined(separator: ", ") + ")}"
        return .exception(
            .invalidArgument("Unsupported object \(t.objcDescription) passed to \(op.selector). Allowed classes: \(classes)\(note)", kind: .unsupportedTemplate)
        )
    }

    private func apply(_ op: CPTemplateOperation, animated: Bool) -> Result<Void, CPTemplateOperationFailure> {
        let delegate = interfaceController?.delegate
        switch op {
        case .setRoot(let t):
            guard let kind = TemplateKind(of: t), rules.stackKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.stackKinds))
            }
            if let tabBar = t as? CPTabBarTemplate {
                for tab in tabBar.templates {
                    guard let k = TemplateKind(of: tab), rules.tabRootKinds.contains(k) else {
                        return .failure(unsupported(tab, op, allowed: rules.tabRootKinds, note: " (as a tab of \(tabBar.className))"))
                    }
                }
            }
            let old = stack
            let oldTop = old.last
            if let oldTop { delegate?.templateWillDisappear(oldTop, animated: animated) }
            delegate?.templateWillAppear(t, animated: animated && !old.isEmpty)
            stack = [t]
            car.record(.setRoot(template: describe(t)))
            if let oldTop { delegate?.templateDidDisappear(oldTop, animated: animated) }
            delegate?.templateDidAppear(t, animated: animated && !old.isEmpty)
            announceTabBarIfNeeded()
            return .success(())

        case .push(let t):
            guard !stack.isEmpty else {
                return .failure(.error(CPTemplateOperation.error("A root template must be set before pushing.")))
            }
            guard let kind = TemplateKind(of: t), rules.stackKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.stackKinds))
            }
            if stack.contains(where: { $0 === t }) || presented === t {
                return .failure(
                    .exception(
                        .invalidArgument("Pushing the same template instance more than once is not supported. \(t.objcDescription)", kind: .templatePushedTwice)
                    ))
            }
            if stack.last is CPNowPlayingTemplate, kind != .list {
                return .failure(unsupported(t, op, allowed: [.list], note: " (only a list may be pushed over CPNowPlayingTemplate)"))
            }
            if stack.count + 1 > rules.maximumTemplateDepth {
                return .failure(.exception(.generic("Application exceeded the hierarchy depth limit", kind: .hierarchyDepth)))
            }
            let oldTop = stack.last!
            delegate?.templateWillDisappear(oldTop, animated: animated)
            delegate?.templateWillAppear(t, animated: animated)
            stack.append(t)
            car.record(.pushed(template: describe(t)))
            delegate?.templateDidDisappear(oldTop, animated: animated)
            delegate?.templateDidAppear(t, animated: animated)
            return .success(())

        case .pop:
            guard stack.count > 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: stack.count - 2, animated: animated)
            return .success(())

        case .popToRoot:
            guard stack.count > 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: 0, animated: animated)
            return .success(())

        case .popTo(let target):
            guard let i = stack.firstIndex(where: { $0 === target }) else {
                return .failure(.error(CPTemplateOperation.error("The template to pop to is not in the template hierarchy.")))
            }
            guard i < stack.count - 1 else {
                return .failure(.error(CPTemplateOperation.error("No templates were available to be popped.")))
            }
            popTo(index: i, animated: animated)
            return .success(())

        case .present(let t):
            guard let kind = TemplateKind(of: t), rules.modalKinds.contains(kind) else {
                return .failure(unsupported(t, op, allowed: rules.modalKinds))
            }
            guard presented == nil else {
                return .failure(.error(CPTemplateOperation.error("A template is already presented; dismiss it first.")))
            }
            guard !stack.isEmpty else {
                return .failure(.error(CPTemplateOperation.error("A root template must be set before presenting.")))
            }
            delegate?.templateWillAppear(t, animated: animated)
            presented = t
            if let voice = t as? CPVoiceControlTemplate {
                voice.isPresentedByCar = true
                voice.stateChangeGate = { [weak self, weak voice] identifier in
                    guard let self, let voice else { return true }
                    return self.allowVoiceStateChange(voice, identifier)
                }
            }
            car.record(.presented(template: describe(t)))
            delegate?.templateDidAppear(t, animated: animated)
            return .success(())

        case .dismiss:
            guard let t = presented else {
                return .failure(.error(CPTemplateOperation.error("No template is presented.")))
            }
            delegate?.templateWillDisappear(t, animated: animated)
            presented = nil
            (t as? CPVoiceControlTemplate)?.isPresentedByCar = false
            car.record(.dismissed(template: describe(t)))
            delegate?.templateDidDisappear(t, animated: animated)
            return .success(())
        }
    }

    private func popTo(index: Int, animated: Bool) {
        let delegate = interfaceController?.delegate
        let removed = Array(stack[(index + 1)...])
        let newTop = stack[index]
        let oldTop = stack.last!
        delegate?.templateWillDisappear(oldTop, animated: animated)
        delegate?.templateWillAppear(newTop, animated: animated)
        stack.removeSubrange((index + 1)...)
        for t in removed.reversed() { car.record(.popped(template: describe(t))) }
        delegate?.templateDidDisappear(oldTop, animated: animated)
        delegate?.templateDidAppear(newTop, animated: animated)
    }

    /// The tab bar delegate hears about the first tab once, when the tab bar is first shown.
    private func announceTabBarIfNeeded() {
        guard let tabBar = stack.first as? CPTabBarTemplate, !announcedTabBars.contains(tabBar.identifier),
            let selected = tabBar.selectedTemplate
        else { return }
        announcedTabBars.insert(tabBar.identifier)
        tabBar.delegate?.tabBarTemplate(tabBar, didSelect: selected)
    }

    /// Voice control state changes closer than 0.5 s apart are ignored (Apple rate-limits them without a
    /// published interval; 0.5 s is our estimate).
    private func allowVoiceStateChange(_ t: CPVoiceControlTemplate, _ identifier: String) -> Bool {
        let key = id(of: t)
        let now = car.now
        if let last = voiceStateChangeTimes[key], now - last < 0.5 {
            car.record(.note("voice control state change to \(identifier) ignored: too fast"))
            return false
        }
        voiceStateChangeTimes[key] = now
        return true
    }

    /// A navigation alert with a duration goes away by itself (dismissal context `.timeout`).
    private func scheduleAlertTimeout(_ alert: CPNavigationAlert, on map: CPMapTemplate) {
        let sleep = car.sleep
        let duration = Duration.milliseconds(Int64(alert.duration * 1000))
        Task { @MainActor [weak self, weak map, weak alert] in
            try? await sleep(duration)
            guard let self, let map, let alert, map.currentNavigationAlert === alert else { return }
            self.activate()
            self.car.record(.note("navigation alert timed out after \(alert.duration)s"))
            map.finishNavigationAlert(.timeout)
        }
    }

    // MARK: Selections and spinners

    /// Runs a handler that takes a completion; watches the completion like CarPlay's spinner does.
    func runWithSpinner(elementID: String, _ body: (@escaping () -> Void) -> Void) {
        nextToken += 1
        let token = nextToken
        var finished = false
        body { [weak self] in
            MainActor.assumeIsolated {
                guard !finished else { return }
                finished = true
                guard let self else { return }
                if self.loadingElements[elementID] == token { self.loadingElements[elementID] = nil }
                self.car.record(.completionCalled(element: elementID))
            }
        }
        if finished { return }
        loadingElements[elementID] = token
        let timeout = car.spinnerTimeout
        let sleep = car.sleep
        Task { @MainActor [weak self] in
            try? await sleep(timeout)
            guard let self, self.loadingElements[elementID] == token else { return }
            let s = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            self.car.record(.spinnerTimedOut(element: elementID, seconds: s))
        }
    }

    // MARK: Trimming records

    /// Records a trim once per template, kind and count.
    func noteTrim(_ templateID: String, _ what: String, shown: Int, given: Int) {
        if given <= shown && trimRecords.isEmpty { return }
        let key = "\(templateID).\(what)"
        guard given > shown else {
            trimRecords[key] = nil
            return
        }
        guard trimRecords[key] != shown else { return }
        trimRecords[key] = shown
        car.record(.trimmed(template: templateID, what: what, shown: shown, given: given))
    }

    @discardableResult
    func visibleSnapshotForTrimEvents() -> TemplateSnapshot? {
        guard let top = presented ?? stack.last else { return nil }
        return snapshot(of: top)
    }
}
