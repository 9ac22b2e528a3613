// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A horizontal edge or centre (leading, trailing, left, right, centerX): pairs only with another. Mirrors
/// [`NSLayoutXAxisAnchor`](https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor). - Note: Not here (ours):
/// system spacing and `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
