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

    /// Writes the title variants and the actions (without their handlers).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(titleVariants, forKey: "alert.titleVariants")
        coder.encode(actions, forKey: "alert.actions")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        guard let titles = CPCoding.strings("alert.titleVariants", in: coder),
            let actions = CPCoding.objects(CPAlertAction.self, "alert.actions", in: coder)
        else { return nil }
        titleVariants = titles
        self.actions = actions
        super.init(coder: coder)
    }

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

    /// Writes the title, the message and the actions (without their handlers).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "actionSheet.title")
        coder.encode(message, forKey: "actionSheet.message")
        coder.encode(actions, forKey: "actionSheet.actions")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        guard let actions = CPCoding.objects(CPAlertAction.self, "actionSheet.actions", in: coder) else { return nil }
        title = CPCoding.string("actionSheet.title", in: coder)
        message = CPCoding.string("actionSheet.message", in: coder)
        self.actions = actions
        super.init(coder: coder)
    }

    package override var templateTitle: String? { title }
}
