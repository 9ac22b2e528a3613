// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Manages a view: the base view of a navigation app is a view controller set as the car window's root.
///
/// Mirrors [`UIViewController`](https://developer.apple.com/documentation/uikit/uiviewcontroller).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIFocusEnvironment {
    private var loadedView: UIView?
    open var title: String?
    open private(set) var children: [UIViewController] = []

    /// The designated initializer (no nib files here). Mirrors
    /// [`init(nibName:bundle:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// As UIKit's `init()`: a convenience for `init(nibName: nil, bundle: nil)`, so a subclass's own `init()` is not an
    /// override and calls a designated initializer, as on iOS.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The view, loaded on first access through ``loadView()`` then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The view controller's traits: those of the window its view is in (on the car's screen, the car's: its light or
    /// dark style, its scale and the `.carPlay` idiom), else its parent's, else the phone screen's.
    ///
    /// Mirrors [`traitCollection`](https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection)
    /// (from `UITraitEnvironment`). Reading it doesn't load the view. - Note: A controller in no window gets the phone
    /// screen's traits here; what iOS gives it then depends on the iOS version (unsure).
    open var traitCollection: UITraitCollection {
        if let window = loadedView?.window { return window.windowTraits }
        return parent?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Makes the view when there is none: a plain view the size of the main screen, as UIKit's is without a nib (so
    /// `viewDidLoad` sees a screen-sized view until the view's container lays it out).
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (its bounds changed, or it was asked to).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews: the place to size views by hand.
    open func viewDidLayoutSubviews() {}
    /// Mirrors [`updateViewConstraints()`](https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()):
    /// the view's constraint update pass; override it and call super last.
    open func updateViewConstraints() { view.updateConstraints() }

    open private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presentation

    /// The controller this one presented. Mirrors
    /// [`presentedViewController`](https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one. Mirrors
    /// [`presentingViewController`](https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller).
    open private(set) weak var presentingViewController: UIViewController?
    /// Mirrors [`isBeingPresented`](https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented).
    open private(set) var isBeingPresented = false
    /// Mirrors [`isBeingDismissed`](https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
    open private(set) var isBeingDismissed = false
    /// Mirrors [`modalPresentationStyle`](https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle)
    /// (every style covers the window here).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The sheet this controller is presented as: one while `modalPresentationStyle` is `.automatic`, `.pageSheet` or
    /// `.formSheet`, the same each time, else nil. Mirrors
    /// [`sheetPresentationController`](https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller).
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheet { return sheet }
        let made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet = made
        return made
    }
    private var sheet: UISheetPresentationController?

    /// Shows `viewControllerToPresent` over this controller's window, its view covering the window. Mirrors
    /// [`present(_:animated:completion:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
    /// - Note: Ours: no transition is drawn; a controller that already presents one presents from that one, as UIKit
    ///   would refuse with a warning ("already presenting") and we choose to stack instead.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let shown = presentedViewController { return shown.present(viewControllerToPresent, animated: flag, completion: completion) }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.viewWillAppear(flag)
        if let window = view.window {
            let shown = viewControllerToPresent.view!
            shown.frame = window.bounds
            window.addSubview(shown)
        }
        viewControllerToPresent.viewDidAppear(flag)
        viewControllerToPresent.isBeingPresented = false
        completion?()
    }

    /// Dismisses what this controller presented, or, called on the presented controller, itself. Mirrors
    /// [`dismiss(animated:completion:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let shown = presentedViewController else {
            if let presenter = presentingViewController { return presenter.dismiss(animated: flag, completion: completion) }
            completion?()
            return
        }
        if shown.presentedViewController != nil { shown.dismiss(animated: flag) }
        shown.isBeingDismissed = true
        shown.viewWillDisappear(flag)
        shown.view.removeFromSuperview()
        shown.viewDidDisappear(flag)
        shown.isBeingDismissed = false
        shown.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    /// Called when the traits it gets (its window's: the car's light or dark style) changed. Mirrors
    /// [`traitCollectionDidChange(_:)`](https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Mirrors [`willMove(toParent:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)).
    open func willMove(toParent parent: UIViewController?) {}
    /// Mirrors [`didMove(toParent:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)).
    open func didMove(toParent parent: UIViewController?) {}
    /// Mirrors [`viewWillDisappear(_:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Mirrors [`viewDidDisappear(_:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The navigation controller it is in, if any. Mirrors
    /// [`navigationController`](https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller).
    open var navigationController: UINavigationController? {
        var p = parent
        while let current = p {
            if let nav = current as? UINavigationController { return nav }
            p = current.parent
        }
        return nil
    }

    // MARK: Focus

    /// By default focus starts in the view controller's view.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [view] }
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { view.superview }
    open func setNeedsFocusUpdate() { view.window?.focusSystem.setNeedsUpdate(from: self) }
    open func updateFocusIfNeeded() { view.window?.focusSystem.updateIfNeeded() }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}
