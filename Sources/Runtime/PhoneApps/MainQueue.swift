// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// Whether code runs on the main queue (the main actor's executor). On Linux the main actor runs on whichever thread
/// drains the main queue, so `Thread.isMainThread` can't tell; the main queue carries a mark instead. - Note: Ours.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread or the main queue; false on an app's own thread or queue. The queue's mark is read
    /// first: on Linux `Thread.isMainThread` makes two system calls (`gettid`, `getpid`), and the car asks this at each
    /// of an app's completions.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread }
}
