// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Haptic feedback on the phone. Mirrors [`UIFeedbackGenerator`](https://developer.apple.com/documentation/uikit/uifeedbackgenerator).
/// A phone in CarPlay is in the car's cradle or a pocket and the car has no haptics for apps, so the generators do
/// nothing here; they exist so code written for the phone's screen builds and runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Mirrors [`prepare()`](https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()).
    open func prepare() {}
}
