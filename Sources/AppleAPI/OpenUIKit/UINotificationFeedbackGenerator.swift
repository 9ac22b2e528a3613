// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A pattern felt for success, warning or failure. Mirrors
/// [`UINotificationFeedbackGenerator`](https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator);
/// no effect in the car (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Mirrors [`UINotificationFeedbackGenerator.FeedbackType`](https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype).
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning, error
    }

    /// Mirrors [`notificationOccurred(_:)`](https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
