// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rectangle of the screen in a view hierarchy.
///
/// Mirrors [`UIView`](https://developer.apple.com/documentation/uikit/uiview). Enough for a navigation
/// app's base view: frame, bounds, hierarchy, background colour and the safe area. How views draw
/// themselves on Linux is defined by the rendering issue.
@preconcurrency @MainActor
open class UIView: UIResponder, UIFocusItem {
    open var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            bounds = CGRect(origin: bounds.origin, size: frame.size)
            setNeedsLayout()
        }
    }
    open var bounds: CGRect
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    open var isUserInteractionEnabled = true
    /// Subviews are drawn (and touched) only inside the view's bounds.
    open var clipsToBounds = false
    /// The layer behind the view, made on first use (`layer`). - Note: Ours.
    package final lazy var backingLayer = CALayer(view: self)
    /// How the view's content (an image view's image) fills its bounds. Mirrors
    /// [`contentMode`](https://developer.apple.com/documentation/uikit/uiview/contentmode).
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var tintColor: UIColor! = .tintColor
    /// The view controller whose view this is. - Note: Ours (UIKit keeps it as the view's next responder).
    package weak var owningViewController: UIViewController?
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// The part of the view that bars, panels and buttons the system draws over cover: for the car's window, what the
    /// car gives (`CPWindow`: its bars and map buttons); for a view in it, how far those reach into the view. Mirrors
    /// [`safeAreaInsets`](https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    open var safeAreaInsets: UIEdgeInsets {
        if let own = systemSafeAreaInsets { return own }
        guard let parent = superview else { return .zero }
        let outer = parent.safeAreaInsets
        guard outer != .zero else { return .zero }
        // The superview's safe rectangle and this view's frame, both in the superview's visible coordinates.
        let safe = CGRect(origin: .zero, size: parent.bounds.size).inset(by: outer)
        let f = frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - f.minY, f.height), left: clamp(safe.minX - f.minX, f.width),
            bottom: clamp(f.maxY - safe.maxY, f.height), right: clamp(f.maxX - safe.maxX, f.width))
    }
    /// Insets the system (the car) sets on a window; views inside derive theirs. - Note: Ours.
    package var systemSafeAreaInsets: UIEdgeInsets? {
        didSet {
            guard systemSafeAreaInsets != oldValue else { return }
            setNeedsLayoutThroughout()
        }
    }
    package private(set) var needsLayout = true

    // MARK: Auto Layout (the API is in UIView+Constraints.swift)

    /// Whether the view's frame is its own (true, UIKit's default) or comes from constraints. Mirrors
    /// [`translatesAutoresizingMaskIntoConstraints`](https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints):
    /// here a view that keeps it true is never moved by constraints, and others place themselves against it.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.setNeedsLayout() } }
    /// Mirrors [`layoutMargins`](https://developer.apple.com/documentation/uikit/uiview/layoutmargins): 8 points on
    /// each side unless set.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { setNeedsLayoutThroughout() } }
    /// Mirrors [`insetsLayoutMarginsFromSafeArea`](https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea):
    /// when true, the margins guide lies inside the safe area too.
    open var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayoutThroughout() } }
    /// The active constraints this view is an item of (wherever they are installed).
    package var involvedConstraints: [NSLayoutConstraint] = []
    /// The active constraints this view keeps (its `constraints`: it is their items' nearest common ancestor).
    package var installedConstraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    package var addedLayoutGuides: [UILayoutGuide] = []
    private var madeSafeAreaGuide: UILayoutGuide?
    private var madeMarginsGuide: UILayoutGuide?
    /// The safe area's guide, made on first use.
    package var safeAreaGuide: UILayoutGuide {
        if let made = madeSafeAreaGuide { return made }
        let guide = UILayoutGuide(role: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        madeSafeAreaGuide = guide
        return guide
    }
    /// The margins' guide, made on first use.
    package var marginsGuide: UILayoutGuide {
        if let made = madeMarginsGuide { return made }
        let guide = UILayoutGuide(role: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        madeMarginsGuide = guide
        return guide
    }
    /// The guides this view owns that exist: added ones, and the safe area's and margins' once used.
    package var existingLayoutGuides: [UILayoutGuide] { addedLayoutGuides + [madeSafeAreaGuide, madeMarginsGuide].compactMap { $0 } }
    /// Content hugging and compression resistance priorities set for each axis (UIKit's defaults otherwise: 250, 750).
    package var huggingPriorities: [NSLayoutConstraintAxis: UILayoutPriority] = [:]
    package var compressionPriorities: [NSLayoutConstraintAxis: UILayoutPriority] = [:]
    package private(set) var needsUpdateConstraints = true

    /// Mirrors [`updateConstraints()`](https://developer.apple.com/documentation/uikit/uiview/updateconstraints()):
    /// called before layout after `setNeedsUpdateConstraints()`, the place to change constraints; override it and call
    /// super last.
    open func updateConstraints() {}

    /// Mirrors [`setNeedsUpdateConstraints()`](https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()).
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Mirrors [`updateConstraintsIfNeeded()`](https://developer.apple.com/documentation/uikit/uiview/updateconstraintsifneeded()):
    /// this view's and its subviews' `updateConstraints()`, where asked for.
    open func updateConstraintsIfNeeded() {
        for v in subviews { v.updateConstraintsIfNeeded() }
        guard needsUpdateConstraints else { return }
        needsUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// This view and every view inside it lay out again (their safe areas or margins may have moved).
    package func setNeedsLayoutThroughout() {
        needsLayout = true
        for v in subviews { v.setNeedsLayoutThroughout() }
        UIView.contentDidChange?()
    }

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

    /// Called when the view's traits (its window's) changed. Mirrors
    /// [`traitCollectionDidChange(_:)`](https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Tells this view, its view controller and everything below that the traits changed from `previous`, view
    /// controllers before their views, parents before children (UIKit's order, as we read it). - Note: Ours.
    package func traitsDidChange(from previous: UITraitCollection) {
        owningViewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
        for v in subviews { v.traitsDidChange(from: previous) }
    }

    /// Mirrors [`insertSubview(_:belowSubview:)`](https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)):
    /// on top when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        insertSubview(view, at: index)
        setNeedsLayout()
    }

    /// Mirrors [`insertSubview(_:aboveSubview:)`](https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        if superview != nil { deactivateConstraintsLeaving() }
        superview?.willRemoveSubview(self)
        superview?.subviews.removeAll { $0 === self }
        superview?.setNeedsLayout()
        superview = nil
    }

    open func willRemoveSubview(_ subview: UIView) {}

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    // MARK: Size

    /// The size the view's content needs (zero: none; views without content stretch in a stack view).
    open var intrinsicContentSize: CGSize { .zero }
    open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize == .zero ? bounds.size : intrinsicContentSize }
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

    // MARK: Coordinates and touches

    /// A rectangle in this view's coordinates, in another view's (or the window's, when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let a = originInRoot()
        let b = view?.originInRoot() ?? .zero
        return CGRect(x: rect.origin.x + a.x - b.x, y: rect.origin.y + a.y - b.y, width: rect.width, height: rect.height)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let a = originInRoot()
        let b = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x + b.x - a.x, y: point.y + b.y - a.y)
    }

    /// This view's top-left corner in its root's coordinates (the root's own frame origin doesn't count: a window
    /// is its screen's coordinate space).
    private func originInRoot() -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var v: UIView? = self
        while let current = v, let parent = current.superview {
            x += current.frame.origin.x - current.bounds.origin.x
            y += current.frame.origin.y - current.bounds.origin.y
            v = parent
        }
        return CGPoint(x: x, y: y)
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
    }

    /// The deepest visible, interactive view containing the point (in this view's coordinates), frontmost first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return nil }
        let inside = self.point(inside: point, with: event)
        if clipsToBounds && !inside { return nil }
        for sub in subviews.reversed() {
            let p = CGPoint(x: point.x - sub.frame.origin.x + bounds.origin.x, y: point.y - sub.frame.origin.y + bounds.origin.y)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return inside ? self : nil
    }

    /// What a tap (or a knob press) on this view does: the nearest enabled control acts, or the row is selected.
    /// - Note: Ours; UIKit delivers touches through its responder chain and gesture recognizers.
    package static func activate(_ hit: UIView) {
        var v: UIView? = hit
        while let current = v {
            if let control = current as? UIControl {
                if control.isEnabled { control.activate() }
                return
            }
            if let cell = current as? UITableViewCell, let table = cell.table {
                table.select(cell)
                return
            }
            v = current.superview
        }
    }

    // MARK: Focus (UIFocusEnvironment, UIFocusItem)

    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { window?.focusSystem.focusedItem === self }
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    open var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let vc = owningViewController { return vc }
        return superview
    }
    open func setNeedsFocusUpdate() { window?.focusSystem.setNeedsUpdate(from: self) }
    open func updateFocusIfNeeded() { window?.focusSystem.updateIfNeeded() }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    open func setNeedsLayout() {
        needsLayout = true
        UIView.contentDidChange?()
    }

    /// Told when any view needs layout or display: the car redraws an automaker app's screen then.
    /// - Note: Ours (on iOS the render server finds out by itself).
    package static var contentDidChange: (@MainActor () -> Void)?

    /// Lays out this view if it needs it, then every subview that needs it (UIKit's whole-subtree pass), after the
    /// constraint updates asked for.
    open func layoutIfNeeded() {
        if needsUpdateConstraints || subviews.contains(where: \.needsUpdateConstraints) { updateConstraintsIfNeeded() }
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    /// Places the subviews (and layout guides) that take their frames from constraints, as UIKit's does: override it
    /// to place subviews by hand, and call super for the constrained ones. See `ConstraintSolver` for what is solved.
    open func layoutSubviews() {
        ConstraintSolver.layOutSubviews(of: self)
    }

    open func setNeedsDisplay() {
        needsDisplay = true
        UIView.contentDidChange?()
    }
    package private(set) var needsDisplay = true

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`). On Linux the car
    /// records the drawing as vectors and draws it under CarPlay's overlays.
    open func draw(_ rect: CGRect) {}

    /// Records what `draw(_:)` draws, in window coordinates (no background, no subviews). - Note: Not in UIKit.
    package func recordOwnDrawing(traits: UITraitCollection) -> [DrawingCommand] {
        let origin = convert(CGPoint.zero, to: nil)
        let context = CGContext(origin: origin)
        UIGraphicsPushContext(context)
        let previous = UITraitCollection.current
        UITraitCollection.current = traits
        draw(bounds)
        UITraitCollection.current = previous
        UIGraphicsPopContext()
        needsDisplay = false
        return context.commands
    }

    /// Records this view and its subviews in window coordinates: background colour, content (an image view's image),
    /// then `draw(_:)`. `origin` is where the superview's bounds origin lies (a scroll view's content offset moves
    /// its subviews); `clip` is what the views around it that clip to their bounds leave visible, which bounds the
    /// images recorded. - Note: Not in UIKit.
    package func recordDrawing(into commands: inout [DrawingCommand], origin: CGPoint, traits: UITraitCollection, clip: CGRect? = nil) {
        guard !isHidden, alpha > 0 else { return }
        let here = CGPoint(
            x: origin.x + frame.origin.x - (superview == nil ? frame.origin.x : 0),
            y: origin.y + frame.origin.y - (superview == nil ? frame.origin.y : 0))
        let visible = CGRect(origin: here, size: bounds.size)
        if let clip, !clip.intersects(visible), clipsToBounds { return }
        let contentOrigin = CGPoint(x: here.x - bounds.origin.x, y: here.y - bounds.origin.y)
        let context = CGContext(origin: contentOrigin)
        let inner = clipsToBounds ? (clip.map { $0.intersection(visible) } ?? visible) : clip
        context.imageClip = inner
        if let bg = backgroundColor {
            let c = bg.rgba(for: traits)
            context.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: c.3 * alpha)
            context.fill(bounds)
        }
        context.setAlpha(alpha)
        UIGraphicsPushContext(context)
        layoutIfNeeded()
        let previous = UITraitCollection.current
        UITraitCollection.current = traits
        recordContent(in: context, traits: traits)
        draw(bounds)
        UITraitCollection.current = previous
        UIGraphicsPopContext()
        needsDisplay = false
        commands.append(contentsOf: context.commands)
        for v in subviews { v.recordDrawing(into: &commands, origin: contentOrigin, traits: traits, clip: inner) }
    }

    /// Records what the view shows of its own besides `draw(_:)`, in its bounds' coordinates (an image view's image).
    /// - Note: Not in UIKit, where such views draw in their layers.
    package func recordContent(in context: CGContext, traits: UITraitCollection) {}
}
