// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Lets `#imageLiteral(resourceName:)` make a `UIImage` from the app's asset catalog, as Xcode's image literals do on
/// iOS.
///
/// Mirrors UIKit's conformance of [`UIImage`](https://developer.apple.com/documentation/uikit/uiimage) to
/// [`_ExpressibleByImageLiteral`](https://developer.apple.com/documentation/swift/_expressiblebyimageliteral); the
/// initializer, `init(imageLiteralResourceName:)`, is in `UIImage.swift`.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an `#imageLiteral` has when nothing else is asked for: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage
