// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A button of an alert or action sheet: its title, style and handler. Mirrors
/// [`UIAlertAction`](https://developer.apple.com/documentation/uikit/uialertaction).
/// - Note: The phone's own screen isn't drawn here, so nobody taps it: the handler runs only when code calls
///   ``perform()`` (ours, for tests).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// Mirrors [`UIAlertAction.Style`](https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum).
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel, destructive
    }

    /// Mirrors [`title`](https://developer.apple.com/documentation/uikit/uialertaction/title).
    open private(set) var title: String?
    /// Mirrors [`style`](https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property).
    open private(set) var style: Style
    /// Mirrors [`isEnabled`](https://developer.apple.com/documentation/uikit/uialertaction/isenabled).
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    /// Mirrors [`init(title:style:handler:)`](https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// What a person's tap on the action's button does: the alert that shows it is dismissed, then the handler runs
    /// (a disabled action does nothing). - Note: Ours (a test's stand-in for the tap).
    open func perform() {
        guard isEnabled else { return }
        alertController?.presentingViewController?.dismiss(animated: true)
        handler?(self)
    }

    /// The alert the action was added to. - Note: Ours.
    weak var alertController: UIAlertController?
}
