// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rectangle for layout (CarPlay uses it for the area where map buttons sit).
///
/// Mirrors [`UILayoutGuide`](https://developer.apple.com/documentation/uikit/uilayoutguide).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open package(set) var layoutFrame: CGRect = .zero
    open var identifier = ""
    open weak var owningView: UIView?
    public override init() { super.init() }
}
