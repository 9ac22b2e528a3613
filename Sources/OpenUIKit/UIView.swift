// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A rectangle of the screen in a view hierarchy.
///
/// Mirrors [`UIView`](https://developer.apple.com/documentation/uikit/uiview). Enough for a navigation
/// app's base view: frame, bounds, hierarchy, background colour and the safe area. How views draw
/// themselves on Linux is defined by the rendering issue.
@preconcurrency @MainActor
open class UIView: UIResponder {
    open var frame: CGRect {
        didSet { bounds = CGRect(origin: bounds.origin, size: frame.size); setNeedsLayout() }
    }
    open var bounds: CGRect
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// Insets set by the system (the car) for the area not covered by overlays.
    open var safeAreaInsets: UIEdgeInsets { systemSafeAreaInsets ?? superview?.safeAreaInsets ?? .zero }
    package var systemSafeAreaInsets: UIEdgeInsets? { didSet { setNeedsLayout() } }
    package private(set) var needsLayout = true

    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() { needsLayout = true }

    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
        for v in subviews { v.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    open func setNeedsDisplay() { needsDisplay = true }
    package private(set) var needsDisplay = true

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`). On Linux the car
    /// records the drawing as vectors and draws it under CarPlay's overlays.
    open func draw(_ rect: CGRect) {}

    /// Records this view and its subviews, in window coordinates: background colours, then `draw(_:)`.
    /// - Note: Not in UIKit.
    package func recordDrawing(into commands: inout [DrawingCommand], origin: CGPoint, traits: UITraitCollection) {
        guard !isHidden, alpha > 0 else { return }
        let here = CGPoint(x: origin.x + frame.origin.x - (superview == nil ? frame.origin.x : 0),
                           y: origin.y + frame.origin.y - (superview == nil ? frame.origin.y : 0))
        let context = CGContext(origin: here)
        if let bg = backgroundColor {
            let c = bg.rgba(for: traits)
            context.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: c.3 * alpha)
            context.fill(bounds)
        }
        UIGraphicsPushContext(context)
        layoutIfNeeded()
        draw(bounds)
        UIGraphicsPopContext()
        needsDisplay = false
        commands.append(contentsOf: context.commands)
        for v in subviews { v.recordDrawing(into: &commands, origin: here, traits: traits) }
    }
}
