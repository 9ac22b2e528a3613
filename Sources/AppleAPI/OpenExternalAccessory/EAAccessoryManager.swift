// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The key of the accessory in a connect/disconnect notification's user info.
/// Mirrors [`EAAccessoryKey`](https://developer.apple.com/documentation/externalaccessory/eaaccessorykey).
public let EAAccessoryKey = "EAAccessoryKey"

extension NSNotification.Name {
    /// Mirrors [`EAAccessoryDidConnect`](https://developer.apple.com/documentation/foundation/nsnotification/name/1613901-eaaccessorydidconnect).
    public static let EAAccessoryDidConnect = NSNotification.Name("EAAccessoryDidConnectNotification")
    /// Mirrors [`EAAccessoryDidDisconnect`](https://developer.apple.com/documentation/foundation/nsnotification/name/1613881-eaaccessorydiddisconnect).
    public static let EAAccessoryDidDisconnect = NSNotification.Name("EAAccessoryDidDisconnectNotification")
}

/// The accessories connected to the phone. Mirrors [`EAAccessoryManager`](https://developer.apple.com/documentation/externalaccessory/eaaccessorymanager).
///
/// As on iOS, connect and disconnect notifications are posted only after `registerForLocalNotifications()`, and
/// an app sees only accessories with a protocol it lists in `UISupportedExternalAccessoryProtocols`.
open class EAAccessoryManager: NSObject, @unchecked Sendable {
    private static let instance = EAAccessoryManager()
    public class func shared() -> EAAccessoryManager { instance }

    private var accessories: [EAAccessory] = []
    private var registered = false
    /// The app's `UISupportedExternalAccessoryProtocols` (nil: not declared, the app sees no accessory). - Note: Ours; set by the car.
    package var supportedProtocols: Set<String> = []

    /// Connected accessories that speak at least one protocol the app declares.
    open var connectedAccessories: [EAAccessory] {
        accessories.filter { $0.isConnected && !supportedProtocols.isDisjoint(with: $0.protocolStrings) }
    }

    open func registerForLocalNotifications() { registered = true }
    open func unregisterForLocalNotifications() { registered = false }

    /// The car connects (CarPlay over USB or wireless). - Note: Ours.
    package func connect(_ accessory: EAAccessory) {
        accessory.isConnected = true
        accessories.append(accessory)
        post(.EAAccessoryDidConnect, accessory)
    }

    /// The car goes away: its sessions' streams end, the delegate and observers are told. - Note: Ours.
    package func disconnect(_ accessory: EAAccessory) {
        guard let i = accessories.firstIndex(where: { $0 === accessory }) else { return }
        accessories.remove(at: i)
        accessory.isConnected = false
        for session in accessory.sessions.values { session.end() }
        accessory.sessions = [:]
        accessory.delegate?.accessoryDidDisconnect(accessory)
        post(.EAAccessoryDidDisconnect, accessory)
    }

    /// Disconnects every accessory (the phone leaves the car). - Note: Ours.
    package func disconnectAll() {
        for a in accessories { disconnect(a) }
    }

    /// Forgets every accessory (a new phone process). - Note: Ours.
    package func reset() {
        for a in accessories {
            for s in a.sessions.values { s.end() }
            a.sessions = [:]
            a.isConnected = false
        }
        accessories = []
        registered = false
        supportedProtocols = []
    }

    private func post(_ name: NSNotification.Name, _ accessory: EAAccessory) {
        guard registered, !supportedProtocols.isDisjoint(with: accessory.protocolStrings) else { return }
        NotificationCenter.default.post(name: name, object: self, userInfo: [EAAccessoryKey: accessory])
    }
}
