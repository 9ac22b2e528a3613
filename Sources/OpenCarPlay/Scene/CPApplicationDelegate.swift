// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The iOS 12 way for navigation apps to learn about CarPlay (deprecated in iOS 13 for scenes).
///
/// Mirrors [`CPApplicationDelegate`](https://developer.apple.com/documentation/carplay/cpapplicationdelegate).
@available(iOS, introduced: 12.0, deprecated: 13.0)
@preconcurrency @MainActor
public protocol CPApplicationDelegate: NSObjectProtocol {
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
