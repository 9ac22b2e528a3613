// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The running app. Mirrors [`UIApplication`](https://developer.apple.com/documentation/uikit/uiapplication).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Mirrors [`UIApplication.State`](https://developer.apple.com/documentation/uikit/uiapplication/state).
    public enum State: Int, Sendable {
        case active = 0
        case inactive, background
    }

    /// What every app on the phone sees alike: the phone's lock, whether the phone app is in front, URLs opened on it.
    private final class Phone {
        var applicationState: State = .background
        var isProtectedDataAvailable = true
        var openedOnPhone: [URL] = []
        var onOpen: (@MainActor (URL) -> Void)?
    }

    private static let phone = Phone()
    /// The process's own application: code that runs outside any app the car launched (a program with one app).
    private static let instance = UIApplication(launchOf: nil)

    /// The running app's application object. Mirrors
    /// [`shared`](https://developer.apple.com/documentation/uikit/uiapplication/shared). Each app the car launches has
    /// its own (as each has its own process on iOS), with its own ``delegate``; code outside any launched app gets the
    /// process's.
    public class var shared: UIApplication { AppLaunch.current?.application ?? instance }

    /// The app this object belongs to (nil: the process's own). - Note: Ours.
    package let appName: String?

    /// Whether the phone app is in the foreground; set by the simulated phone.
    open package(set) var applicationState: State {
        get { Self.phone.applicationState }
        set { Self.phone.applicationState = newValue }
    }
    /// Whether protected data (files protected "complete", keychain items "when unlocked") can be read.
    open package(set) var isProtectedDataAvailable: Bool {
        get { Self.phone.isProtectedDataAvailable }
        set { Self.phone.isProtectedDataAvailable = newValue }
    }
    /// The app's delegate. Mirrors [`delegate`](https://developer.apple.com/documentation/uikit/uiapplication/delegate)
    /// (UIKit holds it `unowned(unsafe)`; here weakly, while the app's launch keeps it). The car makes it when it
    /// launches the app and calls it in iOS's order (`CarPlayHost`'s `AppDeclaration.applicationDelegate`).
    open weak var delegate: (any UIApplicationDelegate)?

    package init(launchOf appName: String?) {
        self.appName = appName
        super.init()
    }

    /// The app's scenes that are connected now. Mirrors
    /// [`connectedScenes`](https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes). - Note: Here
    /// only the car's scenes (the CarPlay screen, Dashboard, the instrument cluster) connect: the phone's own screen
    /// isn't simulated.
    open var connectedScenes: Set<UIScene> { Set(scenes) }
    /// Connected scenes, in the order they connected. - Note: Ours.
    package private(set) var scenes: [UIScene] = []
    /// The system connected a scene of the app. - Note: Ours.
    package func sceneDidConnect(_ scene: UIScene) {
        if !scenes.contains(where: { $0 === scene }) { scenes.append(scene) }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    }
    /// The system disconnected a scene of the app. - Note: Ours.
    package func sceneDidDisconnect(_ scene: UIScene) {
        scenes.removeAll { $0 === scene }
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    }

    /// Keys for ``open(_:options:completionHandler:)``. Mirrors
    /// [`UIApplication.OpenExternalURLOptionsKey`](https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens a URL on the iPhone. While CarPlay is connected this still opens it on the phone, not the car's
    /// screen (CarPlay apps use `CPTemplateApplicationScene.open(_:options:completionHandler:)` for that).
    /// Mirrors [`open(_:options:completionHandler:)`](https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedOnPhone.append(url)
        onOpen?(url)
        completion?(true)
    }

    /// Whether an app on the phone opens `url`. Mirrors
    /// [`canOpenURL(_:)`](https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)).
    /// The simulated phone has Apple's own apps only: web pages, calls, messages, mail, FaceTime and Maps
    /// (`http`, `https`, `tel`, `sms`, `mailto`, `facetime`, `maps`); another app's scheme (`comgooglemaps`) is `false`,
    /// as on an iPhone without that app.
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "tel", "sms", "mailto", "facetime", "maps"].contains(scheme)
    }

    /// URLs the app opened on the phone, in order, and a hook the simulated phone sets. - Note: Not in UIKit.
    package private(set) var openedOnPhone: [URL] {
        get { Self.phone.openedOnPhone }
        set { Self.phone.openedOnPhone = newValue }
    }
    package var onOpen: (@MainActor (URL) -> Void)? {
        get { Self.phone.onOpen }
        set { Self.phone.onOpen = newValue }
    }
    package func resetOpened() { openedOnPhone = [] }

    /// Asks for remote-control events (the car's and the lock screen's play/pause and skip buttons). Mirrors
    /// [`beginReceivingRemoteControlEvents()`](https://developer.apple.com/documentation/uikit/uiapplication/beginreceivingremotecontrolevents()).
    /// As on iOS since `MPRemoteCommandCenter`, the car's buttons reach the app's remote commands whether or not it asked;
    /// the car records only that it did.
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Mirrors [`endReceivingRemoteControlEvents()`](https://developer.apple.com/documentation/uikit/uiapplication/endreceivingremotecontrolevents()).
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    /// Whether the app asked for remote-control events (and didn't end them since). - Note: Not in UIKit.
    package private(set) var isReceivingRemoteControlEvents = false

    /// The background tasks the app began and hasn't ended, with their names. - Note: Not in UIKit.
    package internal(set) var backgroundTasks: [UIBackgroundTaskIdentifier: String] = [:]
    /// How many times the app asked StoreKit for a review (`AppStore.requestReview(in:)`). - Note: Not in UIKit.
    package var reviewRequests = 0
    var nextBackgroundTask = 0

    /// The app's own lifecycle notifications. The car launches an app for its CarPlay scene alone (the phone's screen
    /// isn't simulated, its window scene never connects) and posts only `didFinishLaunchingNotification` (after the app
    /// delegate's `application(_:didFinishLaunchingWithOptions:)`): whether iOS counts a CarPlay scene's activation as
    /// the application becoming active isn't documented, so code that waits for the others to show the car's screen
    /// shows nothing here. Mirror
    /// [`didBecomeActiveNotification`](https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification) and its siblings.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}
