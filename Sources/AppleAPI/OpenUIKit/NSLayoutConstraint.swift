// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// A rule between two layout attributes: `first relation multiplier × second + constant`, such as "the map's top is
/// the safe area's top". Mirrors [`NSLayoutConstraint`](https://developer.apple.com/documentation/uikit/nslayoutconstraint).
///
/// An active constraint is kept by the nearest common ancestor of its views (its `constraints`), and frames follow
/// from the active constraints when a view lays out its subviews (`layoutSubviews()`, as UIKit's does): see
/// `ConstraintSolver` for what is solved. - Note: Not here (ours): the visual format language
/// (`constraints(withVisualFormat:options:metrics:views:)`), system spacing, and the exceptions UIKit raises for
/// constraints between views with no common ancestor (here a message on standard error, and the constraint stays
/// inactive).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Which part of an item's frame a constraint is about. Mirrors
    /// [`NSLayoutConstraint.Attribute`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// Mirrors [`NSLayoutConstraint.Relation`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public typealias Axis = NSLayoutConstraintAxis

    /// Mirrors [`firstItem`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem): a view or a layout guide.
    open private(set) weak var firstItem: AnyObject?
    /// Mirrors [`secondItem`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem); nil for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// Mirrors [`firstAttribute`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute).
    public let firstAttribute: Attribute
    /// Mirrors [`secondAttribute`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute).
    public let secondAttribute: Attribute
    /// Mirrors [`relation`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property).
    public let relation: Relation
    /// Mirrors [`multiplier`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier).
    public let multiplier: CGFloat
    /// Mirrors [`constant`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant): the one part
    /// that may change after the constraint is made (the views lay out again).
    open var constant: CGFloat {
        didSet {
            refreshSummary()
            if constant != oldValue { invalidateLayout() }
        }
    }
    /// Mirrors [`priority`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority).
    open var priority: UILayoutPriority = .required {
        didSet {
            refreshSummary()
            if priority != oldValue { invalidateLayout() }
        }
    }
    /// Mirrors [`identifier`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier): shown in
    /// the messages about it.
    open var identifier: String? { didSet { refreshSummary() } }
    /// Mirrors [`shouldBeArchived`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/shouldbearchived).
    open var shouldBeArchived = false
    /// The view that keeps it while active (the items' nearest common ancestor).
    package private(set) weak var installedOn: UIView?
    /// Whether the solver already said this constraint can't hold (it says so once).
    package var reportedUnsatisfiable = false

    /// Mirrors [`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)):
    /// `view1.attr1 relation multiplier × view2.attr2 + c`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
        refreshSummary()
    }

    /// Mirrors [`isActive`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive): setting it
    /// installs the constraint on its items' nearest common ancestor, or removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Mirrors [`activate(_:)`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Mirrors [`deactivate(_:)`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The description, kept current as the constraint changes: NSObject's `description` may be read on any thread.
    private let summary = Mutex("<NSLayoutConstraint>")

    open override var description: String { summary.withLock { $0 } }

    private func refreshSummary() {
        let text = describe()
        summary.withLock { $0 = text }
    }

    private func describe() -> String {
        let name = identifier.map { " '\($0)'" } ?? ""
        let relation = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self.relation] ?? "=="
        var right = ""
        if let second = secondItem {
            right = (multiplier == 1 ? "" : "\(Self.number(multiplier)) * ") + "\(Self.name(of: second)).\(secondAttribute.name)"
            if constant != 0 { right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            right = Self.number(constant)
        }
        let first = firstItem.map { Self.name(of: $0) } ?? "(gone)"
        let level = priority == .required ? "" : " @\(Self.number(CGFloat(priority.rawValue)))"
        return "<NSLayoutConstraint\(name) \(first).\(firstAttribute.name) \(relation) \(right)\(level)>"
    }

    /// A view's class name, or a layout guide's owner and role.
    package static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide { return guide.displayName }
        return String(describing: type(of: item))
    }

    private nonisolated static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(format: "%.2f", Double(v))
    }

    // MARK: Installing

    /// The view an item lays out under: the view itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    private func activate() {
        guard installedOn == nil, let first = firstItem else { return }
        guard let firstView = Self.view(of: first) else {
            return Self.report("Unable to activate \(self): its first item is a layout guide no view owns (addLayoutGuide(_:) first).")
        }
        var home = firstView
        if let second = secondItem {
            guard let secondView = Self.view(of: second) else {
                return Self.report("Unable to activate \(self): its second item is a layout guide no view owns (addLayoutGuide(_:) first).")
            }
            guard let common = Self.nearestCommonAncestor(firstView, secondView) else {
                return Self.report(
                    "Unable to activate \(self): its items have no common ancestor (add both views to one hierarchy before activating; UIKit raises an exception here)."
                )
            }
            home = common
        }
        installedOn = home
        home.installedConstraints.append(self)
        Self.involve(first, self)
        if let second = secondItem { Self.involve(second, self) }
        invalidateLayout()
    }

    private func deactivate() {
        guard let home = installedOn else { return }
        invalidateLayout()
        home.installedConstraints.removeAll { $0 === self }
        installedOn = nil
        for item in [firstItem, secondItem] {
            if let view = item as? UIView { view.involvedConstraints.removeAll { $0 === self } }
            if let guide = item as? UILayoutGuide { guide.involvedConstraints.removeAll { $0 === self } }
        }
    }

    private static func involve(_ item: AnyObject, _ c: NSLayoutConstraint) {
        if let view = item as? UIView { view.involvedConstraints.append(c) }
        if let guide = item as? UILayoutGuide { guide.involvedConstraints.append(c) }
    }

    private static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var v: UIView? = a
        while let current = v {
            if b.isDescendant(of: current) { return current }
            v = current.superview
        }
        return nil
    }

    /// The views whose subviews' frames this constraint decides lay out again.
    private func invalidateLayout() {
        guard installedOn != nil else { return }
        for item in [firstItem, secondItem] {
            guard let view = Self.view(of: item) else { continue }
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
        }
    }

    package static func report(_ message: String) {
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as code names it (`top`, `centerX`…).
    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
