// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A tick felt as a selection changes. Mirrors [`UISelectionFeedbackGenerator`](https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator);
/// no effect in the car (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors [`selectionChanged()`](https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()).
    open func selectionChanged() {}
}
