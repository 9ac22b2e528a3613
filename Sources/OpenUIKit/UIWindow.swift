// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The root view of a screen's hierarchy.
///
/// Mirrors [`UIWindow`](https://developer.apple.com/documentation/uikit/uiwindow).
@preconcurrency @MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let vc = rootViewController {
                vc.view.frame = bounds
                addSubview(vc.view)
            }
        }
    }
    open private(set) var isKeyWindow = false
    open weak var windowScene: UIWindowScene?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open override func layoutSubviews() {
        rootViewController?.view.frame = bounds
    }
}

/// A scene that shows windows (the phone's own UI). Mirrors [`UIWindowScene`](https://developer.apple.com/documentation/uikit/uiwindowscene).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] = []
    open var traitCollection = UITraitCollection(userInterfaceIdiom: .phone)
}
