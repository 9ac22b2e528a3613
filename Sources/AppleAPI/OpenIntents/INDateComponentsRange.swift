// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A span of time given as date components, open at either end (a release year, "messages since Monday"). Mirrors
/// [`INDateComponentsRange`](https://developer.apple.com/documentation/intents/indatecomponentsrange). The recurrence
/// rule forms are not here.
open class INDateComponentsRange: NSObject, @unchecked Sendable {
    /// The start; nil is the distant past.
    public let startDateComponents: DateComponents?
    /// The end; nil is the distant future.
    public let endDateComponents: DateComponents?

    /// Mirrors [`init(start:end:)`](https://developer.apple.com/documentation/intents/indatecomponentsrange/init(start:end:)).
    public init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) {
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
        super.init()
    }
}
