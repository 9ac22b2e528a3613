// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Resolves a whole number (a custom intent's Integer parameter). Mirrors
/// [`INIntegerResolutionResult`](https://developer.apple.com/documentation/intents/inintegerresolutionresult).
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: Int?
    open class func success(with resolvedValue: Int) -> Self {
        result(.success) { $0.resolvedValue = resolvedValue }
    }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = valueToConfirm?.intValue }
    }
}
