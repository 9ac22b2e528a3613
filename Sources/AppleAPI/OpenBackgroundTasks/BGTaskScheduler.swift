// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// Schedules the app's background work (a refresh, a database backup) for the system to run later. Mirrors
/// BackgroundTasks' [`BGTaskScheduler`](https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler).
///
/// As on iOS, an identifier must be listed in the app's Info.plist (`BGTaskSchedulerPermittedIdentifiers`): registering
/// another answers false, submitting a request for one without a registered handler throws `.notPermitted`.
/// - Note: The phone keeps the requests (``getPendingTaskRequests(completionHandler:)``) and never runs them: the system
///   chooses when background work runs, and the car's session is the app in the foreground. Each app has its own
///   scheduler (`shared` is per launch, as per process on iOS).
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    // Unchecked: its state is only touched under the lock.
    private let lock = NSLock()
    private var handlers: [String: (queue: DispatchQueue?, handler: (BGTask) -> Void)] = [:]
    private var pending: [String: BGTaskRequest] = [:]

    /// The app's scheduler.
    open class var shared: BGTaskScheduler {
        AppLaunch.current?.instance(BGTaskScheduler.self) { BGTaskScheduler() } ?? processScheduler
    }
    private static let processScheduler = BGTaskScheduler()

    /// Registers what runs when the system launches the task `identifier`; false when the Info.plist doesn't permit
    /// the identifier (or it has a handler already).
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        guard Self.permittedIdentifiers().contains(identifier) else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard handlers[identifier] == nil else { return false }
        handlers[identifier] = (queue, launchHandler)
        return true
    }

    /// Asks for the task to run later; replaces an earlier request with the same identifier.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        lock.lock()
        defer { lock.unlock() }
        guard handlers[taskRequest.identifier] != nil else { throw Error(.notPermitted) }
        pending[taskRequest.identifier] = taskRequest
    }

    /// Withdraws the request with the identifier.
    open func cancel(taskRequestWithIdentifier identifier: String) {
        lock.withLock { pending[identifier] = nil }
    }

    /// Withdraws every request.
    open func cancelAllTaskRequests() {
        lock.withLock { pending = [:] }
    }

    /// The requests not yet run, in no order.
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        lock.lock()
        let requests = Array(pending.values)
        lock.unlock()
        completionHandler(requests)
    }

    /// The identifiers the app's Info.plist permits (`BGTaskSchedulerPermittedIdentifiers`). - Note: Ours.
    static func permittedIdentifiers() -> [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    /// Why the scheduler refused a request. Mirrors [`BGTaskScheduler.Error`](https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/error).
    public struct Error: Swift.Error, Sendable {
        public enum Code: Int, Sendable {
            case unavailable = 1
            case tooManyPendingTaskRequests = 2
            case notPermitted = 3
        }
        public let code: Code
        public init(_ code: Code) { self.code = code }
    }
}
