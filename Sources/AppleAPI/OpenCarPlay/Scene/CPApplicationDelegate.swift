// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The iOS 12 way for navigation apps to learn about CarPlay (deprecated in iOS 13 for scenes): the app delegate of an
/// app that declares no scenes adopts it, and the car connects it with an interface controller and a window.
///
/// Mirrors [`CPApplicationDelegate`](https://developer.apple.com/documentation/carplay/cpapplicationdelegate), which
/// refines `UIApplicationDelegate` (an app delegate that adopts it in an extension is an app delegate).
@available(iOS, introduced: 12.0, deprecated: 13.0)
@preconcurrency @MainActor
public protocol CPApplicationDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow)
    func application(_ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow)
    func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert)
    func application(_ application: UIApplication, didSelect maneuver: CPManeuver)
}

@available(iOS, introduced: 12.0, deprecated: 13.0)
extension CPApplicationDelegate {
    public func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert) {}
    public func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {}
}
