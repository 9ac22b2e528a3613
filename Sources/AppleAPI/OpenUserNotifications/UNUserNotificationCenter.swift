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
        lock.withLock { asked }
    }
    private var categories: Set<UNNotificationCategory> = []
    private var added: [UNNotificationRequest] = []
    /// Requests whose trigger hasn't fired yet, and the notifications the phone delivered (in order).
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    private var requested: UNAuthorizationOptions = []
    /// The options the user grants when asked (the car's settings). - Note: Not in UserNotifications.
    package var userGrants: UNAuthorizationOptions = [.badge, .sound, .alert, .carPlay]
    /// Called for every added request. - Note: Not in UserNotifications.
    package var onAdd: (@Sendable (UNNotificationRequest) -> Void)?
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    private var badge = 0
    /// The app icon's badge the app last set (`setBadgeCount`); 0 for none. - Note: Not in UserNotifications.
    package var badgeCount: Int {
        lock.withLock { badge }
    }

    private override init() { super.init() }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        lock.lock()
        granted = options.intersection(userGrants)
        requested.formUnion(options)
        asked = true
        let ok = !granted.isEmpty
        lock.unlock()
        completionHandler(ok, nil)
    }

    /// Every option the app asked for (whatever the user granted). - Note: Not in UserNotifications.
    package var requestedOptions: UNAuthorizationOptions {
        lock.withLock { requested }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { c in requestAuthorization(options: options) { ok, _ in c.resume(returning: ok) } }
    }

    /// What the user granted. - Note: Not in UserNotifications as a property.
    package var grantedOptions: UNAuthorizationOptions {
        lock.withLock { granted }
    }

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        lock.lock()
        let c = categories
        lock.unlock()
        completionHandler(c)
    }

    package var registeredCategories: Set<UNNotificationCategory> {
        lock.withLock { categories }
    }

    /// Schedules a request: with no trigger (or a time interval of 0) the phone delivers it now; with a time interval
    /// it stays pending until its trigger fires on the phone's clock (the car delivers it then). A request with the
    /// identifier of a pending one replaces it, as on iOS.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock()
        added.append(request)
        pending.removeAll { $0.identifier == request.identifier }
        if Self.firesLater(request) {
            pending.append(request)
        } else {
            delivered.removeAll { $0.request.identifier == request.identifier }
            delivered.append(UNNotification(request: request, date: Date()))
        }
        let hook = onAdd
        lock.unlock()
        hook?(request)
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    /// Sets the number on the app's icon (0 removes it). Mirrors
    /// [`setBadgeCount(_:withCompletionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:)).
    /// The count is kept whatever the user allowed; whether the phone shows it is the badge authorization's.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        lock.withLock { badge = max(0, newBadgeCount) }
        completionHandler?(nil)
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws { setBadgeCount(newBadgeCount, withCompletionHandler: nil) }

    /// Whether a request waits for its trigger (a time interval above 0). - Note: Not in UserNotifications.
    package static func firesLater(_ request: UNNotificationRequest) -> Bool {
        ((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval ?? 0) > 0
    }

    /// The phone delivers a pending request whose trigger fired: false when the app removed it (or replaced it with
    /// another request object) meanwhile, so nothing is shown. A repeating request stays pending. - Note: Not in
    /// UserNotifications.
    package func deliverPending(_ request: UNNotificationRequest) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let i = pending.firstIndex(where: { $0 === request }) else { return false }
        if !(request.trigger?.repeats ?? false) { pending.remove(at: i) }
        delivered.removeAll { $0.request.identifier == request.identifier }
        delivered.append(UNNotification(request: request, date: Date()))
        return true
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests)
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

    private var pendingRequests: [UNNotificationRequest] {
        lock.withLock { pending }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler(deliveredList)
    }

    open func deliveredNotifications() async -> [UNNotification] { deliveredList }

    private var deliveredList: [UNNotification] {
        lock.withLock { delivered }
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() {
        lock.withLock { delivered.removeAll() }
    }

    /// Every request added. - Note: Not in UserNotifications.
    package var addedRequests: [UNNotificationRequest] {
        lock.withLock { added }
    }

    package func reset() {
        lock.lock()
        granted = []
        asked = false
        categories = []
        added = []
        pending = []
        delivered = []
        requested = []
        badge = 0
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

    /// Mirrors [`notificationSettings()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/notificationsettings()):
    /// what the user allowed, as the car's settings granted it.
    public func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(granted: grantedOptions, asked: hasAsked)
    }
}
