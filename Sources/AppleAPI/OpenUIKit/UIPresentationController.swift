// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What manages a presented view controller's presentation. Mirrors
/// [`UIPresentationController`](https://developer.apple.com/documentation/uikit/uipresentationcontroller): the
/// presented and presenting controllers.
/// - Note: Ours: every presentation covers the window here (see `UIViewController.modalPresentationStyle`), so nothing
///   of the presentation's own views, transitions or sizes is drawn.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// Mirrors [`presentedViewController`](https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller).
    public unowned let presentedViewController: UIViewController
    /// Mirrors [`presentingViewController`](https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller)
    /// (nil until the controller is presented, where UIKit's is the one given at creation).
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }

    /// Mirrors [`init(presentedViewController:presenting:)`](https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }
}
