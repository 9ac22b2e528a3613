// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// CarPlay Dashboard and the instrument cluster: the extra scenes a navigation app can declare.
@MainActor
final class AuxiliaryScenes {
    var dashboardScene: CPTemplateApplicationDashboardScene?
    var dashboardController: CPDashboardController?
    var dashboardWindow: UIWindow?
    var dashboardDelegate: (any UISceneDelegate)?
    var clusterScene: CPTemplateApplicationInstrumentClusterScene?
    var clusterController: CPInstrumentClusterController?
    var clusterWindow: UIWindow?
    var clusterDelegate: (any UISceneDelegate)?
}

extension AppSession {
    /// The app's dashboard controller, once the dashboard scene is connected.
    public var dashboardController: CPDashboardController? { auxiliary.dashboardController }
    /// The app's instrument cluster controller, once the cluster scene is connected.
    public var instrumentClusterController: CPInstrumentClusterController? { auxiliary.clusterController }

    /// Connects CarPlay Dashboard, if the app declares it (navigation apps with CPSupportsDashboardNavigationScene).
    func connectDashboardIfDeclared() {
        guard app.connectsDashboard, let decl = sceneDeclaration(for: AppDeclaration.dashboardRole) else { return }
        let session = makeSceneSession(decl, suffix: "dashboard")
        let scene = CPTemplateApplicationDashboardScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        scene.host = self
        // The dashboard's map card: a third of the screen's width, the full height (our estimate of the layout).
        let screen = car.vehicle.screen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: (screen.widthPoints / 3).rounded(), height: screen.heightPoints))
        window.isHidden = false  // The system's window for the scene, shown by CarPlay.
        let controller = CPDashboardController()
        controller.bind(to: self)
        scene.attach(controller: controller, window: window)
        let delegate = chooseSceneDelegate(for: decl, session: session)
        scene.delegate = delegate
        auxiliary.dashboardScene = scene
        appLaunch?.application.sceneDidConnect(scene)
        auxiliary.dashboardController = controller
        auxiliary.dashboardWindow = window
        auxiliary.dashboardDelegate = delegate
        delegate?.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        car.record(.lifecycle(.dashboardDidConnect))
        (delegate as? any CPTemplateApplicationDashboardSceneDelegate)?.templateApplicationDashboardScene(scene, didConnect: controller, to: window)
        activateAuxiliary(scene, delegate)
    }

    /// A Dashboard or cluster scene comes to the foreground and becomes active once connected, as the car screen's scene
    /// does (apps set up their windows in `sceneDidBecomeActive`, as Apple's navigation sample does for the cluster).
    /// - Note: UIKit's order; the car records these calls only for the car screen's scene.
    private func activateAuxiliary(_ scene: UIScene, _ delegate: (any UISceneDelegate)?) {
        scene.activationState = .foregroundInactive
        delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(scene)
    }

    /// Connects the instrument cluster, if the app declares it and the car has one.
    func connectInstrumentClusterIfDeclared() {
        guard app.connectsInstrumentCluster, let decl = sceneDeclaration(for: AppDeclaration.instrumentClusterRole) else { return }
        let session = makeSceneSession(decl, suffix: "cluster")
        let scene = CPTemplateApplicationInstrumentClusterScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        scene.host = self
        // The style the car suggests for its screens: the cluster follows the car's light or dark appearance.
        scene.contentStyle = car.style
        let controller = CPInstrumentClusterController()
        scene.attach(controller: controller)
        let delegate = chooseSceneDelegate(for: decl, session: session)
        scene.delegate = delegate
        auxiliary.clusterScene = scene
        appLaunch?.application.sceneDidConnect(scene)
        auxiliary.clusterController = controller
        auxiliary.clusterDelegate = delegate
        delegate?.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        car.record(.lifecycle(.instrumentClusterSceneDidConnect))
        (delegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?.templateApplicationInstrumentClusterScene(scene, didConnect: controller)
        activateAuxiliary(scene, delegate)
        // The cluster's window arrives after the controller: 640×480 @2x is one of the guide's cluster screens.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.isHidden = false  // The system's window for the scene, shown by CarPlay.
        controller.instrumentClusterWindow = window
        auxiliary.clusterWindow = window
        car.record(.lifecycle(.instrumentClusterDidConnectWindow))
        controller.delegate?.instrumentClusterControllerDidConnect(window)
    }

    /// The car's appearance changed: the instrument cluster scene (if connected) takes the new style and tells its
    /// delegate, as the car screen's scene does.
    func clusterStyleChanged() {
        guard let scene = auxiliary.clusterScene, scene.contentStyle != car.style else { return }
        scene.contentStyle = car.style
        (auxiliary.clusterDelegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?.contentStyleDidChange(car.style)
    }

    /// The system's record of a declared scene, as iOS makes it from the manifest.
    func makeSceneSession(_ decl: SceneDeclaration, suffix: String) -> UISceneSession {
        let config = UISceneConfiguration(name: decl.configurationName, sessionRole: decl.role)
        return UISceneSession(role: decl.role, configuration: config, persistentIdentifier: "\(app.bundleIdentifier).\(suffix)")
    }

    func disconnectAuxiliaryScenes() {
        if let scene = auxiliary.dashboardScene, let controller = auxiliary.dashboardController, let window = auxiliary.dashboardWindow {
            car.record(.lifecycle(.dashboardDidDisconnect))
            (auxiliary.dashboardDelegate as? any CPTemplateApplicationDashboardSceneDelegate)?
                .templateApplicationDashboardScene(scene, didDisconnect: controller, from: window)
            appLaunch?.application.sceneDidDisconnect(scene)
            auxiliary.dashboardDelegate?.sceneDidDisconnect(scene)
        }
        if let scene = auxiliary.clusterScene, let controller = auxiliary.clusterController {
            if let window = auxiliary.clusterWindow {
                car.record(.lifecycle(.instrumentClusterDidDisconnectWindow))
                controller.delegate?.instrumentClusterControllerDidDisconnectWindow(window)
            }
            car.record(.lifecycle(.instrumentClusterSceneDidDisconnect))
            (auxiliary.clusterDelegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?
                .templateApplicationInstrumentClusterScene(scene, didDisconnectInstrumentClusterController: controller)
            appLaunch?.application.sceneDidDisconnect(scene)
            auxiliary.clusterDelegate?.sceneDidDisconnect(scene)
        }
        auxiliary = AuxiliaryScenes()
    }

    /// The dashboard's shortcut buttons (at most two are shown, and only while the app is not navigating).
    public var dashboardButtons: [ElementSnapshot] {
        guard let controller = auxiliary.dashboardController else { return [] }
        if let map = stack.first as? CPMapTemplate, map.navigationSession != nil { return [] }
        return controller.shortcutButtons.prefix(2).enumerated().map { i, b in
            ElementSnapshot(
                id: "dashboard.\(i)", role: .dashboardButton, text: b.titleVariants.first, detailText: b.subtitleVariants.first,
                image: b.image.debugName)
        }
    }

    /// What CarPlay Dashboard shows for this app (nil when the app declares no dashboard scene).
    public func dashboardSnapshot() -> DashboardSnapshot? {
        activate()
        guard let window = auxiliary.dashboardWindow else { return nil }
        let screen = car.vehicle.screen
        // The map card: the leading two thirds of the app area, less margins (our estimate of the layout).
        let size = CGSize(width: (CarPlayMetrics.appAreaWidth(of: screen) * 0.62).rounded(), height: screen.heightPoints - 16)
        if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
        var commands: [DrawingCommand] = []
        window.recordDrawing(into: &commands, origin: .zero, traits: carTraits)
        let drawn = Self.baseView(commands, traits: carTraits)
        let guidance = panelGuidance()
        // What plays in the car: the app whose audio is the car's source, else this app's own now playing.
        let playing = car.audio.source != "radio" && car.appLaunch(of: car.audio.source) != nil ? car.audio.source : app.name
        let nowPlaying = car.panelNowPlaying(of: playing)
        return DashboardSnapshot(
            appName: app.name, buttons: dashboardButtons, baseView: drawn.commands, baseViewBitmaps: drawn.bitmaps.isEmpty ? nil : drawn.bitmaps,
            windowSize: [Double(size.width), Double(size.height)], guidance: guidance, nowPlaying: nowPlaying,
            style: CarStyle(car.style), screen: screen, driveSide: car.vehicle.driveSide)
    }

    /// The first maneuver and the road while the app navigates, for the dashboard and the cluster.
    private func panelGuidance() -> PanelGuidance? {
        guard let map = stack.first as? CPMapTemplate, let nav = map.navigationSession, let m = nav.upcomingManeuvers.first else { return nil }
        return PanelGuidance(
            instruction: (m.dashboardInstructionVariants.first ?? m.instructionVariants.first) ?? "",
            maneuverType: NSStringFromCPManeuverType(m.maneuverType), road: nav.currentRoadNameVariants.first)
    }

    /// What the instrument cluster shows for this app on a cluster display (nil without a cluster scene).
    public func clusterSnapshot(on display: ClusterScreen) -> ClusterSnapshot? {
        activate()
        guard let window = auxiliary.clusterWindow, let controller = auxiliary.clusterController else { return nil }
        let size = CGSize(width: display.widthPoints, height: display.heightPoints)
        if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
        let insets = UIEdgeInsets(top: display.safeArea[0], left: display.safeArea[1], bottom: display.safeArea[2], right: display.safeArea[3])
        if window.safeAreaInsets != insets { window.systemSafeAreaInsets = insets }
        var commands: [DrawingCommand] = []
        let traits = UITraitCollection(style: .dark, scale: display.scale, idiom: .carPlay)
        window.recordDrawing(into: &commands, origin: .zero, traits: traits)
        let drawn = Self.baseView(commands, traits: traits)
        let guidance = panelGuidance()
        return ClusterSnapshot(
            appName: app.name, screen: display, baseView: drawn.commands, baseViewBitmaps: drawn.bitmaps.isEmpty ? nil : drawn.bitmaps,
            guidance: guidance,
            compass: controller.compassSetting == .enabled, speedLimit: controller.speedLimitSetting == .enabled,
            inactiveDescription: guidance == nil ? controller.inactiveDescriptionVariants.first : nil)
    }

    /// Taps a dashboard shortcut button.
    public func tapDashboardButton(_ index: Int) throws {
        activate()
        guard let controller = auxiliary.dashboardController else { throw CarInputError("the app has no CarPlay Dashboard scene") }
        guard dashboardButtons.indices.contains(index) else {
            throw CarInputError("no dashboard button #\(index) (there are \(dashboardButtons.count))")
        }
        let b = controller.shortcutButtons[index]
        car.record(.selected(element: "dashboard.\(index)", text: b.titleVariants.first))
        b.tapHandler?(b)
    }

    /// The driver zooms the instrument cluster's map.
    public func zoomInstrumentCluster(in zoomIn: Bool) throws {
        activate()
        guard let controller = auxiliary.clusterController else { throw CarInputError("the app has no instrument cluster scene") }
        car.record(.selected(element: "cluster.zoom", text: zoomIn ? "zoom in" : "zoom out"))
        if zoomIn {
            controller.delegate?.instrumentClusterControllerDidZoom(in: controller)
        } else {
            controller.delegate?.instrumentClusterControllerDidZoomOut(controller)
        }
    }

    /// The driver changes the cluster's compass or speed limit setting in the car's settings.
    public func setInstrumentCluster(compass: CPInstrumentClusterSetting? = nil, speedLimit: CPInstrumentClusterSetting? = nil) throws {
        activate()
        guard let controller = auxiliary.clusterController else { throw CarInputError("the app has no instrument cluster scene") }
        if let compass {
            car.record(.carStateChanged(.clusterCompass(compass.label)))
            controller.compassSetting = compass
            controller.delegate?.instrumentClusterController(controller, didChangeCompassSetting: compass)
        }
        if let speedLimit {
            car.record(.carStateChanged(.clusterSpeedLimit(speedLimit.label)))
            controller.speedLimitSetting = speedLimit
            controller.delegate?.instrumentClusterController(controller, didChangeSpeedLimitSetting: speedLimit)
        }
    }
}

extension CPInstrumentClusterSetting {
    /// How the car's settings and logs say it.
    package var label: String {
        switch self {
        case .enabled: "on"
        case .disabled: "off"
        case .userPreference: "app's choice"
        default: "unspecified"
        }
    }
}

extension HeadUnit {
    /// What the app named `app` published as now playing, as the Dashboard's card shows it (nil: nothing). - Note: Ours.
    package func panelNowPlaying(of app: String) -> PanelNowPlaying? {
        nowPlayingCenter(of: app).nowPlayingInfo.map { info in
            PanelNowPlaying(title: info[MPMediaItemPropertyTitle] as? String, artist: info[MPMediaItemPropertyArtist] as? String)
        }
    }
}
