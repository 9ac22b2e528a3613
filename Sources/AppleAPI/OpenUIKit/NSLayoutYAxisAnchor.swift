// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A vertical edge, centre or baseline (top, bottom, centerY, firstBaseline, lastBaseline): pairs only with another.
/// Mirrors [`NSLayoutYAxisAnchor`](https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor). - Note: Not
/// here (ours): system spacing and `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
