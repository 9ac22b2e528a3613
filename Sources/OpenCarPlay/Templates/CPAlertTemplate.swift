// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A modal alert: a title (the car picks the longest variant that fits) and buttons. Present it; don't push it.
///
/// Mirrors [`CPAlertTemplate`](https://developer.apple.com/documentation/carplay/cpalerttemplate).
@preconcurrency @MainActor
open class CPAlertTemplate: CPTemplate {
    public let titleVariants: [String]
    public let actions: [CPAlertAction]

    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
        super.init()
    }

    /// The most buttons an alert shows; the most recently added are kept. Apple does not publish the value.
    public class var maximumActionCount: Int { CPRuntime.limits.maximumAlertActionCount }

    package override var templateTitle: String? { titleVariants.first }
}

/// A modal choice between two or more actions. Mirrors [`CPActionSheetTemplate`](https://developer.apple.com/documentation/carplay/cpactionsheettemplate).
@preconcurrency @MainActor
open class CPActionSheetTemplate: CPTemplate {
    public let title: String?
    public let message: String?
    public let actions: [CPAlertAction]

    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
        super.init()
    }

    package override var templateTitle: String? { title }
}
