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

    open func loadView() { loadedView = UIView(frame: .zero) }
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
