// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// The phone. Mirrors [`UIDevice`](https://developer.apple.com/documentation/uikit/uidevice).
///
/// The simulated phone is an iPhone running iOS ``simulatedSystemVersion`` (ours: the newest iOS whose CarPlay API the
/// stand-ins have), named "iPhone", plugged into the car (CarPlay over a cable charges it): with battery monitoring on,
/// its battery is charging at ``simulatedBatteryLevel``. These are constants of the simulation, the same for every
/// car; nothing here reads the machine the car runs on.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// Mirrors [`UIDevice.BatteryState`](https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.enum).
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged, charging, full
    }

    /// Mirrors [`batteryLevelDidChangeNotification`](https://developer.apple.com/documentation/uikit/uidevice/batteryleveldidchangenotification)
    /// (never posted here: the simulated battery's level doesn't change).
    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Mirrors [`batteryStateDidChangeNotification`](https://developer.apple.com/documentation/uikit/uidevice/batterystatedidchangenotification)
    /// (never posted here, as above).
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// The iOS version the simulated phone reports. - Note: Ours.
    public nonisolated static let simulatedSystemVersion = "26.4"
    /// The simulated phone's battery level (0…1) while monitored. - Note: Ours.
    public nonisolated static let simulatedBatteryLevel: Float = 0.8
    /// The vendor identifier every app here gets (as apps of one vendor do on a phone). - Note: Ours.
    public nonisolated static let simulatedIdentifierForVendor = UUID(uuidString: "6F2C6A1E-3C1B-4E7A-9A55-0CA7B1A5E001")!

    private static let device = UIDevice()

    /// The app's own (each launch has its own, as each app's process does on a phone: one app turning battery
    /// monitoring on doesn't turn it on for another). Mirrors
    /// [`current`](https://developer.apple.com/documentation/uikit/uidevice/current).
    open class var current: UIDevice { AppLaunch.current?.instance(UIDevice.self) { UIDevice() } ?? device }

    /// The user's name for the phone. Mirrors [`name`](https://developer.apple.com/documentation/uikit/uidevice/name)
    /// (since iOS 16 an app without the user-assigned-device-name entitlement gets the model's name, "iPhone").
    open var name: String { "iPhone" }
    /// Mirrors [`model`](https://developer.apple.com/documentation/uikit/uidevice/model).
    open var model: String { "iPhone" }
    /// Mirrors [`localizedModel`](https://developer.apple.com/documentation/uikit/uidevice/localizedmodel).
    open var localizedModel: String { "iPhone" }
    /// Mirrors [`systemName`](https://developer.apple.com/documentation/uikit/uidevice/systemname).
    open var systemName: String { "iOS" }
    /// Mirrors [`systemVersion`](https://developer.apple.com/documentation/uikit/uidevice/systemversion).
    open var systemVersion: String { Self.simulatedSystemVersion }
    /// The phone's idiom (the car's screen has its own, `.carPlay`, in its traits). Mirrors
    /// [`userInterfaceIdiom`](https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Mirrors [`identifierForVendor`](https://developer.apple.com/documentation/uikit/uidevice/identifierforvendor).
    open var identifierForVendor: UUID? { Self.simulatedIdentifierForVendor }

    /// Off by default, as on iOS. Mirrors
    /// [`isBatteryMonitoringEnabled`](https://developer.apple.com/documentation/uikit/uidevice/isbatterymonitoringenabled).
    open var isBatteryMonitoringEnabled = false
    /// -1.0 unless battery monitoring is on, as on iOS. Mirrors
    /// [`batteryLevel`](https://developer.apple.com/documentation/uikit/uidevice/batterylevel).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? Self.simulatedBatteryLevel : -1 }
    /// `.unknown` unless battery monitoring is on, as on iOS. Mirrors
    /// [`batteryState`](https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.property).
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .charging : .unknown }
}
