// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Resolves the attribute to set on messages (read, unread, flagged…). Mirrors
/// [`INMessageAttributeResolutionResult`](https://developer.apple.com/documentation/intents/inmessageattributeresolutionresult).
open class INMessageAttributeResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The attribute resolved or to confirm. - Note: Not in Intents.
    package private(set) var resolvedMessageAttribute: INMessageAttribute?

    /// Mirrors [`success(with:)`](https://developer.apple.com/documentation/intents/inmessageattributeresolutionresult/success(with:)).
    open class func success(with resolvedMessageAttribute: INMessageAttribute) -> Self {
        result(.success) { $0.resolvedMessageAttribute = resolvedMessageAttribute }
    }

    /// Mirrors [`confirmationRequired(with:)`](https://developer.apple.com/documentation/intents/inmessageattributeresolutionresult/confirmationrequired(with:)).
    open class func confirmationRequired(with messageAttributeToConfirm: INMessageAttribute) -> Self {
        result(.confirmationRequired) { $0.resolvedMessageAttribute = messageAttributeToConfirm }
    }
}
