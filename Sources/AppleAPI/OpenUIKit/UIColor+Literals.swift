// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Lets `#colorLiteral(red:green:blue:alpha:)` make a `UIColor`, as Xcode's colour literals do on iOS.
///
/// Mirrors UIKit's conformance of [`UIColor`](https://developer.apple.com/documentation/uikit/uicolor) to
/// [`_ExpressibleByColorLiteral`](https://developer.apple.com/documentation/swift/_expressiblebycolorliteral); the
/// initializer, `init(_colorLiteralRed:green:blue:alpha:)`, is in `UIColor.swift`.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral` has when nothing else is asked for: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor
