// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import OpenCarPlay
import OpenCoreBluetooth
import OpenIntents
import OpenNetwork
import OpenUIKit
import PhoneApps

/// Launching apps as iOS does when CarPlay needs them: the app's process starts (its `UIApplication`, its bundle as
/// `Bundle.main`), its app delegate is made and told `application(_:willFinishLaunchingWithOptions:)` then
/// `application(_:didFinishLaunchingWithOptions:)`, and only then are its scenes connected, each with the configuration
/// `application(_:configurationForConnecting:options:)` answers.
extension HeadUnit {
    /// The app's process, launching it first if it isn't running: a new `AppLaunch` with its own `UIApplication`
    /// (`UIApplication.shared` for its code) and app delegate, then the two launch calls. A reconnect finds the process
    /// still running (a pulled cable doesn't end an app); a crash ends it (``endLaunch(of:)``), so the next connection
    /// launches the app afresh.
    @discardableResult
    func startLaunch(of app: AppDeclaration) -> AppLaunch {
        if let running = launches[app.name] { return running }
        let process = AppLaunch(
            name: app.name, bundleFolder: app.bundleFolder, bundleHandle: AppBundles.handle(for: app.bundleFolder, builtInfoPlist: app.builtInfoPlist),
            assetCatalog: app.assetCatalog, phoneLanguage: phoneLanguage, dataContainer: dataContainer(of: app))
        launches[app.name] = process
        // Its own now playing, audio session and notification center start empty, connected to this car.
        connectServices(of: process)
        RunningApps.register(process, network: network)
        // Its path monitors watch this car's phone connection; its central managers reach this phone's Bluetooth.
        let (connection, radio) = (network.connection, bluetooth.radio)
        _ = process.instance(PhoneConnection.self) { connection }
        _ = process.instance(PhoneBluetoothRadio.self) { radio }
        RunningApps.enter(process) {
            AppLaunch.runningInTask.withValue(process) {
                let delegate = app.applicationDelegate?.make()
                process.delegate = delegate
                // A launch for CarPlay has no launch options: what the app connects for comes with its scene's connection
                // options (iOS passes nil to a scene-based app launched to connect a scene).
                record(.lifecycle(.willFinishLaunching))
                _ = delegate?.application(process.application, willFinishLaunchingWithOptions: nil)
                record(.lifecycle(.didFinishLaunching))
                _ = delegate?.application(process.application, didFinishLaunchingWithOptions: nil)
                NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: process.application)
                app.launchHandler?()
            }
        }
        return process
    }

    /// The app's data container on this car's phone: a folder named by its bundle identifier under the phone's own
    /// folder (``phoneDataFolder``), the same for every launch of the app in this car. - Note: Ours.
    package func dataContainer(of app: AppDeclaration) -> URL {
        let name = app.bundleIdentifier.isEmpty ? app.name : app.bundleIdentifier
        let safe = String(name.map { $0 == "/" || $0 == "\\" ? "_" : $0 })
        return phoneDataFolder.appendingPathComponent(safe == "." || safe == ".." ? "_" + safe : safe, isDirectory: true)
    }

    /// The app's launch ended, its process with it (a crash, the car's own restart of it): the next launch starts a new
    /// one. What the app's code still holds of it (a sleeping task) doesn't keep it running.
    func endLaunch(of name: String) {
        launches.removeValue(forKey: name)?.end()
    }

    /// The running launch of an app, if any. - Note: Ours.
    package func appLaunch(of name: String) -> AppLaunch? {
        if let last = lastLaunchLookup, last.name == name { return last.launch }
        let found = launches[name]
        lastLaunchLookup = (name, found)
        return found
    }

    /// What the app donated (`INInteraction.donate(completion:)`) in its running launch, in order; empty when it
    /// isn't running. A relaunch starts a new list. - Note: Ours.
    package func donatedInteractions(of name: String) -> [INInteraction] {
        appLaunch(of: name).map { INInteraction.donated(in: $0) } ?? []
    }
}

extension AppSession {
    /// The app's process, while it runs (the first connection launches it).
    package var appLaunch: AppLaunch? { car.appLaunch(of: app.name) }

    /// The handler the app's own delegate returns for an intent the app handles in-app (its Info.plist's
    /// `INIntentsSupported`, answered by `application(_:handlerFor:)`, iOS 14), run as the app's code; nil when the app
    /// doesn't declare the intent there, isn't running or has no app delegate. Siri's own lookup
    /// (`HeadUnit.inAppIntentHandler(for:in:launching:)`, Siri+Handlers.swift).
    package func inAppHandler(for intent: INIntent) -> Any? {
        car.inAppIntentHandler(for: intent, in: app, launching: false)?.handler
    }

    /// Runs app code the car calls as the app's own: its asset catalog for `UIImage(named:)`, its bundle for
    /// `Bundle.main`, its application for `UIApplication.shared` (once launched; until then, the app in front's).
    func runningApp<R>(_ body: () throws -> R) rethrows -> R {
        // What it gives to queues is the app's work, which the car lets finish before it reads the screen.
        let process = self.appLaunch
        return try RunningApps.enter(process) {
            try AppLaunch.runningInTask.withValue(process ?? AppLaunch.running, operation: body)
        }
    }

    /// The scene delegate for a new scene session of `role`, as UIKit chooses it: the app delegate's
    /// `application(_:configurationForConnecting:options:)` answers a configuration (by default the session's own,
    /// from the Info.plist); its `delegateClass` decides, else the manifest's configuration of the same name, else the
    /// session's. Returns the configuration the session was given, for its record.
    func chooseSceneDelegate(for declaration: SceneDeclaration, session: UISceneSession) -> (any UISceneDelegate)? {
        guard let process = appLaunch, let appDelegate = process.delegate else { return app.makeDelegate(for: declaration) }
        car.record(.lifecycle(.configurationForConnecting))
        let chosen = AppLaunch.runningInTask.withValue(process) {
            appDelegate.application(process.application, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        }
        if let cls = chosen.delegateClass {
            let name = String(describing: cls)
            if let made = app.makeDelegate(named: name) { return made }
            car.record(.note("configurationForConnecting chose the scene delegate class \(name), which the app's declaration doesn't register"))
            return nil
        }
        if let name = chosen.name, let named = app.scenes.first(where: { $0.role == declaration.role && $0.configurationName == name }),
            let made = app.makeDelegate(for: named)
        {
            return made
        }
        if let made = app.makeDelegate(for: declaration) { return made }
        car.record(.note("no scene delegate for the \(declaration.role.rawValue) scene: neither the Info.plist nor configurationForConnecting names one"))
        return nil
    }

    /// The app's configuration of a role, or, when the Info.plist declares none and the app delegate may supply it, an
    /// empty one for the session (UIKit asks the app delegate either way).
    func sceneDeclaration(for role: UISceneSession.Role) -> SceneDeclaration? {
        if let declared = app.scene(for: role) { return declared }
        guard app.applicationDelegate != nil else { return nil }
        return SceneDeclaration(role: role, configurationName: nil, sceneClassName: nil, delegateClassName: nil, line: 0)
    }
}
