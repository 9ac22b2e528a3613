// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One edge, centre or size of a view or layout guide, which makes constraints with another of the same kind. Mirrors
/// [`NSLayoutAnchor`](https://developer.apple.com/documentation/uikit/nslayoutanchor): use its subclasses
/// ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension``, which only pair with their own kind.
///
/// The constraints it makes are inactive: set `isActive` or call `NSLayoutConstraint.activate(_:)`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    package private(set) weak var item: AnyObject?
    package let attribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`. Mirrors [`constraint(equalTo:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`. Mirrors [`constraint(greaterThanOrEqualTo:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`. Mirrors [`constraint(lessThanOrEqualTo:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`. Mirrors [`constraint(equalTo:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`. Mirrors [`constraint(greaterThanOrEqualTo:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`. Mirrors [`constraint(lessThanOrEqualTo:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// An inactive constraint from this anchor to `anchor` (or to a constant when nil).
    package func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: anchor.map { $0.item ?? NSNull() },
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
