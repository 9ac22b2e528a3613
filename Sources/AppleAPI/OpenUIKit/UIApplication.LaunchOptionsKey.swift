// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIApplication {
    /// The keys of the launch options an app delegate's `application(_:didFinishLaunchingWithOptions:)` gets: why the
    /// app was launched (a URL, a notification, a location event…).
    ///
    /// Mirrors [`UIApplication.LaunchOptionsKey`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey).
    /// Each raw value is the name of UIKit's constant (`UIApplicationLaunchOptionsURLKey`…); that the constants' values
    /// are their names is our understanding, not documented.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened to handle. Mirrors [`url`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/url).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one. Mirrors [`sourceApplication`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/sourceapplication).
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The payload of the remote notification that launched the app. Mirrors [`remoteNotification`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification).
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched for a location event. Mirrors [`location`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/location).
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// Mirrors [`annotation`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/annotation).
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// Mirrors [`userActivityDictionary`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/useractivitydictionary).
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// Mirrors [`userActivityType`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/useractivitytype).
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// Mirrors [`shortcutItem`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/shortcutitem).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// Mirrors [`bluetoothCentrals`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/bluetoothcentrals).
        public static let bluetoothCentrals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        /// Mirrors [`bluetoothPeripherals`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/bluetoothperipherals).
        public static let bluetoothPeripherals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
    }
}
