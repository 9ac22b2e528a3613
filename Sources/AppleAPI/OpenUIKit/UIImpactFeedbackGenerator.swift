// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A tap felt when things collide. Mirrors [`UIImpactFeedbackGenerator`](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator);
/// no effect in the car (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors [`UIImpactFeedbackGenerator.FeedbackStyle`](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle).
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium, heavy, soft, rigid
    }

    /// The generator's style. - Note: Ours (UIKit keeps it private).
    public let style: FeedbackStyle

    /// Mirrors [`init(style:)`](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact. Mirrors `init()`.
    public override convenience init() { self.init(style: .medium) }

    /// Mirrors [`impactOccurred()`](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()).
    open func impactOccurred() {}

    /// Mirrors [`impactOccurred(intensity:)`](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)).
    open func impactOccurred(intensity: CGFloat) {}
}
