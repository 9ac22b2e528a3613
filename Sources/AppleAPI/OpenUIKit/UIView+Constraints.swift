// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Auto Layout on a view: its anchors, guides and constraints. The frames are solved in `layoutSubviews()`
/// (`ConstraintSolver`).
extension UIView {
    /// Mirrors [`leadingAnchor`](https://developer.apple.com/documentation/uikit/uiview/leadinganchor) (left to right:
    /// the left edge).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Mirrors [`trailingAnchor`](https://developer.apple.com/documentation/uikit/uiview/trailinganchor).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Mirrors [`leftAnchor`](https://developer.apple.com/documentation/uikit/uiview/leftanchor).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Mirrors [`rightAnchor`](https://developer.apple.com/documentation/uikit/uiview/rightanchor).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Mirrors [`centerXAnchor`](https://developer.apple.com/documentation/uikit/uiview/centerxanchor).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Mirrors [`topAnchor`](https://developer.apple.com/documentation/uikit/uiview/topanchor).
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Mirrors [`bottomAnchor`](https://developer.apple.com/documentation/uikit/uiview/bottomanchor).
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Mirrors [`centerYAnchor`](https://developer.apple.com/documentation/uikit/uiview/centeryanchor).
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Mirrors [`firstBaselineAnchor`](https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor):
    /// solved as the view's bottom edge here.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// Mirrors [`lastBaselineAnchor`](https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor):
    /// solved as the view's bottom edge here.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// Mirrors [`widthAnchor`](https://developer.apple.com/documentation/uikit/uiview/widthanchor).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Mirrors [`heightAnchor`](https://developer.apple.com/documentation/uikit/uiview/heightanchor).
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The view's bounds inside its safe area insets. Mirrors
    /// [`safeAreaLayoutGuide`](https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide).
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The view's bounds inside its layout margins. Mirrors
    /// [`layoutMarginsGuide`](https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide).
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// Mirrors [`readableContentGuide`](https://developer.apple.com/documentation/uikit/uiview/readablecontentguide):
    /// the margins guide here (no readable width is applied).
    public var readableContentGuide: UILayoutGuide { marginsGuide }

    /// The margins the margins guide keeps, with the safe area's when `insetsLayoutMarginsFromSafeArea`.
    package var layoutMarginsIncludingSafeArea: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: layoutMargins.top + s.top, left: layoutMargins.left + s.left, bottom: layoutMargins.bottom + s.bottom,
            right: layoutMargins.right + s.right)
    }

    /// Mirrors [`layoutGuides`](https://developer.apple.com/documentation/uikit/uiview/layoutguides): the guides added
    /// with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }

    /// Makes this view the guide's owner; constraints then place it as they place a subview. Mirrors
    /// [`addLayoutGuide(_:)`](https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard !addedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        addedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        setNeedsLayout()
    }

    /// Mirrors [`removeLayoutGuide(_:)`](https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)):
    /// its constraints are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard addedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        NSLayoutConstraint.deactivate(layoutGuide.involvedConstraints)
        addedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        setNeedsLayout()
    }

    /// Mirrors [`constraints`](https://developer.apple.com/documentation/uikit/uiview/constraints): the active
    /// constraints this view keeps (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates the constraint. Mirrors [`addConstraint(_:)`](https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:))
    /// (it is kept by its items' nearest common ancestor, as `isActive` does, whichever view is asked).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Mirrors [`addConstraints(_:)`](https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Mirrors [`removeConstraint(_:)`](https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:)).
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Mirrors [`removeConstraints(_:)`](https://developer.apple.com/documentation/uikit/uiview/removeconstraints(_:)).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Mirrors [`contentHuggingPriority(for:)`](https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)):
    /// how hard the view resists growing past its intrinsic content size (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Mirrors [`setContentHuggingPriority(_:for:)`](https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// Mirrors [`contentCompressionResistancePriority(for:)`](https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)):
    /// how hard the view resists shrinking below its intrinsic content size (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    /// Mirrors [`setContentCompressionResistancePriority(_:for:)`](https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// Deactivates the constraints between this view's subtree (itself, its subviews, their guides) and views outside
    /// it, as UIKit does when a view leaves its superview.
    package func deactivateConstraintsLeaving() {
        var leaving: [NSLayoutConstraint] = []
        func inside(_ item: AnyObject?) -> Bool {
            if let view = item as? UIView { return view.isDescendant(of: self) }
            if let guide = item as? UILayoutGuide { return guide.owningView?.isDescendant(of: self) ?? false }
            return false
        }
        func visit(_ view: UIView) {
            for c in view.involvedConstraints + view.existingLayoutGuides.flatMap(\.involvedConstraints)
            where !(inside(c.firstItem) && (c.secondItem == nil || inside(c.secondItem))) && !leaving.contains(where: { $0 === c }) {
                leaving.append(c)
            }
            for v in view.subviews { visit(v) }
        }
        visit(self)
        NSLayoutConstraint.deactivate(leaving)
    }
}
