// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A width or height: pairs with another (times a multiplier) or with a constant. Mirrors
/// [`NSLayoutDimension`](https://developer.apple.com/documentation/uikit/nslayoutdimension).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`. Mirrors [`constraint(equalToConstant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c`. Mirrors [`constraint(greaterThanOrEqualToConstant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c`. Mirrors [`constraint(lessThanOrEqualToConstant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == m × anchor`. Mirrors [`constraint(equalTo:multiplier:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor`. Mirrors [`constraint(greaterThanOrEqualTo:multiplier:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:)).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor`. Mirrors [`constraint(lessThanOrEqualTo:multiplier:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:)).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`. Mirrors [`constraint(equalTo:multiplier:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`. Mirrors [`constraint(greaterThanOrEqualTo:multiplier:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`. Mirrors [`constraint(lessThanOrEqualTo:multiplier:constant:)`](https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
