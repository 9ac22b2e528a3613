// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// Mirrors [`UNAuthorizationOptions`](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// The app's notification centre: authorization, categories, pending requests.
///
/// Mirrors [`UNUserNotificationCenter`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter).
/// Delivered notifications go to the simulated phone, which shows CarPlay banners for categories that allow it.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// The process's own: code that runs outside any app the car launched.
    private static let processWide = UNUserNotificationCenter()
    /// The app's notification center: each app has its own (one per launch here, see `AppLaunch`), with its own
    /// authorization, categories, requests and delegate.
    public class func current() -> UNUserNotificationCenter { of(AppLaunch.current) }

    /// The center of one launch of an app (the process's own for nil), for the car. - Note: Not in UserNotifications.
    package static func of(_ launch: AppLaunch?) -> UNUserNotificationCenter {
        launch?.instance(UNUserNotificationCenter.self) { UNUserNotificationCenter() } ?? processWide
    }

    private let lock = NSLock()
    private var granted: UNAuthorizationOptions = []
    private var asked = false
    package var hasAsked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }
    private var categories: Set<UNNotificationCategory> = []
    private var added: [UNNotificationRequest] = []
    /// The options the user grants when asked (the car's settings). - Note: Not in UserNotifications.
    package var userGrants: UNAuthorizationOptions = [.badge, .sound, .alert, .carPlay]
    /// Called for every added request. - Note: Not in UserNotifications.
    package var onAdd: (@Sendable (UNNotificationRequest) -> Void)?
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    private override init() { super.init() }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        lock.lock()
        granted = options.intersection(userGrants)
        asked = true
        let ok = !granted.isEmpty
        lock.unlock()
        completionHandler(ok, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { c in requestAuthorization(options: options) { ok, _ in c.resume(returning: ok) } }
    }

    /// What the user granted. - Note: Not in UserNotifications as a property.
    package var grantedOptions: UNAuthorizationOptions {
        lock.lock()
        defer { lock.unlock() }
        return granted
    }

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.lock()
        self.categories = categories
        lock.unlock()
    }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        lock.lock()
        let c = categories
        lock.unlock()
        completionHandler(c)
    }

    package var registeredCategories: Set<UNNotificationCategory> {
        lock.lock()
        defer { lock.unlock() }
        return categories
    }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock()
        added.append(request)
        let hook = onAdd
        lock.unlock()
        hook?(request)
        completionHandler?(nil)
    }

    open func removeAllPendingNotificationRequests() {
        lock.lock()
        added.removeAll()
        lock.unlock()
    }

    /// Every request added. - Note: Not in UserNotifications.
    package var addedRequests: [UNNotificationRequest] {
        lock.lock()
        defer { lock.unlock() }
        return added
    }

    package func reset() {
        lock.lock()
        granted = []
        asked = false
        categories = []
        added = []
        onAdd = nil
        lock.unlock()
    }
}

/// Mirrors [`UNAuthorizationStatus`](https://developer.apple.com/documentation/usernotifications/unauthorizationstatus).
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied, authorized, provisional, ephemeral
}

/// Mirrors [`UNNotificationSetting`](https://developer.apple.com/documentation/usernotifications/unnotificationsetting).
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled, enabled
}

/// What the user allowed. Mirrors [`UNNotificationSettings`](https://developer.apple.com/documentation/usernotifications/unnotificationsettings).
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let carPlaySetting: UNNotificationSetting
    public let alertSetting: UNNotificationSetting
    package init(granted: UNAuthorizationOptions, asked: Bool) {
        authorizationStatus = !asked ? .notDetermined : (granted.isEmpty ? .denied : .authorized)
        carPlaySetting = granted.contains(.carPlay) ? .enabled : .disabled
        alertSetting = granted.contains(.alert) ? .enabled : .disabled
        super.init()
    }
}

extension UNUserNotificationCenter {
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let granted = grantedOptions
        completionHandler(UNNotificationSettings(granted: granted, asked: hasAsked))
    }
}
