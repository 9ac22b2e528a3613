// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A stack of view controllers, the top one's view filling the controller's own. Mirrors
/// [`UINavigationController`](https://developer.apple.com/documentation/uikit/uinavigationcontroller). What is here: the
/// stack and its pushes and pops (appearance calls on the controllers that show and go), the navigation bar's visibility.
/// - Note: Ours: the bar draws nothing (no title or back button: a car window shows the car's own bar instead), and
///   content runs under it, as UIKit's default `edgesForExtendedLayout` does; pushes and pops don't animate.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first. Mirrors [`viewControllers`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// Mirrors [`navigationBar`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar).
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Mirrors [`init(rootViewController:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    /// The controller on top. Mirrors [`topViewController`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller).
    open var topViewController: UIViewController? { stack.last }
    /// Mirrors [`visibleViewController`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller).
    open var visibleViewController: UIViewController? { stack.last }

    /// Mirrors [`isNavigationBarHidden`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Mirrors [`setNavigationBarHidden(_:animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Mirrors [`pushViewController(_:animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Mirrors [`popViewController(animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Mirrors [`popToRootViewController(animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let gone = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return gone
    }

    /// Mirrors [`popToViewController(_:animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let gone = Array(stack[(i + 1)...])
        setViewControllers(Array(stack[...i]), animated: animated)
        return gone
    }

    /// Replaces the stack; the new top's view fills the controller's view. Mirrors
    /// [`setViewControllers(_:animated:)`](https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        for gone in stack where !viewControllers.contains(where: { $0 === gone }) { gone.removeFromParent() }
        for added in viewControllers where !stack.contains(where: { $0 === added }) { addChild(added) }
        stack = viewControllers
        guard isViewLoaded, oldTop !== stack.last else { return }
        oldTop?.viewWillDisappear(animated)
        oldTop?.view.removeFromSuperview()
        showTop(animated: animated)
        oldTop?.viewDidDisappear(animated)
    }

    open override func loadView() {
        let container = UIView(frame: .zero)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        showTop(animated: false)
    }

    private func showTop(animated: Bool) {
        guard let top = stack.last else { return }
        top.viewWillAppear(animated)
        let content = top.view!
        content.frame = view.bounds
        view.insertSubview(content, belowSubview: navigationBar)
        top.didMove(toParent: self)
        top.viewDidAppear(animated)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        stack.last?.view.frame = view.bounds
        navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    }
}

/// The bar at the top of a navigation controller. Mirrors
/// [`UINavigationBar`](https://developer.apple.com/documentation/uikit/uinavigationbar). - Note: Ours: it draws nothing.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Mirrors [`prefersLargeTitles`](https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles).
    open var prefersLargeTitles = false
    /// Mirrors [`isTranslucent`](https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent).
    open var isTranslucent = true
    /// Mirrors [`barTintColor`](https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor).
    open var barTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
