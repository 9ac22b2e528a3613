// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenIntents

/// What an app's delegate hears about the app's life: launch, becoming active, going to the background, new scene
/// sessions.
///
/// Mirrors [`UIApplicationDelegate`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate). Every
/// method is optional there (Objective-C `@optional`); here each has a default implementation in a protocol extension
/// that does what iOS does when the app leaves it out, so an `AppDelegate` written for iOS compiles unchanged and the
/// methods it does write are the ones called. `window`, a property iOS apps often declare, isn't a requirement here
/// (a protocol extension can't store it); an app's own `var window: UIWindow?` still compiles.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Mirrors [`application(_:willFinishLaunchingWithOptions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Mirrors [`application(_:didFinishLaunchingWithOptions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The scene configuration for a new scene session (the car's, the phone's). Mirrors
    /// [`application(_:configurationForConnecting:options:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Mirrors [`application(_:didDiscardSceneSessions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Mirrors [`applicationDidBecomeActive(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Mirrors [`applicationWillResignActive(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)).
    func applicationWillResignActive(_ application: UIApplication)
    /// Mirrors [`applicationDidEnterBackground(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Mirrors [`applicationWillEnterForeground(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Mirrors [`applicationWillTerminate(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)).
    func applicationWillTerminate(_ application: UIApplication)
    /// The object that handles an intent the app handles itself (the ones its Info.plist lists under
    /// `INIntentsSupported`), or nil. Mirrors
    /// [`application(_:handlerFor:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handlerfor:)).
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
    /// Handles an intent its intents extension passed on with `handleInApp` (a media intent: the app, launched in
    /// the background, starts playing). Mirrors
    /// [`application(_:handle:completionHandler:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handle:completionhandler:))
    /// (deprecated in iOS 14 for `application(_:handlerFor:)`, which the car asks first).
    func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)
}

extension UIApplicationDelegate {
    /// Left out: the launch goes on (`true`).
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }

    /// Left out: the launch goes on (`true`).
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }

    /// Left out: the session's own configuration (on iOS, the one the Info.plist's scene manifest declares for its role).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Left out: the app handles no intent itself.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { nil }
    /// Left out: the intent isn't handled (a bare `INIntentResponse`, which Siri reports as a failure).
    public func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {
        completionHandler(INIntentResponse())
    }
}
