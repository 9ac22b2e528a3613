// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A request for background work. Mirrors [`BGTaskRequest`](https://developer.apple.com/documentation/backgroundtasks/bgtaskrequest).
open class BGTaskRequest: NSObject, @unchecked Sendable {
    // Unchecked: as Apple's, a request is the app's to configure before it submits it.
    public let identifier: String
    /// The earliest the task may run (nil: any time).
    open var earliestBeginDate: Date?

    init(taskIdentifier: String) {
        identifier = taskIdentifier
        super.init()
    }
}

/// A request to refresh the app's content briefly. Mirrors
/// [`BGAppRefreshTaskRequest`](https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtaskrequest).
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public init(identifier: String) { super.init(taskIdentifier: identifier) }
}

/// A request for longer maintenance work. Mirrors
/// [`BGProcessingTaskRequest`](https://developer.apple.com/documentation/backgroundtasks/bgprocessingtaskrequest).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
    public init(identifier: String) { super.init(taskIdentifier: identifier) }
}

/// Background work the system runs. Mirrors [`BGTask`](https://developer.apple.com/documentation/backgroundtasks/bgtask).
/// - Note: The phone never launches one here (see `BGTaskScheduler`).
open class BGTask: NSObject, @unchecked Sendable {
    public let identifier: String
    /// Called when the system ends the task before it completes.
    open var expirationHandler: (() -> Void)?
    /// Whether the app said it finished, and how. - Note: Ours.
    public private(set) var completedSuccessfully: Bool?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// The app's work is done.
    open func setTaskCompleted(success: Bool) { completedSuccessfully = success }
}

/// Mirrors [`BGAppRefreshTask`](https://developer.apple.com/documentation/backgroundtasks/bgapprefreshtask).
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// Mirrors [`BGProcessingTask`](https://developer.apple.com/documentation/backgroundtasks/bgprocessingtask).
open class BGProcessingTask: BGTask, @unchecked Sendable {}
