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
    /// The screen the window shows on (the phone's unless set: an automaker app puts a window on the car's).
    open var screen: UIScreen = .main { didSet { setNeedsLayout() } }
    /// Where the window's traits come from when not its screen's: the car sets it on the CarPlay window, whose traits
    /// are the car screen's (style, scale, `.carPlay` idiom). - Note: Ours.
    package var traitSource: (@MainActor () -> UITraitCollection)?
    /// The traits of what the window shows. - Note: Ours; UIKit's `UIWindow.traitCollection` (not mirrored yet).
    package var windowTraits: UITraitCollection { traitSource?() ?? screen.traitCollection }
    /// The window's focus (knob and touchpad). - Note: UIKit reaches it through `UIFocusSystem.focusSystem(for:)`.
    package private(set) lazy var focusSystem = UIFocusSystem(window: self)
    private static var registry: [Weak] = []
    private struct Weak { weak var window: UIWindow? }

    /// Windows start hidden, as in UIKit: show one with `isHidden = false` or `makeKeyAndVisible()`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        Self.register(self)
    }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
        isHidden = true
        Self.register(self)
    }

    private static func register(_ w: UIWindow) {
        registry.removeAll { $0.window == nil }
        registry.append(Weak(window: w))
    }

    /// The visible windows on a screen, back to front. - Note: Ours; the car draws the ones on its screen.
    package static func visibleWindows(on screen: UIScreen) -> [UIWindow] {
        registry.compactMap(\.window).filter { $0.screen === screen && !$0.isHidden }
    }

    open override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        rootViewController.map { [$0] } ?? []
    }

    open override var parentFocusEnvironment: (any UIFocusEnvironment)? { nil }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.view.frame = bounds
    }
}

/// A scene that shows windows (the phone's own UI). Mirrors [`UIWindowScene`](https://developer.apple.com/documentation/uikit/uiwindowscene).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] = []
    open var traitCollection = UITraitCollection(userInterfaceIdiom: .phone)
}
