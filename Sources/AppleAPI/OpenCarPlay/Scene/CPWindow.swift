// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The car screen's window, where a navigation app draws its map (the base view). It receives no touches.
///
/// Mirrors [`CPWindow`](https://developer.apple.com/documentation/carplay/cpwindow).
@preconcurrency @MainActor
open class CPWindow: UIWindow {
    /// The area not covered by map buttons, for placing map content.
    public let mapButtonSafeAreaLayoutGuide = UILayoutGuide()
    open weak var templateApplicationScene: CPTemplateApplicationScene?

    package init(frame: CGRect, safeArea: UIEdgeInsets, mapButtonArea: CGRect) {
        super.init(frame: frame)
        isHidden = false  // The system shows the car window; an app's own windows start hidden.
        systemSafeAreaInsets = safeArea
        mapButtonSafeAreaLayoutGuide.layoutFrame = mapButtonArea
        mapButtonSafeAreaLayoutGuide.owningView = self
    }

    package func updateGeometry(frame: CGRect, safeArea: UIEdgeInsets, mapButtonArea: CGRect) {
        self.frame = frame
        systemSafeAreaInsets = safeArea
        mapButtonSafeAreaLayoutGuide.layoutFrame = mapButtonArea
    }
}
