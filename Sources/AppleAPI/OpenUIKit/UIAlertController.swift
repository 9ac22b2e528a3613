// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An alert or action sheet on the phone's screen. Mirrors
/// [`UIAlertController`](https://developer.apple.com/documentation/uikit/uialertcontroller).
///
/// A CarPlay app's phone-side code makes and presents them. Presenting one records it, as any view controller's
/// presentation does (`presentedViewController`, `presentingViewController`); the phone's screen isn't drawn, so the
/// alert is never shown to anyone nor tapped: a test reads it and taps an action with `UIAlertAction.perform()`
/// (ours). Not done: text fields (`addTextField(configurationHandler:)`; there is no `UITextField` here).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Mirrors [`UIAlertController.Style`](https://developer.apple.com/documentation/uikit/uialertcontroller/style).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert
    }

    /// Mirrors [`message`](https://developer.apple.com/documentation/uikit/uialertcontroller/message).
    open var message: String?
    /// Mirrors [`preferredStyle`](https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle).
    open private(set) var preferredStyle: Style = .alert
    /// Mirrors [`actions`](https://developer.apple.com/documentation/uikit/uialertcontroller/actions), in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// Mirrors [`preferredAction`](https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction):
    /// one of ``actions``, or nil.
    open var preferredAction: UIAlertAction?

    /// Mirrors [`init(title:message:preferredStyle:)`](https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Mirrors [`addAction(_:)`](https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)).
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        action.alertController = self
    }
}
