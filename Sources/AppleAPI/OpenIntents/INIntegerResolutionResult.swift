// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Resolves a whole number (a custom intent's Integer parameter). Mirrors
/// [`INIntegerResolutionResult`](https://developer.apple.com/documentation/intents/inintegerresolutionresult).
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: Int?
    open class func success(with resolvedValue: Int) -> Self {
        let r = Self(outcome: .success)
        r.resolvedValue = resolvedValue
        return r
    }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        let r = Self(outcome: .confirmationRequired)
        r.resolvedValue = valueToConfirm?.intValue
        return r
    }
}
